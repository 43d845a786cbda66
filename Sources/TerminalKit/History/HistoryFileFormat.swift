/// The history file's format, our own (libedit's is a trap: its header and `\040` escapes break
/// on truncation). UTF-8 text, one entry per line, oldest first; inside an entry `\` is written
/// `\\`, a line feed `\n` and a carriage return `\r`. Reading keeps an unknown escape as the
/// character after the backslash; empty lines are skipped.
public enum HistoryFileFormat {
    public static func encode(_ entries: [String]) -> String {
        entries.map { escape($0) + "\n" }.joined()
    }

    public static func decode(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map { unescape($0) }
    }

    static func escape(_ entry: String) -> String {
        var escaped = ""
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    static func unescape(_ line: Substring) -> String {
        var entry = ""
        var escaping = false
        for scalar in line.unicodeScalars {
            if escaping {
                switch scalar {
                case "n": entry += "\n"
                case "r": entry += "\r"
                default: entry.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                entry.unicodeScalars.append(scalar)
            }
        }
        return entry
    }
}
