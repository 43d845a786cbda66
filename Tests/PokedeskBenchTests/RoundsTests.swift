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

    @Test("processor times are kept for a contestant whose every trial measured one, and only then")
    func processorSamples() throws {
        var seconds = 0.0
        let contestants = [
            Contestant(key: "measured", title: "measured") {
                seconds += 1
                return Trial(seconds: seconds, processorSeconds: seconds / 2, check: "ok")
            },
            Contestant(key: "once-missing", title: "once missing") {
                Trial(seconds: 1, processorSeconds: seconds > 2 ? nil : 1, check: "ok")
            },
        ]
        let results = try Rounds.run(contestants, rounds: 3, warmUp: true, label: "test")
        #expect(results[0].cpuSamples?.values == [1, 1.5, 2])
        #expect(results[0].samples.values == [2, 3, 4])
        #expect(results[1].cpuSamples == nil)
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
