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
        var reader = Reader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.isAtEnd else { throw reader.malformed(.expectedEnd) }
        return value
    }

    // MARK: Reading

    private struct Reader {
        /// Deeper documents are refused rather than risk the stack.
        static let maximumDepth = 64

        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        var isAtEnd: Bool { index >= bytes.count }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(Malformed) -> Value {
            guard depth < Self.maximumDepth else { throw malformed(.nestedTooDeeply) }
            guard index < bytes.count else { throw malformed(.expectedValue) }
            switch bytes[index] {
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default:
                for (word, value) in [("true", Value.bool(true)), ("false", .bool(false)), ("null", .null)]
                where bytes[index...].starts(with: word.utf8) {
                    index += word.utf8.count
                    return value
                }
                throw malformed(.expectedValue)
            }
        }

        private mutating func array(depth: Int) throws(Malformed) -> Value {
            index += 1
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
            index += 1
            var members: [(key: String, value: Value)] = []
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
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

        private mutating func string() throws(Malformed) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run = index  // start of the bytes copied as they are
            func flush(_ reader: Reader, upTo end: Int) throws(Malformed) {
                guard let text = String(validating: reader.bytes[run..<end], as: UTF8.self) else {
                    throw reader.malformed(.notUTF8)
                }
                scalars.append(contentsOf: text.unicodeScalars)
            }
            while true {
                guard index < bytes.count else { throw malformed(.stringNotClosed) }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    try flush(self, upTo: index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw malformed(.unescapedControlCharacter) }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                try flush(self, upTo: index)
                index += 1
                scalars.append(try escape())
                run = index
            }
        }

        /// The character a backslash escape stands for; `index` is just after the backslash.
        private mutating func escape() throws(Malformed) -> Unicode.Scalar {
            guard index < bytes.count else { throw malformed(.stringNotClosed) }
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let first = try hexQuad()
                guard (0xD800...0xDBFF).contains(first) else {
                    guard let scalar = Unicode.Scalar(first) else { throw malformed(.loneLowSurrogate) }
                    return scalar
                }
                guard bytes[index...].starts(with: "\\u".utf8) else { throw malformed(.loneHighSurrogate) }
                index += 2
                let second = try hexQuad()
                guard (0xDC00...0xDFFF).contains(second) else { throw malformed(.loneHighSurrogate) }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            default:
                index -= 1
                throw malformed(.unknownEscape)
            }
        }

        private mutating func hexQuad() throws(Malformed) -> UInt32 {
            guard index + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw malformed(.expectedHexDigits) }
            index += 4
            return value
        }

        private mutating func number() throws(Malformed) -> String {
            let start = index
            _ = consume(UInt8(ascii: "-"))
            if consume(UInt8(ascii: "0")) {
                if digits() > 0 { throw malformed(.leadingZero) }
            } else {
                guard digits() > 0 else { throw malformed(.expectedDigit) }
            }
            if consume(UInt8(ascii: ".")) {
                guard digits() > 0 else { throw malformed(.expectedFractionDigit) }
            }
            if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
                _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
                guard digits() > 0 else { throw malformed(.expectedExponentDigit) }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private mutating func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A failure at the current position, counted in lines and characters.
        func malformed(_ reason: MalformedReason) -> Malformed {
            var line = 1
            var column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
                    column += 1
                }
            }
            return Malformed(line: line, column: column, reason: reason)
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
