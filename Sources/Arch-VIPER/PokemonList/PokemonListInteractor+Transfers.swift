import PokedeskDomain

// MARK: - The long use cases

/// Import, export and generate against the transfers repository. The interactor reports their
/// progress and outcome to its output as plain values; the rows an import adds reach the output
/// first, as the live results' changes (`pokemonsDidChange`).
extension PokemonListInteractor {
    func runTransfer(_ request: TransferRequest, isCancelled: () -> Bool) {
        reportingFailure { () throws(PokedeskError) in
            let outcome = try endingTransfer { () throws(PokedeskError) in
                try request.run(
                    on: transfers,
                    progress: { output?.transferDidProgress(request, $0) },
                    isCancelled: isCancelled
                )
            }
            output?.didFinishTransfer(outcome)
        }
    }

    /// Runs a long job and tells the output it ended, whether it succeeded or failed.
    private func endingTransfer<Report>(_ job: () throws(PokedeskError) -> Report) throws(PokedeskError) -> Report {
        defer { output?.transferDidEnd() }
        return try job()
    }
}
