import Foundation

// MARK: - How long the long runs are

/// The sizes of the fuzz and stress runs, from the environment, so that `make test` runs them
/// short and `make fuzz` and `make stress` long (see the Makefile).
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

    /// Writes each fuzz input's number to standard error before running it, to find the input
    /// that crashed the process (`POKEDESK_FUZZ_TRACE=1`).
    static let traceFuzz = environment["POKEDESK_FUZZ_TRACE"] == "1"
}
