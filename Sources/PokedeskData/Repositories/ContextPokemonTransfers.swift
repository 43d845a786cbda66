import Foundation
public import ManagedGraph
public import PokedeskDomain

// MARK: - Import, export and generate over the store

/// The Domain's bulk jobs. Import and generate run on a background context of the view
/// context's store (see `BackgroundJob`), saving every `batchSize` rows: a cancel stops the job
/// before its next batch, and every batch saved before it is kept. They are not undoable: the
/// background context keeps no undo history, as a Core Data import does not.
/// Export reads the view context on the calling thread: a read is quick, and the file is
/// written whole or not at all.
///
/// With `trace on`, each request is a `repository` hop, and the context's work a `context` hop
/// inside it — the background job as one, never a hop per row or batch: the job's thread does
/// not record (the trace belongs to the thread that typed the command).
public final class ContextPokemonTransfers: PokemonTransfers {
    private let viewContext: ObjectContext
    private let trace: Trace
    private let jobStatistics: (ContextStatistics) -> Void
    private let batchSize: Int
    /// Called on the background executor after each saved batch with the number of batches saved
    /// so far: a seam for tests, which hold the job there to cancel it after an exact batch.
    var batchSaved: (@Sendable (Int) -> Void)?

    /// - Parameters:
    ///   - batchSize: rows per save in import and generate.
    ///   - jobStatistics: told, when an import or a generate ends, what its background context did.
    public init(
        viewContext: ObjectContext,
        batchSize: Int = 1000,
        trace: Trace = .off,
        jobStatistics: @escaping (ContextStatistics) -> Void = { _ in }
    ) {
        self.viewContext = viewContext
        self.batchSize = max(1, batchSize)
        self.trace = trace
        self.jobStatistics = jobStatistics
    }

    // MARK: Import

    public func importPokemons(
        from path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ImportReport {
        try trace.hop(.repository, Self.self, "importPokemons(from: \(Quoting.quoted(path)))") {
            () throws(PokedeskError) in
            try importFile(path, progress: progress, isCancelled: isCancelled)
        }
    }

    private func importFile(
        _ path: String,
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
            let rows: [ImportRow]
            do throws(TransferProblem) {
                rows = try file.rows(in: try file.read())
            } catch {
                throw .transfer(error)
            }
            control.setTotal(rows.count)
            let races = try Self.lookup(in: context)
            var dates = try Self.creationDates(in: context)
            var imported = 0
            var skipped: [SkippedRow] = []
            for (number, batch) in rows.chunks(of: batchSize).enumerated() {
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
                batchSaved?(number + 1)
            }
            return ImportReport(imported: imported, skipped: skipped, wasCancelled: false)
        }
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
                skipped.append(SkippedRow(position: position, reason: error.description))
                return nil
            }
        }
    }

    // MARK: Export

    public func exportPokemons(
        to path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ExportReport {
        try trace.hop(.repository, Self.self, "exportPokemons(to: \(Quoting.quoted(path)))") {
            () throws(PokedeskError) in
            try exportFile(path, progress: progress, isCancelled: isCancelled)
        }
    }

    private func exportFile(
        _ path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ExportReport {
        let file: TransferFile
        do {
            file = try TransferFile(path: path)
        } catch {
            throw .transfer(error)
        }
        let rows: [[String: StoreValue]]
        let request = FetchRequest(
            entityName: "Pokemon",
            sortDescriptors: [.init("name", comparison: .caseInsensitive), .init("race.code")],
            resultType: .dictionaries,
            propertiesToFetch: ["name", "race.code", "caught"]
        )
        do {
            rows = try trace.hop(
                .context,
                ObjectContext.self,
                TraceMessages.fetch(request, method: "fetchDictionaries")
            ) {
                () throws(ContextError) in try viewContext.fetchDictionaries(request)
            }
        } catch {
            throw PokedeskError(error)
        }
        let pokemons: [ExportText.Pokemon] = rows.map {
            (name: $0["name"]?.stringValue ?? "", code: $0["race.code"]?.integerValue, caught: $0["caught"]?.dateValue)
        }
        let cancelled = ExportReport(exported: 0, wasCancelled: true)
        // A Ctrl-C during the read stops the export before it makes a file at all.
        if isCancelled() { return cancelled }
        let writer = try TransferFileWriter(path: file.path)
        var text = ExportText(format: file.format)
        var shown = ExportProgress(total: pokemons.count)
        try writer.append(text.opening)
        for start in stride(from: 0, to: pokemons.count, by: batchSize) {
            if isCancelled() {
                writer.abandon()
                return cancelled
            }
            try writer.append(text.text(of: pokemons[start..<min(start + batchSize, pokemons.count)]))
            shown.advance(to: min(start + batchSize, pokemons.count), reporting: progress)
        }
        try writer.append(text.closing)
        if isCancelled() {
            writer.abandon()
            return cancelled
        }
        try writer.commit()
        return ExportReport(exported: pokemons.count, wasCancelled: false)
    }

    // MARK: Generate

    public func generatePokemons(
        count: Int,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> GenerateReport {
        try trace.hop(.repository, Self.self, "generatePokemons(count: \(count))") { () throws(PokedeskError) in
            try generate(count, progress: progress, isCancelled: isCancelled)
        }
    }

    private func generate(
        _ count: Int,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> GenerateReport {
        let limit = 1...GenerateReport.maximumCount
        guard limit.contains(count) else { throw .notInRange(argument: "N", given: count, range: limit) }
        let (batchSize, batchSaved) = (self.batchSize, self.batchSaved)
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
                        named: PokemonGenerator.name(race: race.name, number: number),
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

    private static func lookup(in context: ObjectContext) throws(PokedeskError) -> RaceLookup {
        do {
            return try RaceLookup(context: context)
        } catch {
            throw PokedeskError(error)
        }
    }

    /// The dates of the pokemons a job makes without one, after those the store holds now.
    private static func creationDates(in context: ObjectContext) throws(PokedeskError) -> CreationDates {
        do {
            return CreationDates(existing: try context.count(for: FetchRequest(entityName: "Pokemon")))
        } catch {
            throw PokedeskError(error)
        }
    }

    private static func insertPokemon(
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
    /// pokemons, which a full disk's message counts, so that it does not say nothing was saved.
    private static func save(
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
            throw failure == .diskFull ? .diskFullDuringBatches(kept: kept, job: job) : failure
        }
        return saved.inserted.count
    }
}

// MARK: - Batches

extension Array {
    /// The elements in consecutive slices of `size` (the last one may be shorter).
    fileprivate func chunks(of size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}

// MARK: - Dates by creation order

/// The dates of the pokemons a job makes that no one dated: the migration from version 2's rule
/// (`PokedeskModel.caughtDate(creationIndex:)`), counted on from the pokemons already there.
private struct CreationDates {
    private var index: Int

    init(existing: Int) {
        index = existing
    }

    mutating func next() -> Date {
        defer { index += 1 }
        return PokedeskModel.caughtDate(creationIndex: index)
    }
}
