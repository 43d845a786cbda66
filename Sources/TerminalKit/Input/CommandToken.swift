/// One word of a command line, with quotes and escapes resolved.
public struct CommandToken: Sendable, Equatable {
    /// The word as the command receives it: `"Mr. Mime"` gives `Mr. Mime`.
    public let text: String
    /// Where the word sits in the line, in characters from 0, quotes included.
    public let range: Range<Int>

    public init(text: String, range: Range<Int>) {
        self.text = text
        self.range = range
    }

    /// The 1-based column of the word's first character, as error messages count.
    public var column: Int { range.lowerBound + 1 }
}

/// A line that cannot be split into words. The description is the one-line message, e.g.
/// `unbalanced " at column 5`.
public struct TokenizerError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case unbalancedQuote(Character)
        case danglingEscape
    }

    public let reason: Reason
    /// 1-based column (in characters) of the opening quote or of the lone backslash.
    public let column: Int

    public init(reason: Reason, column: Int) {
        self.reason = reason
        self.column = column
    }

    public var description: String {
        switch reason {
        case .unbalancedQuote(let quote): return Phrases.text("tokens.unbalancedQuote", String(quote), String(column))
        case .danglingEscape: return Phrases.text("tokens.danglingEscape", String(column))
        }
    }
}
