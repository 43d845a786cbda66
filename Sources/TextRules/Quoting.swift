// MARK: - User text inside a message

/// How text a user typed, or a name a caller gave, appears inside a message: on one unambiguous
/// line whatever it holds. Control characters, the line and paragraph separators, and the
/// bidirectional controls that could reorder a line on screen (U+202A–U+202E, U+2066–U+2069)
/// are written as escapes: `\n`, `\t`, `\r`, else `\u{1b}`, `\u{2028}`, `\u{202e}`.
///
/// ```swift
/// print(Quoting.quoted("tab\there"))    // "tab\there" — a backslash and a t, in quotes
/// ```
///
/// Every message quotes the same way, so an app's lines, its terminal's and its store's read alike.
public enum Quoting {
    /// The text in double quotes, with quotes and backslashes escaped too.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text, quotes: true) + "\""
    }

    /// The text as it is, but for control and bidirectional-override characters: for text shown
    /// unquoted, such as a predicate echoed in a footer.
    public static func printable(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: result += "\\\""
            case "\\" where quotes: result += "\\\\"
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
        return result
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
