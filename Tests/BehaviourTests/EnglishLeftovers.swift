import Foundation
import Localization
import PokedeskScreens
import TerminalKit

@testable import pokedesk_repl

// MARK: - English left in a Spanish transcript

/// Finds the app's English in what it wrote in Spanish: any word of the English string tables
/// (`Sources/*/Resources/en.lproj/Localizable.strings`) that no Spanish table uses — `pokemon`,
/// `unknown`, `skipped`, `Name` — and the English names of types and races that differ in
/// Spanish (`Fire`, `Type: Null`).
///
/// What the user typed is not the app's: the command typed after a prompt, any word of the
/// script's lines (pokemon names, predicates) or of the files it imports, and quoted text
/// (`"Pika"`) are left out. Command words (`undo`, `sort name|race|code`) are English in both
/// languages: written in lower case as they are typed, they are not English here — `Name` as a
/// table's header is.
struct EnglishLeftovers {
    /// The lower-cased words that mean the app wrote English.
    let words: Set<String>
    /// Whole names that mean the same (those of more than one word).
    let phrases: [String]
    /// The commands' words and the fixed words their arguments take, lower-cased.
    let commandWords: Set<String>

    /// The tables of every module, and the data's names.
    static let standard: EnglishLeftovers = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        var english: Set<String> = []
        var spanish: Set<String> = []
        for module in modules {
            let resources = sources.appendingPathComponent(module).appendingPathComponent("Resources")
            english.formUnion(words(inTable: resources.appendingPathComponent("en.lproj/Localizable.strings")))
            spanish.formUnion(words(inTable: resources.appendingPathComponent("es.lproj/Localizable.strings")))
        }
        let names = DataNames.differingInSpanish()
        let single = names.filter { !$0.contains(" ") }.map { $0.lowercased() }
        return EnglishLeftovers(
            words: english.subtracting(spanish).union(single),
            phrases: names.filter { $0.contains(" ") },
            commandWords: CommandWords.all
        )
    }()

    /// The words of every text in a `.strings` file, placeholders left out.
    static func words(inTable url: URL) -> Set<String> {
        guard let data = try? Data(contentsOf: url),
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [] }
        var found: Set<String> = []
        for text in table.values {
            let bare = text.replacing(/%[0-9]+\$@/, with: " ").replacing("%%", with: " ")
            found.formUnion(words(in: bare))
        }
        return found
    }

    /// The lower-cased words of `text`: runs of letters, two or more.
    static func words(in text: String) -> [String] {
        text.split { !$0.isLetter }.map { $0.lowercased() }.filter { $0.count >= 2 }
    }

    /// The text of the fixture files the script's lines name (`$FIXTURES/pokemons.csv`): names
    /// the user imported.
    static func importedText(_ lines: [String], fixtures: String) -> [String] {
        lines.flatMap { line in
            line.matches(of: /\$FIXTURES\/([^ "]+)/).compactMap { match in
                try? String(contentsOfFile: fixtures + "/" + match.output.1, encoding: .utf8)
            }
        }
    }

    /// Each English word or name found in `transcript`, with its line: empty when none is.
    func find(in transcript: TranscriptFile) -> [String] {
        let lines = transcript.input.compactMap(\.text)
        let typed = Set((lines + Self.importedText(lines, fixtures: transcript.fixtures)).flatMap(Self.words(in:)))
        var found: [String] = []
        for (index, line) in ScriptLines.split(transcript.body).enumerated() {
            guard !line.hasPrefix(ScriptRunner.otherPrefix) else { continue }
            var written = line
            if line.hasPrefix("pokedesk["), let prompt = line.range(of: "> ") {
                written = String(line[..<prompt.lowerBound])
            }
            written = written.replacing(/"(?:[^"\\]|\\.)*"/, with: " ")
            for phrase in phrases where written.contains(phrase) {
                found.append("line \(index + 1): \"\(phrase)\" in \(line)")
            }
            for word in written.split(whereSeparator: { !$0.isLetter }).map(String.init) where word.count >= 2 {
                let lower = word.lowercased()
                guard words.contains(lower), !typed.contains(lower) else { continue }
                if word == lower && commandWords.contains(lower) { continue }
                found.append("line \(index + 1): \"\(word)\" in \(line)")
            }
        }
        return found
    }
}

// MARK: - The words typed as commands

/// Every command word of every screen — names, aliases and the fixed words their arguments
/// take — as the tables declare them, with the session's own.
enum CommandWords {
    static let all: Set<String> = {
        let names = NoNames()
        let tables = [
            PokemonListCommands.table(completing: names), PokemonEditorCommands.table(completing: names),
            RaceListCommands.table(choosing: true, completing: names), TypeListCommands.table(typeNames: []),
        ]
        var words: Set<String> = ["help", "back", "home", "quit", "exit", "trace", "on", "off"]
        for spec in tables.flatMap(\.commands) {
            words.formUnion(spec.names)
            for argument in spec.arguments {
                words.formUnion(argument.candidates?.candidates(after: []) ?? [])
            }
        }
        return words
    }()

    /// Completions that offer no names: only the fixed words are wanted.
    private struct NoNames: PokemonListCompletions, PokemonEditorCompletions, RaceListCompletions {
        func pokemonNames() -> [String] { [] }
        func raceNames() -> [String] { [] }
        func predicateValues(after words: [String]) -> [String] { [] }
    }
}
