import Foundation
import Localization
import Testing

// MARK: - Looking text up

@Suite("StringTable: Foundation's look-up in en.lproj and es.lproj")
struct StringTableTests {
    let table = StringTable(bundle: .module)

    @Test("a key gives the current language's text")
    func lookUp() {
        #expect(table.text("greeting") == "Hello")
        Language.$current.withValue(.spanish) { #expect(table.text("greeting") == "Hola") }
        #expect(table.text("greeting", in: .spanish) == "Hola")
    }

    @Test("placeholders are positional, so a language may put the arguments in its own order")
    func arguments() {
        #expect(table.text("added", "\"Pika\"", "Pikachu (#25)") == "added \"Pika\", Pikachu (#25)")
        #expect(table.text("added", "\"Pika\"", "Pikachu (#25)", in: .spanish) == "Pikachu (#25): añadido \"Pika\"")
        // An argument is text, never read as a format: a % in it stays.
        #expect(table.text("added", "100%", "%@", in: .spanish) == "%@: añadido 100%")
    }

    @Test("%% is one %, with or without arguments")
    func percent() {
        #expect(table.text("progress", "3", "9", "33") == "3 of 9 (33%)")
        #expect(table.text("progress", "3", "9", "33", in: .spanish) == "3 de 9 (33 %)")
    }

    @Test("a count picks KEY.one or KEY.other, its digits first")
    func plurals() {
        #expect(table.counted("things", 1, "the box") == "1 thing in the box")
        #expect(table.counted("things", 0, "the box") == "0 things in the box")
        #expect(table.counted("things", 2, "la caja", in: .spanish) == "2 cosas en «la caja»")
        #expect(table.counted("things", 1, "la caja", in: .spanish) == "1 cosa en «la caja»")
    }

    @Test("the files read back as the same keys in both languages, non-ASCII text intact")
    func entries() {
        let english = table.entries(in: .english)
        let spanish = table.entries(in: .spanish)
        #expect(english.count == 5)
        #expect(Set(english.keys) == Set(spanish.keys))
        #expect(spanish["things.one"] == "%1$@ cosa en «%2$@»")
    }
}

// MARK: - Every module's tables

@Suite("The app's string tables")
struct AppTablesTests {
    /// `Sources/MODULE/Resources/LANG.lproj/Localizable.strings`, by module.
    static let modules: [String: [Language: [String: String]]] = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var modules: [String: [Language: [String: String]]] = [:]
        for module in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
            for language in Language.allCases {
                let url = sources.appendingPathComponent(
                    "\(module)/Resources/\(language.rawValue).lproj/Localizable.strings"
                )
                guard let data = try? Data(contentsOf: url),
                    let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
                        as? [String: String]
                else { continue }
                modules[module, default: [:]][language] = table
            }
        }
        return modules
    }()

    /// `%1$@`, `%2$@`… of a text, each once, in number order.
    static func placeholders(_ text: String) -> [String] {
        Set(text.matches(of: /%[0-9]+\$@/).map { String($0.output) }).sorted()
    }

    @Test("the modules that word lines have an English and a Spanish table")
    func modulesHaveTables() {
        for module in ["PokedeskDomain", "PokedeskScreens", "TerminalKit", "PokedeskData", "pokedesk-repl"] {
            #expect(Self.modules[module]?[.english]?.isEmpty == false, "\(module) has no English table")
            #expect(Self.modules[module]?[.spanish]?.isEmpty == false, "\(module) has no Spanish table")
        }
    }

    @Test("both languages have the same keys, each with the same placeholders, and no stray %")
    func sameKeysAndPlaceholders() {
        for (module, tables) in Self.modules {
            let english = tables[.english] ?? [:]
            let spanish = tables[.spanish] ?? [:]
            #expect(Set(english.keys) == Set(spanish.keys), "\(module): keys differ")
            for (key, text) in english {
                guard let translated = spanish[key] else { continue }
                #expect(Self.placeholders(text) == Self.placeholders(translated), "\(module) \(key)")
                for line in [text, translated] {
                    let bare = line.replacing(/%[0-9]+\$@/, with: "").replacing("%%", with: "")
                    #expect(!bare.contains("%"), "\(module) \(key): a % that is no placeholder in \(line)")
                }
            }
        }
    }

    @Test("a count's keys come in pairs, one and other")
    func pluralPairs() {
        for (module, tables) in Self.modules {
            let keys = Set(tables[.english]?.keys.map { $0 } ?? [])
            for key in keys where key.hasSuffix(".one") {
                #expect(keys.contains(String(key.dropLast(4)) + ".other"), "\(module) \(key) has no .other")
            }
        }
    }

    @Test("Spanish asks and exclaims with both marks")
    func invertedMarks() {
        for (module, tables) in Self.modules {
            for (key, text) in tables[.spanish] ?? [:] where text.contains("?") {
                #expect(text.contains("¿"), "\(module) \(key): \(text)")
            }
        }
    }
}
