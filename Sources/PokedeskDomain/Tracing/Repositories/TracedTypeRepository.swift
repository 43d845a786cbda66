// MARK: - The types, traced

/// `TypeRepository` with its call a `repository` hop.
final class TracedTypeRepository: TracedRepository, TypeRepository {
    let repository: any TypeRepository
    let trace: Trace

    init(_ repository: any TypeRepository, trace: Trace) {
        self.repository = repository
        self.trace = trace
    }

    func allTypes() throws(PokedeskError) -> [TypeSummary] {
        try call("allTypes()") { () throws(PokedeskError) in try repository.allTypes() }
    }
}
