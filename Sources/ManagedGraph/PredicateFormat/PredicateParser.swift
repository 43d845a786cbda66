// MARK: - Parsing a format string

/// A recursive-descent parser of Apple's predicate format syntax (the part a SQLite store
/// supports), producing the typed `ObjectPredicate` tree and the column of every comparison.
///
/// ```
/// predicate   = or-expr end
/// or-expr     = and-expr { ("OR" | "||") and-expr }
/// and-expr    = not-expr { ("AND" | "&&") not-expr }
/// not-expr    = ("NOT" | "!") not-expr | primary
/// primary     = "(" or-expr ")" | "TRUEPREDICATE" | "FALSEPREDICATE" | comparison
/// comparison  = [ quantifier ] expression operator [ options ] expression
/// quantifier  = "ANY" | "SOME" | "ALL" | "NONE"
/// operator    = "=" | "==" | "!=" | "<>" | "<" | "<=" | "=<" | ">" | ">=" | "=>"
///             | "BETWEEN" | "IN" | "BEGINSWITH" | "ENDSWITH" | "CONTAINS" | "LIKE" | "MATCHES"
/// options     = "[" letters of "c" and "d" "]"
/// expression  = term { ("+" | "-") term }
/// term        = factor { ("*" | "/") factor }
/// factor      = unary { "**" unary }
/// unary       = "-" unary | operand                        ("-" before a number is its sign)
/// operand     = "(" expression ")" | key-path | "SELF" | literal | list | object | cast
///             | placeholder | "$" name [ "." key-path ] | subquery
/// subquery    = "SUBQUERY" "(" key-path-or-variable-path "," "$" name "," or-expr ")"
///               [ "." collection-operator { "." name } ]
/// key-path    = [ "SELF" "." ] step { "." step }          (at most one collection operator)
/// step        = name | "#" name | "@count" | "@sum" | "@min" | "@max" | "@avg"
/// literal     = string | number | "nil" | "NULL" | "TRUE" | "YES" | "FALSE" | "NO"
/// number      = digits [ "." digits ] [ exponent ] | "0x" hex | "0o" octal | "0b" binary
/// list        = "{" [ expression { "," expression } ] "}"
/// object      = "OBJECT" "(" string "," [ "-" ] integer ")"
/// cast        = "CAST" "(" ( string | [ "-" ] number ) "," string ")"   (see PredicateCast)
/// placeholder = "%@" | "%K" | "%d" | "%i" | "%f"            (and %ld, %li, %lld, %lli, %lf)
/// ```
///
/// A `(` where a predicate may start opens a parenthesized predicate, unless what follows its
/// `)` is an operator: then it opens an expression, as in `(level + 1) * 2 > 30`.
///
/// Keywords are case-insensitive. A key path's first name cannot be a reserved word unless
/// escaped (`#in`); names after a dot can, since nothing else may stand there. Parentheses,
/// NOT, lists, arithmetic operators and SUBQUERYs nest at most `PredicateFormatText.maximumDepth`
/// levels.
///
/// It only checks syntax and arguments; the model checks (keys, types, quantifiers) are
/// `PredicateValidator`'s, which uses the columns recorded here.
struct PredicateParser {
    let tokens: [PredicateToken]
    var position = 0
    private let arguments: [PredicateArgument]
    private var argumentIndex = 0
    private let placeholderCount: Int
    /// For each `(` token, the index of the `)` that closes it, if one does.
    private let closing: [Int: Int]
    var depth = 0
    /// The comparisons read so far, at the level being read (a SUBQUERY's keeps its own).
    var comparisons: [ComparisonSource] = []

