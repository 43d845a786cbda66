// MARK: - A page across groups, read from a range's index

/// The groups a page of a results controller spans, when it is ordered by a related object's
/// attribute (cars by their owner's name) and filtered by a range few rows match: the related
/// objects' keys, a list a group, in the groups' order. Read a group at a time, each group's
/// page walks the index of its relationship and sorted attribute, testing every row of the
/// group against the range (ten thousand cars of an owner, for the few registered last week);
/// read from the range's index, the page costs the range's matches once, whatever the groups it
/// spans. The statement keeps the rows of the groups and orders them by group first, the rest
/// of the order after.
struct GroupsFirst {
    /// The to-one relationship of the fetched entity the groups are made by.
    let relationship: String
    /// The related objects' keys of each group; nil for the rows that point at none.
    let groups: [[Int64?]]

    /// The column with no related object as 0, a key no row has: a list of keys can then name
    /// it. Read through a function, the column is no index's: the range's index finds the rows.
    private var key: String { "coalesce(\(FetchStatement.alias).\(relationship.quotedSQLIdentifier), 0)" }

    private var keys: [StoreValue] { groups.joined().map { .integer($0 ?? 0) } }

    /// The condition that a row is in one of the groups.
    var membership: SQLFragment {
        SQLFragment(sql: "\(key) IN (\(SQL.placeholders(keys.count)))", arguments: keys)
    }

    /// The `ORDER BY` term that puts the groups in their order: a row's group's place.
    var order: SQLFragment {
        var sql = "CASE \(key)"
        var arguments: [StoreValue] = []
        for (place, group) in groups.enumerated() {
            for key in group {
                sql += " WHEN ? THEN \(place)"
                arguments.append(.integer(key ?? 0))
            }
        }
        return SQLFragment(sql: sql + " END", arguments: arguments)
    }
}
