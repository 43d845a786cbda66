import PokedeskDomain

// MARK: - Intents: import, export and generate

/// The pokemons list's long intents. While one runs, `progress` holds its worded progress (the
/// view draws it as it changes); when it ends, `progress` is nil again and `message` says what
/// it did. The rows it added are announced by the live results, as for every change. Whether to
/// stop is the view's to say — it knows about Ctrl-C — so each intent takes `isCancelled`.
extension PokemonListViewModel {
    func importPokemons(from path: String, isCancelled: () -> Bool) throws(PokedeskError) {
        let report = try reportingProgress { () throws(PokedeskError) in
            try transfers.importPokemons(
                from: path,
                progress: { progress.value = Wording.importProgress(from: path, $0) },
                isCancelled: isCancelled
            )
        }
        announce(Wording.importReport(report, from: path))
    }

    func exportPokemons(to path: String, isCancelled: () -> Bool) throws(PokedeskError) {
        let report = try reportingProgress { () throws(PokedeskError) in
            try transfers.exportPokemons(
                to: path,
                progress: { progress.value = Wording.exportProgress(to: path, $0) },
                isCancelled: isCancelled
            )
        }
        announce([Wording.exported(report, to: path)])
    }

    func generatePokemons(count: Int, isCancelled: () -> Bool) throws(PokedeskError) {
        let report = try reportingProgress { () throws(PokedeskError) in
            try transfers.generatePokemons(
                count: count,
                progress: { progress.value = Wording.generateProgress($0) },
                isCancelled: isCancelled
            )
        }
        announce([Wording.generated(report)])
    }

    /// Runs a long job; `progress` is nil again when it ends, however it ends.
    private func reportingProgress<Report>(_ job: () throws(PokedeskError) -> Report) throws(PokedeskError) -> Report {
        defer { progress.value = nil }
        return try job()
    }
}
