import TerminalKit

// MARK: - The page of pokemons a command showed

/// The rows of the pokemons table an output ends with — `list`, `next`, `find`, a refusal
/// that shows the page as it is now — by their numbers: what a row number typed on the next
/// line means (B-43). A name the table cut to fit ends in `…`.
struct ShownPage {
    let rows: [Int: String]

    /// The table `lines` end with (its footer last), or nil when they do not end with one.
    init?(_ lines: [Substring]) {
        guard let header = lines.lastIndex(where: Self.isHeader) else { return nil }
        let titles = lines[header]
        guard let name = titles.range(of: "Name"), let race = titles.range(of: "Race") else { return nil }
        let nameColumn = DisplayWidth.of(titles[..<name.lowerBound])
        let raceColumn = DisplayWidth.of(titles[..<race.lowerBound])
        var rows: [Int: String] = [:]
        var rest = lines[(header + 1)...]
        while let line = rest.first, line.hasPrefix("-- ") || Self.number(of: line) != nil {
            rest = rest.dropFirst()
            guard let number = Self.number(of: line) else { continue }
            rows[number] = Self.cell(of: line, from: nameColumn, to: raceColumn)
        }
        // The footer, and nothing after it.
        guard rest.filter({ !$0.isEmpty }).count == 1 else { return nil }
        self.rows = rows
    }

    /// Whether `shown` is how this page shows `name`: the same, or cut to fit.
    static func shows(_ shown: String, as name: String) -> Bool {
        shown == name || (shown.hasSuffix("…") && name.hasPrefix(shown.dropLast()))
    }

    private static func isHeader(_ line: Substring) -> Bool {
        line.drop { $0 == " " }.hasPrefix("#  Name ")
    }

    /// A row's number: right-aligned in the first column, two spaces before the name (the
    /// footer's count has one).
    private static func number(of line: Substring) -> Int? {
        let start = line.drop { $0 == " " }
        let digits = start.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, start.dropFirst(digits.count).hasPrefix("  ") else { return nil }
        return Int(digits)
    }

    /// The text between two display columns, without the padding after it.
    private static func cell(of line: Substring, from start: Int, to end: Int) -> String {
        var column = 0
        var text = ""
        for character in line {
            if column >= end { break }
            if column >= start { text.append(character) }
            column += DisplayWidth.of(character)
        }
        while text.last == " " { text.removeLast() }
        return text
    }
}
