// MARK: - Characters of the format language

/// The character classes the lexer and the printer share, so a name the printer writes bare
/// is exactly a name the lexer reads back as one.
enum PredicateFormatText {
    /// How deep parentheses, `NOT`, `{…}` lists, arithmetic and `SUBQUERY` may nest.
    static let maximumDepth = 100

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if isNameStart(scalar) || isDigit(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
        default: return false
        }
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }

    /// Whether `text` reads as one name token: a key, a variable name.
    static func isName(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isNameStart(first) else { return false }
        while let next = scalars.next() {
            guard isNameContinuation(next) else { return false }
        }
        return true
    }

    // MARK: Keywords

    /// Words that are keywords wherever they stand alone (case-insensitive); a key with one of
    /// these names is written `#name`.
    static let reservedWords: Set<String> = [
        "AND", "OR", "NOT", "IN", "ANY", "SOME", "ALL", "NONE", "BETWEEN", "BEGINSWITH", "ENDSWITH",
        "CONTAINS", "LIKE", "MATCHES", "TRUEPREDICATE", "FALSEPREDICATE", "SELF", "NIL", "NULL", "TRUE",
        "FALSE", "YES", "NO",
    ]

    /// The word upper-cased if it is ASCII (keywords are), for case-insensitive matching.
    static func keyword(_ word: String) -> String? {
        guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return word.uppercased()
    }

    static func isReserved(_ word: String) -> Bool {
        keyword(word).map(reservedWords.contains) ?? false
    }

    /// The word operators, as the parser and the printer spell them.
    static let wordOperators: [String: ComparisonOperator] = [
        "BETWEEN": .between, "IN": .in, "BEGINSWITH": .beginsWith, "ENDSWITH": .endsWith,
        "CONTAINS": .contains, "LIKE": .like, "MATCHES": .matches,
    ]

    // MARK: Text inside messages

    /// A piece of user text as a message shows it: on one line (control and line-breaking
    /// characters escaped) and at most `limit` characters long.
    static func excerpt(_ text: String, limit: Int = 40) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            if character.unicodeScalars.contains(where: isUnprintable) {
                for scalar in character.unicodeScalars {
                    result += isUnprintable(scalar) ? escape(scalar) : String(scalar)
                }
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// At most `limit` characters of `text`, with "…" when cut; nothing escaped (for text
    /// shown as a string literal, which escapes it).
    static func truncated(_ text: String, limit: Int = 40) -> String {
        var end = text.startIndex
        for _ in 0..<limit {
            guard end < text.endIndex else { return text }
            end = text.index(after: end)
        }
        return end == text.endIndex ? text : text[..<end] + "…"
    }

    /// A whole message made safe to show on one line.
    static func oneLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isUnprintable) else { return message }
        var result = ""
        for scalar in message.unicodeScalars {
            result += isUnprintable(scalar) ? escape(scalar) : String(scalar)
        }
        return result
    }

    /// Characters that would break a line or hide in it: controls, line and paragraph
    /// separators, and bidirectional overrides that reorder what follows them.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: return true
        case .format: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        default: return false
        }
    }

    /// `\n`, `\t`, `\r`, or `\u{7}`: the escapes the string syntax reads back.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return unicodeEscape(scalar)
        }
    }

    /// `\u{7}`.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// "1 argument", "2 arguments": `one` for 1, `other` for any other number.
    static func count(
        _ number: Int,
        _ one: PredicateProblem.Message,
        _ other: PredicateProblem.Message
    ) -> PredicateProblem {
        PredicateProblem(number == 1 ? one : other, "\(number)")
    }

    /// How a character the lexer does not know is named in a message.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .unassigned,
            .privateUse, .nonspacingMark, .spacingMark, .enclosingMark:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            return "'\(scalar)'"
        }
    }
}
