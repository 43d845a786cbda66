import Foundation
import Testing

// MARK: - What the engine's sources may and may not say

/// The engine is a library of its own: it knows no app, so it imports no module of the Pokedesk
/// and no word of its sources (code or comment) is about pokemons. Read from the files
/// themselves, so that a new file is held to the rules as soon as it exists.
@Suite("The engine's rules")
struct EngineRulesTests {
    /// `Sources/ManagedGraph`, found from this file (`Tests/ManagedGraphTests/…`).
    static let engine = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ManagedGraph")

    /// Every Swift file of the engine, by its path under `Sources/ManagedGraph`, with its text.
    static func sources() throws -> [(path: String, text: String)] {
        let root = engine.standardizedFileURL.path
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
}
