// MARK: - Counts of rows that point at one related row

/// A fetch's filter when it is the rows whose to-one relationship points at the one related row
/// a subquery finds (`race.code == 25`, which the predicate compiler writes
/// `t0."race" = (SELECT p1.Z_PK FROM "Race" p1 WHERE p1."code" = ?)`): its matches are the
/// kept link count of that row (`KeptLinkCounts`), one row read where counting them steps over
/// each of them.
struct RelatedEquality {
    let relationship: String
    /// The subquery that finds the related row, parentheses included.
    let target: String

    /// The equality `filter` is, if it is one and nothing else, on a to-one column of `entity`'s
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
            let left = prefix + column.relationship.quotedSQLIdentifier + " = (SELECT "
            guard sql.hasPrefix(left) else { continue }
            let subquery = sql.dropFirst(left.count - "(SELECT ".count)
            guard Self.closes(subquery.dropFirst()) else { return nil }
            relationship = column.relationship
            target = String(subquery)
            return
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
    /// `SELECT` the number of rows that point at the related row: its kept link count, 0 when
    /// there is no such row or none points at it.
    func linkCount(_ equality: RelatedEquality, filter: SQLFragment) -> SQLFragment {
        SQLFragment(
            sql: "SELECT coalesce((SELECT rows FROM \(KeptLinkCounts.table) WHERE entity = ? AND relationship = ? "
                + "AND target = \(equality.target)), 0)",
            arguments: [.string(entity.name), .string(equality.relationship)] + filter.arguments
        )
    }
}
