@testable import TerminalKit

// MARK: - What the fuzzers feed the app

/// Makes fuzz input number `index` of a run seeded `seed`, on its own (so any failing input can
/// be made again from its number): command lines built from the app's vocabulary, the same
/// lines mutated byte by byte and decoded as the stream reader decodes a script's bytes
/// (invalid UTF-8 repaired, NUL and control characters kept), and, first of all, the extremes —
/// megabyte lines, deep parentheses, huge numbers.
enum FuzzInputs {
    static func line(_ index: Int, seed: UInt64) -> String {
        if index < extremes.count { return extremes[index]() }
        var random = SeededRandom.forInput(index, seed: seed)
        switch random.int(0...99) {
        case 0..<45: return generated(&random)
        case 45..<85: return mutated(generated(&random), &random)
        default: return "find " + predicate(&random)
        }
    }

    /// A command line likely to do something in the app (for the whole-app fuzz): mostly
    /// commands of the app's screens with plausible arguments, some mutated. Never `quit`,
    /// which would end the script early, nor the script runner's own `@other`.
    static func appLine(_ index: Int, seed: UInt64) -> String {
        var random = SeededRandom.forInput(index, seed: seed)
        let line = random.chance(75) ? appCommand(&random) : mutated(appCommand(&random), &random)
        let first = (try? CommandTokenizer.words(line).first?.lowercased()) ?? nil
        return first == "quit" || first == "exit" || line.hasPrefix("@other") ? "home" : line
    }

    private static func appCommand(_ random: inout SeededRandom) -> String {
        let row = random.pick(["1", "1", "2", "3", "5", "20", "0", "-1", "x", "99999999999999999999"])
        let name = quoted(random.chance(80) ? random.pick(names) : String(randomName(&random)), &random)
        let race = random.pick(races)
        switch random.int(0...29) {
        case 0...6: return "add \(name)" + (random.chance(60) ? " \(race)" : "")
        case 7: return "rename \(row) \(name)"
        case 8: return "change race \(row) \(race)"
        case 9: return "delete \(row)"
        case 10...11: return "edit \(row)"
        case 12: return "find " + (random.chance(70) ? wellFormedPredicate(&random) : predicate(&random))
        case 13: return "find"
        case 14: return "sections " + random.pick(["race", "letter", "off", "RACE", "bogus"])
        case 15: return random.pick(["list", "next", "prev", "page \(row)"])
        case 16: return random.pick(["types", "select \(row)", row])
        case 17...21: return random.pick(["back", "home", "home", "undo", "redo", "list"])
        case 22: return "help " + random.pick(commandWords)
        case 23...24: return "name \(name)"
        case 25...26: return random.pick(["race", "race \(race)", "delete"])
        default: return random.pick([row, "select \(row)", "find \(name)", "next"])
        }
    }

    /// Up to 40 characters from scripts and symbols a name might use, joiners and marks included.
    private static func randomName(_ random: inout SeededRandom) -> String {
        let pools: [ClosedRange<UInt32>] = [
            0x41...0x7A, 0xC0...0x24F, 0x300...0x36F, 0x391...0x3C9, 0x5D0...0x5EA, 0x627...0x64A, 0x3041...0x30FF,
            0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1F64F, 0x200C...0x200D, 0xFE00...0xFE0F,
        ]
        var name = ""
        for _ in 0..<random.int(1...40) {
            let pool = random.pick(pools)
            if let scalar = Unicode.Scalar(UInt32(random.int(Int(pool.lowerBound)...Int(pool.upperBound)))) {
                name.unicodeScalars.append(scalar)
            }
        }
        return name
    }

    /// A predicate: fragments in any order, a well-formed one, or a well-formed one mutated.
    static func predicate(_ random: inout SeededRandom) -> String {
        switch random.int(0...2) {
        case 0:
            return (0..<random.int(1...12)).map { _ in random.pick(predicateFragments) }.joined()
        case 1:
            return wellFormedPredicate(&random)
        default:
            return mutated(wellFormedPredicate(&random), &random)
        }
    }

    // MARK: Generated lines

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

    private static func generated(_ random: inout SeededRandom) -> String {
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

    private static func quoted(_ name: String, _ random: inout SeededRandom) -> String {
        switch random.int(0...3) {
        case 0: return name
        case 1: return "\"" + name.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"") + "\""
        case 2: return "'" + name + "'"
        default: return name.replacingAll(" ", "\\ ")
        }
    }

    private static func randomScalar(_ random: inout SeededRandom) -> Unicode.Scalar {
        while true {
            let value = random.chance(50) ? UInt32(random.int(0...0x7F)) : UInt32(random.int(0x80...0x10FFFF))
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }

    // MARK: Mutations

    /// Byte sequences worth inserting: invalid UTF-8 (lone lead and continuation bytes,
    /// overlong forms, surrogates, beyond U+10FFFF), NUL and other controls, and the scalars
    /// that change how text around them behaves (combining mark, joiner, bidi override, NEL,
    /// line separator).
    static let specialBytes: [[UInt8]] = [
        [0xFF], [0xFE], [0xC3], [0x80], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF0, 0x9F, 0x98], [0x00], [0x1B], [0x7F], [0x0D], [0x09], [0xC2, 0x85], [0xE2, 0x80, 0xA8],
        [0xCC, 0x81], [0xE2, 0x80, 0x8D], [0xE2, 0x80, 0xAE], [0x22], [0x27], [0x5C], [0x28], [0x29],
    ]

