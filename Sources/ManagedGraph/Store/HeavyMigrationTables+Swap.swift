// MARK: - The SQL of a heavy migration's last transaction

extension HeavyMigrationTables {
    /// Clears to-one keys that lead to no migrated object: a policy left their object out, or
    /// pointed a key elsewhere.
    func keyCleanups() -> [String] {
        var statements: [String] = []
        for entity in plan.entities {
            for relationship in entity.destination.toOneRelationships {
                guard entity.mayChangeKeys || plan.entity(named: relationship.destination)?.mayChangeKeys == true
                else { continue }
                let column = relationship.name.quotedSQLIdentifier
                statements.append(
                    "UPDATE \(building(of: entity.destination.name).quotedSQLIdentifier) SET \(column) = NULL "
                        + "WHERE \(column) IS NOT NULL AND \(column) NOT IN "
                        + "(SELECT \(StoreSchema.primaryKey) FROM \(building(of: relationship.destination).quotedSQLIdentifier))"
                )
            }
        }
        return statements
    }

    /// Drops the source's tables and the rank tables, then gives the building tables their names.
    func swapTables() -> [String] {
        var statements: [String] = []
        for root in sourceSchema.roots {
            statements.append("DROP TABLE IF EXISTS \(root.name.quotedSQLIdentifier)")
        }
        for table in sourceSchema.joinTables {
            statements.append("DROP TABLE IF EXISTS \(table.name.quotedSQLIdentifier)")
        }
        for entity in plan.entities {
            for index in entity.rankedOrders.indices {
                statements.append(
                    "DROP TABLE IF EXISTS \(Self.rank(entity.destination.name, index).quotedSQLIdentifier)"
                )
            }
        }
        for (name, _) in buildingTables() {
            let final = String(name.dropFirst(Self.prefix.count))
            statements.append("ALTER TABLE \(name.quotedSQLIdentifier) RENAME TO \(final.quotedSQLIdentifier)")
        }
        return statements
    }

    /// The highest key ever handed out for each entity, as recorded in `Z_PRIMARYKEY` (one
    /// parameter: the entity's name).
    static let recordedKeyCeiling = "SELECT max FROM Z_PRIMARYKEY WHERE entity = ?"

    /// The highest key an entity's (renamed) table holds: its hierarchy's.
    func highestKey(_ entity: EntityDescription) -> String {
        "SELECT max(\(StoreSchema.primaryKey)) FROM \(entity.quotedTable)"
    }

    /// A value of a unique attribute that two rows of its (renamed) table hold, for the message
    /// of an index that could not be made.
    func duplicateValue(of attribute: AttributeDescription, in entity: EntityDescription) -> String {
        let column = attribute.name.quotedSQLIdentifier
        return "SELECT \(column) FROM \(entity.quotedTable) WHERE \(column) IS NOT NULL "
            + "GROUP BY \(column) HAVING count(*) > 1 LIMIT 1"
    }

    /// `Z_PRIMARYKEY` emptied, then written back one entity at a time (two parameters).
    static let clearKeyCeilings = "DELETE FROM Z_PRIMARYKEY"
    static let writeKeyCeiling = "INSERT INTO Z_PRIMARYKEY (entity, max) VALUES (?, ?)"
}
