// MARK: - Sizes and runs

/// How big each scenario is and how often it runs: the sizes, or small ones that
/// check in seconds that nothing has rotted (CI runs those).
struct BenchPlan {
    var insert: Int
    var fetch: Int
    var firstPage: [Int]
    var liveResults: Int
    var replStart: [Int]
    var predicate: Int
    /// The store size and the number of commands of the long script (trace off and on).
    var script: (pokemons: Int, commands: Int)
    /// Generate, import, export and sections around this many pokemons (see `BulkSizes`); its
    /// stores are made by the app's commands, not with the other scenarios' stores.
    var bulk: Int
    /// Runs of each bulk command: each takes seconds to a minute.
    var bulkRuns: Int
    /// Timed runs of in-process scenarios.
    var runs: Int
    /// Fresh processes per way and size for the first page (the naive way at a million is slow).
    var firstPageRuns: Int
    /// Launches per program for the REPL start (short and noisy, so more of them).
    var replRuns: Int
    /// The version 2 store upgraded to version 3, and the fresh processes per way (issue 21).
    var migration: (pokemons: Int, runs: Int) = (1_000_000, 3)

    static let full = BenchPlan(
        insert: 100_000,
        fetch: 100_000,
        firstPage: [1_000, 100_000, 1_000_000],
        liveResults: 1_000_000,
        replStart: [1_000, 1_000_000],
        predicate: 100_000,
        script: (pokemons: 1_000, commands: 1_000),
        bulk: 1_000_000,
        bulkRuns: 1,
        runs: 5,
        firstPageRuns: 3,
        replRuns: 15
    )

    static let quick = BenchPlan(
        insert: 2_000,
        fetch: 2_000,
        firstPage: [1_000, 10_000],
        liveResults: 10_000,
        replStart: [1_000],
        predicate: 2_000,
        script: (pokemons: 1_000, commands: 100),
        bulk: 10_000,
        bulkRuns: 1,
        runs: 2,
        firstPageRuns: 1,
        replRuns: 2,
        migration: (pokemons: 5_000, runs: 1)
    )

}
