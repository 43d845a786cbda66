// MARK: - Fetching many rows a batch at a time

extension ObjectContext {
    /// The dictionaries `fetchDictionaries(_:)` returns, handed to `body` `batchSize` at a time
    /// as the store reads them, so that only one batch is in memory: an export of a million
    /// rows. `body` returns false to stop (a cancel); the rows not handed over are not read.
    ///
    /// The rows are read in one read of the store, so they are the store as it was when the
    /// first one was read. `body` runs during that read: it must not use this context or
    /// another of its store (which waits for the read to end). A context with unsaved changes
    /// that the request includes reads them all first, as `fetchDictionaries(_:)` does.
    ///
    /// ```swift
    /// try context.fetchDictionaries(request, inBatchesOf: 1000) { rows in
    ///     for row in rows { print(row["name"]?.stringValue ?? "") }
    ///     return true
    /// }
    /// ```
    public func fetchDictionaries(
        _ request: FetchRequest,
        inBatchesOf batchSize: Int,
        _ body: ([[String: StoreValue]]) -> Bool
    ) throws(ContextError) {
        let size = max(1, batchSize)
        let keys = request.propertiesToFetch
        let plan = try FetchPlan(request, store: store)
        guard parent == nil, !(request.includesPendingChanges && hasChanges) else {
            let rows = try fetchDictionaries(request)
            for start in stride(from: 0, to: rows.count, by: size)
            where !body(Array(rows[start..<min(start + size, rows.count)])) {
                return
            }
            return
        }
        let (columns, types) = try valueColumns(of: keys, in: plan)
        var batch: [[String: StoreValue]] = []
        batch.reserveCapacity(size)
        var read = 0
        try store.read { reader in
            // Stopping is an error thrown through the read, which ends it; caught below.
            do {
                try reader.forEachValues(columns, types: types, of: plan.statement) { values in
                    var dictionary: [String: StoreValue] = [:]
                    for (key, value) in zip(keys, values) { dictionary[key] = value }
                    batch.append(dictionary)
                    read += 1
                    guard batch.count == size else { return }
                    defer { batch.removeAll(keepingCapacity: true) }
                    guard body(batch) else { throw Stopped() }
                }
            } catch is Stopped {
                batch = []
            }
        }
        statistics.rowsRead += read
        if !batch.isEmpty { _ = body(batch) }
    }

    /// The columns and their types for dictionaries of `keys` (attribute key paths, across
    /// to-one relationships only).
    private func valueColumns(
        of keys: [String],
        in plan: FetchPlan
    ) throws(ContextError) -> (FetchStatement.ValueColumns, [AttributeType]) {
        let resolver = KeyPathResolver(model: store.model)
        do throws(PredicateError) {
            var types: [AttributeType] = []
            for key in keys {
                let path = try resolver.resolve(ModelKeyPath(key), from: plan.entity)
                guard !path.crossesToMany || path.collectionOperator != nil else {
                    throw PredicateError(.fetchCrossesToMany, "\(key)")
                }
                types.append(path.valueType ?? .integer)
            }
            return (try plan.statement.valueColumns(keys.map { ModelKeyPath($0) }), types)
        } catch {
            throw .store("invalid properties to fetch: \(error.message)")
        }
    }
}

/// Thrown through a streaming read to end it early.
private struct Stopped: Error {}
