import Foundation
import Testing

// MARK: - What the engine's sources may and may not say

/// The engine is a library of its own: it knows no app, so it imports no module of the Pokedesk
/// and no word of its sources (code or comment) is about pokemons. Its SQL is the store's: no
/// file outside `Sources/ManagedGraph/Store/` writes SQL or imports GRDB, in the engine or in
/// the app's data layer above it, which uses only the engine's API. Read from the files
/// themselves, so that a new file is held to the rules as soon as it exists.
@Suite("The engine's rules")
struct EngineRulesTests {
    /// The package's `Sources`, found from this file (`Tests/ManagedGraphTests/…`).
    static let sourcesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file of the engine, by its path under `Sources/ManagedGraph`, with its text.
    static func sources(of target: String = "ManagedGraph") throws -> [(path: String, text: String)] {
        let root = sourcesFolder.appendingPathComponent(target).standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            files.append((path, try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test("the engine's sources are where the rules look for them")
    func sourcesFound() throws {
        let paths = try Self.sources().map(\.path)
        #expect(paths.contains("Context/ObjectContext.swift"))
        #expect(paths.count > 50)
    }

    @Test("no file of the engine imports a Pokedesk module")
    func importsNoPokedeskModule() throws {
        for (path, text) in try Self.sources() {
            for line in text.split(separator: "\n") where line.contains("import ") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
                #expect(!words[index + 1].hasPrefix("Pokedesk"), "\(path): \(line)")
            }
        }
    }

    @Test("no file of the engine speaks of pokemons, even in a comment")
    func knowsNoPokemons() throws {
        for (path, text) in try Self.sources() {
            let folded = text.lowercased()
            for word in ["pokemon", "pokémon", "pokedesk"] {
                #expect(!folded.contains(word), "\(path) mentions \(word)")
            }
        }
    }

    // MARK: SQL lives in the store

    /// Words of SQL statements, as the store writes them (upper case); the predicate format's own
    /// keywords (`AND`, `IN`, `LIKE`, `ANY`…) are not among them.
    static let sqlWords = [
        "SELECT", "INSERT", "UPDATE", "DELETE", "PRAGMA", "CREATE", "DROP", "ALTER", "EXPLAIN", "FROM", "WHERE",
        "ORDER BY", "VALUES", "JOIN",
    ]

    /// The SQL words a literal holds, each as a whole word.
    static func sqlWords(in literal: String) -> [String] {
        sqlWords.filter { word in
            var rest = literal[...]
            while let found = rest.range(of: word) {
                let before =
                    found.lowerBound == literal.startIndex ? nil : literal[literal.index(before: found.lowerBound)]
                let after = found.upperBound == literal.endIndex ? nil : literal[found.upperBound]
                let isLetter = { (character: Character?) in character?.isLetter == true || character == "_" }
                if !isLetter(before) && !isLetter(after) { return true }
                rest = literal[found.upperBound...]
            }
            return false
        }
    }

    /// The files the rule holds: the engine outside its store, and the app's data layer.
    static func filesOutsideTheStore() throws -> [(path: String, text: String)] {
        let engine = try sources().filter { !$0.path.hasPrefix("Store/") }.map { ("ManagedGraph/" + $0.path, $0.text) }
        let data = try sources(of: "PokedeskData").map { ("PokedeskData/" + $0.path, $0.text) }
        return engine + data
    }

    @Test("the reader of literals finds SQL in every kind of literal, and none in comments")
    func literalReader() {
        let source = #"""
            // SELECT in a comment
            let a = "SELECT 1"
            let b = #"DELETE FROM "t""#
            let c = """
                UPDATE t SET x = 1
                """
            let d = "\(flag ? "INSERT" : "x") and \(f("ORDER BY"))"
            /* WHERE in a block */ let e = "select, from lower case"
            """#
        let read = SwiftLiterals(source)
        #expect(
            read.literals.flatMap(Self.sqlWords(in:)) == ["SELECT", "DELETE", "FROM", "UPDATE", "INSERT", "ORDER BY"]
        )
        #expect(!read.code.contains("WHERE") && !read.code.contains("SELECT"))
        #expect(Self.sqlWords(in: "SELECTED, FROMAGE, UPDATES") == [])
    }

    @Test("no file outside the store writes SQL: no SQL words in its literals, no `sql:` argument")
    func sqlOnlyInTheStore() throws {
        let files = try Self.filesOutsideTheStore()
        #expect(files.count > 80)
        for (path, text) in files {
            let read = SwiftLiterals(text)
            for literal in read.literals {
                let words = Self.sqlWords(in: literal)
                #expect(words.isEmpty, "\(path) writes SQL (\(words.joined(separator: ", "))): \(literal)")
            }
            #expect(read.code.range(of: #"[(,]\s*sql:"#, options: .regularExpression) == nil, "\(path) passes sql:")
        }
    }

    @Test("GRDB and SQLite's C API are imported by the store alone")
    func grdbOnlyInTheStore() throws {
        for (path, text) in try Self.filesOutsideTheStore() {
            for line in text.split(separator: "\n") where line.contains("import GRDB") {
                Issue.record("\(path): \(line)")
            }
        }
    }
}
