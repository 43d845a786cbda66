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
}
