import ManagedGraph
import PokedeskData
import PokedeskDomain
import TerminalKit

// MARK: - Opening the pokedesk, with the upgrade's progress

/// Opens the session's pokedesk. A pokedesk written by an older version of the app is upgraded
/// as it opens, which takes seconds at a million pokemons: on a terminal its progress is a line
/// rewritten in place, as an import's is, worded by `Wording.upgradeProgress` and erased once
/// the store is open; a script shows none, as it shows no other progress line.
enum PokedeskOpening {
    static func open(
        _ location: PersistentStore.Location,
        options: PersistentStore.Options,
        console: Console
    ) throws(PokedeskOpeningError) -> PokedeskContainer {
        let progressLine = ProgressLine(console: console)
        defer { progressLine.finish() }
        // The store calls back on this thread, between its transactions, while the initialiser
        // below runs: the line is never touched from two threads at once.
        nonisolated(unsafe) let line = progressLine
        return try PokedeskContainer(location: location, options: options) { progress in
            line.update(Wording.upgradeProgress(progress))
        }
    }
}
