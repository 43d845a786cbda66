import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain
import Testing

// MARK: - An import of two batches under faults

extension FaultTests {
    @Test("an import of two batches: the batches it says it kept, and no more; or the whole file")
    func importOfTwoBatches() async throws {
        let files = try TemporaryDirectory()
        let batch = Settings.faultImportBatch
        let rows = (1...(batch + batch / 2)).map { "Imported \($0)" }
        let csv = files.path("two-batches.csv")
        try ("name,race\n" + rows.enumerated().map { "\($1),\($0 % 898 + 1)\n" }.joined())
            .write(toFile: csv, atomically: true, encoding: .utf8)

        try await Self.sweepOnStore("an import of two batches", stride: Settings.faultBulkStride) {
            point,
            path,
            container in
            let transfers = ContextPokemonTransfers(viewContext: container.viewContext, batchSize: batch)

            let kept: Int
            switch point.inject({ () throws(PokedeskError) in
                try transfers.importPokemons(from: csv, progress: { _ in }, isCancelled: { false })
            }) {
            case .success(let report):
                kept = report.imported
                #expect(report == ImportReport(imported: rows.count, skipped: [], wasCancelled: false), "\(point.name)")
            case .failure(let error):
                kept = Self.keptBatches(error) ?? -1
                Self.expectRefusal(error.description, among: Self.batchesRefusals(kept: kept), point)
                #expect([0, batch].contains(kept), "\(point.name): whole batches, \(kept)")
            }
            try Self.expectStore(
                path,
                holds: Self.pokemonsBefore + rows.prefix(max(0, kept)),
                point,
                "after the import"
            )
            try Self.expectSeesAnotherProcess(container, point)
            let names = try Self.expectNextChangeSaves(
                container.makeRepositories(),
                after: Self.pokemonsBefore + rows.prefix(max(0, kept)) + ["Elsewhere"],
                point
            )
            try Self.expectStore(path, holds: names, point, "at the end")
        }
    }

    /// The pokemons a failed import says it kept; nil for a refusal that is not about batches.
    static func keptBatches(_ error: PokedeskError) -> Int? {
        switch error {
        case .diskFullDuringBatches(let kept, .importing), .ioErrorDuringBatches(let kept, .importing): return kept
        default: return nil
        }
    }

    /// The lines a failed import may end in, having kept `kept` pokemons.
    static func batchesRefusals(kept: Int) -> [String] {
        guard kept > 0 else { return nothingSaved }
        let batches = "the batch in progress was not saved, the \(kept) pokemons imported before it are kept"
        return ["the store could not be written (I/O error); \(batches)", "the disk is full; \(batches)"]
    }
}
