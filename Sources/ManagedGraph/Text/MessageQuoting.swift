// MARK: - User text inside the engine's messages

/// How a name the caller gave (an unknown key, say) appears inside an error message: in double
/// quotes, on one unambiguous line whatever it holds. Quotes and backslashes are escaped, and so
/// are control characters, the line and paragraph separators, and the bidirectional controls
/// that could reorder a line on screen (U+202A–U+202E, U+2066–U+2069): `\n`, `\t`, `\r`, else
/// `\u{1b}`, `\u{2028}`, `\u{202e}`.
///
/// Apps show these messages as they are, beside their own: an app that quotes text in its
/// messages should quote it the same way, so that its lines and the engine's read alike.
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
                if isControl(scalar) || isBidiControl(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators that also break a line.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Embeddings, overrides and isolates: they reorder the text after them on screen.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
