import Foundation
import Localization
import PokedeskData
import TerminalKit
import Testing

@testable import ManagedGraph
@testable import pokedesk_repl

// MARK: - Pokedesks written by older versions of the app

/// Stores written by model versions 1 and 2, as the app of those versions left them, opened by
/// today's app: upgraded to version 3 with every pokemon dated by creation order, then sorted
/// and filtered by that date like any other; in a script the upgrade writes nothing, on a
/// terminal it shows a progress line that is gone once the store is open. The sessions are
/// transcripts of their own (`Transcripts/older-stores`), run through the binary on a file
/// each test writes with the old model.
@Suite("Older pokedesks: versions 1 and 2 opened by version 3")
struct OlderStoreTests {
    /// Pokemons of an older store, in the order they were created, with their race's code.
    static let pokemons: [(name: String, race: Int?)] = [("Zed", 6), ("Pika", 25), ("Abra", nil), ("Mew", 151)]

    @Test(
        "a version 2 store: every pokemon dated a minute apart by creation order, in every architecture",
        arguments: Architecture.allCases
    )
    func version2(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/v2.sqlite"
        try Self.writeStore(at: path, model: PokedeskModel.v2)
        let transcript = try Self.transcript("version-2")
        let (output, status) = try runBinary(architecture, store: path, input: transcript.inputBytes)
        #expect(output == transcript.body(for: architecture))
        #expect(status == 0)
        // Upgraded once, for good.
        #expect(try PokedeskContainer(location: .file(path)).store.outcome == .upToDate)
    }

    @Test(
        "in Spanish, a version 2 store's races and types have their Spanish names once upgraded, in every architecture",
        arguments: Architecture.allCases
    )
    func version2InSpanish(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/v2.sqlite"
        try Self.writeStore(at: path, model: PokedeskModel.v2)
        let transcript = try Self.transcript("es/version-2", language: .spanish)
        let (output, status) = try runBinary(architecture, store: path, input: transcript.inputBytes, language: "es")
        if TranscriptRecorder.isRecording && architecture == .mvc {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Transcripts/older-stores/es/version-2.txt")
            let result = ScriptRunner.Result(transcript: output, status: status)
            return try TranscriptRecorder.record(result, header: transcript.header, to: source)
        }
        #expect(output == transcript.body(for: architecture))
        #expect(status == 0)
    }

    @Test("a version 1 store: upgraded to version 2, then to 3, its pokemons dated the same way")
    func version1() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/v1.sqlite"
        try Self.writeStore(at: path, model: PokedeskModel.v1)
        let transcript = try Self.transcript("version-1")
        let (output, status) = try runBinary(.mvc, store: path, input: transcript.inputBytes)
        #expect(output == transcript.body(for: .mvc))
        #expect(status == 0)
    }

    @Test("on a terminal the upgrade's progress is one line rewritten in place, erased once the store is open")
    func progressLine() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/v2.sqlite"
        try Self.writeStore(at: path, model: PokedeskModel.v2)
        let (live, sink) = Console.inMemory(live: true)
        let opened = try PokedeskOpening.open(.file(path), options: .init(), console: live)
        #expect(opened.store.outcome == .migrated(from: 2))
        let drawn = sink.output.components(separatedBy: "\r").filter { !$0.isEmpty }
        #expect(drawn.first == "upgrading the pokedesk from version 2 to 3: 0 of 4 pokemons (0%)\u{1B}[K")
        #expect(drawn.contains("upgrading the pokedesk from version 2 to 3: 4 of 4 pokemons (100%)\u{1B}[K"))
        #expect(drawn.contains("upgrading the pokedesk from version 2 to 3: 898 of 898 races (100%)\u{1B}[K"))
        #expect(drawn.contains("upgrading the pokedesk from version 2 to 3: putting the new tables in place\u{1B}[K"))
        // Then the new tables' counts and counted orders, made once they are in place.
        let preparing = drawn.filter { $0.hasPrefix("preparing the pokedesk for long lists: ") }
        #expect(preparing.first?.hasPrefix("preparing the pokedesk for long lists: 0 of ") == true, "\(drawn)")
        #expect(preparing.last?.hasSuffix(" steps (100%)\u{1B}[K") == true, "\(drawn)")
        #expect(drawn.last == "\u{1B}[K", "erased at the end")
        #expect(!sink.output.contains("\n"), "nothing but the line")

        // Not on a terminal: nothing at all.
        let again = directory.path + "/again.sqlite"
        try Self.writeStore(at: again, model: PokedeskModel.v2)
        let (script, quiet) = Console.inMemory(live: false)
        _ = try PokedeskOpening.open(.file(again), options: .init(), console: script)
        #expect(quiet.merged.isEmpty)
    }

    // MARK: Stores and runs

    /// A store as the app of `model`'s version wrote it: preloaded (version 2), with `pokemons`.
    static func writeStore(at path: String, model: ManagedObjectModel) throws {
        let context = ObjectContext(store: try PersistentStore(location: .file(path), model: model))
        let hasRaces = model.entity(named: "Race") != nil
        if hasRaces { try PokedeskPreload.loadIfNeeded(into: context) }
        for (name, code) in pokemons {
            let pokemon = try context.insert(entityName: "Pokemon")
            try pokemon.setStoreValue(.string(name), forAttribute: "name")
            if hasRaces, let code {
                let race = try context.fetch(
                    FetchRequest(
                        entityName: "Race",
                        predicate: try ObjectPredicate(format: "code == %@", .integer(code))
                    )
                )
                try pokemon.setRelatedObject(race.first, forKey: "race")
            }
        }
        try context.save()
    }

    static func transcript(_ name: String, language: Language = .english) throws -> TranscriptFile {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Transcripts/older-stores")
        )
        return try TranscriptFile(url: url, language: language)
    }

    /// What the binary writes for `input` on `store`, in script mode with `--echo`, and its status.
    private func runBinary(
        _ architecture: Architecture,
        store: String,
        input bytes: [UInt8],
        language: String = "en"
    ) throws -> (String, Int32) {
        let binary = try #require(BinaryTranscriptTests.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--arch", architecture.rawValue, "--store", store, "--echo", "--lang", language]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment[SessionClock.environmentKey] = "2024-06-01T12:00:00Z"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
