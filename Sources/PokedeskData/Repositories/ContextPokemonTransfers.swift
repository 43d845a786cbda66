import Foundation
import Localization
public import ManagedGraph
public import PokedeskDomain

// MARK: - Import, export and generate over the store

/// The Domain's bulk jobs. Import and generate run on a background context of the view
/// context's store (see `BackgroundJob`), saving every `batchSize` rows (`TransferBatch.rows`):
/// a cancel stops the job before its next batch, and every batch saved before it is kept. They
/// are not undoable: the background context keeps no undo history, as a Core Data import does
/// not.
/// Export reads the view context on the calling thread, a batch at a time, and the file is
/// written whole or not at all.
///
/// Each streams: a batch of rows is in memory at a time, whatever the file or the store holds
/// (import reads the file a chunk at a time, export the store a batch at a time), and saves are
/// not flushed to disk one by one (see `PersistentStore.performBulkWork`).
///
/// With `trace on`, the context's work is a `context` hop inside the request's `repository` hop
/// (its traced twin's) — the background job as one, never a hop per row or batch: the job's
/// thread does not record (the trace belongs to the thread that typed the command).
public final class ContextPokemonTransfers: PokemonTransfers {
    let viewContext: ObjectContext
    let trace: Trace
    let jobStatistics: (ContextStatistics) -> Void
    let batchSize: Int
    /// Called on the background executor after each saved batch with the number of batches saved
    /// so far: a seam for tests, which hold the job there to cancel it after an exact batch.
    var batchSaved: (@Sendable (Int) -> Void)?

    /// - Parameters:
    ///   - batchSize: rows per save in import and generate.
    ///   - jobStatistics: told, when an import or a generate ends, what its background context did.
    public init(
        viewContext: ObjectContext,
        batchSize: Int = TransferBatch.rows,
        trace: Trace = .off,
        jobStatistics: @escaping (ContextStatistics) -> Void = { _ in }
    ) {
        self.viewContext = viewContext
        self.batchSize = max(1, batchSize)
        self.trace = trace
        self.jobStatistics = jobStatistics
    }

    // MARK: Generate

    public func generatePokemons(
        count: Int,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> GenerateReport {
        let limit = 1...GenerateReport.maximumCount
        guard limit.contains(count) else { throw .notInRange(argument: "N", given: count, range: limit) }
        let (batchSize, batchSaved) = (self.batchSize, self.batchSaved)
        // Pokemons are named after their race as the screens show it: the language is read
        // here, since the job's own task does not see the caller's.
        let spanish = Language.current == .spanish
        return try BackgroundJob(viewContext: viewContext, trace: trace, counted: jobStatistics).run(
            named: "generate",
            progress: progress,
            isCancelled: isCancelled
        ) { (context, control) throws(PokedeskError) -> GenerateReport in
            control.setTotal(count)
            let races = try Self.lookup(in: context).races
            guard !races.isEmpty else { throw .noRaces }
            let existing: Int
            do throws(ContextError) {
                existing = try context.count(for: FetchRequest(entityName: "Pokemon"))
            } catch {
                throw PokedeskError(error)
            }
            var generator = PokemonGenerator(raceCount: races.count, existing: existing)
            var dates = CreationDates(existing: existing)
            var generated = 0
            var batches = 0
            while generated < count {
                if control.isCancelled { return GenerateReport(generated: generated, wasCancelled: true) }
                let size = min(batchSize, count - generated)
                for _ in 0..<size {
                    let (raceIndex, number) = generator.next()
                    let race = races[raceIndex]
                    try Self.insertPokemon(
                        named: PokemonGenerator.name(race: spanish ? race.spanishName : race.name, number: number),
                        race: race,
                        caught: dates.next(),
                        into: context
                    )
                }
                generated += try Self.save(context, keeping: generated, of: .generating)
                control.advance(by: size)
                batches += 1
                batchSaved?(batches)
            }
            return GenerateReport(generated: generated, wasCancelled: false)
        }
    }

    // MARK: On the background context

    static func lookup(in context: ObjectContext) throws(PokedeskError) -> RaceLookup {
        do {
            return try RaceLookup(context: context)
        } catch {
            throw PokedeskError(error)
        }
    }

    /// The dates of the pokemons a job makes without one, after those the store holds now.
    static func creationDates(in context: ObjectContext) throws(PokedeskError) -> CreationDates {
        do {
            return CreationDates(existing: try context.count(for: FetchRequest(entityName: "Pokemon")))
        } catch {
            throw PokedeskError(error)
        }
    }

    static func insertPokemon(
        named name: String,
        race: ManagedRace?,
        caught: Date,
        into context: ObjectContext
    ) throws(PokedeskError) {
        do {
            let pokemon = try context.insert(ManagedPokemon.self)
            pokemon.name = name
            pokemon.caught = caught
            if let race { try pokemon.setRace(race) }
        } catch {
            throw PokedeskError(error)
        }
    }

    /// Saves one batch; returns how many pokemons it added. A batch that cannot be saved is
    /// dropped, and the job ends with the error: the batches before it stay saved — the `kept`
    /// pokemons, which the message of a full or failing disk counts, so that it does not say
    /// nothing was saved.
    static func save(
        _ context: ObjectContext,
        keeping kept: Int,
        of job: BatchJob
    ) throws(PokedeskError)
        -> Int
    {
        let saved: ContextChanges
        do {
            saved = try context.save()
        } catch {
            context.rollback()
            let failure = PokedeskError(error)
            switch failure {
            case .diskFull: throw .diskFullDuringBatches(kept: kept, job: job)
            case .ioError: throw .ioErrorDuringBatches(kept: kept, job: job)
            default: throw failure
            }
        }
        return saved.inserted.count
    }
}

// MARK: - Dates by creation order

/// The dates of the pokemons a job makes that no one dated: the migration from version 2's rule
/// (`PokedeskModel.caughtDate(creationIndex:)`), counted on from the pokemons already there.
struct CreationDates {
    private var index: Int

    init(existing: Int) {
        index = existing
    }

    mutating func next() -> Date {
        defer { index += 1 }
        return PokedeskModel.caughtDate(creationIndex: index)
    }
}
