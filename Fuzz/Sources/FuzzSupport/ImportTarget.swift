import ManagedGraph
import PokedeskData
import PokedeskDomain

// MARK: - An import of a file, as `import FILE` runs it

/// Feeds the bytes to the app's import as a file, `pokemons.csv` or `pokemons.json`, into an
/// in-memory pokedesk with its races and types: the reader of the format, then the checks of
/// each row (names, races, dates) and the batched saves. Every input must end in a report whose
/// skipped rows are each one line, or in one error line. What an input imported is deleted
/// after it, so that each input starts from the same empty pokedesk and a crash file replays
/// alone.
public final class ImportTarget {
    private let container: PokedeskContainer
    private let transfers: ContextPokemonTransfers
    private let fileName: String

    /// - Parameter fileExtension: `csv` or `json`, which tells the import the format.
    public init(fileExtension: String) {
        do {
            container = try PokedeskContainer(location: .inMemory)
        } catch {
            fatalError("cannot open an in-memory pokedesk: \(error)")
        }
        // The deletes after each input are no user's change: nothing to keep for undo.
        container.viewContext.undoManager = nil
        // Batches of a few rows: a small input then crosses batch boundaries, where a batch
        // is saved and the next one read.
        transfers = ContextPokemonTransfers(viewContext: container.viewContext, batchSize: 3)
        fileName = "pokemons." + fileExtension
    }

    public func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let path = ScratchFolder.write(bytes, as: fileName)
        let report: ImportReport
        do {
            report = try transfers.importPokemons(from: path, progress: { _ in }, isCancelled: { false })
        } catch {
            FuzzCheck.oneLine(error.description, "the import's error")
            return
        }
        FuzzCheck.require(!report.wasCancelled, "an import no one cancelled says it was cancelled")
        // The app lists the first few skipped rows and counts the rest: every reason must be
        // one line, listed or not.
        for row in report.skipped { FuzzCheck.oneLine(row.reason.description, "why a row was skipped") }
        for line in Wording.importReport(report, from: path) { FuzzCheck.oneLine(line, "a line of the report") }
        forgetImported(report.imported)
    }

    /// Deletes every pokemon, after checking that there are as many as the report says.
    private func forgetImported(_ imported: Int) {
        let context = container.viewContext
        do {
            let pokemons = try context.fetch(FetchRequest(entityName: "Pokemon"))
            FuzzCheck.require(
                pokemons.count == imported,
                "the import reported \(imported) pokemons, the store has \(pokemons.count)"
            )
            guard !pokemons.isEmpty else { return }
            for pokemon in pokemons { try context.delete(pokemon) }
            try context.save()
        } catch {
            fatalError("cannot delete the imported pokemons: \(error)")
        }
    }
}
