import Testing

@testable import pokedesk_bench

@Suite("Interleaved rounds")
struct RoundsTests {
    @Test("a contestant with fewer rounds sits out the later ones; the warm-up round is not counted")
    func fewerRounds() throws {
        var order: [String] = []
        let contestants = [
            Contestant(key: "fast", title: "fast") {
                order.append("fast")
                return Trial(seconds: 0.001, check: "ok")
            },
            Contestant(key: "slow", title: "slow", rounds: 2) {
                order.append("slow")
                return Trial(seconds: 1, check: "ok")
            },
        ]
        let results = try Rounds.run(contestants, rounds: 4, warmUp: true, label: "test")
        #expect(order == ["fast", "slow", "fast", "slow", "fast", "slow", "fast", "fast"])
        #expect(results.map(\.samples.count) == [4, 2])
        #expect(results.map(\.key) == ["fast", "slow"])
    }

    @Test("contestants that disagree on their check stop the scenario")
    func disagreement() throws {
        let contestants = [
            Contestant(key: "a", title: "a") { Trial(seconds: 1, check: "3 rows") },
            Contestant(key: "b", title: "b") { Trial(seconds: 1, check: "4 rows") },
        ]
        #expect(throws: BenchError.self) { try Rounds.run(contestants, rounds: 1, warmUp: false, label: "test") }
    }
}
