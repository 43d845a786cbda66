import TextRules

// MARK: - Resolving key paths against the model

/// A key path checked against the model: the to-one relationships it follows, the to-many
/// relationships it crosses, and what it ends with. Every key path in SQL goes through here,
/// so only names the model declares ever reach a statement.
struct ResolvedKeyPath: Hashable {
    /// One step from an entity along a relationship.
    struct Step: Hashable {
        let relationship: RelationshipDescription
        let source: EntityDescription
        let destination: EntityDescription
    }

    /// What the key path ends with.
    enum Terminal: Hashable {
        /// An attribute of the last entity reached.
        case attribute(AttributeDescription, of: EntityDescription)
        /// The last entity reached itself (a key path ending at a relationship, or `SELF`).
        case object(EntityDescription)
    }

    /// The relationships followed, in order (to-one and to-many).
    let steps: [Step]
    let terminal: Terminal
    /// For `@count` and friends: the operator, the steps up to the collection, and the operand.
    let collectionOperator: CollectionOperator?

    /// Whether the path crosses a to-many relationship (and so yields a collection).
    var crossesToMany: Bool { steps.contains { $0.relationship.isToMany } }

    /// The path's text, for messages.
    let text: String

    /// The SUBQUERY variable the path starts from (`$p.level`); nil for a path from the
    /// evaluated object.
    var variable: String? = nil

    /// The kind of value the path yields, for type checks: nil for objects.
    var valueType: AttributeType? {
        switch collectionOperator {
        case .count?: return .integer
        case .avg?: return .double
        case .sum?, .min?, .max?: break
        case nil: break
        }
        if case .attribute(let attribute, _) = terminal { return attribute.type }
        return nil
    }
}

struct KeyPathResolver {
    let model: ManagedObjectModel

    /// Resolves `path` from `entity`, or explains what is wrong with it. With the `source` of a
    /// key path read from text, the error points at the step at fault: the unknown key, the key
    /// after an attribute, the collection operator that lacks what it needs. A path that starts
    /// from a SUBQUERY's `variable` has `entity` the variable's entity, and says so in messages.
    func resolve(
        _ path: ModelKeyPath,
        from entity: EntityDescription,
        variable: String? = nil,
        source: ExpressionSource? = nil
    ) throws(PredicateError) -> ResolvedKeyPath {
        var steps: [ResolvedKeyPath.Step] = []
        var current = entity
        // The keys walked so far, for messages; a variable reads as the first of them.
        var walked: [String] = variable.map { ["$" + $0] } ?? []
        let written = (variable.map { "$\($0)." } ?? "") + path.description
        func resolved(_ terminal: ResolvedKeyPath.Terminal, _ op: CollectionOperator?) -> ResolvedKeyPath {
            ResolvedKeyPath(steps: steps, terminal: terminal, collectionOperator: op, text: written, variable: variable)
        }
        // Steps are numbered as written: the keys, then the operator, then the keys after it.
        let operatorStep = path.components.count
        func refusal(
            _ message: PredicateProblem.Message,
            _ arguments: PredicateProblem.Argument...,
            atStep step: Int
        ) -> PredicateError {
            PredicateError(PredicateProblem(message, arguments: arguments), column: source?.column(ofStep: step))
        }

        func follow(_ key: String, step: Int) throws(PredicateError) -> AttributeDescription? {
            if let attribute = current.attribute(named: key) { return attribute }
            guard let relationship = current.relationship(named: key) else {
                let place: PredicateProblem.Argument =
                    walked.isEmpty
                    ? "\(current.name)" : .problem(.init(.keyAt, "\(current.name)", "\(walked.joined(separator: "."))"))
                let quoted = PredicateProblem.Argument.text(Quoting.quoted(key))
                // A key of a sub-entity is not the parent's, as in Core Data: a fetch of the
                // parent returns objects that do not have it.
                if let owner = model.descendants(of: current).first(where: { $0.propertyNames.contains(key) }) {
                    throw refusal(.noKeySubEntity, place, quoted, "\(owner.name)", atStep: step)
                }
                guard let near = Suggestion.nearest(to: key, among: current.propertyNames) else {
                    throw refusal(.noKey, place, quoted, atStep: step)
                }
                throw refusal(.noKeyDidYouMean, place, quoted, "\"\(near)\"", atStep: step)
            }
            guard let destination = model.entity(named: relationship.destination) else {
                throw refusal(.noEntity, "\"\(relationship.destination)\"", atStep: step)
            }
            steps.append(.init(relationship: relationship, source: current, destination: destination))
            current = destination
            return nil
        }

        // Keys before the collection operator (or all of them).
        for (index, key) in path.components.enumerated() {
            if let attribute = try follow(key, step: index) {
                walked.append(key)
                guard index == path.components.count - 1, path.collectionOperator == nil else {
                    throw refusal(.attributeHasNoKeys, "\(walked.joined(separator: "."))", atStep: index + 1)
                }
                return resolved(.attribute(attribute, of: current), nil)
            }
            walked.append(key)
        }
        guard let op = path.collectionOperator else {
            return resolved(.object(current), nil)
        }
        guard steps.last?.relationship.isToMany == true else {
            let target = walked.isEmpty ? "SELF" : walked.joined(separator: ".")
            throw refusal(.collectionNeedsToMany, "\(op.rawValue)", "\(target)", atStep: operatorStep)
        }
        guard steps.dropLast().allSatisfy({ !$0.relationship.isToMany }) else {
            throw refusal(.collectionCrossesOneToMany, "\(op.rawValue)", "\(written)", atStep: operatorStep)
        }
        if op == .count {
            guard path.operand.isEmpty else {
                throw refusal(.countTakesNoKey, "\(written)", atStep: operatorStep + 1)
            }
            return resolved(.object(current), op)
        }
        guard !path.operand.isEmpty else {
            throw refusal(
                .collectionNeedsKey,
                "\(op.rawValue)",
                "\(walked.joined(separator: ".")).\(op.rawValue).code",
                atStep: operatorStep
            )
        }
        for (index, key) in path.operand.enumerated() {
            let step = operatorStep + 1 + index
            if let attribute = try follow(key, step: step) {
                walked.append(key)
                guard index == path.operand.count - 1 else {
                    throw refusal(.attributeHasNoKeys, "\(key)", atStep: step + 1)
                }
                guard attribute.type == .integer || attribute.type == .double || op == .min || op == .max else {
                    throw refusal(
                        .collectionNeedsNumbers,
                        "\(op.rawValue)",
                        "\(current.name).\(key)",
                        .problem(.init(attribute.type.nounMessage)),
                        atStep: step
                    )
                }
                return resolved(.attribute(attribute, of: current), op)
            }
            walked.append(key)
            if steps.last?.relationship.isToMany == true {
                throw refusal(.collectionCrossesOneToMany, "\(op.rawValue)", "\(written)", atStep: step)
            }
        }
        throw refusal(
            .collectionNeedsAttribute,
            "\(op.rawValue)",
            "\(written)",
            atStep: operatorStep + path.operand.count
        )
    }
}
