// MARK: - Derived attributes, resolved against the model

/// A derived attribute checked against its model: where its value comes from and the SQL that
/// computes it for a row of its entity's table (see `Derivation`).
struct DerivedAttribute: Sendable {
    /// What the value is computed from, which says which saves change it.
    enum Source: Sendable {
        /// Columns of the entity's own row: an attribute (copied or through a function), or
        /// every stored column for `now()`, which changes with every save of the row.
        case row(columns: [String])
        /// An attribute of the object a to-one relationship of the entity points at.
        case toOne(RelationshipDescription, destination: EntityDescription, attribute: AttributeDescription)
        /// An aggregate over the objects of a to-many relationship of the entity, of `operand`
        /// (nil for `@count`).
        case toMany(
            RelationshipDescription,
            destination: EntityDescription,
            storage: StoreSchema.RelationshipStorage,
            operand: AttributeDescription?
        )
    }

    let entity: EntityDescription
    let attribute: AttributeDescription
    /// The attribute's value slot in the entity's objects.
    let slot: Int
    let source: Source
    /// The value for the row of `entity` being updated, which the SQL names by its table's name.
    let valueSQL: String
    /// The folded shadow column the store keeps beside an indexed text attribute, if any.
    let foldedColumn: String?

    /// The table, as the SQL of the derivation names the row being computed.
    var table: String { entity.quotedTable }
}

/// Every derived attribute of a model, checked once when a store of it opens.
struct DerivedAttributes: Sendable {
    let all: [DerivedAttribute]

    var isEmpty: Bool { all.isEmpty }

    /// The derived attributes the entity called `name` declares (its sub-entities inherit them).
    func of(_ name: String) -> [DerivedAttribute] {
        all.filter { $0.entity.name == name }
    }

    /// Resolves every derived attribute of the schema's model, or says in one line what is wrong
    /// with the first that cannot be computed (Core Data refuses such a model when the store is
    /// added, too).
    init(schema: StoreSchema) throws(StoreError) {
        var all: [DerivedAttribute] = []
        for entity in schema.model.entities {
            // Once, by the entity that declares it: its triggers compute it for the sub-entities'
            // rows too, and an inherited attribute has the same slot in them (inherited
            // attributes come first).
            for (slot, attribute) in entity.attributes.enumerated()
            where entity.declaringEntityName(of: attribute.name) == entity.name {
                guard let derivation = attribute.derivation else { continue }
                do throws(PredicateError) {
                    all.append(
                        try DerivationResolver(schema: schema).resolve(derivation, of: attribute, at: slot, in: entity)
                    )
                } catch {
                    throw .invalidModel(
                        "\(entity.name).\(attribute.name) cannot be derived from \(derivation): \(error.message)"
                    )
                }
            }
        }
        self.all = all
    }
}

// MARK: - Resolving one derivation

private struct DerivationResolver {
    let schema: StoreSchema

    func resolve(
        _ derivation: Derivation,
        of attribute: AttributeDescription,
        at slot: Int,
        in entity: EntityDescription
    ) throws(PredicateError) -> DerivedAttribute {
        let table = entity.quotedTable
        let folded = schema.foldedColumn(for: attribute)
        guard let keyPath = derivation.keyPath else {
            // now(): a date as Core Data has it; a double (seconds since 1970) also takes it.
            let valueSQL: String
            switch attribute.type {
            case .date: valueSQL = DerivationSQL.nowAsDate
            case .double: valueSQL = DerivationSQL.now
            default:
                throw PredicateError(.nowIsAMoment, .problem(.init(attribute.type.nounMessage)))
            }
            let columns =
                entity.attributes.filter { $0.derivation == nil }.map(\.name) + entity.toOneRelationships.map(\.name)
            return DerivedAttribute(
                entity: entity,
                attribute: attribute,
                slot: slot,
                source: .row(columns: columns),
                valueSQL: valueSQL,
                foldedColumn: folded
            )
        }
        let path = try KeyPathResolver(model: schema.model).resolve(ModelKeyPath(keyPath), from: entity)
        let source = try self.source(of: path, entity: entity)
        let scalar = try PredicateSQLCompiler(schema: schema).scalar(
            ModelKeyPath(keyPath),
            entity: entity,
            alias: table
        )
        try checkType(of: derivation, path: path, yielding: attribute)
        return DerivedAttribute(
            entity: entity,
            attribute: attribute,
            slot: slot,
            source: source,
            valueSQL: DerivationSQL.apply(derivation, to: scalar.sql),
            foldedColumn: folded
        )
    }

    /// Where a key path's value comes from; refuses what the store's triggers cannot follow.
    private func source(
        of path: ResolvedKeyPath,
        entity: EntityDescription
    ) throws(PredicateError) -> DerivedAttribute.Source {
        let tooFar = PredicateError(.derivationGoesTooFar, "\(path.text)")
        guard case .attribute(let terminal, _) = path.terminal else {
            guard path.collectionOperator == .count else {
                throw PredicateError(.derivationEnd, "\(path.text)")
            }
            guard path.steps.count == 1, let step = path.steps.first else { throw tooFar }
            return .toMany(
                step.relationship,
                destination: step.destination,
                storage: schema.storage(of: step.relationship, in: entity),
                operand: nil
            )
        }
        guard terminal.derivation == nil else {
            throw PredicateError(.derivedItself, "\(path.text)")
        }
        switch (path.steps.count, path.collectionOperator) {
        case (0, nil):
            return .row(columns: [terminal.name])
        case (1, nil):
            let step = path.steps[0]
            return .toOne(step.relationship, destination: step.destination, attribute: terminal)
        case (1, _?):
            let step = path.steps[0]
            return .toMany(
                step.relationship,
                destination: step.destination,
                storage: schema.storage(of: step.relationship, in: entity),
                operand: terminal
            )
        default:
            throw tooFar
        }
    }

    /// The attribute must hold what the derivation yields.
    private func checkType(
        of derivation: Derivation,
        path: ResolvedKeyPath,
        yielding attribute: AttributeDescription
    ) throws(PredicateError) {
        let yielded: AttributeType
        switch derivation {
        case .lowercase, .uppercase, .canonical:
            guard path.valueType == .string else {
                throw PredicateError(
                    .derivationNeedsText,
                    "\(derivation)",
                    "\(path.text)",
                    .problem(.init(path.valueType?.nounMessage ?? .anObject))
                )
            }
            yielded = .string
        case .keyPath, .now:
            guard let type = path.valueType else { throw PredicateError(.notAValue, "\(path.text)") }
            yielded = type
        }
        // An integer fits a double attribute, as a value set by the app would.
        guard yielded == attribute.type || (yielded == .integer && attribute.type == .double) else {
            throw PredicateError(
                .derivationYields,
                .problem(.init(yielded.nounMessage)),
                .problem(.init(attribute.type.nounMessage))
            )
        }
    }
}
