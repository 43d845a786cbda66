import Foundation
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Live results, checked against random batches

/// Rounds of `LiveResultsRound`, each made again from the seed and its number alone. CI runs a
/// few hundred; `make fuzz` many more (`POKEDESK_FUZZ_LIVE_ROUNDS`), and `POKEDESK_FUZZ_SEED`
/// explores other rounds. A failing round prints its log: shrink it by hand to a named test in
/// `LiveResultsOrderTests`.
@Suite("Live results: random batches")
struct LiveResultsRandomTests {
    private static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["POKEDESK_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x2026_0024
    static let rounds = environment["POKEDESK_FUZZ_LIVE_ROUNDS"].flatMap { Int($0) } ?? 200
    /// The first round's number: `POKEDESK_FUZZ_LIVE_FIRST=N POKEDESK_FUZZ_LIVE_ROUNDS=1` runs round N alone.
    static let firstRound = environment["POKEDESK_FUZZ_LIVE_FIRST"].flatMap { Int($0) } ?? 0

    /// The seed of round `number`, so that a round can be run on its own.
    static func seed(ofRound number: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(number) &* 0x9E37_79B9_7F4A_7C15))
        return mixer.next()
    }

    @Test("every batch's reported changes turn the old rows into the new fetch; undo and redo come back")
    func randomBatches() throws {
        print("live results: \(Self.rounds) rounds, seed \(Self.seed) (POKEDESK_FUZZ_LIVE_ROUNDS, POKEDESK_FUZZ_SEED)")
        var failures = 0
        for number in Self.firstRound..<(Self.firstRound + Self.rounds) {
            do {
                try LiveResultsRound(seed: Self.seed(ofRound: number)).run()
            } catch {
                Issue.record("round \(number) of seed \(Self.seed):\n\(error)")
                failures += 1
                if failures == 5 { break }
            }
        }
        #expect(failures == 0)
    }
}
