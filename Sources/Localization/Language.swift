// MARK: - The language of what the user reads

/// The languages the app writes in. Chosen once per process by the composition root and bound
/// with `Language.$current.withValue(_:operation:)` around everything the process does; every
/// string table reads `Language.current` when it words a line.
///
/// A task-local value rather than a global: two sessions in one process — the behaviour suite
/// runs English and Spanish transcripts side by side, in parallel — each see their own, and
/// nothing mutable is shared. Text is worded on the thread that runs the session; work handed
/// to a detached task (an import's background context) returns values, not words, since a
/// detached task does not inherit the binding.
public enum Language: String, Hashable, Sendable, CaseIterable {
    case english = "en"
    case spanish = "es"

    /// The language lines are worded in now: the binding of the enclosing `withValue`, English
    /// when nothing bound one.
    @TaskLocal public static var current: Language = .english

    /// The plural form a count takes, as the string tables name their keys (`….one`,
    /// `….other`). English and Spanish agree for whole numbers: one for 1, other for the rest,
    /// 0 included ("0 pokemons", "0 pokémons").
    public func pluralForm(of count: Int) -> PluralForm {
        count == 1 ? .one : .other
    }
}

/// The plural categories the two languages use for counts of things.
public enum PluralForm: String, Hashable, Sendable {
    case one
    case other
}
