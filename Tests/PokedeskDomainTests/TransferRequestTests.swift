import PokedeskDomain
import Testing

// MARK: - One long job, whichever it is

/// Transfers that write down each call and report what they were asked for.
private final class RecordingTransfers: PokemonTransfers {
    var calls: [String] = []
    private let step = TransferProgress(done: 1, total: 2, rowsPerSecond: 0, secondsLeft: nil)

    func importPokemons(
        from path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ImportReport {
        calls.append("import \(path), cancelled: \(isCancelled())")
        progress(step)
        return ImportReport(imported: 1, skipped: [], wasCancelled: false)
    }

    func exportPokemons(
        to path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ExportReport {
        calls.append("export \(path), cancelled: \(isCancelled())")
        progress(step)
        return ExportReport(exported: 2, wasCancelled: false)
    }

    func generatePokemons(
        count: Int,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> GenerateReport {
        calls.append("generate \(count), cancelled: \(isCancelled())")
        progress(step)
        return GenerateReport(generated: count, wasCancelled: true)
    }
}

@Suite("Transfer requests")
struct TransferRequestTests {
    @Test("each request runs its own job, passing progress and the cancel question through, and keeps its file")
    func runs() throws {
        let transfers = RecordingTransfers()
        var steps = 0
        let outcomes = try [
            TransferRequest.importPokemons(from: "p.csv"), .exportPokemons(to: "out.json"), .generatePokemons(count: 3),
        ]
        .map { (request) throws(PokedeskError) in
            try request.run(on: transfers, progress: { _ in steps += 1 }, isCancelled: { true })
        }
        #expect(
            transfers.calls == [
                "import p.csv, cancelled: true", "export out.json, cancelled: true", "generate 3, cancelled: true",
            ]
        )
        #expect(steps == 3)
        #expect(
            outcomes == [
                .imported(ImportReport(imported: 1, skipped: [], wasCancelled: false), from: "p.csv"),
                .exported(ExportReport(exported: 2, wasCancelled: false), to: "out.json"),
                .generated(GenerateReport(generated: 3, wasCancelled: true)),
            ]
        )
    }

    @Test("progress and outcome are worded as each job's own lines")
    func wording() {
        let progress = TransferProgress(done: 3000, total: 9000, rowsPerSecond: 1500, secondsLeft: 4)
        #expect(
            Wording.transferProgress(.importPokemons(from: "p.csv"), progress)
                == Wording.importProgress(from: "p.csv", progress)
        )
        #expect(
            Wording.transferProgress(.exportPokemons(to: "o.csv"), progress)
                == Wording.exportProgress(to: "o.csv", progress)
        )
        #expect(
            Wording.transferProgress(.generatePokemons(count: 9000), progress) == Wording.generateProgress(progress)
        )
        let imported = ImportReport(imported: 2, skipped: [], wasCancelled: false)
        #expect(Wording.transferOutcome(.imported(imported, from: "p.csv")) == ["imported 2 pokemons from p.csv"])
        #expect(
            Wording.transferOutcome(.exported(ExportReport(exported: 1, wasCancelled: false), to: "o.csv"))
                == ["exported 1 pokemon to o.csv"]
        )
        #expect(
            Wording.transferOutcome(.generated(GenerateReport(generated: 5, wasCancelled: false))) == [
                "generated 5 pokemons"
            ]
        )
    }
}
