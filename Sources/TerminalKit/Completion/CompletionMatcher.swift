/// Decides whether a candidate fits what the user typed. The app supplies its own (e.g. folding
/// case and diacritics with its domain's function); the default is a case-insensitive prefix.
public struct CompletionMatcher: Sendable {
    private let predicate: @Sendable (_ candidate: String, _ typed: String) -> Bool

    public init(_ predicate: @escaping @Sendable (_ candidate: String, _ typed: String) -> Bool) {
        self.predicate = predicate
    }

    public func matches(_ candidate: String, typed: String) -> Bool {
        predicate(candidate, typed)
    }

    /// `pi` matches `Pikachu` and `PIDGEY`.
    public static let caseInsensitivePrefix = CompletionMatcher { candidate, typed in
        candidate.lowercased().hasPrefix(typed.lowercased())
    }

    /// A prefix match after `fold` has normalised both sides (case, diacritics, width…).
    public static func prefix(folding fold: @escaping @Sendable (String) -> String) -> CompletionMatcher {
        CompletionMatcher { candidate, typed in fold(candidate).hasPrefix(fold(typed)) }
    }
}
