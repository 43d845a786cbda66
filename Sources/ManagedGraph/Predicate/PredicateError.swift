// MARK: - Predicate errors

/// Why a predicate was refused: what is wrong, in words a learner can act on, and, for a
/// predicate read from text, the 1-based column of the token at fault.
///
/// The message is built here, from those two, and nowhere else, so every refusal of a format
/// string reads the same way, `column 17: owner.age is a number; "abc" is text`, whichever part
/// of the parser or of the model checks found it.
///
/// What is wrong is a value, `problem` — which message, with what filled in — and its English
/// words are the engine's own (`reason`). An app that speaks another language words the same
/// problem itself, from `PredicateProblem.Message`'s cases, and keeps the column.
public struct PredicateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a value.
    public let problem: PredicateProblem
    /// Where in the line the user typed; nil for a predicate built in Swift or whose variables
    /// were substituted, which has no text to point into.
    public let column: Int?

    /// A refusal for `problem`, pointing at `column` of the text the predicate came from, if any.
    public init(_ problem: PredicateProblem, column: Int? = nil) {
        self.problem = problem
        self.column = column
    }

    /// A refusal saying `message` with `arguments`.
    init(_ message: PredicateProblem.Message, _ arguments: PredicateProblem.Argument..., column: Int? = nil) {
        self.init(PredicateProblem(message, arguments: arguments), column: column)
    }

    /// What is wrong, on one line, without the column, in English.
    public var reason: String { problem.english }

    /// The reason, led by `column N: ` when there is a column.
    public var message: String {
        guard let column else { return reason }
        return "column \(column): \(reason)"
    }

    public var description: String { message }

    /// The error pointing at `column` if it points nowhere yet: the place found deeper in the
    /// checks (a key in a key path) is more precise than the one a caller knows (the key path).
    func located(at column: Int?) -> PredicateError {
        self.column == nil ? PredicateError(problem, column: column) : self
    }
}

// MARK: - What is wrong

/// One of the engine's messages with its blanks filled: text as the user or the model wrote it
/// (a key path, an operator, a number), or another problem that is part of the sentence (the
/// `a value` of `expected a value after '=='`, a hint, a noun such as `a number`).
public struct PredicateProblem: Hashable, Sendable, CustomStringConvertible {
    public let message: Message
    public let arguments: [Argument]

    public init(_ message: Message, arguments: [Argument]) {
        self.message = message
        self.arguments = arguments
    }

    init(_ message: Message, _ arguments: Argument...) {
        self.init(message, arguments: arguments)
    }

    /// A blank of a message.
    public indirect enum Argument: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// Written as it is in every language: the user's or the model's text.
        case text(String)
        /// Worded in the language of the whole.
        case problem(PredicateProblem)

        public init(stringLiteral value: String) {
            self = .text(value)
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            self = .text(String(stringInterpolation: stringInterpolation))
        }
    }

    /// The English sentence.
    public var english: String {
        rendered(message.english) { argument in
            switch argument {
            case .text(let text): return text
            case .problem(let problem): return problem.english
            }
        }
    }

    public var description: String { english }

    /// `template` with `%1$@`, `%2$@`… replaced by the words of the arguments in that order,
    /// and `%%` by `%`: the placeholders an app's string tables use too, so that one template
    /// per message reads the same in every language. The sentence is made one line here, in
    /// every language, so that no caller can forget: it quotes the user's text, which may hold
    /// control characters.
    public func rendered(_ template: String, _ words: (Argument) -> String) -> String {
        var result = ""
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                result += "%"
                rest = after.dropFirst()
                continue
            }
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits), after.dropFirst(digits.count).hasPrefix("$@"),
                arguments.indices.contains(number - 1)
            {
                result += words(arguments[number - 1])
                rest = after.dropFirst(digits.count + 2)
            } else {
                result += "%"
                rest = after
            }
        }
        return PredicateFormatText.oneLine(result + rest)
    }
}
