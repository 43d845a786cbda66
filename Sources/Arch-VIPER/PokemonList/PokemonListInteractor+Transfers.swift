import PokedeskDomain

// MARK: - The long use cases

/// Import, export and generate against the transfers repository. The interactor reports their
/// progress and results to its output as plain values; the rows an import adds reach the output
/// first, as the live results' changes (`pokemonsDidChange`).
extension PokemonListInteractor {
    func importPokemons(from path: String, isCancelled: () -> Bool) {
        reportingFailure { () throws(PokedeskError) in
            let report = try endingTransfer { () throws(PokedeskError) in
                try transfers.importPokemons(
                    from: path,
                    progress: { output?.importDidProgress($0, from: path) },
                    isCancelled: isCancelled
                )
            }
            output?.didImport(report, from: path)
        }
    }

    func exportPokemons(to path: String, isCancelled: () -> Bool) {
        reportingFailure { () throws(PokedeskError) in
            let report = try endingTransfer { () throws(PokedeskError) in
                try transfers.exportPokemons(
                    to: path,
                    progress: { output?.exportDidProgress($0, to: path) },
                    isCancelled: isCancelled
                )
            }
            output?.didExport(report, to: path)
        }
    }

    func generatePokemons(count: Int, isCancelled: () -> Bool) {
        reportingFailure { () throws(PokedeskError) in
            let report = try endingTransfer { () throws(PokedeskError) in
                try transfers.generatePokemons(
                    count: count,
                    progress: { output?.generateDidProgress($0) },
                    isCancelled: isCancelled
                )
            }
            output?.didGenerate(report)
        }
    }

    /// Runs a long job and tells the output it ended, whether it succeeded or failed.
    private func endingTransfer<Report>(_ job: () throws(PokedeskError) -> Report) throws(PokedeskError) -> Report {
        defer { output?.transferDidEnd() }
        return try job()
    }
}
