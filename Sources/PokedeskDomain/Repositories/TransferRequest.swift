// MARK: - One long job, as asked

/// What the user asked the transfers to do — `import FILE`, `export FILE`, `generate N` — as one
/// value, so that whoever runs the job (a controller, a presenter, a view model, an interactor)
/// runs any of the three the same way, and words its progress and its outcome with `Wording`.
public enum TransferRequest: Hashable, Sendable {
    case importPokemons(from: String)
    case exportPokemons(to: String)
    case generatePokemons(count: Int)

    /// Runs the job on `transfers`, which tells `progress` and asks `isCancelled` as it goes
    /// (see `PokemonTransfers`).
    public func run(
        on transfers: any PokemonTransfers,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> TransferOutcome {
        switch self {
        case .importPokemons(let path):
            let report = try transfers.importPokemons(from: path, progress: progress, isCancelled: isCancelled)
            return .imported(report, from: path)
        case .exportPokemons(let path):
            let report = try transfers.exportPokemons(to: path, progress: progress, isCancelled: isCancelled)
            return .exported(report, to: path)
        case .generatePokemons(let count):
            let report = try transfers.generatePokemons(count: count, progress: progress, isCancelled: isCancelled)
            return .generated(report)
        }
    }
}

/// What a long job did: its report, with the file it read or wrote.
public enum TransferOutcome: Hashable, Sendable {
    case imported(ImportReport, from: String)
    case exported(ExportReport, to: String)
    case generated(GenerateReport)
}
