import GRDB

// MARK: - A page of a range, read from the range's index when its matches are few

/// A page of `caught > X` sorted by name can be read two ways: walk the name's index, testing
/// each row until the page is full — about `(offset + limit) × rows ÷ matches` rows, a few
/// dozen when half the table matches, tens of thousands when a few thousand rows of ten million
/// do — or read the matches from the date's index and sort them, `matches` rows. Without
/// statistics SQLite always walks the order, and it cannot know the matches. A range of a
/// ranked attribute counts its matches from the counted order, in a few steps, so the store
/// chooses: the range first when `matches² < (offset + limit) × rows`, the cheaper of the two;
/// the worst either way is then √((offset + limit) × rows) rows, 14,000 of ten million for the
/// first page, where walking alone would step over every row of a range that matches none.
extension FetchStatement {
    /// Whether a limited read of this fetch has a choice to make: a page, filtered by a range of
    /// a ranked attribute, sorted by something else.
    var mayReadRangeFirst: Bool {
        guard fetchLimit > 0, groupsFirst == nil, let range = rankedRange, let first = orderTerms.first
        else { return false }
        return first.sql != "\(Self.alias).\(range.order.columns[0])"
    }

    /// The range's matches and the kept rows of a table (the fetched one's by default), in one
    /// statement.
    func rangeFirstCounts(_ range: RankedRange, rowsOf table: String? = nil) -> SQLFragment {
        let count = rankedCount(range)
        return SQLFragment(
            sql: count.sql + ", (SELECT rows FROM \(KeptRowCounts.table) WHERE entity = ?)",
            arguments: count.arguments + [.string(table ?? entity.rootName)]
        )
    }

    /// Whether reading `matches` of a table of `rows` and sorting them costs less than walking
    /// the order until this page is full.
    func readsRangeFirst(matches: Int, rows: Int) -> Bool {
        let wanted = Double(fetchOffset) + Double(fetchLimit)
        return Double(matches) * Double(matches) < wanted * Double(rows)
    }

    /// The same fetch, its first sort term hidden from SQLite's choice of index (`+term`): the
    /// range's index finds the rows, and a sort orders them.
    var rangeFirst: FetchStatement {
        var fetch = self
        fetch.sortsAfterRange = true
        return fetch
    }
}

extension StoreReader {
    /// `fetch` as a limited read should run it: with its range first when its matches are few
    /// (see `FetchStatement.readsRangeFirst(matches:rows:)`), as it is otherwise.
    func planned(_ fetch: FetchStatement, limited: Bool) throws -> FetchStatement {
        guard limited, fetch.mayReadRangeFirst else { return fetch }
        return try readsRangeFirst(fetch) ? fetch.rangeFirst : fetch
    }

    /// Whether the range of a ranked attribute that filters `fetch` has few enough matches to
    /// read them all and sort them, rather than walk the order until its page is full; false
    /// for a fetch filtered otherwise.
    func readsRangeFirst(_ fetch: FetchStatement) throws -> Bool {
        guard let range = fetch.rankedRange else { return false }
        let counts = fetch.rangeFirstCounts(range)
        var choice = false
        try db.forEachRow(sql: counts.sql, arguments: counts.arguments) { row in
            guard let rows = row.optionalInt64(1) else { return }
            choice = fetch.readsRangeFirst(matches: Int(row.int64(0)), rows: Int(rows))
        }
        return choice
    }
}
