import Foundation
import ManagedGraph
import PokedeskData
import Synchronization

// MARK: - A process that migrates a pokedesk store heavily, for the test that kills it

// Not part of the app: the migration kill test starts it, kills it with SIGKILL at random
// moments, and checks that the store is then version 2 or 3, complete, and that the next run
// finishes. It migrates to the app's version 3 with the app's own mapping model (PokedeskData's
// `PokedeskModel.mappingFromV2`), in batches of its choosing: every pokemon gets the date it was
// caught, one minute apart in the order they were created.
//
//     store-migrator create STORE COUNT    a version 2 store: the races and types, COUNT pokemons
//                                          named pokemon-1… (race by turns), 10,000 a save
//     store-migrator migrate STORE [BATCH] opens STORE as version 3, migrating it in batches of
//                                          BATCH pokemons (10,000)
//     store-migrator inspect STORE         opens STORE read-only as the version it is
//     store-migrator add STORE NAME        saves one more pokemon, as a version 2 program would
//
// It tells how far it got on standard output, one line at a time, written at once:
//
//     progress ENTITY DONE TOTAL   after each batch (and before the first)
//     finishing                    the last transaction starts: old tables out, new ones in
//     migrated SECONDS PEAK_KB ANON_KB  the store is version 3; the time, the peak resident memory
//                                  and the largest anonymous memory seen after a batch
//     version V POKEMONS           `inspect`: the version the store opened as, and its pokemons
//
// Exits 0, or 1 with one line on standard error.

/// Writes one line straight to file descriptor 1: a kill loses nothing written.
@Sendable func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("store-migrator: \(message)\n".utf8))
    exit(1)
}

/// The process's peak resident memory, in kilobytes (Linux counts `ru_maxrss` in them). It
/// includes the pages of the store file read through SQLite's memory map.
func peakMemory() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

/// The process's anonymous resident memory now, in kilobytes (`RssAnon` of /proc/self/status):
/// its heap and stacks, without the store's mapped pages — what would grow if rows piled up.
func anonymousMemory() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

/// The largest `anonymousMemory()` seen, sampled after each batch.
let peakAnonymous = Mutex(0)

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: store-migrator create|migrate|inspect|add STORE …") }
let path = arguments[1]

do {
    switch arguments[0] {
    case "create":
        guard arguments.count == 3, let count = Int(arguments[2]), count >= 0 else { fail("usage: create STORE COUNT") }
        try StoreVersions.create(path, pokemons: count)
    case "migrate":
        let batch = arguments.count > 2 ? Int(arguments[2]) ?? 0 : 10_000
        guard batch > 0 else { fail("usage: migrate STORE [BATCH]") }
        let started = ContinuousClock.now
        let options = PersistentStore.Options(migrationProgress: { progress in
            peakAnonymous.withLock { $0 = max($0, anonymousMemory()) }
            switch progress.stage {
            case .objects(let entity): report("progress \(entity) \(progress.done) \(progress.total)")
            case .links(let relationship): report("progress \(relationship) \(progress.done) \(progress.total)")
            case .finishing where progress.done == 0: report("finishing")
            case .finishing: break
            case .keeping: report("progress keeping \(progress.done) \(progress.total)")
            }
        })
        _ = try StoreVersions.open(path, batchSize: batch, options: options)
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        report("migrated \(String(format: "%.2f", seconds)) \(peakMemory()) \(peakAnonymous.withLock { $0 })")
    case "inspect":
        let (version, pokemons) = try StoreVersions.inspect(path)
        report("version \(version) \(pokemons)")
    case "add":
        guard arguments.count == 3 else { fail("usage: add STORE NAME") }
        try StoreVersions.addToVersion2(path, name: arguments[2])
    default:
        fail("unknown command \(arguments[0])")
    }
} catch {
    fail("\(error)")
}
