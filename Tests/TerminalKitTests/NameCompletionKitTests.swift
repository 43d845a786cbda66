import Testing

@testable import TerminalKit

// MARK: - Values always quoted, and names that stand for a command

@Suite("Completer: quoted values and shortcut names")
struct NameCompletionKitTests {
    private static let types = ["Fire", "Flying", "Water"]

    private static var completer: Completer {
        Completer.commands(
            [
                CommandSpec(
                    "find",
                    arguments: [.text("PREDICATE", candidates: CandidateSource(quotesValues: true) { _ in types })],
                    summary: "find"
                ),
                CommandSpec("select", arguments: [.required("N|TYPE", candidates: .choices(types))], summary: "select"),
            ],
            shortcutNames: ShortcutNames(candidates: .choices(types)) { word in types.contains(word.capitalized) }
        )
    }

    @Test("a value that must be quoted is written quoted and closed, whether or not a quote was opened")
    func quotedValues() {
        #expect(
            Self.completer.complete(line: #"find name == "Wa"#, cursor: 16).action
                == .replace(13..<16, with: #""Water" "#)
        )
        #expect(
            Self.completer.complete(line: "find name == Wa", cursor: 15).action == .replace(13..<15, with: #""Water" "#)
        )
    }

    @Test("several quoted values sharing a beginning complete that far, the quote left open")
    func quotedCommonPrefix() {
        let completer = Completer.commands([
            CommandSpec(
                "find",
                arguments: [
                    .text("P", candidates: CandidateSource(quotesValues: true) { _ in ["Fireball", "Firefly"] })
                ],
                summary: "find"
            )
        ])
        #expect(completer.complete(line: "find name == f", cursor: 14).action == .replace(13..<14, with: #""Fire"#))
    }

    @Test("the first word offers the shortcut's names besides the commands")
    func firstWordOffersNames() {
        let completion = Self.completer.complete(line: "F", cursor: 1)
        #expect(completion.candidates == ["find", "Fire", "Flying"])
        #expect(Self.completer.complete(line: "wa", cursor: 2).action == .replace(0..<2, with: "Water "))
    }

    @Test("a bare name that the table's shortcut names contain stands for its shortcut command; another does not")
    func shortcutNames() throws {
        let table = CommandTable(
            [CommandSpec("select", arguments: [.required("N|TYPE")], summary: "select")],
            rowShortcut: "select",
            shortcutNames: ShortcutNames(candidates: .choices(["Fire"])) { $0.lowercased() == "fire" }
        )
        guard case .screen(let command) = CommandInterpreter.interpret("FIRE", table: table) else {
            Issue.record("FIRE should be select FIRE")
            return
        }
        #expect(command.name == "select" && command.arguments == ["FIRE"])
        guard case .failure(let message) = CommandInterpreter.interpret("frie", table: table) else {
            Issue.record("frie should be an unknown command")
            return
        }
        #expect(message == #"unknown command "frie"; type help for the list"#)
    }
}
