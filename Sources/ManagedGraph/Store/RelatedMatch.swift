// MARK: - Counts of rows that point at the related rows a subquery finds

/// A fetch's filter when it is the rows whose to-one relationship points at the related rows a
/// subquery finds (`race.code == 25`, which the predicate compiler writes
/// `t0."race" = (SELECT p1.Z_PK FROM "Race" p1 WHERE p1."code" = ?)`, or `race.name == "Pikachu"`,
/// `t0."race" IN (SELECT …)`): its matches are the kept link counts of those rows
/// (`KeptLinkCounts`), a row each, where counting them steps over each match.
struct RelatedMatch {
    let relationship: String
    /// The subquery that finds the related row, parentheses included.
    let target: String

    /// The match `filter` is, if it is one and nothing else, on a to-one column of `entity`'s
    /// own table whose links the store counts. An entity sharing its table with others is left
    /// out: the counts are the table's.
    init?(filter: SQLFragment, entity: EntityDescription, schema: StoreSchema) {
        guard entity.parentName == nil, !entity.hasSubentities else { return nil }
        var sql = Substring(filter.sql)
        if sql.hasPrefix("("), Self.closes(sql.dropFirst()) { sql = sql.dropFirst().dropLast() }
        let prefix = "\(FetchStatement.alias)."
        guard sql.hasPrefix(prefix) else { return nil }
        let counted = KeptLinkCounts.columns(of: schema).filter { $0.table == entity.name }
        for column in counted {
            for op in ["=", "IN"] {
                let left = prefix + column.relationship.quotedSQLIdentifier + " \(op) (SELECT "
                guard sql.hasPrefix(left) else { continue }
                let subquery = sql.dropFirst(left.count - "(SELECT ".count)
                guard Self.closes(subquery.dropFirst()) else { return nil }
                relationship = column.relationship
                target = String(subquery)
                return
            }
        }
        return nil
    }

    /// Whether the parenthesis opened just before `text` closes at its last character (and not
    /// before), quotes aside.
    private static func closes(_ text: Substring) -> Bool {
        var depth = 1
        var quote: Character?
        for (offset, character) in zip(0..., text) {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "'", "\"": quote = character
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return offset == text.count - 1 }
            default: break
            }
        }
        return false
    }
}

extension FetchStatement {
    /// `SELECT` the number of rows that point at the related rows: their kept link counts,
    /// summed, 0 when there is no such row or none points at them.
    func linkCount(_ match: RelatedMatch, filter: SQLFragment) -> SQLFragment {
        SQLFragment(
            sql: "SELECT coalesce((SELECT sum(rows) FROM \(KeptLinkCounts.table) WHERE entity = ? AND relationship = ? "
                + "AND target IN \(match.target)), 0)",
            arguments: [.string(entity.name), .string(match.relationship)] + filter.arguments
        )
    }
}
