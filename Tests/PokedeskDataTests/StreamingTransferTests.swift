import Dispatch
import Foundation
import GRDB
import PokedeskDomain
import Synchronization
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Import and export a batch at a time

@Suite("Transfers that stream")
struct StreamingTransferTests {
    let pokedesk: PokedeskContainer
    let files = try! TemporaryDirectory()

    init() throws {
        pokedesk = try makePokedesk()
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let path = files.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func importing(_ path: String) throws(PokedeskError) -> ImportReport {
        try ContextPokemonTransfers(viewContext: pokedesk.viewContext)
            .importPokemons(from: path, progress: { _ in }, isCancelled: { false })
    }

    private func storedNames() throws -> [String] {
        try ObjectContext(store: pokedesk.store).fetchDictionaries(
            FetchRequest(entityName: "Pokemon", resultType: .dictionaries, propertiesToFetch: ["name"])
        ).map { $0["name"]?.stringValue ?? "?" }.sorted()
    }

    /// Names that put quotes, commas and (when `breaks`, which a name may not hold) line breaks
    /// across the reader's chunks.
    private static func awkwardName(_ number: Int, breaks: Bool = true) -> String {
        switch number % 4 {
        case 0: return "Plain \(number)"
        case 1: return "Comma, \(number)"
        case 2: return "Quote \"\(number)\""
        default: return breaks ? "Two\nlines \(number)" : "Ünïcode \(number)"
        }
    }

    /// A CSV file of `count` awkward names, CRLF line ends and a byte order mark: several of
    /// the reader's chunks long.
    private func awkwardCSV(_ count: Int, breaks: Bool = true) -> String {
        let lines = (0..<count).map { CSVFormat.line([Self.awkwardName($0, breaks: breaks), "\($0 % 898 + 1)"]) }
        return "\u{FEFF}name,race\r\n" + lines.joined().replacing("\n", with: "\r\n")
    }

    // MARK: Reading a chunk at a time

    @Test("a CSV file read a chunk at a time gives the records it gives read whole")
    func csvInChunks() throws {
        let text = awkwardCSV(12_000)
        #expect(text.utf8.count > 3 * ByteInput.chunkSize)
        let path = try file("chunks.csv", text)
        var reader = CSVFormat.Reader(input: try ByteInput(path: path))
        var streamed: [CSVFormat.Record] = []
        while let record = try reader.nextRecord() { streamed.append(record) }
        #expect(streamed == (try CSVFormat.records(Array(text.utf8))))
        #expect(streamed.count == 12_001)
        let last = Self.awkwardName(11_999).replacing("\n", with: "\r\n")  // the file's line ends
        #expect(streamed.last?.fields == [last, "\(11_999 % 898 + 1)"])
    }

    @Test("a JSON array read an item at a time gives the items it gives read whole")
    func jsonInChunks() throws {
        let items = (0..<8000).map { "  {\"name\": \(JSONFormat.literal(Self.awkwardName($0))), \"race\": \($0)}" }
        let text = "[\n" + items.joined(separator: ",\n") + "\n]\n"
        #expect(text.utf8.count > 3 * ByteInput.chunkSize)
        var input = try ByteInput(path: try file("chunks.json", text))
        var reader = try #require(try JSONFormat.items(&input))
        var streamed: [JSONFormat.Value] = []
        while let item = try reader.next() { streamed.append(item) }
        #expect(JSONFormat.Value.array(streamed) == (try JSONFormat.value(Array(text.utf8))))
    }

    @Test("a JSON error far into the file is placed by line and column, counted across chunks")
    func jsonErrorPosition() throws {
        let good = (0..<5000).map { "  {\"name\": \"Pokemon \($0)\", \"race\": 25}," }
        let bad = "  {\"name\": \"Ünïcode\" \"race\": 1}"
        let text = "[\n" + good.joined(separator: "\n") + "\n" + bad + "\n]\n"
        let path = try file("late.json", text)
        let column = bad.distance(from: bad.startIndex, to: bad.firstRange(of: "\"race\"")!.lowerBound) + 1
        #expect(
            throws: PokedeskError.transfer(
                .malformed(
                    path: path,
                    format: "JSON",
                    position: .lineAndColumn(line: 5002, column: column),
                    reason: .expectedOneOf([",", "}"])
                )
            )
        ) {
            try importing(path)
        }
        #expect(try storedNames().isEmpty, "refused whole: nothing imported")
    }

