import Localization
public import ManagedGraph

// MARK: - The engine's refusal of a predicate, in the user's language

extension PredicateError {
    /// `column 13: expected a value after '=='`, in the current language: the same column, the
    /// problem worded from the table's `predicate.*` keys (one per `PredicateProblem.Message`,
    /// whose English the table repeats, and a test holds to the engine's).
    public var wordedMessage: String {
        let reason = problem.worded
        guard let column else { return reason }
        return Phrases.text("predicate.column", String(column), reason)
    }
}

extension PredicateProblem {
    /// The problem in the current language, parts and all.
    public var worded: String {
        rendered(Self.template(of: message)) { argument in
            switch argument {
            case .text(let text): return text
            case .problem(let problem): return problem.worded
            }
        }
    }

    /// The table's template for `message`.
    static func template(of message: Message, in language: Language = .current) -> String {
        Phrases.table.template("predicate.\(message.rawValue)", in: language)
    }
}
