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

        for root in builder.schema.roots {
            try checkRowsStay(in: root, schema: builder.schema)
            guard let old = source.entity(named: root.name), old.rootName == old.name else {
                statements += builder.createTable(root)
                continue
            }
            statements += try changes(from: old, to: root, builder: builder, oldSchema: oldSchema)
        }
        for old in oldSchema.roots where destination.entity(named: old.name) == nil {
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

    // MARK: Hierarchies

    /// Refuses what would move rows between tables, or leave rows without an entity: an entity
    /// that joins or leaves a hierarchy (its rows would change tables, and their keys could
    /// collide with the rows already there), an entity of the source's hierarchy that the
    /// destination removes, and an entity that becomes abstract.
    private func checkRowsStay(in root: EntityDescription, schema: StoreSchema) throws(StoreError) {
        let members = schema.entities(inTableOf: root)
        for entity in members {
            guard let old = source.entity(named: entity.name) else { continue }
            guard old.rootName == root.name else {
                throw .notLightweight(
                    "\(entity.name) moves from \(old.rootName)'s table to \(root.name)'s: "
                        + "a lightweight migration does not move rows between tables"
                )
            }
            if entity.isAbstract && !old.isAbstract {
                throw .notLightweight("\(entity.name) becomes abstract: the objects it has would have no entity")
            }
        }
        guard let oldRoot = source.entity(named: root.name), oldRoot.rootName == root.name else { return }
        for old in StoreSchema(model: source).entities(inTableOf: oldRoot)
        where !members.contains(where: { $0.name == old.name }) && !old.isAbstract {
            throw .notLightweight(
                "\(old.name) is no longer in \(root.name)'s hierarchy: its rows would stay in \(root.name)'s table "
                    + "without an entity; a lightweight migration does not delete them"
            )
        }
    }

    // MARK: One table

    /// The changes of the table of `new` (a root; `old` is the source's root of the same name):
    /// the kind column when the table becomes shared, then each column added, changed or removed.
    private func changes(
        from old: EntityDescription,
        to new: EntityDescription,
        builder: SchemaBuilder,
        oldSchema: StoreSchema
    ) throws(StoreError) -> [String] {
        let table = new.quotedTable
        var statements: [String] = []
        if new.sharesTable && !old.sharesTable {
            // Every row so far is the root's: the column's default says so.
            statements.append("ALTER TABLE \(table) ADD COLUMN \(builder.kindColumnDefinition(new))")
            statements.append(builder.kindIndex(new))
        }
        let oldColumns = oldSchema.attributeColumns(inTableOf: old)
        for (owner, attribute) in builder.schema.attributeColumns(inTableOf: new) {
            let bySubentity = owner !== new
            guard let (oldOwner, previous) = oldColumns.first(where: { $0.attribute.name == attribute.name }) else {
                try requireFill(for: attribute, in: owner)
                statements.append(
                    "ALTER TABLE \(table) ADD COLUMN \(builder.columnDefinition(attribute, declaredBySubentity: bySubentity))"
                )
                // A sub-entity's column has no default: its rows are filled here.
                if bySubentity, !attribute.isOptional, let fill = builder.fillValue(attribute) {
                    statements.append(
                        "UPDATE \(table) SET \(attribute.name.quotedSQLIdentifier) = \(builder.sqlLiteral(fill)) "
                            + "WHERE \(kindLiterals(of: owner, builder: builder))"
                    )
                }
                if let folded = builder.schema.foldedColumn(for: attribute) {
                    statements.append("ALTER TABLE \(table) ADD COLUMN \(folded) TEXT")
                    statements.append(
                        "UPDATE \(table) SET \(folded) = \(StoreFunctions.fold)(\(attribute.name.quotedSQLIdentifier))"
                    )
                }
                statements += builder.indexes(for: attribute, in: owner)
                continue
            }
            guard oldOwner.name == owner.name else {
                throw .notLightweight(
                    "\(attribute.name) moves from \(oldOwner.name) to \(owner.name): "
                        + "a lightweight migration keeps each column with the entity that declares it"
                )
            }
            guard (previous.derivation == nil) == (attribute.derivation == nil) else {
                let (from, to) = previous.derivation == nil ? ("stored", "derived") : ("derived", "stored")
                throw .notLightweight("\(owner.name).\(attribute.name) changed from \(from) to \(to)")
            }
            guard previous.type == attribute.type else {
                throw .notLightweight(
                    "\(owner.name).\(attribute.name) changed from \(previous.type) to \(attribute.type)"
                )
            }
            if previous.isOptional && !attribute.isOptional {
                try requireFill(for: attribute, in: owner)
                let fill = builder.fillValue(attribute) ?? .null
                let kinds = bySubentity ? " AND \(kindLiterals(of: owner, builder: builder))" : ""
                statements.append(
                    "UPDATE \(table) SET \(attribute.name.quotedSQLIdentifier) = \(builder.sqlLiteral(fill)) "
                        + "WHERE \(attribute.name.quotedSQLIdentifier) IS NULL\(kinds)"
                )
            }
            if builder.schema.foldedColumn(for: attribute) != nil && oldSchema.foldedColumn(for: previous) == nil {
                let folded = builder.schema.foldedColumn(for: attribute)!
                statements.append("ALTER TABLE \(table) ADD COLUMN \(folded) TEXT")
                statements.append(
                    "UPDATE \(table) SET \(folded) = \(StoreFunctions.fold)(\(attribute.name.quotedSQLIdentifier))"
                )
                statements += builder.indexes(for: attribute, in: owner)
            }
        }
        let newColumns = Set(builder.schema.attributeColumns(inTableOf: new).map(\.attribute.name))
        for (owner, attribute) in oldColumns where !newColumns.contains(attribute.name) {
            for index in ["\(owner.name)_\(attribute.name)", "\(owner.name)_\(attribute.name)_unique"] {
                statements.append("DROP INDEX IF EXISTS \(index.quotedSQLIdentifier)")
            }
            if let folded = oldSchema.foldedColumn(for: attribute) {
                statements.append("ALTER TABLE \(table) DROP COLUMN \(folded)")
            }
            statements.append("ALTER TABLE \(table) DROP COLUMN \(attribute.name.quotedSQLIdentifier)")
        }
        let oldKeys = oldSchema.keyColumns(inTableOf: old)
        let newKeys = builder.schema.keyColumns(inTableOf: new)
        for (owner, relationship) in newKeys
        where !oldKeys.contains(where: { $0.relationship.name == relationship.name }) {
            statements.append("ALTER TABLE \(table) ADD COLUMN \(relationship.name.quotedSQLIdentifier) INTEGER")
            statements.append(builder.foreignKeyIndex(relationship, in: owner))
        }
        for (owner, relationship) in oldKeys
        where !newKeys.contains(where: { $0.relationship.name == relationship.name }) {
            statements.append("DROP INDEX IF EXISTS \("\(owner.name)_\(relationship.name)".quotedSQLIdentifier)")
            statements.append("ALTER TABLE \(table) DROP COLUMN \(relationship.name.quotedSQLIdentifier)")
        }
        return statements
    }

    /// `Z_ENT IN (…)` for the rows of `entity` and its sub-entities, the names as literals (the
    /// migration's statements take no parameters; the names come from the model, as a
    /// column's default does).
    private func kindLiterals(of entity: EntityDescription, builder: SchemaBuilder) -> String {
        guard !entity.concreteKinds.isEmpty else { return "0" }
        let names = entity.concreteKinds.map { builder.sqlLiteral(.string($0)) }
        return "\(StoreSchema.kind) IN (\(names.joined(separator: ", ")))"
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
