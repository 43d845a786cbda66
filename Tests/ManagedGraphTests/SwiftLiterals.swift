// MARK: - The string literals of a Swift file

/// Reads a Swift source text as code, comments and string literals, well enough for the rules
/// tests: single-line, multi-line and raw literals, escapes, and interpolations (whose own
/// literals count as part of the literal around them). Comments are neither code nor literals.
struct SwiftLiterals {
    /// Every string literal's text, interpolations included, in order.
    private(set) var literals: [String] = []
    /// The code outside comments and literals.
    private(set) var code = ""

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        var code: [UInt8] = []
        while index < bytes.count {
            if Self.starts(bytes, index, "//") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if Self.starts(bytes, index, "/*") {
                index += 2
                while index < bytes.count && !Self.starts(bytes, index, "*/") { index += 1 }
                index += 2
            } else if let (end, literal) = Self.literal(bytes, at: index) {
                literals.append(String(decoding: literal, as: UTF8.self))
                index = end
            } else {
                code.append(bytes[index])
                index += 1
            }
        }
        self.code = String(decoding: code, as: UTF8.self)
    }

    private static func starts(_ bytes: [UInt8], _ index: Int, _ prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        return index + prefix.count <= bytes.count && Array(bytes[index..<(index + prefix.count)]) == prefix
    }

    /// The literal that starts at `index` (its `#`s, then its quote or quotes): where it ends and
    /// its text; nil when no literal starts there.
    private static func literal(_ bytes: [UInt8], at start: Int) -> (end: Int, text: [UInt8])? {
        var index = start
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let multiline = starts(bytes, index, "\"\"\"")
        let quote = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        index += multiline ? 3 : 1
        var text: [UInt8] = []
        while index < bytes.count {
            if Array(bytes[index..<min(index + quote.count, bytes.count)]) == quote {
                return (index + quote.count, text)
            }
            if Array(bytes[index..<min(index + escape.count, bytes.count)]) == escape {
                index += escape.count
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "(") {
                    // An interpolation: code up to the matching parenthesis, its literals included.
                    var depth = 0
                    while index < bytes.count {
                        if let (end, inner) = literal(bytes, at: index) {
                            text += inner
                            index = end
                            continue
                        }
                        if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                        if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                        text.append(bytes[index])
                        index += 1
                        if depth == 0 { break }
                    }
                } else {
                    text.append(bytes[index])
                    index += 1
                }
                continue
            }
            text.append(bytes[index])
            index += 1
        }
        return (bytes.count, text)
    }
}
