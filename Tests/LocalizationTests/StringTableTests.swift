import Foundation
import Synchronization
import Testing

@testable import Localization

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

// MARK: - Where a table's files are read from

/// Counts the bundles a table asks for, to show when it makes one.
private final class BundleRequests: Sendable {
    private let count = Mutex(0)
    var made: Int { count.withLock { $0 } }

    func bundle() -> Bundle {
        count.withLock { $0 += 1 }
        return .module
    }
}

@Suite("StringTable: the resource folder beside the executable, else the bundle")
struct StringTableFolderTests {
    /// What SwiftPM names this test module's resource folder.
    static let resources = "Pokedesk_LocalizationTests"

    @Test("a table finds its files beside the executable and never makes its bundle")
    func besideExecutable() throws {
        let requests = BundleRequests()
        let table = StringTable(resources: Self.resources, bundle: requests.bundle())
        #expect(table.entries(in: .english) == StringTable(bundle: .module).entries(in: .english))
        #expect(table.entries(in: .spanish) == StringTable(bundle: .module).entries(in: .spanish))
        #expect(table.text("greeting", in: .spanish) == "Hola")
        #expect(requests.made == 0)
    }

    @Test("a folder that is not there leaves the look-up to the bundle, once per language")
    func missingFolder() {
        let requests = BundleRequests()
        let table = StringTable(resources: "Pokedesk_NoSuchModule", bundle: requests.bundle())
        #expect(table.text("greeting") == "Hello")
        #expect(table.text("greeting") == "Hello")
        #expect(table.text("greeting", in: .spanish) == "Hola")
        #expect(requests.made == 2)
    }

    @Test("the app's modules' folders lie beside the executable under the names their tables give")
    func appFolders() throws {
        for module in ["PokedeskDomain", "PokedeskScreens", "TerminalKit", "PokedeskData", "pokedesk-repl"] {
            for language in Language.allCases {
                let path = try #require(
                    ResourceFolder.path(of: "Localizable", in: language, resources: "Pokedesk_\(module)")
                )
                #expect(FileManager.default.fileExists(atPath: path), "\(path)")
            }
        }
    }
}

// MARK: - Every module's tables

@Suite("The app's string tables")
struct AppTablesTests {
    /// The paths of `Sources/MODULE/Resources/LANG.lproj/Localizable.strings`, by module.
    static let files: [String: [Language: String]] = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var files: [String: [Language: String]] = [:]
        for module in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
            for language in Language.allCases {
                let path = sources.appendingPathComponent(
                    "\(module)/Resources/\(language.rawValue).lproj/Localizable.strings"
                ).path
                if FileManager.default.fileExists(atPath: path) { files[module, default: [:]][language] = path }
            }
        }
        return files
    }()

    /// Each table as Foundation reads it, by module.
    static let modules: [String: [Language: [String: String]]] = files.mapValues { languages in
        languages.compactMapValues { path in
            FileManager.default.contents(atPath: path).flatMap {
                try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String]
            }
        }
    }

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

// MARK: - The .strings reader

@Suite("StringsFileReader: the tables' syntax, read as Foundation reads it")
struct StringsFileReaderTests {
    static func foundation(_ text: String) -> [String: String]? {
        try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String]
    }

    @Test("every string table of the app reads exactly as Foundation's PropertyListSerialization reads it")
    func appTables() throws {
        var files = 0
        for (module, languages) in AppTablesTests.files {
            for (language, path) in languages {
                let data = try #require(FileManager.default.contents(atPath: path))
                let foundation = try #require(
                    try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
                )
                #expect(StringsFileReader.entries([UInt8](data)) == foundation, "\(module) \(language)")
                files += 1
            }
        }
        #expect(files >= 10)
    }

    @Test("comments, escapes and spacing read as Foundation reads them")
    func syntax() {
        let text = """
            /* a comment "with" quotes; */
            // a line comment = "no";
            "a" = "one";
            "b"="two \\"quoted\\" \\\\ back\\nline\\ttab";   "c" =
              "tres, «ñ» ✓" ;
            """
        let read = StringsFileReader.entries(Array(text.utf8))
        #expect(read == Self.foundation(text))
        #expect(read?["b"] == "two \"quoted\" \\ back\nline\ttab")
    }

    @Test("a line comment ends at a carriage return too, as Foundation's does")
    func lineCommentEnds() {
        // Read to the next line feed, the comment hid the entry after the carriage return, and
        // a block comment Foundation opened on the next line exposed another.
        let text = "// one\r\"a\" = \"b\"; /* two\n\"c\" = \"d\"; */ \"e\" = \"f\";"
        let read = StringsFileReader.entries(Array(text.utf8))
        #expect(read == ["a": "b", "e": "f"])
        #expect(read == Self.foundation(text))
        // A line or paragraph separator ends it for Foundation too: left to Foundation.
        #expect(StringsFileReader.entries(Array("// one\u{2028}\"a\" = \"b\";".utf8)) == nil)
        #expect(StringTable.entries(ofFile: Data("// one\u{2029}\"a\" = \"b\";".utf8)) == ["a": "b"])
    }

    @Test("what it does not know is left to Foundation: nil, not a guess")
    func unknown() {
        for text in [#""a" = b;"#, #""a" = "b""#, #""a" = "\U00e9";"#, "/* open", #""a" "b";"#, #""a = "b";"#] {
            #expect(StringsFileReader.entries(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(StringsFileReader.entries([]) == [:])
        // Bytes that are not UTF-8, in a text or around one.
        #expect(StringsFileReader.entries(Array(#""a" = ""#.utf8) + [0xFF] + Array(#"";"#.utf8)) == nil)
        #expect(StringsFileReader.entries(Array(#""a" = "b";"#.utf8) + [0xC3]) == nil)
    }
}

// MARK: - Filling placeholders

@Suite("TemplateFiller: placeholders filled as String(format:) fills them")
struct TemplateFillerTests {
    static func foundation(_ template: String, _ arguments: [String]) -> String {
        String(format: template, arguments: arguments.map { $0 as any CVarArg })
    }

    @Test("every line of the app's tables, with arguments that hold % and $, fills as Foundation fills it")
    func appTables() {
        var lines = 0
        for (_, languages) in AppTablesTests.modules {
            for (_, table) in languages {
                for (_, template) in table {
                    let count = AppTablesTests.placeholders(template).count
                    let arguments = (0..<count).map { "a\($0)%1$@ 100% ñ" }
                    #expect(TemplateFiller.fill(template, with: arguments) == Self.foundation(template, arguments))
                    lines += 1
                }
            }
        }
        #expect(lines > 500)
    }

    @Test("order, repeats, %% and text around them")
    func shapes() {
        #expect(TemplateFiller.fill("%2$@: %1$@ (%1$@) 50%%", with: ["x", "«ñ»"]) == "«ñ»: x (x) 50%")
        #expect(TemplateFiller.fill("", with: []) == "")
        #expect(TemplateFiller.fill("%% alone", with: []) == "% alone")
    }

    @Test("what it does not fill is left to Foundation: nil, not a guess")
    func unknown() {
        for template in ["%@", "%d", "%1$d", "%3$@", "%0$@", "%", "%1$", "%1"] {
            #expect(TemplateFiller.fill(template, with: ["a", "b"]) == nil, "\(template)")
        }
        #expect(TemplateFiller.fill("%1$@", with: []) == nil)
    }
}
