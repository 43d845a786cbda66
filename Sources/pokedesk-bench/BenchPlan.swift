// MARK: - Sizes and runs

/// How big each scenario is and how often it runs: the sizes the goals name, or small ones that
/// check in seconds that nothing has rotted (CI runs those).
struct BenchPlan {
    /// The store sizes of the cost curves: the first page, one change delivered and the fetch
    /// of all run at each, so that the charts show how each way's cost grows with the store.
    var curve: [Int]
    /// The curve size the fetch goals are judged at.
    var fetch: Int
    /// The curve size the first-page, live-results and REPL-start goals are judged at.
    var goalSize: Int
    /// The size of the goals set for the largest store; judged only when the run reached it.
    var largeGoalSize: Int
    var insert: Int
    var replStart: [Int]
    var predicate: Int
    /// The store size and the number of commands of the long script (trace off and on).
    var script: (pokemons: Int, commands: Int)
    /// Generate, import, export and sections around this many pokemons (see `BulkSizes`); its
    /// stores are made by the app's commands, not with the other scenarios' stores.
    var bulk: Int
    /// Runs of each bulk command: each takes seconds to a minute. Three, so that the median of
    /// the per-row ratios is not one busy minute's.
    var bulkRuns: Int
    /// The store sizes the commands a user types are timed at, and the rounds of their cycle.
    var commands: (sizes: [Int], rounds: Int)
    /// Timed runs of in-process scenarios.
    var runs: Int
    /// Timed runs of the insert, whose one transaction of seconds on a loaded machine may wait
    /// on the disk or not: more of them than the other in-process scenarios.
    var insertRuns: Int
    /// How long a timed run of the fetch lasts, about: a fetch shorter than this is repeated
    /// within the run (see `RepeatedTrial`).
    var fetchTrialSeconds: Double
    /// Fresh processes per size for the first page by live results: about a millisecond of work,
    /// preempted in one process of three or four on a busy machine, so many of them.
    var firstPageRuns: Int
    /// Fresh processes per size for the other ways of showing it (the naive way at a million
    /// takes seconds).
    var firstPageOtherRuns: Int
    /// Launches per program for the REPL start (short and noisy, so more of them).
    var replRuns: Int
    /// The version 2 store upgraded to version 3, and the fresh processes per way.
    var migration: (pokemons: Int, runs: Int) = (1_000_000, 3)
    /// Along a curve, a contestant other than the reference that took longer than this in one
    /// run sits out the larger sizes: the naive ways grow with the store, and at ten times the
    /// rows they would take minutes and gigabytes to say what the chart already shows.
    var curveLimitSeconds: Double = 2

    static let full = BenchPlan(
        curve: [1_000, 10_000, 100_000, 1_000_000],
        fetch: 100_000,
        goalSize: 1_000_000,
        largeGoalSize: 10_000_000,
        insert: 100_000,
        replStart: [1_000, 1_000_000],
        predicate: 100_000,
        script: (pokemons: 1_000, commands: 1_000),
        bulk: 1_000_000,
        bulkRuns: 3,
        commands: (sizes: [1_000, 100_000, 1_000_000], rounds: 9),
        runs: 5,
        insertRuns: 9,
        fetchTrialSeconds: 0.25,
        firstPageRuns: 15,
        firstPageOtherRuns: 3,
        replRuns: 40
    )

    /// The full plan with ten million pokemons on the curves and for the REPL start.
    static var large: BenchPlan {
        var plan = full
        plan.curve.append(plan.largeGoalSize)
        plan.replStart.append(plan.largeGoalSize)
        plan.commands.sizes.append(plan.largeGoalSize)
        return plan
    }

    /// Its large goals are judged at its largest curve size, so CI runs their code too.
    static let quick = BenchPlan(
        curve: [1_000, 10_000],
        fetch: 1_000,
        goalSize: 10_000,
        largeGoalSize: 10_000,
        insert: 2_000,
        replStart: [1_000, 10_000],
        predicate: 2_000,
        script: (pokemons: 1_000, commands: 100),
        bulk: 10_000,
        bulkRuns: 1,
        commands: (sizes: [1_000, 10_000], rounds: 2),
        runs: 2,
        insertRuns: 2,
        fetchTrialSeconds: 0.01,
        firstPageRuns: 1,
        firstPageOtherRuns: 1,
        replRuns: 2,
        migration: (pokemons: 5_000, runs: 1)
    )
}
