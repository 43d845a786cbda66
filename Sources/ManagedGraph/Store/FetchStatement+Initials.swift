// MARK: - Rows counted by the first letter of their order

extension FetchStatement {
    /// Whether the order starts with text folded for a case-insensitive sort, ascending, kept in
    /// a column of its own: the rows that share a first folded scalar are then one range of that
    /// column's index, which `countsByInitial()` counts without reading a row.
    var startsWithFoldedText: Bool {
        guard let first = orderTerms.first, !first.descending, case .folded = first.value else { return false }
        return first.sql.hasPrefix(Self.alias + "." + StoreSchema.foldedPrefix)
    }

    /// The rows whose first term has no first scalar (null, or folded to nothing), which sort
    /// first: `SELECT count(*)`.
    func countWithoutInitial() -> SQLFragment {
        let column = orderTerms[0].sql
        var sql = "SELECT count(*) FROM \(entity.quotedTable) \(Self.alias) WHERE (\(column) IS NULL OR \(column) = '')"
        var arguments: [StoreValue] = []
        if let whereClause {
            sql += " AND " + whereClause.sql
            arguments = whereClause.arguments
        }
        return SQLFragment(sql: sql, arguments: arguments)
    }

    /// For each first scalar of the folded first term, in order: the folded text of its first
    /// row (of a ranked order, the scalar alone) and how many rows start with it. A ranked order
    /// keeps those counts (`KeptRanks.Order.initials`): a row a scalar. Otherwise a recursive
    /// query seeks the first row of each scalar in the index (the next scalar's rows start after
    /// every text that starts with this one, which the byte 0xFF, in no UTF-8 text, bounds) and
    /// counts the range between: a step a row in the index, a seek a letter, and no row read.
    func countsByInitial() -> SQLFragment {
        // A ranked order keeps its rows counted by first character: a row a letter.
        if let initials = ranked?.initials {
            return SQLFragment(
                sql: "SELECT initial, rows FROM \(initials.quotedSQLIdentifier) WHERE rows > 0 AND initial <> '' "
                    + "ORDER BY initial",
                arguments: []
            )
        }
        let column = orderTerms[0].sql
        let table = "\(entity.quotedTable) \(Self.alias)"
        let filter = whereClause.map { " AND " + $0.sql } ?? ""
        let filterArguments = whereClause?.arguments ?? []
        let start = "substr(initials.folded, 1, 1)"
        let end = "\(start) || CAST(x'FF' AS TEXT)"
        let count = "(SELECT count(*) FROM \(table) WHERE \(column) >= \(start) AND \(column) < \(end)\(filter))"
        let sql = """
            WITH RECURSIVE initials(folded) AS (\
            SELECT (SELECT \(column) FROM \(table) WHERE \(column) > ''\(filter) ORDER BY \(column) LIMIT 1) \
            UNION ALL \
            SELECT (SELECT \(column) FROM \(table) WHERE \(column) >= \(end)\(filter) ORDER BY \(column) LIMIT 1) \
            FROM initials WHERE initials.folded IS NOT NULL) \
            SELECT initials.folded, \(count) FROM initials WHERE initials.folded IS NOT NULL
            """
        return SQLFragment(sql: sql, arguments: filterArguments + filterArguments + filterArguments)
    }
}
