import Foundation
import Testing

@testable import pokedesk_repl

// MARK: - Exercise 14: SUBQUERY across relationships

/// Runs each predicate of `answers.txt` with `find` in the app (MVC), on a pokedesk of sixteen
/// pokemons, and compares the pokemons it lists with the ones the question asks for.
@Suite("Exercise 14: SUBQUERY across relationships")
struct Exercise14Check {
    static let answersPath = "Exercises/14-subqueries/answers.txt"

    /// Races and their types: Bulbasaur and Ivysaur are Grass and Poison, Charizard Fire and
    /// Flying, Charmander and Vulpix Fire, Houndour Dark and Fire, Pikachu and Raichu Electric,
    /// Zapdos Electric and Flying, Lapras Ice and Water, Eevee Normal, Mew Psychic.
    static let scene = [
        "add Bulby 1", "add bulby 1", "add Ivy 2", "add Char 6", "add Charmy 4", "add Vulpy 37", "add Hound 228",
        "add Pika 25", "add Sparky 25", "add sparky 26", "add Zap 145", "add Lappy 131", "add Eevee 133",
        "add Evie 133", "add Mew 151", "add Nobody",
    ]

    /// What each question of docs/exercises.md finds, in the order of the answers.
    static let expected: [(question: String, names: [String])] = [
        ("the pokemons whose race has two types, one of which is Fire", ["Char", "Hound"]),
        ("the pokemons with a twin", ["Bulby", "bulby"]),
        ("the pokemons whose race has a rare type", ["Hound", "Lappy", "Pika", "Sparky", "Zap", "sparky"]),
        (
            "the pokemons that share a type with a pokemon of another race",
            ["Bulby", "Char", "Charmy", "Hound", "Ivy", "Pika", "Sparky", "Vulpy", "Zap", "bulby", "sparky"]
        ),
    ]

    @Test("each answer is a SUBQUERY that find accepts and that lists the pokemons asked for", arguments: 0..<4)
    func answer(_ index: Int) throws {
        let (question, names) = Self.expected[index]
        let answers = try Self.answers()
        let predicate = try #require(
            index < answers.count ? answers[index] : nil,
            "\(Self.answersPath) has no predicate for question \(index + 1) (\(question))"
        )
        #expect(predicate.contains("SUBQUERY("), "question \(index + 1) is to be answered with a SUBQUERY")

        let result = try ScriptRunner(architecture: .mvc).run(Self.scene + ["find \(predicate)"])
        let output = try #require(result.transcript.components(separatedBy: "pokemons> find ").last)
        let lines = output.split(separator: "\n").dropFirst().map(String.init)
        if let error = lines.first(where: { $0.hasPrefix("error: ") }) {
            Issue.record("question \(index + 1): find refuses \(predicate):\n\(error)")
            return
        }
        #expect(
            Self.names(inTable: lines).sorted() == names,
            "question \(index + 1) (\(question)): find \(predicate)\n\(lines.joined(separator: "\n"))"
        )
    }

    // MARK: Helpers

    /// The predicates of the answers file: one a line, in the order of the questions; blank lines
    /// and lines that start with `#` do not count.
    static func answers() throws -> [String] {
        let url = ExerciseCheck.root.appendingPathComponent(answersPath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("write your predicates in \(answersPath), one a line, in the order of the questions")
            return []
        }
        return try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The Name column of the rows of the list's table: the second cell of each line that starts
    /// with a row number (cells are separated by two spaces or more).
    static func names(inTable lines: [String]) -> [String] {
        lines.compactMap { line in
            let cells = line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            guard cells.count >= 2, Int(cells[0]) != nil else { return nil }
            return cells[1]
        }
    }
}
