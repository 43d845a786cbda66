// MARK: - What a run found

/// One contestant's runs in one scenario.
struct ContestantResult: Codable {
    /// A short stable key ("raw", "grdb", "context"): what JSON comparisons match on.
    let key: String
    let title: String
    let samples: Samples
    /// The median of the peak resident memory of its runs, when measured (KiB).
    let peakKiB: Int?
    /// Its time over the reference contestant's (`timeRatio(to:)`).
    var ratio: Double?
    /// How many rows it worked on, where its time per row is a figure (bulk work).
    var rows: Int? = nil
    /// How many times each timed run repeated its work, where it did (the fetch): the samples
    /// are one repetition's time.
    var repeats: Int? = nil
    /// The processor time (user and system, seconds) of each run, where it ran as a process of
    /// its own (bulk work), in the order of `samples`.
    var cpuSamples: Samples? = nil

    var median: Double { samples.median }

    /// Its time over `other`'s. Contestants timed in the same rounds are compared round by round,
    /// and the median of those ratios is the figure: a slow moment of a busy machine then weighs
    /// on both sides of one ratio, where it would weigh on one side of two medians. Otherwise, its
    /// median over the other's.
    func timeRatio(to other: ContestantResult) -> Double {
        samples.medianRatio(to: other.samples) ?? median / other.median
    }

    /// Its processor time over `other`'s, compared as `timeRatio(to:)` compares times; nil
    /// unless both measured it.
    func processorRatio(to other: ContestantResult) -> Double? {
        guard let cpu = cpuSamples, let otherCPU = other.cpuSamples else { return nil }
        return cpu.medianRatio(to: otherCPU) ?? cpu.median / otherCPU.median
    }
}

/// One scenario at one size.
struct ScenarioResult: Codable {
    /// A stable id ("insert", "first-page-1000000").
    let id: String
    let title: String
    let size: Int
    /// The key of the contestant the ratios divide by.
    let reference: String
    var contestants: [ContestantResult]
    /// What SQLite's query planner said, for scenarios that show it.
    var queryPlans: [QueryPlanResult] = []
    var notes: [String] = []
    /// The cost curve this scenario is one size of ("first-page", "live-results", "fetch"):
    /// what the chart script groups by.
    var curve: String?
    /// Keys of the curve's contestants that sat out this size, having passed the limit.
    var stopped: [String] = []

    init(id: String, title: String, size: Int, reference: String, contestants: [ContestantResult]) {
        self.id = id
        self.title = title
        self.size = size
        self.reference = reference
        self.contestants = contestants
        let base = contestants.first { $0.key == reference }
        for index in self.contestants.indices {
            self.contestants[index].ratio = base.map { self.contestants[index].timeRatio(to: $0) }
        }
    }

    func contestant(_ key: String) -> ContestantResult? {
        contestants.first { $0.key == key }
    }
}

/// A statement and the plan SQLite chose for it.
struct QueryPlanResult: Codable {
    let label: String
    let sql: String
    let plan: [String]
}

/// A goal of docs/performance.md, judged on this run's figures.
struct GoalResult: Codable {
    let goal: String
    let measured: String
    /// nil when the run did not reach the goal's size (the large goals in `make bench`).
    let met: Bool?
}

/// Everything one run wrote.
struct BenchReport: Codable {
    let date: String
    let mode: String
    /// "release" or "debug": figures of a debug build say nothing of the app's speed.
    let build: String
    let machine: Machine
    let runs: Int
    var scenarios: [ScenarioResult]
    var goals: [GoalResult]
    /// How long generating the store of the goals' size took (the largest when it is not made).
    var generation: GenerationResult?
    /// The time past which a contestant leaves a curve (see `BenchPlan.curveLimitSeconds`).
    var curveLimitSeconds: Double
}

struct GenerationResult: Codable {
    let pokemons: Int
    let seconds: Double
}
