// MARK: - Inferring a migration from two models

/// The SQL that turns a store of `source` into one of `destination`, when the difference is
/// one a lightweight migration can do: entities, attributes and relationships added or
/// removed, optionality relaxed. A changed attribute type is not lightweight and is refused.
struct LightweightMigration {
    let source: ManagedObjectModel
    let destination: ManagedObjectModel

    func statements() throws(StoreError) -> [String] {
        let builder = SchemaBuilder(schema: StoreSchema(model: destination))
        let oldSchema = StoreSchema(model: source)
        var statements: [String] = []

        for entity in destination.entities {
            guard let old = source.entity(named: entity.name) else {
                statements += builder.createTable(entity)
                continue
            }
            statements += try changes(from: old, to: entity, builder: builder, oldSchema: oldSchema)
        }
        for old in source.entities where destination.entity(named: old.name) == nil {
            statements.append("DROP TABLE \(old.name.quotedSQLIdentifier)")
        }

        let oldJoins = Set(oldSchema.joinTables.map(\.name))
        let newJoins = builder.schema.joinTables
        for table in newJoins where !oldJoins.contains(table.name) {
            statements += builder.createJoinTable(table)
        }
        for name in oldJoins.subtracting(newJoins.map(\.name)).sorted() {
            statements.append("DROP TABLE \(name.quotedSQLIdentifier)")
        }
        // The migrator dropped the old triggers first: the new model's are made now that its
        // tables are, and every derived value is computed afresh — a new derived attribute is
        // filled, a changed derivation recomputed.
        statements += builder.derivedTriggers()
        statements += ((try? DerivedAttributes(schema: builder.schema))?.all ?? []).map(DerivationSQL.fill)
        return statements
    }

    private func changes(
        from old: EntityDescription,
        to new: EntityDescription,
        builder: SchemaBuilder,
        oldSchema: StoreSchema
    ) throws(StoreError) -> [String] {
        let table = new.name.quotedSQLIdentifier
        var statements: [String] = []
        for attribute in new.attributes {
            guard let previous = old.storedAttribute(named: attribute.name) else {
                try requireFill(for: attribute, in: new)
                statements.append("ALTER TABLE \(table) ADD COLUMN \(builder.columnDefinition(attribute))")
                if let folded = builder.schema.foldedColumn(for: attribute) {
                    statements.append("ALTER TABLE \(table) ADD COLUMN \(folded) TEXT")
                    statements.append(
                        "UPDATE \(table) SET \(folded) = \(StoreFunctions.fold)(\(attribute.name.quotedSQLIdentifier))"
                    )
                }
                statements += builder.indexes(for: attribute, in: new)
                continue
            }
            guard (previous.derivation == nil) == (attribute.derivation == nil) else {
                let (from, to) = previous.derivation == nil ? ("stored", "derived") : ("derived", "stored")
                throw .notLightweight("\(new.name).\(attribute.name) changed from \(from) to \(to)")
            }
            guard previous.type == attribute.type else {
                throw .notLightweight(
                    "\(new.name).\(attribute.name) changed from \(previous.type) to \(attribute.type)"
                )
            }
            if previous.isOptional && !attribute.isOptional {
                try requireFill(for: attribute, in: new)
                let fill = builder.fillValue(attribute) ?? .null
                statements.append(
                    "UPDATE \(table) SET \(attribute.name.quotedSQLIdentifier) = \(builder.sqlLiteral(fill)) "
                        + "WHERE \(attribute.name.quotedSQLIdentifier) IS NULL"
                )
            }
            if builder.schema.foldedColumn(for: attribute) != nil && oldSchema.foldedColumn(for: previous) == nil {
                let folded = builder.schema.foldedColumn(for: attribute)!
                statements.append("ALTER TABLE \(table) ADD COLUMN \(folded) TEXT")
                statements.append(
                    "UPDATE \(table) SET \(folded) = \(StoreFunctions.fold)(\(attribute.name.quotedSQLIdentifier))"
                )
                statements += builder.indexes(for: attribute, in: new)
            }
        }
        for attribute in old.attributes where new.storedAttribute(named: attribute.name) == nil {
            for index in ["\(old.name)_\(attribute.name)", "\(old.name)_\(attribute.name)_unique"] {
                statements.append("DROP INDEX IF EXISTS \(index.quotedSQLIdentifier)")
            }
            if let folded = oldSchema.foldedColumn(for: attribute) {
                statements.append("ALTER TABLE \(table) DROP COLUMN \(folded)")
            }
            statements.append("ALTER TABLE \(table) DROP COLUMN \(attribute.name.quotedSQLIdentifier)")
        }
        for relationship in new.toOneRelationships where old.relationship(named: relationship.name)?.isToMany != false {
            statements.append("ALTER TABLE \(table) ADD COLUMN \(relationship.name.quotedSQLIdentifier) INTEGER")
            statements.append(builder.foreignKeyIndex(relationship, in: new))
        }
        for relationship in old.toOneRelationships where new.relationship(named: relationship.name)?.isToMany != false {
            statements.append("DROP INDEX IF EXISTS \("\(old.name)_\(relationship.name)".quotedSQLIdentifier)")
            statements.append("ALTER TABLE \(table) DROP COLUMN \(relationship.name.quotedSQLIdentifier)")
        }
        return statements
    }

    /// Existing rows get a required attribute's default, or its type's zero; a transformable
    /// attribute has no zero, so it needs a default (as every required attribute added by a
    /// Core Data lightweight migration does).
    private func requireFill(for attribute: AttributeDescription, in entity: EntityDescription) throws(StoreError) {
        guard !attribute.isOptional, attribute.type == .transformable, attribute.defaultValue.isNull else { return }
        throw .notLightweight(
            "\(entity.name).\(attribute.name) is a required transformable attribute without a default value, "
                + "so rows stored before it have nothing to hold; give it a default or make it optional"
        )
    }
}
