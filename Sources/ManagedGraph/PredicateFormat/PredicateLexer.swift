// MARK: - Reading a format string into tokens

/// Splits a format string into tokens. It never throws: what it cannot read becomes a final
/// `.invalid` token, which the parser reports only if no earlier syntax error came first.
///
/// It reads Unicode scalars (a quote followed by a combining accent is still a quote, and the
/// accent belongs to the string) but counts columns in user-perceived characters, as a learner
/// counts them on screen.
struct PredicateLexer {
    private let scalars: [Unicode.Scalar]
    /// The column of each scalar: the 1-based index of the character it belongs to.
    private let columns: [Int]
    /// The column just after the last character, where "expected …" at the end points.
    let endColumn: Int
    private var index = 0

    /// `firstColumn` is the column of the text's first character in the line it came from.
    init(_ text: String, firstColumn: Int = 1) {
        var scalars: [Unicode.Scalar] = []
        var columns: [Int] = []
        var column = firstColumn - 1
        for character in text {
            column += 1
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                columns.append(column)
            }
        }
        self.scalars = scalars
        self.columns = columns
        self.endColumn = column + 1
    }

    /// Every token of the text, ending with `.end` or `.invalid`.
    static func tokens(of text: String, firstColumn: Int = 1) -> [PredicateToken] {
        var lexer = PredicateLexer(text, firstColumn: firstColumn)
        var tokens: [PredicateToken] = []
        while true {
            let token: PredicateToken
            do {
                token = try lexer.next()
            } catch {
                tokens.append(PredicateToken(kind: .invalid(error), column: error.column ?? lexer.endColumn, text: ""))
                return tokens
            }
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    // MARK: Tokens

    private mutating func next() throws(PredicateError) -> PredicateToken {
        while let scalar = peek(), scalar.properties.isWhitespace { index += 1 }
        let start = index
        guard let scalar = peek() else { return PredicateToken(kind: .end, column: endColumn, text: "") }
        let kind: PredicateToken.Kind
        switch scalar {
        case "\"", "'": kind = try string(quote: scalar)
        case "(": kind = symbol(.openParenthesis)
        case ")": kind = symbol(.closeParenthesis)
        case "{": kind = symbol(.openBrace)
        case "}": kind = symbol(.closeBrace)
        case "[": kind = symbol(.openBracket)
        case "]": kind = symbol(.closeBracket)
        case ",": kind = symbol(.comma)
        case ".": kind = symbol(.dot)
        case "-": kind = symbol(.minus)
        case "+": kind = symbol(.plus)
        case "/": kind = symbol(.slash)
        case "*":
            index += 1
            kind = peek() == "*" ? symbol(.power) : .symbol(.star)
        case "=", "!", "<", ">": kind = comparisonOrNot()
        case "&", "|": kind = try doubled(scalar)
        case "%": kind = try placeholder()
        case "$": kind = .variable(try name(after: "$", expected: .aVariableName))
        case "#": kind = .escapedKey(try name(after: "#", expected: .aKey))
        case "@": kind = .collectionOperator(try collectionOperator())
        default:
            if PredicateFormatText.isDigit(scalar) {
                kind = try number()
            } else if PredicateFormatText.isNameStart(scalar) {
                kind = .word(readName())
            } else {
                throw unexpected(scalar, at: start)
            }
        }
        return PredicateToken(kind: kind, column: columns[start], text: text(from: start))
    }

    private mutating func symbol(_ symbol: PredicateSymbol) -> PredicateToken.Kind {
        index += 1
        return .symbol(symbol)
    }

    /// `=`, `==`, `=<`, `=>`, `!`, `!=`, `<`, `<=`, `<>`, `>`, `>=`.
    private mutating func comparisonOrNot() -> PredicateToken.Kind {
        let first = scalars[index]
        index += 1
        let second = peek()
        func take(_ op: ComparisonOperator) -> PredicateToken.Kind {
            index += 1
            return .comparison(op)
        }
        switch (first, second) {
        case ("=", "="?): return take(.equal)
        case ("=", "<"?): return take(.lessOrEqual)
        case ("=", ">"?): return take(.greaterOrEqual)
        case ("=", _): return .comparison(.equal)
        case ("!", "="?): return take(.notEqual)
        case ("!", _): return .symbol(.not)
        case ("<", "="?): return take(.lessOrEqual)
        case ("<", ">"?): return take(.notEqual)
        case ("<", _): return .comparison(.less)
        case (">", "="?): return take(.greaterOrEqual)
        default: return .comparison(.greater)
        }
    }

    /// `&&` and `||`; a single `&` or `|` is a slip for them.
    private mutating func doubled(_ scalar: Unicode.Scalar) throws(PredicateError) -> PredicateToken.Kind {
        let start = index
        index += 1
        guard peek() == scalar else {
            throw PredicateError(.unexpectedSingle, "\(scalar)", column: columns[start])
        }
        index += 1
        return .symbol(scalar == "&" ? .and : .or)
    }

    // MARK: Names

    private mutating func readName() -> String {
        var name = String.UnicodeScalarView()
        while let scalar = peek(), PredicateFormatText.isNameContinuation(scalar) {
            name.append(scalar)
            index += 1
        }
        return String(name)
    }

    /// The name after a sigil (`$NAME`, `#key`).
    private mutating func name(
        after sigil: String,
        expected: PredicateProblem.Message
    ) throws(PredicateError) -> String {
        let column = columns[index]
        index += 1
        guard let scalar = peek(), PredicateFormatText.isNameStart(scalar) else {
            throw PredicateError(.expectedAfter, .problem(.init(expected)), "'\(sigil)'", column: column)
        }
        return readName()
    }

    private mutating func collectionOperator() throws(PredicateError) -> CollectionOperator {
        let column = columns[index]
        index += 1
        let name = peek().map(PredicateFormatText.isNameStart) == true ? readName() : ""
        let known = PredicateProblem(.useCollectionOperators)
        guard !name.isEmpty else {
            throw PredicateError(.expectedCollectionOperator, .problem(known), column: column)
        }
        if let op = CollectionOperator(rawValue: "@" + name.lowercased()) { return op }
        let names = CollectionOperator.allCases.map { String($0.rawValue.dropFirst()) }
        let hint = Suggestion.nearest(to: name, among: names).map { PredicateProblem(.didYouMean, "@\($0)") } ?? known
        let shown = PredicateFormatText.excerpt(name, limit: 20)
        throw PredicateError(.unknownCollectionOperator, "\(shown)", .problem(hint), column: column)
    }

    // MARK: Placeholders

    private mutating func placeholder() throws(PredicateError) -> PredicateToken.Kind {
        let start = index
        index += 1
        var length = ""
        while peek() == "l", length.count < 2 {
            length += "l"
            index += 1
        }
        let conversion = peek()
        index += conversion == nil ? 0 : 1
        switch (length, conversion) {
        case ("", "@"?): return .placeholder(.value)
        case ("", "K"?): return .placeholder(.keyPath)
        case (_, "d"?), (_, "i"?): return .placeholder(.integer)
        case ("", "f"?), ("l", "f"?): return .placeholder(.decimal)
        default:
            let shown =
                conversion.map { PredicateFormatText.isUnprintable($0) || $0.properties.isWhitespace }
                    == false ? text(from: start) : "%" + length
            throw PredicateError(.unknownPlaceholder, "\(PredicateFormatText.excerpt(shown))", column: columns[start])
        }
    }

    // MARK: Numbers

    /// Decimal digits, an optional fraction and an optional exponent (`12`, `1.5`, `2e-3`), or an
    /// integer in another radix (`0x1F`, `0o17`, `0b101`). The sign is the parser's (`-` is its
    /// own token), so `-9223372036854775808` still fits.
    private mutating func number() throws(PredicateError) -> PredicateToken.Kind {
        let start = index
        if scalars[index] == "0", let letter = peek(1), let radix = Self.radixes[letter] {
            return try radixNumber(radix)
        }
        var isDecimal = false
        skipDigits()
        if peek() == ".", peek(1).map(PredicateFormatText.isDigit) == true {
            index += 1
            skipDigits()
            isDecimal = true
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if peek(1 + sign).map(PredicateFormatText.isDigit) == true {
                index += 1 + sign
                skipDigits()
                isDecimal = true
            }
        }
        // `12ab`, `1.2.3`, `0x1F`: one malformed number rather than a number and a surprise.
        var malformed = false
        while let scalar = peek(),
            PredicateFormatText.isNameContinuation(scalar)
                || (scalar == "." && peek(1).map(PredicateFormatText.isDigit) == true)
        {
            malformed = true
            index += 1
        }
        let digits = text(from: start)
        if malformed {
            throw PredicateError(.malformedNumber, "\(PredicateFormatText.excerpt(digits))", column: columns[start])
        }
        return .number(digits, isDecimal: isDecimal)
    }

    /// The radix prefixes NSPredicate reads: hexadecimal, octal and binary.
    private static let radixes: [Unicode.Scalar: Radix] = [
        "x": .hexadecimal, "X": .hexadecimal, "o": .octal, "O": .octal, "b": .binary, "B": .binary,
    ]

    /// A radix and how messages name it and its digits.
    private struct Radix {
        let radix: Int
        let name: PredicateProblem.Message
        let digit: PredicateProblem.Message

        static let hexadecimal = Radix(radix: 16, name: .hexadecimal, digit: .aHexadecimalDigit)
        static let octal = Radix(radix: 8, name: .octal, digit: .anOctalDigit)
        static let binary = Radix(radix: 2, name: .binary, digit: .aBinaryDigit)
    }

    /// `0x1F`, `0o17`, `0b101`, read whole: a digit that does not fit the radix, or none at all,
    /// makes the whole literal malformed, pointed at where it starts.
    private mutating func radixNumber(_ radix: Radix) throws(PredicateError) -> PredicateToken.Kind {
        let start = index
        index += 2
        let digitsStart = index
        while let scalar = peek(),
            PredicateFormatText.isNameContinuation(scalar)
                || (scalar == "." && peek(1).map(PredicateFormatText.isNameContinuation) == true)
        {
            index += 1
        }
        let written = text(from: start)
        let shown = PredicateFormatText.excerpt(written)
        let prefix = String(written.prefix(2))
        let digits = scalars[digitsStart..<index]
        guard !digits.isEmpty else {
            throw PredicateError(
                .malformedRadixNoDigits,
                "\(shown)",
                .problem(.init(radix.name)),
                "\(prefix)",
                column: columns[start]
            )
        }
        if let bad = digits.first(where: { Int(String($0), radix: radix.radix) == nil }) {
            throw PredicateError(
                .malformedRadixDigit,
                "\(shown)",
                "\(PredicateFormatText.describe(bad))",
                .problem(.init(radix.digit)),
                column: columns[start]
            )
        }
        return .number(written, isDecimal: false)
    }

    private mutating func skipDigits() {
        while let scalar = peek(), PredicateFormatText.isDigit(scalar) { index += 1 }
    }

    // MARK: Strings

    /// A string in double or single quotes. Escapes: `\"` `\'` `\\` `\n` `\t` `\r` `\0`,
    /// `\u{1F600}` (1 to 6 hex digits) and `\u00E9` (4 hex digits; a surrogate pair of two
    /// such escapes makes one character). Any other escape is an error, so a regular expression's
    /// `\d` must be written `\\d`.
    private mutating func string(quote: Unicode.Scalar) throws(PredicateError) -> PredicateToken.Kind {
        let start = index
        index += 1
        var value = String.UnicodeScalarView()
        while true {
            guard let scalar = peek() else {
                throw unterminatedString(at: start)
            }
            index += 1
            if scalar == quote { return .string(String(value)) }
            if scalar != "\\" {
                value.append(scalar)
                continue
            }
            value.append(try escape(stringStart: start))
        }
    }

    /// The character an escape stands for; `index` is just after the backslash.
    private mutating func escape(stringStart: Int) throws(PredicateError) -> Unicode.Scalar {
        let backslash = index - 1
        let column = columns[backslash]
        guard let letter = peek() else {
            throw unterminatedString(at: stringStart)
        }
        index += 1
        switch letter {
        case "\"", "'", "\\": return letter
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "u": return try unicodeEscape(column: column)
        default:
            let shown =
                PredicateFormatText.isUnprintable(letter) ? PredicateFormatText.describe(letter) : "'\\\(letter)'"
            throw PredicateError(.unknownEscape, "\(shown)", column: column)
        }
    }

    /// `\u{…}` or `\uXXXX`, with `u` already read.
    private mutating func unicodeEscape(column: Int) throws(PredicateError) -> Unicode.Scalar {
        let malformed = PredicateError(.malformedUnicodeEscape, column: column)
        let value: UInt32
        if peek() == "{" {
            index += 1
            guard let digits = hexDigits(maximum: 6), peek() == "}" else { throw malformed }
            index += 1
            value = digits
        } else {
            guard let high = hexDigits(exactly: 4) else { throw malformed }
            value = try combineSurrogates(high, column: column)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw PredicateError(.notAUnicodeScalar, "\(String(value, radix: 16, uppercase: true))", column: column)
        }
        return scalar
    }

    /// A `\uD83D\uDE00` pair as one scalar; a lone high surrogate is an error.
    private mutating func combineSurrogates(_ high: UInt32, column: Int) throws(PredicateError) -> UInt32 {
        guard (0xD800...0xDBFF).contains(high) else { return high }
        let saved = index
        if peek() == "\\", peek(1) == "u" {
            index += 2
            if let low = hexDigits(exactly: 4), (0xDC00...0xDFFF).contains(low) {
                return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            }
        }
        index = saved
        let hex = String(high, radix: 16, uppercase: true)
        throw PredicateError(.halfSurrogatePair, "\(hex)", column: column)
    }

    private mutating func hexDigits(exactly count: Int) -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let digit = hexValue(peek()) else { return nil }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func hexDigits(maximum: Int) -> UInt32? {
        var value: UInt32 = 0
        var count = 0
        while let digit = hexValue(peek()) {
            guard count < maximum else { return nil }
            value = value * 16 + digit
            count += 1
            index += 1
        }
        return count == 0 ? nil : value
    }

    private func hexValue(_ scalar: Unicode.Scalar?) -> UInt32? {
        guard let scalar else { return nil }
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }

    // MARK: Helpers

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<index])
        return String(view)
    }

    private func unexpected(_ scalar: Unicode.Scalar, at position: Int) -> PredicateError {
        let curly = ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{00AB}", "\u{00BB}"].contains(scalar)
        return PredicateError(
            curly ? .unexpectedCurlyQuote : .unexpectedCharacter,
            "\(PredicateFormatText.describe(scalar))",
            column: columns[position]
        )
    }

    /// A string that reaches the end of the text, pointing at its opening quote.
    private func unterminatedString(at start: Int) -> PredicateError {
        PredicateError(.unterminatedString, column: columns[start])
    }
}
