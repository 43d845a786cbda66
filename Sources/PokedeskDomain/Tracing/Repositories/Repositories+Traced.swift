// MARK: - The repositories, traced

extension Repositories {
    /// The same repositories behind traced twins: each call the screens make is a `repository`
    /// hop of `trace`, named by the repository's type, what it does nested inside. The
    /// composition root puts them in place; a repository never records its own calls.
    /// `external` stays as it is: it records a look only when another process did commit
    /// something, which only it knows.
    public func traced() -> Repositories {
        Repositories(
            pokemons: TracedPokemonRepository(pokemons, trace: trace),
            races: TracedRaceRepository(races, trace: trace),
            types: TracedTypeRepository(types, trace: trace),
            history: TracedChangeHistory(history, trace: trace),
            external: external,
            transfers: TracedPokemonTransfers(transfers, trace: trace),
            trace: trace
        )
    }
}

/// What every repository twin shares: the repository it stands in front of and the trace.
protocol TracedRepository {
    associatedtype Repository
    var repository: Repository { get }
    var trace: Trace { get }
}

extension TracedRepository {
    /// Runs `call` as a hop of the repository with `message`, built only while tracing.
    func call<Value>(
        _ message: @autoclosure () -> String,
        _ call: () throws(PokedeskError) -> Value
    ) throws(PokedeskError) -> Value {
        try trace.hop(.repository, type(of: repository as AnyObject), message(), call)
    }
}
