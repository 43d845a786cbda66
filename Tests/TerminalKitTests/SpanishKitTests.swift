import Localization
import Testing

@testable import TerminalKit

// MARK: - The kit's own words in Spanish

@Suite("The terminal kit in Spanish")
struct SpanishKitTests {
    private func spanish<T>(_ body: () -> T) -> T {
        Language.$current.withValue(.spanish, operation: body)
    }

    @Test("help's headings and aliases; usages and summaries are the app's")
    func help() {
        let table = CommandTable([CommandSpec("list", summary: "muestra la lista")], rowShortcut: "list")
        let lines = spanish {
            HelpFormatter.overview(screen: table, globals: GlobalCommand.specs(alongside: table).map(\.1))
        }
        #expect(lines.first == "Comandos:")
        #expect(lines.contains("  N               igual que list N"))
        #expect(lines.contains("En todas partes:"))
        #expect(lines.contains("  quit            sale (también: exit)"))
        #expect(lines.contains("  help [COMANDO]  lista los comandos, o describe uno"))
    }

    @Test("a command's help is worded when read, in the language of that moment")
    func helpWordedWhenRead() throws {
        let table = CommandTable([])
        let quit = try #require(GlobalCommand.specs(alongside: table).first { $0.0 == .quit }?.1)
        #expect(spanish { quit.summary } == "sale")
        #expect(quit.summary == "leave")
        let help = try #require(GlobalCommand.specs(alongside: table).first { $0.0 == .help }?.1)
        #expect(help.arguments.first?.candidates?.candidates(after: []) == ["help", "back", "home", "quit", "exit"])
    }

    @Test("a line that cannot be read says where, in columns as in English")
    func commandLines() {
        let table = CommandTable([CommandSpec("add", arguments: [.required("NOMBRE")], summary: "")])
        func failure(_ line: String) -> String? {
            guard case .failure(let message) = spanish({ CommandInterpreter.interpret(line, table: table) }) else {
                return nil
            }
            return message
        }
        #expect(failure("add \"Mr. Mime") == "comilla \" sin cerrar en la columna 5")
        #expect(failure("frob") == "comando desconocido \"frob\"; escribe help para ver la lista")
        #expect(failure("add") == "falta el argumento NOMBRE; uso: add NOMBRE")
        #expect(failure("add a b") == "sobra el argumento \"b\"; uso: add NOMBRE")
    }

    @Test("row changes and the pager's refusals")
    func changesAndPages() {
        #expect(
            spanish { ChangeReport.line(for: [.inserted(row: 1), .inserted(row: 2), .moved(from: 5, to: 2)]) }
                == "insertadas en 1–2, movida 5→2"
        )
        #expect(spanish { ChangeReport.line(for: [.sectionDeleted("Fuego")]) } == "sección \"Fuego\" eliminada")
        let many = (1...20).map { ChangeReportItem.updated(row: $0 * 2) }
        #expect(spanish { ChangeReport.line(for: many) }?.hasSuffix(" y 15 cambios más") == true)
        #expect(spanish { PagerError.noSuchPage(4, pageCount: 3).description } == "no hay página 4; hay de la 1 a la 3")
        #expect(spanish { PagerError.atFirstPage.description } == "ya estás en la primera página")
    }
}
