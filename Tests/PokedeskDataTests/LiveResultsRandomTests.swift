import Foundation
import PropertyBased
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Live results, checked against random batches

/// Rounds of `LiveResultsRound` over plans the property library makes: a few hundred in CI,
/// `POKEDESK_FUZZ_LIVE_ROUNDS` in `make fuzz`. A failing round is shrunk to a smaller plan that
/// still fails, printed with the seed that makes it again (`.fixedSeed(…)` on the test); write
/// it as a named test in `LiveResultsOrderTests`.
@Suite("Live results: random batches")
struct LiveResultsRandomTests {
    static let rounds = ProcessInfo.processInfo.environment["POKEDESK_FUZZ_LIVE_ROUNDS"].flatMap { Int($0) } ?? 200

    @Test(
        "with race edits left unsaved, every batch's reported changes turn the old rows into the new fetch; undo and redo come back"
    )
    func randomBatches() async {
        await propertyCheck(count: Self.rounds, input: LiveResultsPlan.generator) { plan in
            do {
                try LiveResultsRound(plan).run()
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
