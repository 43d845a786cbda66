import Testing

@testable import pokedesk_bench

@Suite("Repeated trials")
struct RepeatedTrialTests {
    @Test(
        "the count fills the target with whole repetitions, at least one, at most the cap",
        arguments: [
            (0.010, 0.25, 25), (0.012, 0.25, 21), (0.3, 0.25, 1), (0.25, 0.25, 1), (0.0, 0.25, 100_000),
            (1e-9, 0.25, 100_000), (Double.nan, 0.25, 1), (Double.infinity, 0.25, 1), (0.01, 0.0, 1),
        ]
    )
    func repeats(once: Double, target: Double, expected: Int) {
        #expect(RepeatedTrial.repeats(once: once, target: target) == expected)
    }

    @Test("the warm-up runs the work until the target has passed and counts from the fastest run")
    func warmUpThenRepeats() throws {
        var times = [0.05, 0.03, 0.025, 0.02, 0.03, 0.02, 0.03]
        var calls = 0
        let repeated = RepeatedTrial(target: 0.1) {
            calls += 1
            return Trial(seconds: times.removeFirst(), check: "same")
        }
        let warm = try repeated.trial()
        #expect(warm.seconds == 0.05)
        #expect(calls == 3)
        #expect(repeated.repeats == 4)

        let timed = try repeated.trial()
        #expect(calls == 7)
        #expect(abs(timed.seconds - 0.025) < 1e-12)
        #expect(timed.check == "same")
    }

    @Test("a trial's processor time is one repetition's, when every repetition measured it")
    func processorTime() throws {
        var processor: [Double?] = [0.01, 0.01, 0.01, 0.02, 0.04, 0.03, nil, 0.02, 0.02]
        let repeated = RepeatedTrial(target: 0.1) {
            Trial(seconds: 0.04, processorSeconds: processor.removeFirst(), check: "same")
        }
        _ = try repeated.trial()
        #expect(repeated.repeats == 3)
        #expect(abs(try #require(try repeated.trial().processorSeconds) - 0.03) < 1e-12)
        #expect(try repeated.trial().processorSeconds == nil)
    }

    @Test("work slower than the target runs once in the warm-up and once a trial")
    func slowWorkRunsOnce() throws {
        var calls = 0
        let repeated = RepeatedTrial(target: 0.1) {
            calls += 1
            return Trial(seconds: 0.5, check: "same")
        }
        _ = try repeated.trial()
        #expect(calls == 1)
        #expect(repeated.repeats == 1)
        #expect(try repeated.trial().seconds == 0.5)
        #expect(calls == 2)
    }

    @Test("a repetition that disagrees with the one before fails the trial")
    func disagreementFails() throws {
        var checks = ["a", "a", "a", "a", "b"]
        let repeated = RepeatedTrial(target: 0.1) { Trial(seconds: 0.04, check: checks.removeFirst()) }
        _ = try repeated.trial()
        #expect(repeated.repeats == 3)
        #expect(throws: BenchError.self) { try repeated.trial() }
    }
}
