import Foundation
import ManagedGraph
public import PokedeskDomain

// MARK: - Import

extension ContextPokemonTransfers {
    /// Reads the file twice, a chunk at a time: once through, to refuse a file that is not CSV
    /// or JSON throughout before a row is imported and to count the rows for the progress; then
    /// a batch of rows at a time, each batch saved before the next is read.
    public func importPokemons(
        from path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ImportReport {
        let file: TransferFile
        do {
            file = try TransferFile(path: path)
        } catch {
            throw .transfer(error)
        }
        let (batchSize, batchSaved) = (self.batchSize, self.batchSaved)
        return try BackgroundJob(viewContext: viewContext, trace: trace, counted: jobStatistics).run(
            named: "import",
            progress: progress,
            isCancelled: isCancelled
        ) { (context, control) throws(PokedeskError) -> ImportReport in
            var rows: ImportRowReader
            do throws(TransferProblem) {
                guard let total = try file.countRows(isCancelled: { control.isCancelled }) else {
                    return ImportReport(imported: 0, skipped: [], wasCancelled: true)
                }
                control.setTotal(total)
                rows = try file.rowReader()
            } catch {
                throw .transfer(error)
            }
            let races = try Self.lookup(in: context)
            var dates = try Self.creationDates(in: context)
            var imported = 0
            var skipped: [SkippedRow] = []
            var batches = 0
            while true {
                let batch = try Self.rows(batchSize, from: &rows)
                guard !batch.isEmpty else { break }
                if control.isCancelled { return ImportReport(imported: imported, skipped: skipped, wasCancelled: true) }
                for row in batch {
                    guard let (name, race, caught) = Self.validated(row, races: races, skipped: &skipped) else {
                        continue
                    }
                    // Every pokemon made counts in the creation order, dated by its row or not.
                    let inOrder = dates.next()
                    try Self.insertPokemon(named: name, race: race, caught: caught ?? inOrder, into: context)
                }
                imported += try Self.save(context, keeping: imported, of: .importing)
                control.advance(by: batch.count)
                batches += 1
                batchSaved?(batches)
            }
            return ImportReport(imported: imported, skipped: skipped, wasCancelled: false)
        }
    }

    /// The next `count` rows of the file, fewer at its end.
    private static func rows(_ count: Int, from reader: inout ImportRowReader) throws(PokedeskError) -> [ImportRow] {
        var rows: [ImportRow] = []
        rows.reserveCapacity(count)
        do throws(TransferProblem) {
            while rows.count < count, let row = try reader.next() { rows.append(row) }
        } catch {
            throw .transfer(error)
        }
        return rows
    }

    /// A row's name and race as `add` would take them, and its date caught if it has one; nil,
    /// with the reason added to `skipped`, when `add` would refuse them or the date is not one.
    private static func validated(
        _ row: ImportRow,
        races: RaceLookup,
        skipped: inout [SkippedRow]
    ) -> (String, ManagedRace?, Date?)? {
        switch row {
        case .invalid(let position, let reason):
            skipped.append(SkippedRow(position: position, reason: reason))
            return nil
        case .pokemon(let position, let name, let raceText, let caught):
            do throws(PokedeskError) {
                let valid: PokemonName
                do {
                    valid = try PokemonName(validating: name)
                } catch {
                    throw .invalidName(error)
                }
                return (valid.value, try raceText.flatMap(races.race(matching:)), caught)
            } catch {
                skipped.append(SkippedRow(position: position, reason: .refused(error)))
                return nil
            }
        }
    }
}