    /// One to four byte-level edits, then the bytes read as the stream reader reads a line.
    static func mutated(_ line: String, _ random: inout SeededRandom) -> String {
        var bytes = Array(line.utf8)
        for _ in 0..<random.int(1...4) {
            let position = bytes.isEmpty ? 0 : random.int(0...bytes.count)
            switch random.int(0...5) {
            case 0 where !bytes.isEmpty:
                let at = min(position, bytes.count - 1)
                bytes[at] ^= UInt8(1) << UInt8(random.int(0...7))
            case 1:
                bytes.insert(random.byte(), at: position)
            case 2:
                bytes.insert(contentsOf: random.pick(specialBytes), at: position)
            case 3 where !bytes.isEmpty:
                let at = min(position, bytes.count - 1)
                bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...4)))
            case 4 where !bytes.isEmpty:
                let at = min(position, bytes.count - 1)
                let piece = bytes[at..<min(bytes.count, at + random.int(1...8))]
                bytes.insert(contentsOf: piece, at: at)
            default:
                bytes.insert(contentsOf: random.pick(specialBytes), at: position)
            }
        }
        return readerLine(bytes)
    }

    /// What the stream reader returns for these bytes as the first line of a script: up to the
    /// first newline, a `\r` before it dropped, decoded by the reader's own function.
    static func readerLine(_ bytes: [UInt8]) -> String {
        var line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        if line.count < bytes.count, line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return StreamLineReader.text(of: line)
    }

    // MARK: Predicates

    static let predicateFragments = [
        "name", "race", "race.name", "race.code", "race.types.name", "race.types", "race.imageFile", "race.pokemons",
        "nickname", " ", " ", " ", "==", "=", "!=", "<>", "<", "<=", ">", ">=", "AND", "&&", "OR", "||", "NOT", "!",
        "(", "(", ")", ")", "{", "}", ",", "[c]", "[cd]", "[x]", "\"", "'", "\"Pika\"", "'pi'", "\"a\\\"b\"", "\\",
        "\\u{1F600}", "%@", "%K", "%d", "$X", "@count", "@sum", "@avg", ".", "-", "1", "0", "1.5", "1e3", "1e999",
        "123456789012345678901234567890", "ANY", "ALL", "NONE", "SOME", "BETWEEN", "IN", "BEGINSWITH", "ENDSWITH",
        "CONTAINS", "LIKE", "MATCHES", "TRUEPREDICATE", "FALSEPREDICATE", "SELF", "nil", "YES", "NO", "#in",
        "OBJECT(\"Race\", 1)", "é", "e\u{301}", "\u{0}", "\u{1B}", "\u{2028}", "\u{202E}", "😀", "\u{FFFD}", "“",
    ]

    static let comparisons = [
        #"name == "Pika""#, "name BEGINSWITH[c] 'pi'", #"name ==[cd] "zoe""#, "race.code <= 151",
        #"ANY race.types.name ==[c] "fire""#, "race.types.@count >= 2", "race == nil", "name LIKE 'P?k*'",
        #"name MATCHES "[A-Z].*""#, "race.code IN {1, 2, 3}", "race.code BETWEEN {1, 151}",
        #""Fire" IN race.types.name"#,
        "ALL race.types.name != 'x'", "TRUEPREDICATE", "NOT name CONTAINS[c] 'a'", "race.name ENDSWITH 'chu'",
    ]

    private static func wellFormedPredicate(_ random: inout SeededRandom) -> String {
        var format = random.pick(comparisons)
        for _ in 0..<random.int(0...3) {
            let next = (random.chance(20) ? "NOT " : "") + random.pick(comparisons)
            format =
                random.chance(30)
                ? "(\(format)) \(random.pick(["AND", "OR", "&&", "||"])) \(next)" : format + " AND " + next
        }
        return format
    }

    // MARK: Extremes

    /// The length of the long lines: a megabyte in `make fuzz`, less in `make test`, where the
    /// megabyte lines go through the app's binary instead (`AppFuzzTests`).
    private static let megabyte = Settings.longLineBytes

    /// Inputs every run starts with, whatever its size.
    static let extremes: [@Sendable () -> String] = [
        { String(repeating: "a", count: megabyte) },
        { "add " + String(repeating: "é", count: megabyte / 2) },
        {
            "find " + String(repeating: "(", count: megabyte / 2) + "name == 1"
                + String(repeating: ")", count: megabyte / 2)
        },
        { "find " + String(repeating: "name == 'a' AND ", count: megabyte / 16) + "name == 'b'" },
        { "add \"" + String(repeating: "x", count: megabyte) },
        { "page 99999999999999999999999999999999999999999999999999" },
        { "delete -9223372036854775808" },
        { "edit 9223372036854775807" },
        {
            var random = SeededRandom(seed: 7)
            // Every byte but the newline, which would end the line.
            return readerLine((0..<megabyte).map { _ in random.byte() }.map { $0 == 0x0A ? 0x0B : $0 })
        },
        { "add e" + String(repeating: "\u{301}", count: 200_000) + " 25" },
        { String(repeating: " \t", count: megabyte / 2) },
        { "add \\" + String(repeating: "\\\\", count: megabyte / 2) },
        { "find name == " + String(repeating: "9", count: megabyte) },
        { "find race.code == 1e999999999" },
        { "find " + String(repeating: "(", count: 5_000) + "name == 'a'" + String(repeating: ")", count: 5_000) },
        { "#" + String(repeating: "comment ", count: megabyte / 8) },
        { "rename 1 " + String(repeating: "\u{3000}", count: megabyte / 3) },
        { "help " + String(repeating: "\u{1B}[2J", count: megabyte / 4) },
        { "find " + String(repeating: "NOT ", count: megabyte / 4) + "TRUEPREDICATE" },
        { "find name IN {" + String(repeating: "'a', ", count: megabyte / 5) + "'b'}" },
    ]
}

extension String {
    fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
