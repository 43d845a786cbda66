// MARK: - Many rows, handed over as they are read

extension StoreReader {
    /// Each matching row's key, in the fetch's order, handed to `body` as it is read and not
    /// kept: where a million new rows fall in a results controller's order is learnt by one walk
    /// of the order (an index gives it), without a million keys in memory.
    func forEachKey(_ fetch: FetchStatement, _ body: (Int64) throws -> Void) throws {
        let fragment = fetch.keys(limited: false)
        try db.forEachRow(sql: fragment.sql, arguments: fragment.arguments) { row in try body(row.int64(0)) }
    }

    /// The values of `columns` for each matching row, in order, each read as its type says,
    /// handed to `body` as they are read: an export of a million rows holds one row at a time.
    func forEachValues(
        _ columns: FetchStatement.ValueColumns,
        types: [AttributeType],
        of fetch: FetchStatement,
        _ body: ([StoreValue]) throws -> Void
    ) throws {
        let fragment = try planned(fetch, limited: true).values(columns, limited: true)
        try db.forEachRow(sql: fragment.sql, arguments: fragment.arguments) { row in
            try body(types.enumerated().map { row.storeValue($0, type: $1) })
        }
    }
}
