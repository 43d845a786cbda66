// MARK: - The races, traced

/// `RaceRepository` with each call a `repository` hop.
final class TracedRaceRepository: TracedRepository, RaceRepository {
    let repository: any RaceRepository
    let trace: Trace

    init(_ repository: any RaceRepository, trace: Trace) {
        self.repository = repository
        self.trace = trace
    }

    func liveResults(for query: RaceQuery) throws(PokedeskError) -> any LiveResults<RaceSummary> {
        try call(TraceText.liveResults(query)) { () throws(PokedeskError) in try repository.liveResults(for: query) }
    }

    func race(matching text: String) throws(PokedeskError) -> Race {
        try call("race(matching: \(Quoting.quoted(text)))") { () throws(PokedeskError) in
            try repository.race(matching: text)
        }
    }

    func allDataNames() throws(PokedeskError) -> [DataName] {
        try call("allDataNames()") { () throws(PokedeskError) in try repository.allDataNames() }
    }
}
