import Localization
import PokedeskDomain
import Testing

// MARK: - The Domain's lines in Spanish

@Suite("Wording in Spanish")
struct SpanishWordingTests {
    private func spanish<T>(_ body: () -> T) -> T {
        Language.$current.withValue(.spanish, operation: body)
    }

    private let pika = Pokemon(
        id: PokemonID(rawValue: 1),
        name: "Pika",
        race: Race(id: RaceID(rawValue: 25), code: 25, name: "Pikachu", imageFile: "025.png", types: []),
        version: 1
    )

    @Test("counts: one, and every other number, 0 too")
    func counts() {
        #expect(spanish { Wording.pokemonCount(1) } == "1 pokémon")
        #expect(spanish { Wording.pokemonCount(0) } == "0 pokémons")
        #expect(spanish { Wording.pokemonCount(2) } == "2 pokémons")
        #expect(spanish { Wording.typesFooter(count: 18) } == "18 tipos · consulta las razas de uno con N o select N")
        #expect(
            spanish { Wording.pokemonsFooter(count: 1, filter: "name == \"x\"", page: 1, pageCount: 1) }
                == "1 pokémon cumple: name == \"x\""
        )
        #expect(
            spanish { Wording.pokemonsFooter(count: 41, filter: nil, page: 2, pageCount: 3) }
                == "41 pokémons · página 2 de 3 (next, prev, page N)"
        )
        #expect(
            spanish { Wording.racesFooter(count: 3, nameContains: "pika", page: 1, pageCount: 1, choosing: true) }
                == "3 razas con \"pika\" en el nombre · elige una con N o select N"
        )
    }

    @Test("confirmations and what undo names, user text quoted as in English")
    func confirmations() {
        #expect(spanish { Wording.added(pika) } == "añadido \"Pika\", Pikachu (#25)")
        #expect(spanish { Wording.renamed(from: "Pika", to: "Zed") } == "renombrado \"Pika\" como \"Zed\"")
        #expect(spanish { Wording.raceChanged(pika) } == "\"Pika\" ahora es Pikachu (#25)")
        #expect(spanish { Wording.undone(Wording.raceChangeAction("Pika")) } == "deshecho: cambiar la raza de \"Pika\"")
        #expect(spanish { Wording.emptyPokedesk } == "La pokedesk está vacía. Añade un pokémon con: add NOMBRE [RAZA]")
    }

    @Test("the editor lines its values up after its longest label, whatever the language")
    func editor() {
        #expect(Wording.editorLines(pika)[0] == "Name   Pika")
        #expect(Wording.editorLines(pika)[5] == "Caught —")
        #expect(
            spanish { Wording.editorLines(pika) } == [
                "Nombre    Pika", "Raza      Pikachu", "Código    25", "Imagen    025.png", "Tipos     ",
                "Capturado —",
            ]
        )
    }

    @Test("errors, with \"u\" before a word that sounds o")
    func errors() {
        #expect(
            spanish {
                PokedeskError.notAChoice(argument: "sections", given: "x", choices: ["race", "letter", "off"])
                    .description
            } == "sections debe ser race, letter u off, no \"x\""
        )
        #expect(
            spanish {
                PokedeskError.notAChoice(argument: "sort", given: "x", choices: ["name", "race", "code"]).description
            } == "sort debe ser name, race o code, no \"x\""
        )
        #expect(spanish { PokedeskError.noSuchRow(9, count: 1).description } == "no hay fila 9; la lista tiene 1 fila")
        #expect(spanish { PokedeskError.noSuchRow(9, count: 0).description } == "no hay fila 9; la lista está vacía")
        #expect(
            spanish { PokedeskError.diskFullDuringBatches(kept: 1, job: .importing).description }
                == "el disco está lleno; el lote en curso no se ha guardado, se conserva 1 pokémon importado antes"
        )
        #expect(
            spanish { PokedeskError.ioErrorDuringBatches(kept: 2, job: .generating).description }
                == "no se ha podido escribir en el almacén (error de E/S); el lote en curso no se ha guardado, "
                + "se conservan los 2 pokémons generados antes"
        )
        #expect(
            spanish { PokedeskError.invalidName(.tooLong(length: 41)).description }
                == "un nombre puede tener como mucho 40 caracteres; este tiene 41"
        )
        #expect(
            spanish {
                PokedeskError.transfer(
                    .malformed(
                        path: "b.json",
                        format: "JSON",
                        position: .lineAndColumn(line: 3, column: 19),
                        reason: .expectedOneOf([",", "}"])
                    )
                ).description
            }
                == "\"b.json\" no es JSON válido: línea 3, columna 19: se esperaba \",\" o \"}\""
        )
    }

    @Test("import's report: lines and items agree in gender and number")
    func importReport() {
        let lines = (2...13).map { SkippedRow(position: .line($0), reason: .refused(.invalidName(.empty))) }
        let report = spanish {
            Wording.importReport(ImportReport(imported: 1, skipped: lines, wasCancelled: false), from: "p.csv")
        }
        #expect(report.first == "línea 2 omitida: un nombre no puede estar vacío")
        #expect(report[10...] == ["2 líneas más omitidas", "importado 1 pokémon de p.csv, omitidas 12 líneas"])
        let item = [SkippedRow(position: .item(3), reason: .nameNotText)]
        #expect(
            spanish {
                Wording.importReport(ImportReport(imported: 2, skipped: item, wasCancelled: false), from: "p.json")
            }
                == [
                    "elemento 3 omitido: \"name\" debe ser una cadena",
                    "importados 2 pokémons de p.json, omitido 1 elemento",
                ]
        )
        #expect(
            spanish { Wording.generated(GenerateReport(generated: 0, wasCancelled: true)) }
                == "generación cancelada: no se ha generado ningún pokémon antes de cancelar"
        )
    }

    @Test("progress: a space before the percent sign, as Spanish writes it")
    func progress() {
        #expect(
            spanish {
                Wording.importProgress(
                    from: "p.csv",
                    TransferProgress(done: 3000, total: 9000, rowsPerSecond: 1500, secondsLeft: 4)
                )
            } == "importando p.csv: 3000 de 9000 filas (33 %) · 1500 filas/s · quedan unos 4 s"
        )
    }

    @Test("an older pokedesk's upgrade: what it copies, counted, then the last step")
    func upgrade() {
        let step = { (step: StoreUpgradeProgress.Step, done: Int, total: Int) in
            self.spanish {
                Wording.upgradeProgress(
                    StoreUpgradeProgress(fromVersion: 2, toVersion: 3, step: step, done: done, total: total)
                )
            }
        }
        #expect(
            step(.pokemons, 300, 1000) == "actualizando la pokedesk de la versión 2 a la 3: 300 de 1000 pokémons (30 %)"
        )
        #expect(step(.races, 1, 1) == "actualizando la pokedesk de la versión 2 a la 3: 1 de 1 raza (100 %)")
        #expect(
            step(.finishing, 0, 0)
                == "actualizando la pokedesk de la versión 2 a la 3: poniendo en su sitio las tablas nuevas"
        )
        #expect(step(.preparing, 2, 5) == "preparando la pokedesk para listas largas: 2 de 5 pasos (40 %)")
    }

    @Test("a session in Spanish beside one in English: each task its own words")
    func sideBySide() async {
        await withTaskGroup(of: (Language, String).self) { group in
            for language in Array(repeating: Language.allCases, count: 50).joined() {
                group.addTask { (language, Language.$current.withValue(language) { Wording.emptyPokedesk }) }
            }
            for await (language, line) in group {
                #expect(line.hasPrefix(language == .spanish ? "La pokedesk" : "The pokedesk"))
            }
        }
    }
}
