import FaultyFileSystem
import Foundation
import Testing

// MARK: - Failing the Nth write of a store's files

/// The C VFS of `FaultyFileSystem`, from Swift: installed once as SQLite's default VFS, so every
/// connection the engine opens goes through it, and armed for one operation at a time.
enum FaultInjection {
    /// How an injected fault fails, from `POKEDESK_FAULT_KIND` (`io`, the default, or `full`).
    enum Failure: String {
        case ioError = "io"
        case diskFull = "full"

        var c: FaultyFailure { self == .ioError ? FaultyFailureIOError : FaultyFailureDiskFull }
    }

    /// What a run counted: the calls of each kind, and how many of them failed.
    struct Counts: CustomStringConvertible {
        var writes = 0
        var syncs = 0
        var truncates = 0
        var failures = 0

        var calls: Int { writes + syncs + truncates }

        var description: String { "\(writes) writes, \(syncs) syncs, \(truncates) truncates" }
    }

    static func install() throws {
        let result = faulty_file_system_install()
        try #require(result == 0, "the faulty VFS could not be registered: SQLite error \(result)")
    }

    /// Runs `body` with the calls on the files under `directory` counted, the `failAt`-th failed
    /// (none for 0); returns what it returned or threw, and the counts.
    static func run<T, E: Error>(
        under directory: String,
        failAt: Int,
        failure: Failure,
        persistent: Bool,
        _ body: () throws(E) -> T
    ) -> (Result<T, E>, Counts) {
        faulty_file_system_arm(
            directory.hasSuffix("/") ? directory : directory + "/",
            failAt,
            failure.c,
            persistent ? 1 : 0
        )
        let result = Result { () throws(E) -> T in try body() }
        faulty_file_system_disarm()
        let counts = Counts(
            writes: faulty_file_system_writes(),
            syncs: faulty_file_system_syncs(),
            truncates: faulty_file_system_truncates(),
            failures: faulty_file_system_failures()
        )
        return (result, counts)
    }
}
