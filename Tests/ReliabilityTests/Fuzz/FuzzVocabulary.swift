// MARK: - The words the fuzzers build lines from

extension FuzzInputs {
    static let commandWords = [
        "list", "next", "prev", "page", "add", "rename", "change", "delete", "edit", "find", "sections", "types",
        "help", "back", "home", "undo", "redo", "select", "name", "race", "LIST", "Add", "ädd", "frob", "1", "3",
        "#", "quit", "exit", "",
    ]

    static let numbers = [
        "0", "1", "2", "3", "5", "20", "21", "-1", "+3", "007", "1e3", "0x10", "1_000", "²", "١٢",
        "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "99999999999999999999999999999999", "3.5", "",
    ]

    static let names = [
        "Pika", "Mr. Mime", "Farfetch’d", "皮卡丘", "Zoe\u{308}", "👨‍👩‍👧", "🏳️‍🌈", "עברית", "مرحبا", "\u{301}x",
        "a\u{200D}b", "x\u{0}y", "\u{1B}[31mred", "tab\there", "\u{7F}", "\u{85}", "line\u{2028}sep", "\u{202E}evil",
        String(repeating: "x", count: 40), String(repeating: "y", count: 41), "\u{FEFF}bom", "  spaced  ", "\u{FFFD}",
    ]

    static let races = ["25", "pikachu", "Pikachoo", "mr. mime", "FLABEBE", "0", "9999", "race", "letter", "off"]

    static let quoting = ["\"", "'", "\\", "\\\"", "\"\"", "''", "\"unterminated", "'it''s'", "\\ ", "\"a\\\"b\""]

    static let spaces = [" ", " ", " ", "  ", "\t", "\u{A0}", "\u{3000}", "\r", "\u{2003}"]

    static func generated(_ random: inout SeededRandom) -> String {
        var line = random.chance(10) ? random.pick(spaces) : ""
        line += random.pick(commandWords)
        for _ in 0..<random.int(0...4) {
            line += random.pick(spaces)
            switch random.int(0...9) {
            case 0...2: line += random.pick(numbers)
            case 3...4: line += quoted(random.pick(names), &random)
            case 5: line += random.pick(races)
            case 6: line += random.pick(quoting)
            case 7: line += predicate(&random)
            case 8: line.unicodeScalars.append(randomScalar(&random))
            default: line += random.pick(commandWords)
            }
        }
        if random.chance(10) { line += random.pick(spaces) }
        return line
    }

    static func quoted(_ name: String, _ random: inout SeededRandom) -> String {
        switch random.int(0...3) {
        case 0: return name
        case 1: return "\"" + name.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"") + "\""
        case 2: return "'" + name + "'"
        default: return name.replacingAll(" ", "\\ ")
        }
    }

    static func randomScalar(_ random: inout SeededRandom) -> Unicode.Scalar {
        while true {
            let value = random.chance(50) ? UInt32(random.int(0...0x7F)) : UInt32(random.int(0x80...0x10FFFF))
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
