import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Live results, held by the runtime

/// The live results the screens show. They are objects that change under the app (Core Data
/// "mutates independently of state"), so the state holds only their ids; the runtime holds the
/// objects, and turns what their delegates hear into actions: a subscription, in Elm's words.
final class Subscriptions {
    private var pokemons: [SubscriptionID: LiveSubscription<Pokemon>] = [:]
    private var races: [SubscriptionID: LiveSubscription<RaceSummary>] = [:]
    private var next = 1
    /// Where every change goes: the store sends it as an action.
    var deliver: (SubscriptionID, ResultsChangeReport) -> Void = { _, _ in }

    // MARK: Opening and letting go

    func open(_ results: any LiveResults<Pokemon>) -> ResultsOpened {
        let id = newID()
        pokemons[id] = LiveSubscription(results) { [unowned self] in deliver(id, $0) }
        return ResultsOpened(results: id, count: results.count)
    }

    /// - Parameter currentAt: where the race to mark is, found before the subscription starts.
    func open(_ results: any LiveResults<RaceSummary>, currentAt: Int?) -> ResultsOpened {
        let id = newID()
        races[id] = LiveSubscription(results) { [unowned self] in deliver(id, $0) }
        return ResultsOpened(results: id, count: results.count, currentAt: currentAt)
    }

    func release(_ id: SubscriptionID) {
        pokemons[id] = nil
        races[id] = nil
    }

    private func newID() -> SubscriptionID {
        defer { next += 1 }
        return SubscriptionID(rawValue: next)
    }

    // MARK: Reading

    func pokemons(_ id: SubscriptionID) -> (any LiveResults<Pokemon>)? {
        pokemons[id]?.results
    }

    func races(_ id: SubscriptionID) -> (any LiveResults<RaceSummary>)? {
        races[id]?.results
    }

    /// How many live results are held, for tests.
    var count: Int { pokemons.count + races.count }
}

/// One set of live results and its delegate: the changes of one batch, gathered in the order
/// told, become one report.
private final class LiveSubscription<Element: Identifiable>: LiveResultsDelegate {
    let results: any LiveResults<Element>
    private let deliver: (ResultsChangeReport) -> Void
    private var batch = ChangeSummary()

    init(_ results: any LiveResults<Element>, deliver: @escaping (ResultsChangeReport) -> Void) {
        self.results = results
        self.deliver = deliver
        results.delegate = self
    }

    func liveResultsWillChange(_ results: AnyObject) {
        batch = ChangeSummary()
    }

    func liveResults(_ results: AnyObject, didChange change: SectionChange) {
        batch.add(change)
    }

    func liveResults(_ results: AnyObject, didChange change: RowChange) {
        batch.add(change)
    }

    func liveResultsDidChange(_ results: AnyObject) {
        let report = ResultsChangeReport(changes: batch, count: self.results.count)
        batch = ChangeSummary()
        deliver(report)
    }
}
