import Localization
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - The engine's refusals, worded by the data layer

@Suite("Engine refusals in the user's language")
struct EngineWordingTests {
    /// Predicates `find` refuses for every reason a user can type, on the app's model.
    static let refused = [
        "name ==", "race.cod == 4", "race.code == \"four\"", "(name == \"Pika\"", "name == \"Pika\")",
        "name LIKEE \"x\"", "name IS \"x\"", "name ==[z] \"x\"", "name == 'x' OR", "name & \"x\"",
        "race.types.name == \"Fire\"", "ANY name == \"x\"", "name BEGINSWITH 3", "race.code BETWEEN {1}",
        "race.code IN 3", "race.types.@cnt > 1", "race.types.@avg.name > 1", "name == 0x1G", "name == %@",
        "name MATCHES \"(\"", "race.code == 99999999999999999999", "name == \"\\q\"", "{1, 2} == name",
        "name == “Pika”", "race.@count > 1", "race.code.x == 1", "name == \"open",
        "SUBQUERY(race, $r, $r.code > 1).@count > 0", "$x.name == 1", "name == CAST(\"x\", \"NSDate\")",
        "race.types.name.@sum == 1", "race.code + name > 1",
    ]

    private func refusal(_ format: String) throws -> PredicateError {
        let model = PokedeskModel.current
        let entity = try #require(model.entity(named: "Pokemon"))
        let error = #expect(throws: PredicateError.self, "\(format)") {
            _ = try ObjectPredicate(format: format, entity: entity, model: model, firstColumn: 6)
        }
        return try #require(error)
    }

    @Test("the table's English is the engine's, template for template")
    func englishIsTheEngines() {
        for message in PredicateProblem.Message.allCases {
            #expect(PredicateProblem.template(of: message, in: .english) == message.english, "\(message)")
        }
    }

    @Test("every message has its Spanish, with the same blanks")
    func spanishForEveryMessage() {
        // Those of symbols only, and "byte", read the same in both.
        let symbols: Set<PredicateProblem.Message> = [
            .closeParenthesis, .comma, .closeBracket, .typeMismatch, .inForm, .bytesOne, .bytesOther,
        ]
        for message in PredicateProblem.Message.allCases {
            let spanish = PredicateProblem.template(of: message, in: .spanish)
            let blanks = { (text: String) in Set(text.matches(of: /%[0-9]+\$@/).map { String($0.output) }) }
            #expect(blanks(spanish) == blanks(message.english), "\(message)")
            if !symbols.contains(message) { #expect(spanish != message.english, "\(message) is not translated") }
        }
    }

    @Test("in English, a refusal reads as the engine's message, byte for byte", arguments: refused)
    func englishUnchanged(format: String) throws {
        let error = try refusal(format)
        #expect(Language.$current.withValue(.english) { error.wordedMessage } == error.message)
    }

    @Test("in Spanish, a refusal points at the same column, in Spanish words", arguments: refused)
    func spanishKeepsTheColumn(format: String) throws {
        let error = try refusal(format)
        let spanish = Language.$current.withValue(.spanish) { error.wordedMessage }
        let column = try #require(error.column)
        #expect(spanish.hasPrefix("columna \(column): "), "\(spanish)")
        #expect(spanish != error.message)
        for english in ["expected", "unknown", "needs", "is not", " has ", "crosses", " after ", "never closed"] {
            #expect(!spanish.contains(english), "\(spanish)")
        }
    }

    @Test("a refusal quoting control characters is one line in every language, as the engine's is")
    func controlCharactersEscaped() throws {
        // The engine escaped them in its English only: the table's words kept them raw.
        let error = try refusal("caught >= \"2643-06-0\u{0}\u{0}1\r\"")
        for language in [Language.english, .spanish] {
            let worded = Language.$current.withValue(language) { error.wordedMessage }
            #expect(
                !worded.unicodeScalars.contains { $0.properties.generalCategory == .control },
                "\(worded.debugDescription)"
            )
            #expect(worded.contains(#"2643-06-0\u{0}\u{0}1\r"#), "\(worded.debugDescription)")
        }
        #expect(Language.$current.withValue(.english) { error.wordedMessage } == error.message)
    }

    @Test("examples read as a learner in Spain reads them")
    func spanishExamples() throws {
        let worded = { (format: String) throws in
            let error = try self.refusal(format)
            return Language.$current.withValue(.spanish) { error.wordedMessage }
        }
        #expect(try worded("name ==") == "columna 13: se esperaba un valor tras '=='")
        #expect(try worded("race.code == \"four\"") == "columna 19: race.code es un número; \"four\" es texto")
        #expect(try worded("(name == \"Pika\"") == "columna 6: paréntesis desequilibrado: este '(' no se cierra nunca")
        #expect(
            try worded("race.cod == 4")
                == "columna 11: Race (en race) no tiene la clave \"cod\"; ¿querías decir \"code\"?"
        )
        #expect(try worded("name & \"x\"") == "columna 11: carácter inesperado '&'; ¿querías decir &&?")
        #expect(
            try worded("name == 'x' OR") == "columna 20: se esperaba un predicado tras 'OR'"
        )
    }

    @Test("a store's refusal: the engine's English, and the same in Spanish words")
    func storeErrors() {
        let errors: [StoreError] = [
            .notADatabase(path: "/x"), .newerModel(stored: 4, known: 3), .unknownModel(stored: 0),
            .readOnly(path: "/x"), .cannotOpen(path: "/x", reason: .isDirectory),
            .cannotOpen(path: "/a/b", reason: .noDirectory("/a")),
            .cannotOpen(path: "/a/b", reason: .notADirectory("/a")),
            .cannotOpen(path: "/a/b", reason: .cannotCreateDirectory("/a")),
            .cannotOpen(path: "/a/b", reason: .directoryNotWritable("/a")),
            .cannotOpen(path: "/a", reason: .notAccessible),
            .damaged(path: "/x"), .busy(path: "/x"), .full(path: "/x"), .foreignDatabase(path: "/x"),
            .migrationFailed(sourceVersion: 2, destinationVersion: 3, reason: "r"),
        ]
        for error in errors {
            #expect(Language.$current.withValue(.english) { error.worded } == error.description)
            let spanish = Language.$current.withValue(.spanish) { error.worded }
            #expect(spanish != error.description, "\(spanish)")
        }
        #expect(
            Language.$current.withValue(.spanish) {
                StoreError.cannotOpen(path: "x/y.sqlite", reason: .noDirectory("x")).worded
            }
                == "no se puede abrir x/y.sqlite: el directorio x no existe"
        )
    }
}
