import Testing

@testable import pokedesk_bench

@Suite("The goals of the commands at scale")
struct CommandGoalsTests {
    func scenario(size: Int, _ medians: [String: Double], peakKiB: Int = 40_000) -> ScenarioResult {
        let contestants = medians.sorted { $0.key < $1.key }.map { key, median in
            var samples = Samples()
            samples.add(median)
            return ContestantResult(key: key, title: key, samples: samples, peakKiB: peakKiB)
        }
        var result = ScenarioResult(
            id: "commands-\(size)",
            title: "commands",
            size: size,
            reference: "list",
            contestants: contestants
        )
        result.curve = "commands"
        return result
    }

    @Test("at the largest size each command is under 20 ms, the process under 80 MB, each line flat")
    func allMet() {
        let goals = CommandGoals.judge([
            scenario(size: 1_000, ["list": 0.002, "rename": 0.004]),
            scenario(size: 1_000_000, ["list": 0.003, "rename": 0.007]),
        ])
        #expect(goals.map(\.met) == [true, true, true])
        #expect(goals[0].goal == "commands at scale (1,000,000): each command under 20 ms")
        #expect(goals[0].measured == "slowest: rename, 7.00 ms")
    }

    @Test("a slow command, a large process and a climbing line are each named")
    func missed() {
        let goals = CommandGoals.judge([
            scenario(size: 1_000, ["list": 0.002, "sort race": 0.001, "show": 0.0001]),
            scenario(size: 1_000_000, ["list": 0.003, "sort race": 0.5, "show": 0.0009], peakKiB: 100_000),
        ])
        #expect(goals.map(\.met) == [false, false, false])
        #expect(goals[0].measured == "1 of 3 over: sort race 500 ms")
        #expect(goals[1].measured == "102 MB")
        // `show` climbs 9× but stays under a millisecond: noise, not growth.
        #expect(goals[2].measured == "1 climb: sort race 500×")
    }

    @Test("a run without the commands judges nothing")
    func absent() {
        #expect(CommandGoals.judge([]).isEmpty)
    }
}
