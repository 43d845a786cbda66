// MARK: - The SQL of a heavy migration's many-to-many links

extension HeavyMigrationTables {
    /// Copies a many-to-many relationship's links into its building join table, the pairs
    /// whose two objects were both migrated; nil when it starts empty.
    func copyLinks(_ link: LinkPlan) -> String? {
        guard let sourceEntity = link.sourceEntity, let source = link.source else { return nil }
        guard
            case .joinTable(let oldTable, let sourceColumn, let targetColumn, let sourceOrder) =
                sourceSchema.storage(of: source, in: sourceEntity)
        else { return nil }
        let destinationTable = destinationSchema.storage(of: link.destination, in: link.destinationEntity)
        guard case .joinTable(let table, _, _, let order) = destinationTable else { return nil }
        let from = "l.\(sourceColumn)"
        let to = "l.\(targetColumn)"
        // The owner's order: the source's, or the keys' order when the source kept none.
        let ownerOrder =
            order == nil
            ? "NULL" : sourceOrder.map { "l.\($0)" } ?? "row_number() OVER (PARTITION BY \(from) ORDER BY \(to)) - 1"
        var inverseOrder = "NULL"
        if let inverse = plan.mapping.destination.inverse(of: link.destination), inverse.isOrdered,
            let sourceInverse = plan.mapping.source.inverse(of: source), sourceInverse.isOrdered,
            let sourceInverseEntity = plan.mapping.source.entity(named: source.destination),
            case .joinTable(_, _, _, let column?) = sourceSchema.storage(of: sourceInverse, in: sourceInverseEntity)
        {
            inverseOrder = "l.\(column)"
        }
        let owners = building(of: link.destinationEntity.name).quotedSQLIdentifier
        let others = building(of: link.destination.destination).quotedSQLIdentifier
        let key = StoreSchema.primaryKey
        return """
            INSERT INTO \(Self.building(table).quotedSQLIdentifier) (Z_SOURCE, Z_TARGET, Z_SOURCE_ORDER, Z_TARGET_ORDER) \
            SELECT \(from), \(to), \(ownerOrder), \(inverseOrder) FROM \(oldTable.quotedSQLIdentifier) l \
            WHERE \(from) IN (SELECT \(key) FROM \(owners)) AND \(to) IN (SELECT \(key) FROM \(others))
            """
    }

    /// Counts a join table's rows (a link plan's progress).
    func countLinks(_ link: LinkPlan) -> String? {
        guard let sourceEntity = link.sourceEntity, let source = link.source,
            case .joinTable(let oldTable, _, _, _) = sourceSchema.storage(of: source, in: sourceEntity)
        else { return nil }
        return "SELECT count(*) FROM \(oldTable.quotedSQLIdentifier)"
    }

    /// The join table a link plan fills, by its own name.
    func joinTable(_ link: LinkPlan) -> String {
        guard
            case .joinTable(let table, _, _, _) = destinationSchema.storage(
                of: link.destination,
                in: link.destinationEntity
            )
        else { return link.destination.name }
        return table
    }

}
