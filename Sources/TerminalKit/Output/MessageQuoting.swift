// MARK: - Quoting what the user typed in a message

/// How the kit's messages quote a word the user typed: in double quotes, with quotes and
/// backslashes escaped and control characters written as escapes (`\n`, `\u{1b}`), so that a
/// message stays one unambiguous line on the terminal whatever was typed — a NUL, a carriage
/// return, an escape sequence. The Domain quotes the same way (`Quoting`); the kit cannot see
/// it, so the few lines are repeated here.
enum MessageQuoting {
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isControl(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// C0 and C1 controls and DEL, the line and paragraph separators that also end a line, and
    /// the bidirectional embeddings, overrides and isolates that could reorder a line on screen.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
