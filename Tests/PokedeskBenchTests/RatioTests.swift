import Testing

@testable import pokedesk_bench

@Suite("Ratios and per-row goals")
struct RatioTests {
    func samples(_ values: [Double]) -> Samples {
        var samples = Samples()
        for value in values { samples.add(value) }
        return samples
    }

    func contestant(_ key: String, wall: [Double], cpu: [Double]?, rows: Int) -> ContestantResult {
        ContestantResult(
            key: key,
            title: key,
            samples: samples(wall),
            peakKiB: nil,
            ratio: nil,
            rows: rows,
            cpuSamples: cpu.map(samples)
        )
    }

    @Test("timed in the same rounds, the ratio is the median of the round-by-round ratios")
    func pairedRatio() {
        let ours = samples([2, 9, 3])
        let reference = samples([1, 3, 1])
        #expect(ours.medianRatio(to: reference) == 3)
        #expect(samples([1, 2]).medianRatio(to: samples([1, 2, 3])) == nil)
    }

    @Test("a per-row goal is judged on processor time, the wall time's ratio beside it")
    func perRowOnProcessorTime() throws {
        let onTop = contestant("on-top", wall: [60, 60], cpu: [20, 22], rows: 900)
        let empty = contestant("empty", wall: [40, 40], cpu: [20, 20], rows: 900)
        let goal = try #require(BulkGoals.perRowGoal("goal", onTop, against: empty, within: 1.25))
        #expect(goal.met == true)
        #expect(goal.measured.hasPrefix("1.05× CPU"))
        #expect(goal.measured.hasSuffix("wall 1.50×"))
    }

    @Test("processor time over the bound fails the goal, whatever the wall time says")
    func perRowFails() throws {
        let imported = contestant("import", wall: [10], cpu: [40], rows: 1_000)
        let generated = contestant("generate", wall: [20], cpu: [10], rows: 1_000)
        let goal = try #require(BulkGoals.perRowGoal("goal", imported, against: generated, within: 3))
        #expect(goal.met == false)
        #expect(goal.measured.hasPrefix("4.00× CPU"))
    }

    @Test("without processor times the goal falls back to wall time, and rows of different counts scale it")
    func perRowWallFallback() throws {
        let ours = contestant("ours", wall: [30], cpu: nil, rows: 500)
        let reference = contestant("reference", wall: [20], cpu: nil, rows: 1_000)
        let goal = try #require(BulkGoals.perRowGoal("goal", ours, against: reference, within: 3))
        #expect(goal.measured.hasPrefix("3.00× wall"))
        #expect(goal.met == true)
    }
}

@Suite("Libraries compared in one process")
struct LibraryRatioTests {
    func result(_ key: String, wall: [Double], processor: [Double]?) -> ContestantResult {
        var samples = Samples()
        for value in wall { samples.add(value) }
        var cpu: Samples?
        if let processor {
            var values = Samples()
            for value in processor { values.add(value) }
            cpu = values
        }
        return ContestantResult(key: key, title: key, samples: samples, peakKiB: nil, ratio: nil, cpuSamples: cpu)
    }

    @Test("judged on processor time round by round, the clock's ratio beside")
    func processorTime() {
        let ratio = LibraryRatio(
            result("ours", wall: [30, 20, 40], processor: [16, 15, 17]),
            against: result("raw", wall: [10, 20, 20], processor: [10, 10, 10])
        )
        #expect(ratio.judged == 1.6)
        #expect(ratio.text() == "1.60× CPU; wall 2.00×")
        #expect(ratio.text(of: "GRDB's") == "1.60× GRDB's CPU time; wall 2.00×")
    }

    @Test("without processor times, the clock decides and is written as before")
    func wallOnly() {
        let ratio = LibraryRatio(
            result("ours", wall: [9], processor: nil),
            against: result("grdb", wall: [10], processor: [10])
        )
        #expect(ratio.processor == nil)
        #expect(ratio.judged == 0.9)
        #expect(ratio.text(of: "GRDB's") == "0.900× GRDB's time")
    }
}
