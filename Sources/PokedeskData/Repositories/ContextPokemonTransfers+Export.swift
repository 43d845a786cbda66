import ManagedGraph
public import PokedeskDomain

// MARK: - Export

extension ContextPokemonTransfers {
    public func exportPokemons(
        to path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ExportReport {
        try viewContext.store.performBulkWork { () throws(PokedeskError) in
            try exportFile(path, progress: progress, isCancelled: isCancelled)
        }
    }

    /// Counts the pokemons, for the progress, then reads them a batch at a time and writes
    /// each batch before the next is read (into a temporary file, put in place at the end).
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
        let request = FetchRequest(
            entityName: "Pokemon",
            sortDescriptors: [.init("name", comparison: .caseInsensitive), .init("race.code")],
            resultType: .dictionaries,
            propertiesToFetch: ["name", "race.code", "caught"]
        )
        let total: Int
        do {
            total = try trace.hop(.context, ObjectContext.self, TraceMessages.fetch(request, method: "count")) {
                () throws(ContextError) in try viewContext.count(for: request)
            }
        } catch {
            throw PokedeskError(error)
        }
        let cancelled = ExportReport(exported: 0, wasCancelled: true)
        if isCancelled() { return cancelled }
        let writer = try TransferFileWriter(path: file.path)
        var text = ExportText(format: file.format)
        var shown = ExportProgress(total: total)
        try writer.append(text.opening)
        var written = 0
        var failure: PokedeskError?
        var stopped = false
        do throws(ContextError) {
            try trace.hop(.context, ObjectContext.self, TraceMessages.fetch(request, method: "fetchDictionaries")) {
                () throws(ContextError) in
                try viewContext.fetchDictionaries(request, inBatchesOf: batchSize) { rows in
                    // The store is being read: nothing here may use the context.
                    guard !isCancelled() else {
                        stopped = true
                        return false
                    }
                    let pokemons = rows.map {
                        (
                            name: $0["name"]?.stringValue ?? "", code: $0["race.code"]?.integerValue,
                            caught: $0["caught"]?.dateValue
                        )
                    }
                    do throws(PokedeskError) {
                        try writer.append(text.text(of: pokemons))
                    } catch {
                        failure = error
                        return false
                    }
                    written += rows.count
                    shown.advance(to: written, reporting: progress)
                    return true
                }
            }
        } catch {
            writer.abandon()
            throw PokedeskError(error)
        }
        if let failure { throw failure }
        if stopped {
            writer.abandon()
            return cancelled
        }
        try writer.append(text.closing)
        if isCancelled() {
            writer.abandon()
            return cancelled
        }
        try writer.commit()
        return ExportReport(exported: written, wasCancelled: false)
    }
}
