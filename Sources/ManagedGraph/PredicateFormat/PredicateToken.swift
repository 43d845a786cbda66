// MARK: - Tokens of the predicate format language

/// One token of a predicate format string, with the 1-based column (in user-perceived
/// characters) where it starts and its text as typed, for messages.
struct PredicateToken: Equatable {
    enum Kind: Equatable {
        /// A name or a keyword, as typed; the parser decides which (keywords are case-insensitive).
        case word(String)
        /// `#name`: always a key, even when the name is a reserved word.
        case escapedKey(String)
        /// `@count`, `@sum`, `@min`, `@max`, `@avg`.
        case collectionOperator(CollectionOperator)
        /// A quoted string, escapes already decoded.
        case string(String)
        /// Digits as typed, without a sign; `isDecimal` when it has a point or an exponent. An
        /// integer may have a radix prefix: `0x1F`, `0o17`, `0b101`.
        case number(String, isDecimal: Bool)
        /// `%@`, `%K`, `%d`, `%i`, `%f`.
        case placeholder(PredicatePlaceholder)
        /// `$NAME`.
        case variable(String)
        /// `=`, `==`, `!=`, `<>`, `<`, `<=`, `=<`, `>`, `>=`, `=>`.
        case comparison(ComparisonOperator)
        case symbol(PredicateSymbol)
        case end
        /// What the lexer could not read; the stream ends here and the parser reports it when
        /// it gets this far, so an earlier syntax error is reported first.
        case invalid(PredicateError)
    }

    let kind: Kind
    let column: Int
    let text: String
}

/// Punctuation that is not a comparison operator.
enum PredicateSymbol: String, Equatable {
    case openParenthesis = "("
    case closeParenthesis = ")"
    case openBrace = "{"
    case closeBrace = "}"
    case openBracket = "["
    case closeBracket = "]"
    case comma = ","
    case dot = "."
    case minus = "-"
    case plus = "+"
    case star = "*"
    case slash = "/"
    case power = "**"
    case and = "&&"
    case or = "||"
    case not = "!"
}

/// The placeholders a format string takes its arguments through.
enum PredicatePlaceholder: Equatable {
    /// `%@`: a value, an object or a list.
    case value
    /// `%K`: a key path.
    case keyPath
    /// `%d`, `%i` (and `%ld`, `%lld`, `%li`, `%lli`): an integer.
    case integer
    /// `%f` (and `%lf`): a decimal number.
    case decimal
}
