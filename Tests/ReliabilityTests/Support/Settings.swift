import Foundation

// MARK: - How long the long runs are

/// The sizes of the fuzz, stress and soak runs, from the environment, so that `make test` runs
/// them short and `make fuzz`, `make stress` and `make soak` long (see the Makefile).
enum Settings {
    private static let environment = ProcessInfo.processInfo.environment

    private static func integer(_ name: String, default value: Int) -> Int {
        environment[name].flatMap { Int($0) } ?? value
    }

    /// Seed of every fuzzer: `POKEDESK_FUZZ_SEED` to explore, the default to reproduce CI.
    static let fuzzSeed = UInt64(integer("POKEDESK_FUZZ_SEED", default: 0x2026_0010))

    /// Inputs each of the command-line and predicate fuzzers generates (a million in `make fuzz`).
    static let fuzzInputs = integer("POKEDESK_FUZZ_INPUTS", default: 4_000)

    /// Bytes in the fuzzers' long lines (`POKEDESK_FUZZ_LONG_LINE`): a megabyte in `make fuzz`.
    static let longLineBytes = integer("POKEDESK_FUZZ_LONG_LINE", default: 1 << 16)

    /// Command lines the whole app gets in each architecture.
    static let appFuzzLines = integer("POKEDESK_FUZZ_APP_LINES", default: 1_000)

    /// Rounds of the kill test (20 in `make stress`).
    static let stressRounds = integer("POKEDESK_STRESS_ROUNDS", default: 3)

    /// Pokemons the killed writer saves in one save.
    static let stressPokemons = integer("POKEDESK_STRESS_POKEMONS", default: 100_000)

    /// Pokemons in the store the killed heavy migration migrates (a million in `make stress-migration`).
    static let migrationPokemons = integer("POKEDESK_MIGRATION_POKEMONS", default: 50_000)

    /// Seed of the soak's scripts (`POKEDESK_SOAK_SEED`): a failed round prints its own, which
    /// replays it as the only round.
    static let soakSeed = UInt64(integer("POKEDESK_SOAK_SEED", default: 0x2026_50A4))

    /// Processes on the soak's one store, the architectures in turn (`POKEDESK_SOAK_PROCESSES`).
    static let soakProcesses = integer("POKEDESK_SOAK_PROCESSES", default: 5)

    /// Lines of each soak process's script in a round (`POKEDESK_SOAK_LINES`).
    static let soakLines = integer("POKEDESK_SOAK_LINES", default: 300)

    /// How long the soak keeps starting rounds, in seconds (`POKEDESK_SOAK_SECONDS`): 0 runs one.
    static let soakSeconds = integer("POKEDESK_SOAK_SECONDS", default: 0)

    /// Every how many fault points the fault-injection tests fail: 1, every one, in `make faults`;
    /// `make test` strides over the long operations (`POKEDESK_FAULT_STRIDE`).
    static let faultStride = max(1, integer("POKEDESK_FAULT_STRIDE", default: 1))

    /// The stride of the import and the heavy migration, which have the most fault points, in
    /// `make test` (`POKEDESK_FAULT_BULK_STRIDE`; `make faults` sets it to 1).
    static let faultBulkStride = max(1, integer("POKEDESK_FAULT_BULK_STRIDE", default: 7))

    /// One fault point alone, to replay a failure: `POKEDESK_FAULT_POINT=17`.
    static let faultPoint = environment["POKEDESK_FAULT_POINT"].flatMap { Int($0) }

    /// How an injected fault fails: `POKEDESK_FAULT_KIND=io` (an I/O error, the default) or `full`.
    static let faultFailure = environment["POKEDESK_FAULT_KIND"].flatMap(FaultInjection.Failure.init) ?? .ioError

    /// Whether every call after the failed one fails too (`POKEDESK_FAULT_PERSISTENT=1`): a disk
    /// that stays broken rather than a glitch.
    static let faultPersistent = environment["POKEDESK_FAULT_PERSISTENT"] == "1"

    /// Rows an import batch saves under faults; the file has a batch and a half (the app's batch
    /// is 5,000: `POKEDESK_FAULT_IMPORT_BATCH=5000`).
    static let faultImportBatch = integer("POKEDESK_FAULT_IMPORT_BATCH", default: 200)

    /// Pokemons of the version 2 store migrated under faults, and the migration's batch.
    static let faultMigrationPokemons = integer("POKEDESK_FAULT_MIGRATION_POKEMONS", default: 250)
    static let faultMigrationBatch = integer("POKEDESK_FAULT_MIGRATION_BATCH", default: 100)

    /// Writes each fuzz input's number to standard error before running it, to find the input
    /// that crashed the process (`POKEDESK_FUZZ_TRACE=1`).
    static let traceFuzz = environment["POKEDESK_FUZZ_TRACE"] == "1"
}
