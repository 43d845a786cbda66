import ManagedGraph
import PokedeskDomain

// MARK: - JSON, read and written by hand

/// A small JSON reader and writer (RFC 8259). Hand-written rather than Foundation's so that a
/// malformed file gets the same message on every platform, pointing at a line and column, and so
/// that a number keeps its literal text (a race code must be a whole number, and `true` must not
/// pass for 1).
enum JSONFormat {
    indirect enum Value: Equatable {
        case null
        case bool(Bool)
        /// The number as written, e.g. `25` or `2.5e1`.
        case number(String)
        case string(String)
        case array([Value])
        /// Members in file order; a repeated key keeps its last value when looked up.
        case object([(key: String, value: Value)])

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): return true
            case (.bool(let l), .bool(let r)): return l == r
            case (.number(let l), .number(let r)): return l == r
            case (.string(let l), .string(let r)): return l == r
            case (.array(let l), .array(let r)): return l == r
            case (.object(let l), .object(let r)):
                return l.count == r.count && zip(l, r).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }

        /// The member's value, the last one when the key is repeated.
        subscript(key: String) -> Value? {
            guard case .object(let members) = self else { return nil }
            return members.last { $0.key == key }?.value
        }
    }

    /// Why the text is not JSON, and where: 1-based line and column (in characters).
    struct Malformed: Error, Equatable {
        let line: Int
        let column: Int
        let reason: MalformedReason
    }

    /// The value of a whole document.
    static func value(_ bytes: [UInt8]) throws(Malformed) -> Value {
        var reader = Reader(input: ByteInput(bytes: bytes))
        return try reader.document()
    }

    // MARK: An array, an item at a time

    /// The items of a document that is an array, read one at a time: an import holds one item,
    /// not the file's million. Any other document is read whole, to say what is wrong with it
    /// or that it is not an array (`items(_:)` gives nil).
    struct ArrayReader {
        private var reader: Reader
        private var state = State.beforeFirst

        private enum State {
            case beforeFirst, afterItem, ended
        }

        fileprivate init(reader: Reader) {
            self.reader = reader
        }

        /// The next item; nil after the last, once the rest of the document is checked.
        mutating func next() throws(Malformed) -> Value? {
            switch state {
            case .ended:
                return nil
            case .beforeFirst:
                reader.advance()  // the opening bracket
                reader.skipWhitespace()
                if reader.consume(UInt8(ascii: "]")) { return try end() }
            case .afterItem:
                if reader.consume(UInt8(ascii: "]")) { return try end() }
                guard reader.consume(UInt8(ascii: ",")) else { throw reader.malformed(.expectedOneOf([",", "]"])) }
            }
            reader.skipWhitespace()
            let item = try reader.value(depth: 1)
            reader.skipWhitespace()
            state = .afterItem
            return item
        }

        /// The input, to ask whether it was read to its end.
        var input: ByteInput { reader.input }

        private mutating func end() throws(Malformed) -> Value? {
            state = .ended
            reader.skipWhitespace()
            guard reader.isAtEnd() else { throw reader.malformed(.expectedEnd) }
            return nil
        }
    }

    /// A reader of the document's items when it is an array; nil when it is JSON but not an
    /// array (read whole to know).
    static func items(_ input: inout ByteInput) throws(Malformed) -> ArrayReader? {
        var reader = Reader(input: input)
        defer { input = reader.input }  // what a failure to read left there, for the caller
        reader.skipWhitespace()
        guard reader.peek() != UInt8(ascii: "[") else { return ArrayReader(reader: reader) }
        _ = try reader.document()
        return nil
    }

    // MARK: Reading

    fileprivate struct Reader {
        /// Deeper documents are refused rather than risk the stack.
        static let maximumDepth = 64

        private(set) var input: ByteInput

        init(input: ByteInput) {
            self.input = input
        }

        /// A whole document: one value, and nothing after it but whitespace.
        mutating func document() throws(Malformed) -> Value {
            skipWhitespace()
            let value = try value(depth: 0)
            skipWhitespace()
            guard isAtEnd() else { throw malformed(.expectedEnd) }
            return value
        }

        mutating func isAtEnd() -> Bool { input.isAtEnd() }

        mutating func peek() -> UInt8? { input.peek() }

        mutating func advance() { input.advance() }

        mutating func skipWhitespace() {
            while let byte = input.peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { input.advance() }
        }

        mutating func value(depth: Int) throws(Malformed) -> Value {
            guard depth < Self.maximumDepth else { throw malformed(.nestedTooDeeply) }
            guard let byte = input.peek() else { throw malformed(.expectedValue) }
            switch byte {
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default:
                for (word, value) in [("true", Value.bool(true)), ("false", .bool(false)), ("null", .null)]
                where input.starts(with: word.utf8) {
                    input.advance(word.utf8.count)
                    return value
                }
                throw malformed(.expectedValue)
            }
        }

        private mutating func array(depth: Int) throws(Malformed) -> Value {
            input.advance()
            var elements: [Value] = []
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                if consume(UInt8(ascii: "]")) { return .array(elements) }
                guard consume(UInt8(ascii: ",")) else { throw malformed(.expectedOneOf([",", "]"])) }
            }
        }

        private mutating func object(depth: Int) throws(Malformed) -> Value {
            input.advance()
            var members: [(key: String, value: Value)] = []
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            while true {
                skipWhitespace()
                guard input.peek() == UInt8(ascii: "\"") else {
                    throw malformed(.expectedMemberName)
                }
                let key = try string()
                skipWhitespace()
                guard consume(UInt8(ascii: ":")) else { throw malformed(.expectedOneOf([":"])) }
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                if consume(UInt8(ascii: "}")) { return .object(members) }
                guard consume(UInt8(ascii: ",")) else { throw malformed(.expectedOneOf([",", "}"])) }
            }
        }

        /// A string; its bytes between escapes are gathered and decoded a run at a time.
        private mutating func string() throws(Malformed) -> String {
            input.advance()
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            while true {
                guard let byte = input.peek() else { throw malformed(.stringNotClosed) }
                if byte == UInt8(ascii: "\"") {
                    try decode(&run, into: &scalars)
                    input.advance()
                    return String(scalars)
                }
                if byte < 0x20 { throw malformed(.unescapedControlCharacter) }
                guard byte == UInt8(ascii: "\\") else {
                    run.append(byte)
                    input.advance()
                    continue
                }
                try decode(&run, into: &scalars)
                input.advance()
                scalars.append(try escape())
            }
        }

        /// Appends the run's text to `scalars` and empties it; fails here when it is not UTF-8.
        private func decode(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) throws(Malformed) {
            guard let text = String(validating: run, as: UTF8.self) else { throw malformed(.notUTF8) }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }

        /// The character a backslash escape stands for; the input is just after the backslash.
        private mutating func escape() throws(Malformed) -> Unicode.Scalar {
            guard let letter = input.peek() else { throw malformed(.stringNotClosed) }
            if let scalar = Self.simpleEscape(letter) {
                input.advance()
                return scalar
            }
            guard letter == UInt8(ascii: "u") else { throw malformed(.unknownEscape) }
            input.advance()
            let first = try hexQuad()
            guard (0xD800...0xDBFF).contains(first) else {
                guard let scalar = Unicode.Scalar(first) else { throw malformed(.loneLowSurrogate) }
                return scalar
            }
            guard input.starts(with: "\\u".utf8) else { throw malformed(.loneHighSurrogate) }
            input.advance(2)
            let second = try hexQuad()
            guard (0xDC00...0xDFFF).contains(second) else { throw malformed(.loneHighSurrogate) }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }

        /// What a one-letter escape (`\n`, `\"`…) stands for; nil for `u` and unknown letters.
        private static func simpleEscape(_ letter: UInt8) -> Unicode.Scalar? {
            switch letter {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            default: return nil
            }
        }

        private mutating func hexQuad() throws(Malformed) -> UInt32 {
            var digits: [UInt8] = []
            for offset in 0..<4 {
                guard let byte = input.peek(offset) else { break }
                digits.append(byte)
            }
            guard digits.count == 4, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else {
                throw malformed(.expectedHexDigits)
            }
            input.advance(4)
            return value
        }

        private mutating func number() throws(Malformed) -> String {
            var literal: [UInt8] = []
            _ = take(UInt8(ascii: "-"), into: &literal)
            if take(UInt8(ascii: "0"), into: &literal) {
                if digits(into: &literal) > 0 { throw malformed(.leadingZero) }
            } else {
                guard digits(into: &literal) > 0 else { throw malformed(.expectedDigit) }
            }
            if take(UInt8(ascii: "."), into: &literal) {
                guard digits(into: &literal) > 0 else { throw malformed(.expectedFractionDigit) }
            }
            if take(UInt8(ascii: "e"), into: &literal) || take(UInt8(ascii: "E"), into: &literal) {
                _ = take(UInt8(ascii: "+"), into: &literal) || take(UInt8(ascii: "-"), into: &literal)
                guard digits(into: &literal) > 0 else { throw malformed(.expectedExponentDigit) }
            }
            return String(decoding: literal, as: UTF8.self)
        }

        /// Moves past `byte` if it comes next, adding it to `literal`.
        private mutating func take(_ byte: UInt8, into literal: inout [UInt8]) -> Bool {
            guard consume(byte) else { return false }
            literal.append(byte)
            return true
        }

        /// Moves past a run of digits, adding them to `literal`; how many.
        private mutating func digits(into literal: inout [UInt8]) -> Int {
            var count = 0
            while let byte = input.peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                literal.append(byte)
                input.advance()
                count += 1
            }
            return count
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            guard input.peek() == byte else { return false }
            input.advance()
            return true
        }

        /// A failure at the current position, counted in lines and characters.
        func malformed(_ reason: MalformedReason) -> Malformed {
            let position = input.position()
            return Malformed(line: position.line, column: position.column, reason: reason)
        }
    }

    // MARK: Writing

    /// A string as a JSON literal: quotes, backslashes and control characters escaped, the rest
    /// left as it is (UTF-8).
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