    // MARK: Importing

    @Test("every row of a file many chunks and batches long is imported, awkward names and all")
    func everyRowImported() throws {
        let count = 9000
        let report = try importing(try file("many.csv", awkwardCSV(count, breaks: false)))
        #expect(report == ImportReport(imported: count, skipped: [], wasCancelled: false))
        #expect(try storedNames() == (0..<count).map { Self.awkwardName($0, breaks: false) }.sorted())
    }

    @Test("a file that goes wrong after thousands of good rows imports nothing", arguments: ["csv", "json"])
    func lateErrorImportsNothing(format: String) throws {
        let list = try ContextPokemonRepository(context: pokedesk.viewContext).liveResults(for: PokemonQuery())
        let text: String
        let expected: PokedeskError
        let path = files.path("late.\(format)")
        if format == "csv" {
            text = "name,race\n" + (0..<3000).map { "Pokemon \($0),25\n" }.joined() + "\"Not closed,1\n"
            expected = .transfer(
                .malformed(path: path, format: "CSV", position: .line(3002), reason: .quotedFieldNotClosed)
            )
        } else {
            text = "[" + (0..<3000).map { "{\"name\": \"Pokemon \($0)\"}," }.joined() + "]"
            let column = text.count
            expected = .transfer(
                .malformed(
                    path: path,
                    format: "JSON",
                    position: .lineAndColumn(line: 1, column: column),
                    reason: .expectedValue
                )
            )
        }
        _ = try file("late.\(format)", text)
        #expect(throws: expected) { try importing(path) }
        #expect(try storedNames().isEmpty)
        #expect(list.count == 0)
    }

    @Test("counting the rows first stops when asked to, and counts every row otherwise")
    func countingStops() throws {
        let file = try TransferFile(path: try file("count.csv", awkwardCSV(10_000)))
        #expect(try file.countRows(isCancelled: { false }) == 10_000)
        var asked = 0
        let stopped = try file.countRows {
            asked += 1
            return asked == 2
        }
        #expect(stopped == nil)
        #expect(asked == 2, "asked every few thousand rows")
    }

    @Test("progress: the total from the first report, every batch's count in turn, then the lists' update")
    func progressInOrder() throws {
        let path = try file("progress.csv", "name,race\n" + (1...100).map { "P\($0),25\n" }.joined() + "Bad,Nowhere\n")
        let transfers = ContextPokemonTransfers(viewContext: pokedesk.viewContext, batchSize: 10)
        let gate = StepGate(rowsPerBatch: 10)
        transfers.batchSaved = gate.batchSaved
        var steps: [TransferProgress] = []
        let report = try transfers.importPokemons(
            from: path,
            progress: { progress in
                steps.append(progress)
                gate.heard(progress)
            },
            isCancelled: { false }
        )
        #expect(report.imported == 100 && report.skipped.count == 1)
        let counts = steps.map(\.done)
        #expect(counts == counts.sorted(), "never backwards")
        #expect(Set(counts).isSuperset(of: stride(from: 10, through: 100, by: 10)), "each batch seen")
        // A report can come while the file is still being counted (a busy machine): 0 of 0 then.
        #expect(steps.allSatisfy { $0.total == 101 || ($0.total == 0 && $0.done == 0) })
        #expect(steps.filter { $0.done > 0 }.allSatisfy { $0.total == 101 }, "counted before the first batch")
        #expect(steps.last?.isUpdatingLists == true && steps.last?.done == 101)
    }

    // MARK: Exporting

