import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain
import Testing

@testable import TerminalKit
@testable import pokedesk_repl

// MARK: - Any Unicode name, kept exactly

/// Strange but valid names — combining marks (even first), emoji sequences, right-to-left
/// text, CJK, joiners, variation selectors, quotes and backslashes — go into the store and
/// come back out byte for byte, through the repositories and through the app's `list` and
/// editor; names with control characters are refused with the reason.
@Suite("Names: any Unicode within 40 characters")
struct UnicodeNameTests {
    static let pieces = [
        "Zoe\u{308}", "a\u{301}\u{302}\u{303}", "N\u{338}\u{322}", "\u{301}", "👨‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "🇫🇷",
        "🧑🏿‍🚀", "1️⃣", "שלום", "مرحبا", "\u{200F}", "\u{200E}", "皮卡丘", "ピカチュウ", "피카츄", "𠜎𠜱",
        "a\u{200D}b", "क्‍ष", "\u{200C}", "☺︎", "☺️", "\"", "\\", "'", "Mr. Mime", "Farfetch’d", "ß", "ﬁ", "İ",
        "\u{FEFF}", "\u{2060}", "x", "Pika", " ", "\u{3000}",
    ]

    /// Names made of the pieces, 1 to 40 characters, each one the app accepts as it is.
    static func sample(count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        var names: [String] = []
        while names.count < count {
            var name = ""
            for _ in 0..<random.int(1...6) { name += random.pick(pieces) }
            guard let valid = try? PokemonName(validating: name), valid.value.scalars == name.scalars else { continue }
            if !names.contains(where: { $0.scalars == name.scalars }) { names.append(name) }
        }
        // A name beginning with a combining mark, and one of exactly 40 characters.
        return names + ["\u{301}x", String(repeating: "👨‍👩‍👧", count: 40)]
    }

    static let names = sample(count: 60, seed: 0x4E41_4D45)

    @Test("through the repositories and a fresh store connection, every name comes back byte for byte")
    func throughTheStore() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("names.sqlite")
        let repositories = try PokedeskContainer(location: .file(path)).makeRepositories()
        for name in Self.names {
            let added = try repositories.pokemons.add(name: name, race: nil)
            #expect(added.name.scalars == name.scalars)
        }
        let stored = try StoreInspection.pokemonNames(in: path)
        #expect(stored.map(\.scalars) == Self.names.map(\.scalars))
        let reopened = try PokedeskContainer(location: .file(path)).makeRepositories().pokemons.allNames()
        #expect(Set(reopened.map { Data($0.utf8) }) == Set(Self.names.map { Data($0.utf8) }))
    }

    @Test(
        "typed in the app, quoted, every name is listed and shown in the editor exactly",
        arguments: Architecture.allCases
    )
    func throughTheApp(architecture: Architecture) throws {
        let names = Self.names
        var lines = names.map { "add " + Self.typed($0) }
        lines += ["list"] + Array(repeating: "next", count: (names.count - 1) / 20)
        for row in 1...names.count { lines += ["edit \(row)", "home"] }
        let result = try ScriptRunner(architecture: architecture).run(lines)
        #expect(result.status == 0, "\(result.transcript)")
        let output = result.transcript.split(separator: "\n").map { Data($0.utf8) }
        let editorNames = output.compactMap { line in line.starts(with: Data("Name   ".utf8)) ? line.dropFirst(7) : nil
        }
        #expect(editorNames.count == names.count)
        #expect(Set(editorNames.map { Data($0) }) == Set(names.map { Data($0.utf8) }))
        // The list shows each name whole where the table has room for it.
        for name in names where DisplayWidth.of(name) <= 40 {
            #expect(output.contains { $0.range(of: Data(name.utf8)) != nil }, "listed: \(name.debugDescription)")
        }
    }

    static let controls = [
        "\u{0}", "\u{7}", "\u{8}", "\t", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}",
    ]

    @Test("a control character in a name is refused with its code and position, in the app too")
    func controlCharacters() throws {
        let repositories = try PokedeskContainer(location: .inMemory).makeRepositories()
        var reasons: [String] = []
        for control in Self.controls {
            let scalar = try #require(control.unicodeScalars.first)
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = String(repeating: "0", count: 4 - hex.count) + hex
            let reason = "a name cannot contain control characters (U+\(code) at character 3)"
            let error = #expect(throws: PokedeskError.self) {
                try repositories.pokemons.add(name: "Pi" + control + "ka", race: nil)
            }
            #expect(error?.description == reason)
            reasons.append(reason)
        }
        #expect(try repositories.pokemons.allNames().isEmpty)

        let lines = Self.controls.map { "add " + Self.typed("Pi" + $0 + "ka") } + ["list"]
        let result = try ScriptRunner(architecture: .mvc).run(lines)
        let errors = result.transcript.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.map(String.init) == reasons.map { "error: " + $0 })
        #expect(result.status == 1)
        #expect(result.transcript.hasSuffix(Wording.emptyPokedesk + "\n"))
    }

    /// A name as a user types it: in double quotes, with `"` and `\` escaped.
    static func typed(_ name: String) -> String {
        var typed = "\""
        for scalar in name.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { typed += "\\" }
            typed.unicodeScalars.append(scalar)
        }
        return typed + "\""
    }
}
