// MARK: - Import, export and generate, traced

/// `PokemonTransfers` with each request a `repository` hop; the job's progress is not traced.
final class TracedPokemonTransfers: TracedRepository, PokemonTransfers {
    let repository: any PokemonTransfers
    let trace: Trace

    init(_ repository: any PokemonTransfers, trace: Trace) {
        self.repository = repository
        self.trace = trace
    }

    func importPokemons(
        from path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ImportReport {
        try call("importPokemons(from: \(Quoting.quoted(path)))") { () throws(PokedeskError) in
            try repository.importPokemons(from: path, progress: progress, isCancelled: isCancelled)
        }
    }

    func exportPokemons(
        to path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ExportReport {
        try call("exportPokemons(to: \(Quoting.quoted(path)))") { () throws(PokedeskError) in
            try repository.exportPokemons(to: path, progress: progress, isCancelled: isCancelled)
        }
    }

    func generatePokemons(
        count: Int,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> GenerateReport {
        try call("generatePokemons(count: \(count))") { () throws(PokedeskError) in
            try repository.generatePokemons(count: count, progress: progress, isCancelled: isCancelled)
        }
    }
}