    @Test("an export of thousands of rows, a batch at a time, is the file written at once", arguments: ["csv", "json"])
    func exportInBatches(format: String) throws {
        _ = try ContextPokemonTransfers(viewContext: pokedesk.viewContext)
            .generatePokemons(count: 2500, progress: { _ in }, isCancelled: { false })
        let path = files.path("all.\(format)")
        let report = try ContextPokemonTransfers(viewContext: pokedesk.viewContext)
            .exportPokemons(to: path, progress: { _ in }, isCancelled: { false })
        #expect(report == ExportReport(exported: 2500, wasCancelled: false))

        let rows = try pokedesk.viewContext.fetchDictionaries(
            FetchRequest(
                entityName: "Pokemon",
                sortDescriptors: [.init("name", comparison: .caseInsensitive), .init("race.code")],
                resultType: .dictionaries,
                propertiesToFetch: ["name", "race.code", "caught"]
            )
        )
        var text = ExportText(format: format == "csv" ? .csv : .json)
        let pokemons: [ExportText.Pokemon] = rows.map {
            (name: $0["name"]!.stringValue!, code: $0["race.code"]?.integerValue, caught: $0["caught"]?.dateValue)
        }
        let whole = text.opening + text.text(of: pokemons)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == whole + text.closing)
    }

    @Test("dictionaries a batch at a time: the rows of one fetch, in order; stopping reads no further")
    func dictionariesInBatches() throws {
        _ = try ContextPokemonTransfers(viewContext: pokedesk.viewContext)
            .generatePokemons(count: 250, progress: { _ in }, isCancelled: { false })
        let context = pokedesk.viewContext
        let request = FetchRequest(
            entityName: "Pokemon",
            sortDescriptors: [.init("name")],
            resultType: .dictionaries,
            propertiesToFetch: ["name", "race.name"]
        )
        let whole = try context.fetchDictionaries(request)
        var batches: [[[String: StoreValue]]] = []
        try context.fetchDictionaries(request, inBatchesOf: 100) { rows in
            batches.append(rows)
            return true
        }
        #expect(batches.map(\.count) == [100, 100, 50])
        #expect(batches.flatMap { $0 } == whole)

        batches = []
        try context.fetchDictionaries(request, inBatchesOf: 100) { rows in
            batches.append(rows)
            return batches.count < 2
        }
        #expect(batches.count == 2)

        try context.insert(ManagedPokemon.self).name = "Unsaved"
        batches = []
        try context.fetchDictionaries(request, inBatchesOf: 100) { rows in
            batches.append(rows)
            return true
        }
        #expect(batches.flatMap { $0 } == (try context.fetchDictionaries(request)), "unsaved changes included")
        #expect(batches.flatMap { $0 }.count == 251)
        context.rollback()
    }

    // MARK: The store during bulk work

    @Test(
        "bulk work: no flush per save, fewer checkpoints, more cache, journals in memory; all back after, nested or not"
    )
    func bulkWorkSettings() throws {
        let path = files.path("bulk.sqlite")
        let store = try PokedeskContainer(location: .file(path)).store
        func settings() throws -> [Int] {
            try store.withDatabase { db in
                [
                    try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1,
                    try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? -1,
                    try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -1,
                    try Int.fetchOne(db, sql: "PRAGMA temp_store") ?? -1,
                ]
            }
        }
        // temp_store 2: statement journals (and sorts) in memory.
        let bulk = [1, Int(PersistentStore.bulkCheckpointPages), PersistentStore.bulkCacheSize, 2]
        let before = try settings()
        #expect(before != bulk)
        try store.performBulkWork { () throws in
            #expect(try settings() == bulk)
            try store.performBulkWork { () throws in
                #expect(try settings() == bulk)
            }
            #expect(try settings() == bulk, "the outer work goes on")
        }
        #expect(try settings() == before)
    }
}

// MARK: - Holding a job until its progress is heard

/// Holds the job after each batch until the waiting thread has reported the rows of that batch,
/// so that every batch shows in the progress, however quick the job.
private final class StepGate: Sendable {
    private let rowsPerBatch: Int
    private let waiting = Atomic(0)
    private let heardIt = DispatchSemaphore(value: 0)

    init(rowsPerBatch: Int) {
        self.rowsPerBatch = rowsPerBatch
    }

    var batchSaved: @Sendable (Int) -> Void {
        { [self] batches in
            waiting.store(batches * rowsPerBatch, ordering: .sequentiallyConsistent)
            heardIt.wait()
        }
    }

    /// On the waiting thread: releases the job once its progress shows the batch it waits after
    /// (the last one may be short).
    func heard(_ progress: TransferProgress) {
        let rows = waiting.load(ordering: .sequentiallyConsistent)
        guard rows > 0, progress.done >= min(rows, progress.total) else { return }
        waiting.store(0, ordering: .sequentiallyConsistent)
        heardIt.signal()
    }
}
