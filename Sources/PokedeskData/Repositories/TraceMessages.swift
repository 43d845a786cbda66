import ManagedGraph
import PokedeskDomain

// MARK: - What the data layer's hops say

/// The messages of the hops the context calls and the live results record (see `Trace`; the
/// repositories' own are their traced twins', in the Domain): Swift call syntax, user text
/// quoted, numbers plain, no identities — the same for the same command in every architecture.
enum TraceMessages {
    /// `fetch(Pokemon)`, or `fetch(Pokemon, …)` when a predicate narrows it: the repository's
    /// hop above already shows what the user asked.
    static func fetch(_ request: FetchRequest, method: String = "fetch") -> String {
        "\(method)(\(request.entityName)\(request.predicate == nil ? "" : ", …"))"
    }

    /// `deliver(inserted: 1, updated: 2)`: what a batch of live results holds, counted, in the
    /// order the delegate hears it; `deliver(reload)` for a batch that starts again.
    static func deliver(_ counts: FetchedChangeCounts) -> String {
        if counts.isReload { return "deliver(reload)" }
        let parts = [
            ("sectionsDeleted", counts.deletedSections),
            ("deleted", counts.deletedRows),
            ("sectionsInserted", counts.insertedSections),
            ("inserted", counts.insertedRows),
            ("moved", counts.movedRows),
            ("updated", counts.updatedRows),
        ]
        return "deliver(" + parts.filter { $0.1 > 0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
    }
}
