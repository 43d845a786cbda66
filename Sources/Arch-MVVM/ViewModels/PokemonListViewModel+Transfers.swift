import PokedeskDomain

// MARK: - Intents: import, export and generate

/// The pokemons list's long intent. While it runs, `progress` holds its worded progress (the view
/// draws it as it changes); when it ends, `progress` is nil again and `message` says what it did.
/// The rows it added are announced by the live results, as for every change. Whether to stop is
/// the view's to say — it knows about Ctrl-C — so the intent takes `isCancelled`.
extension PokemonListViewModel {
    func transfer(_ request: TransferRequest, isCancelled: () -> Bool) throws(PokedeskError) {
        let outcome = try reportingProgress { () throws(PokedeskError) in
            try request.run(
                on: transfers,
                progress: { progress.value = Wording.transferProgress(request, $0) },
                isCancelled: isCancelled
            )
        }
        announce(Wording.transferOutcome(outcome))
    }

    /// Runs a long job; `progress` is nil again when it ends, however it ends.
    private func reportingProgress<Report>(_ job: () throws(PokedeskError) -> Report) throws(PokedeskError) -> Report {
        defer { progress.value = nil }
        return try job()
    }
}