    private init(tokens: [PredicateToken], arguments: [PredicateArgument]) {
        self.tokens = tokens
        self.arguments = arguments
        self.placeholderCount = tokens.count(where: { if case .placeholder = $0.kind { true } else { false } })
        var closing: [Int: Int] = [:]
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .symbol(.openParenthesis) { open.append(index) }
            if token.kind == .symbol(.closeParenthesis), let start = open.popLast() { closing[start] = index }
        }
        self.closing = closing
    }

    /// Parses `format`, filling its placeholders with `arguments` in order. Columns count from
    /// `firstColumn`: where the predicate starts in the line the user typed.
    static func parse(
        _ format: String,
        arguments: [PredicateArgument],
        firstColumn: Int = 1
    ) throws(PredicateError)
        -> ParsedPredicate
    {
        try PredicateLength.check(format, firstColumn: firstColumn)
        var parser = PredicateParser(
            tokens: PredicateLexer.tokens(of: format, firstColumn: firstColumn),
            arguments: arguments
        )
        let predicate = try parser.whole()
        return ParsedPredicate(predicate: predicate, comparisons: parser.comparisons, column: parser.tokens[0].column)
    }

    // MARK: Predicates

    private mutating func whole() throws(PredicateError) -> ObjectPredicate {
        if current.kind == .end {
            throw PredicateError(.expected, .problem(.init(.aPredicate)), column: current.column)
        }
        let predicate = try orExpression()
        switch current.kind {
        case .end: break
        case .invalid(let error): throw error
        case .symbol(.closeParenthesis):
            throw PredicateError(.unmatchedCloseParenthesis, column: current.column)
        case .symbol(.closeBrace):
            throw PredicateError(.unmatchedCloseBrace, column: current.column)
        default: throw expected(.andOrOr)
        }
        if argumentIndex < arguments.count {
            // At the end: where one more placeholder would have to be.
            throw PredicateError(
                .moreArgumentsThanPlaceholders,
                .problem(PredicateFormatText.count(placeholderCount, .placeholdersOne, .placeholdersOther)),
                .problem(PredicateFormatText.count(arguments.count, .argumentsOne, .argumentsOther)),
                column: current.column
            )
        }
        return predicate
    }

    mutating func orExpression() throws(PredicateError) -> ObjectPredicate {
        var operands = [try andExpression()]
        while isKeyword("OR") || current.kind == .symbol(.or) {
            advance()
            operands.append(try andExpression())
        }
        return operands.count == 1 ? operands[0] : .or(operands)
    }

    private mutating func andExpression() throws(PredicateError) -> ObjectPredicate {
        var operands = [try notExpression()]
        while isKeyword("AND") || current.kind == .symbol(.and) {
            advance()
            operands.append(try notExpression())
        }
        return operands.count == 1 ? operands[0] : .and(operands)
    }

    private mutating func notExpression() throws(PredicateError) -> ObjectPredicate {
        guard isKeyword("NOT") || current.kind == .symbol(.not) else { return try primary() }
        try enterNesting()
        advance()
        let operand = try notExpression()
        depth -= 1
        return .not(operand)
    }

    private mutating func primary() throws(PredicateError) -> ObjectPredicate {
        if current.kind == .symbol(.openParenthesis), !opensArithmetic() {
            let open = current
            try enterNesting()
            advance()
            let inner = try orExpression()
            switch current.kind {
            case .symbol(.closeParenthesis): advance()
            case .end:
                throw PredicateError(.unclosedParenthesis, column: open.column)
            default: throw expected(.andOrOrOrClose)
            }
            depth -= 1
            return inner
        }
        if isKeyword("TRUEPREDICATE") || isKeyword("FALSEPREDICATE") {
            let value = isKeyword("TRUEPREDICATE")
            advance()
            return .constant(value)
        }
        return .comparison(try comparison())
    }

    // MARK: Comparisons

    private mutating func comparison() throws(PredicateError) -> PredicateComparison {
        let start = current
        var quantifier = Quantifier.direct
        if case .word(let word) = current.kind, let found = Self.quantifiers[PredicateFormatText.keyword(word) ?? ""] {
            quantifier = found
            advance()
        }
        let (left, leftSource) = try expression(expecting: quantifier == .direct ? .aPredicate : .aKeyPath)
        let operatorToken = current
        let op = try comparisonOperator()
        advance()
        let options = try stringOptions()
        let written =
            PredicateFormatText.excerpt(operatorToken.text, limit: 20) + PredicatePrinter.optionsSuffix(options)
        let (right, rightSource) = try expression(expecting: .aValue, after: "'\(written)'")
        comparisons.append(
            ComparisonSource(
                column: start.column,
                operatorColumn: operatorToken.column,
                left: leftSource,
                right: rightSource
            )
        )
        return PredicateComparison(left, op, right, quantifier: quantifier, options: options)
    }

    /// Whether the `(` here groups arithmetic, as in `(level + 1) * 2 > 30`, rather than a
    /// predicate: what follows its `)` is an operator, which a predicate is never followed by.
    private func opensArithmetic() -> Bool {
        guard let close = closing[position], close + 1 < tokens.count else { return false }
        switch tokens[close + 1].kind {
        case .comparison, .symbol(.plus), .symbol(.minus), .symbol(.star), .symbol(.slash), .symbol(.power):
            return true
        case .word(let word):
            return PredicateFormatText.wordOperators[PredicateFormatText.keyword(word) ?? ""] != nil
        default:
            return false
        }
    }

    private static let quantifiers: [String: Quantifier] = ["ANY": .any, "SOME": .any, "ALL": .all, "NONE": .none]

    private func comparisonOperator() throws(PredicateError) -> ComparisonOperator {
        switch current.kind {
        case .comparison(let op): return op
        case .word(let word):
            let upper = PredicateFormatText.keyword(word) ?? ""
            if let op = PredicateFormatText.wordOperators[upper] { return op }
            if PredicateFormatText.reservedWords.contains(upper) { throw expected(.anOperator) }
            let names = ComparisonOperator.allCases.map(\.rawValue).filter { $0.first?.isLetter == true }
            let hint: PredicateProblem
            if upper == "IS" {
                hint = PredicateProblem(.useEqualOrNotEqual)
            } else if let near = Suggestion.nearest(to: word, among: names) {
                hint = PredicateProblem(.didYouMean, "\(near)")
            } else {
                hint = PredicateProblem(.useOperators, "\(Self.operatorList)", "MATCHES")
            }
            throw PredicateError(.unknownOperator, "\(shown(current))", .problem(hint), column: current.column)
        default:
            throw expected(.anOperator)
        }
    }

    /// The operators a hint lists, but for the last, `MATCHES`.
    private static let operatorList = "==, !=, <, <=, >, >=, BETWEEN, IN, BEGINSWITH, ENDSWITH, CONTAINS, LIKE"

    /// `[c]`, `[d]`, `[cd]` right after the operator.
    private mutating func stringOptions() throws(PredicateError) -> StringOptions {
        guard current.kind == .symbol(.openBracket) else { return [] }
        let open = current
        advance()
        guard case .word(let letters) = current.kind else { throw expected(.caseOrDiacriticOptions) }
        var options: StringOptions = []
        for (offset, letter) in letters.enumerated() {
            switch letter {
            case "c", "C": options.insert(.caseInsensitive)
            case "d", "D": options.insert(.diacriticInsensitive)
            default:
                let column = current.column + offset
                throw PredicateError(.unknownOption, "\(PredicateFormatText.excerpt(String(letter)))", column: column)
            }
        }
        advance()
        switch current.kind {
        case .symbol(.closeBracket): advance()
        case .end:
            throw PredicateError(.unclosedOptions, column: open.column)
        default: throw expected(.closeBracket)
        }
        return options
    }

    // MARK: Expressions

    /// One operand, before any arithmetic: a literal, a key path, a parenthesized expression, a
    /// SUBQUERY… `expecting` and `after` word the error when none is there.
    mutating func primaryExpression(
        expecting: PredicateProblem.Message,
        after: String? = nil
    ) throws(PredicateError)
        -> (ValueExpression, ExpressionSource)
    {
        let token = current
        let source = ExpressionSource(column: token.column)
        switch token.kind {
        case .string(let text):
            advance()
            return (.value(.string(text)), source)
        case .number(let digits, let isDecimal):
            advance()
            return (.value(try number(digits, isDecimal: isDecimal, negative: false, column: token.column)), source)
        case .symbol(.openParenthesis):
            return try parenthesizedExpression()
        case .placeholder(let placeholder):
            advance()
            return try argument(for: placeholder, token: token)
        case .variable(let name):
            advance()
            guard current.kind == .symbol(.dot) else { return (.variable(name), source) }
            advance()
            guard case (.keyPath(let path), let pathSource) = try keyPath(at: token.column) else {
                throw expected(.aKey)
            }
            return (.variableKeyPath(name, path), pathSource)
        case .symbol(.openBrace):
            return try aggregate()
        case .escapedKey, .collectionOperator:
            return try keyPath(at: token.column)
        case .word(let word):
            switch PredicateFormatText.keyword(word) {
            case "NIL", "NULL":
                advance()
                return (.value(.null), source)
            case "TRUE", "YES", "FALSE", "NO":
                advance()
                return (.value(.bool(["TRUE", "YES"].contains(PredicateFormatText.keyword(word)))), source)
            case "SELF":
                advance()
                guard current.kind == .symbol(.dot) else { return (.evaluatedObject, source) }
                advance()
                return try keyPath(at: token.column)
            case "OBJECT" where peek().kind == .symbol(.openParenthesis):
                return (try objectLiteral(), source)
            case "CAST" where peek().kind == .symbol(.openParenthesis):
                let (value, next) = try PredicateCast.parse(tokens, at: position)
                position = next
                return (.value(value), source)
            case "SUBQUERY" where peek().kind == .symbol(.openParenthesis):
                return try subquery()
            default:
                if PredicateFormatText.isReserved(word) { throw expected(expecting, after: after) }
                return try keyPath(at: token.column)
            }
        default:
            throw expected(expecting, after: after)
        }
    }

    /// `a.b.c`, `a.@count`, `a.@sum.b`; the current token starts a key. Names after a dot are
    /// keys even when they are reserved words: nothing else can stand there. `column` is where the
    /// expression starts (at `SELF` in `SELF.name`); each step's own column is kept too.
    mutating func keyPath(at column: Int) throws(PredicateError) -> (ValueExpression, ExpressionSource) {
        var path = ModelKeyPath([String]())
        var steps: [Int] = []
        while true {
            steps.append(current.column)
            switch current.kind {
            case .word(let name), .escapedKey(let name):
                if path.collectionOperator == nil { path.components.append(name) } else { path.operand.append(name) }
            case .collectionOperator(let op):
                guard path.collectionOperator == nil else {
                    throw PredicateError(.secondCollectionOperator, "\(op.rawValue)", column: current.column)
                }
                path.collectionOperator = op
            default:
                throw expected(.aKey)
            }
            advance()
            guard current.kind == .symbol(.dot) else {
                return (.keyPath(path), ExpressionSource(column: column, steps: steps))
            }
            advance()
        }
    }

    /// `{a, b, …}`.
    private mutating func aggregate() throws(PredicateError) -> (ValueExpression, ExpressionSource) {
        let open = current
        try enterNesting()
        advance()
        var items: [ValueExpression] = []
        var sources: [ExpressionSource] = []
        if current.kind == .symbol(.closeBrace) {
            advance()
        } else {
            while true {
                let (item, source) = try expression(expecting: .aValue)
                items.append(item)
                sources.append(source)
                switch current.kind {
                case .symbol(.comma):
                    advance()
                    continue
                case .symbol(.closeBrace):
                    advance()
                case .end:
                    throw PredicateError(.unclosedBrace, column: open.column)
                default:
                    throw expected(.commaOrCloseBrace)
                }
                break
            }
        }
        depth -= 1
        return (.aggregate(items), ExpressionSource(column: open.column, items: sources))
    }

    /// `OBJECT("Person", 12)`: how an object given through `%@` prints, so it can be read back.
    private mutating func objectLiteral() throws(PredicateError) -> ValueExpression {
        let form = "OBJECT(\"Entity\", key)"
        func expected(_ what: PredicateProblem.Message) -> PredicateError {
            self.expected(PredicateProblem(.inForm, .problem(.init(what)), "\(form)"))
        }
        advance()
        advance()
        guard case .string(let entityName) = current.kind, PredicateFormatText.isName(entityName) else {
            throw expected(.anEntityName)
        }
        advance()
        guard current.kind == .symbol(.comma) else { throw expected(.comma) }
        advance()
        let keyStart = current
        let negative = current.kind == .symbol(.minus)
        if negative { advance() }
        guard case .number(let digits, false) = current.kind else { throw expected(.anIntegerKey) }
        let key = try number(digits, isDecimal: false, negative: negative, column: keyStart.column)
        advance()
        guard current.kind == .symbol(.closeParenthesis) else { throw expected(.closeParenthesis) }
        advance()
        return .object(ObjectID(entityName: entityName, primaryKey: key.integerValue ?? 0))
    }

    /// A number literal; out-of-range values are refused rather than silently rounded.
    func number(
        _ digits: String,
        isDecimal: Bool,
        negative: Bool,
        column: Int
    ) throws(PredicateError)
        -> StoreValue
    {
        let text = (negative ? "-" : "") + digits
        if isDecimal {
            guard let value = Double(text), value.isFinite else {
                throw PredicateError(.tooLargeForNumber, "\(PredicateFormatText.excerpt(text))", column: column)
            }
            return .double(value)
        }
        guard let value = Self.integer(digits, negative: negative) else {
            throw PredicateError(.notA64BitInteger, "\(PredicateFormatText.excerpt(text))", column: column)
        }
        return .integer(value)
    }

    /// An integer literal's value, in the radix its prefix says (`0x1F`, `0o17`, `0b101`);
    /// nil when it does not fit in 64 bits.
    private static func integer(_ digits: String, negative: Bool) -> Int64? {
        let sign = negative ? "-" : ""
        let radixes: [String: Int] = ["0x": 16, "0X": 16, "0o": 8, "0O": 8, "0b": 2, "0B": 2]
        guard let radix = radixes[String(digits.prefix(2))] else { return Int64(sign + digits) }
        return Int64(sign + digits.dropFirst(2), radix: radix)
    }

    // MARK: Arguments

    private mutating func argument(
        for placeholder: PredicatePlaceholder,
        token: PredicateToken
    )
        throws(PredicateError) -> (ValueExpression, ExpressionSource)
    {
        let name = token.text
        guard argumentIndex < arguments.count else {
            throw PredicateError(
                .placeholderWithoutArgument,
                "\(name)",
                .problem(PredicateFormatText.count(placeholderCount, .placeholdersOne, .placeholdersOther)),
                .problem(PredicateFormatText.count(arguments.count, .argumentsOne, .argumentsOther)),
                column: token.column
            )
        }
        let argument = arguments[argumentIndex]
        argumentIndex += 1
        let expression: ValueExpression
        do {
            switch placeholder {
            case .value: expression = try argument.valueExpression(placeholder: name, keyPaths: false)
            case .keyPath: expression = try argument.keyPathExpression(placeholder: name)
            case .integer: expression = try argument.integerExpression(placeholder: name)
            case .decimal: expression = try argument.decimalExpression(placeholder: name)
            }
        } catch {
            throw error.located(at: token.column)
        }
        return (expression, Self.source(of: expression, column: token.column))
    }

    /// A list given through one placeholder: every item points at the placeholder.
    private static func source(of expression: ValueExpression, column: Int) -> ExpressionSource {
        guard case .aggregate(let items) = expression else { return ExpressionSource(column: column) }
        return ExpressionSource(column: column, items: items.map { source(of: $0, column: column) })
    }

    // MARK: Tokens

    var current: PredicateToken { tokens[position] }

    func peek() -> PredicateToken { tokens[min(position + 1, tokens.count - 1)] }

    mutating func advance() {
        switch current.kind {
        case .end, .invalid: break
        default: position += 1
        }
    }

    func isKeyword(_ keyword: String) -> Bool {
        guard case .word(let word) = current.kind else { return false }
        return PredicateFormatText.keyword(word) == keyword
    }

    mutating func enterNesting() throws(PredicateError) {
        depth += 1
        if depth > PredicateFormatText.maximumDepth {
            throw PredicateError(
                .nestsTooDeep,
                "\(PredicateFormatText.maximumDepth)",
                column: current.column
            )
        }
    }

    /// How a message quotes a token: `'=='`, `'name'`, `"pi"`.
    func shown(_ token: PredicateToken) -> String {
        if case .string(let text) = token.kind {
            return PredicatePrinter.stringLiteral(PredicateFormatText.truncated(text, limit: 20))
        }
        return "'\(PredicateFormatText.excerpt(token.text, limit: 20))'"
    }

    /// "expected X after Y" at the token that stands where X should, or the lexer's error when
    /// that is what stands there.
    func expected(_ what: PredicateProblem, after: String? = nil) -> PredicateError {
        if case .invalid(let error) = current.kind { return error }
        let previous = position > 0 ? shown(tokens[position - 1]) : nil
        guard let after = after ?? previous else {
            return PredicateError(.expected, .problem(what), column: current.column)
        }
        return PredicateError(.expectedAfter, .problem(what), "\(after)", column: current.column)
    }

    /// The same, for what one message says.
    func expected(_ what: PredicateProblem.Message, after: String? = nil) -> PredicateError {
        expected(PredicateProblem(what), after: after)
    }
}
