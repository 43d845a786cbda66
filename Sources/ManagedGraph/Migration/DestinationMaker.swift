import TextRules

// MARK: - Making one destination object

/// Makes the destination object of each source object as an entity's plan says — the mapped
/// values, then the policy — and checks it as a save would: types, required attributes,
/// validation rules. Uniqueness is checked by the store, when it indexes the new table.
struct DestinationMaker {
    let plan: EntityPlan
    /// How many objects the source entity has: the `count` of every position.
    let sourceCount: Int

    /// The destination values (attributes, then to-one keys) for `source`, or nil when the
    /// policy leaves it out. `creationIndex` is the object's place in key order, `ranks` its
    /// place in each of the plan's ranked orders.
    func make(
        _ source: MigrationSourceObject,
        creationIndex: Int,
        ranks: [Int]
    ) throws(MigrationRowError) -> [StoreValue]? {
        let entity = plan.destination
        var values: [StoreValue] = []
        values.reserveCapacity(entity.valueSlotCount)
        for (attribute, attributePlan) in zip(entity.attributes, plan.attributes) {
            let value = try self.value(
                of: attributePlan,
                for: attribute,
                source: source,
                creationIndex: creationIndex,
                ranks: ranks
            )
            guard let fitted = value.converted(to: attribute.type) else {
                throw MigrationRowError(
                    "\(entity.name).\(attribute.name) is \(attribute.type.noun); \(Self.literal(value)) is \(value.noun)",
                    source
                )
            }
            values.append(fitted)
        }
        for key in plan.keys {
            switch key {
            case .copy(let slot): values.append(source.values[slot])
            case .empty: values.append(.null)
            }
        }
        var destination = MigrationDestinationObject(entity: entity, primaryKey: source.primaryKey, values: values)
        if let policy = plan.policy {
            do {
                guard let chosen = try policy.createDestination(for: source, mapped: destination) else { return nil }
                destination = chosen
            } catch {
                throw MigrationRowError("the policy of \(entity.name) failed: \(Self.oneLine(error))", source)
            }
            guard destination.entity == entity, destination.values.count == entity.valueSlotCount else {
                throw MigrationRowError("the policy of \(entity.name) returned an object of another entity", source)
            }
        }
        try check(destination, source: source)
        return destination.values
    }

    private func value(
        of attributePlan: AttributePlan,
        for attribute: AttributeDescription,
        source: MigrationSourceObject,
        creationIndex: Int,
        ranks: [Int]
    ) throws(MigrationRowError) -> StoreValue {
        let name = "\(plan.destination.name).\(attribute.name)"
        do {
            switch attributePlan {
            case .fixed(let value):
                return value
            case .copy(let slot):
                return source.values[slot]
            case .convert(let slot, let conversion):
                let value = source.values[slot]
                if let conversion { return try conversion(value) }
                guard let converted = StandardConversion.convert(value, to: attribute.type) else {
                    throw MigrationRowError(
                        "\(name): \(Self.literal(value)) cannot become \(attribute.type.noun)",
                        source
                    )
                }
                return converted
            case .computed(let compute):
                return try compute(source)
            case .position(let rank, let compute):
                let index = rank.map { ranks[$0] } ?? creationIndex
                return try compute(ObjectPosition(index: index, count: sourceCount))
            }
        } catch let error as MigrationRowError {
            throw error
        } catch {
            throw MigrationRowError("\(name): \(Self.oneLine(error))", source)
        }
    }

    /// What a save would refuse: a required attribute or to-one relationship without a value,
    /// a value that breaks a validation rule.
    private func check(
        _ destination: MigrationDestinationObject,
        source: MigrationSourceObject
    ) throws(MigrationRowError) {
        let entity = plan.destination
        for (slot, attribute) in entity.attributes.enumerated() {
            let value = destination.values[slot]
            if value.isNull {
                guard attribute.isOptional else {
                    throw MigrationRowError("\(entity.name).\(attribute.name) is required", source)
                }
                continue
            }
            for rule in attribute.validation {
                if let reason = ObjectContext.check(rule, value) {
                    throw MigrationRowError("\(entity.name).\(attribute.name) \(reason)", source)
                }
            }
        }
        for (index, relationship) in entity.toOneRelationships.enumerated() where !relationship.isOptional {
            if destination.values[entity.attributes.count + index].isNull {
                throw MigrationRowError("\(entity.name).\(relationship.name) is required", source)
            }
        }
    }

    /// A value in a message: text quoted on one line, anything else as it prints.
    static func literal(_ value: StoreValue) -> String {
        if case .string(let text) = value { return Quoting.quoted(text) }
        return value.description
    }

    /// An error of the app's (a policy's, a closure's) on one line.
    static func oneLine(_ error: any Error) -> String {
        String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// Why one object could not be migrated, naming the entity and property; the source object
/// is added at the end.
struct MigrationRowError: Error, CustomStringConvertible {
    let description: String

    init(_ reason: String, _ source: MigrationSourceObject) {
        description = "\(reason) (source object \(source.objectID))"
    }
}

// MARK: - The standard conversions

/// The conversions `.convert` makes without a closure: what the engine's own setters accept
/// (an integer for a double, a whole double for an integer, 0 and 1 for a boolean), and text to
/// and from numbers and booleans. Nil for a value that does not convert without losing
/// anything.
enum StandardConversion {
    static func convert(_ value: StoreValue, to type: AttributeType) -> StoreValue? {
        if let converted = value.converted(to: type) { return converted }
        switch (value, type) {
        case (.string(let text), .integer):
            return Int64(trimmed(text)).map { .integer($0) }
        case (.string(let text), .double):
            return Double(trimmed(text)).map { .double($0) }
        case (.string(let text), .boolean):
            switch trimmed(text).lowercased() {
            case "true", "yes", "1": return .bool(true)
            case "false", "no", "0": return .bool(false)
            default: return nil
            }
        case (.integer(let i), .string): return .string(String(i))
        case (.double(let d), .string): return .string(d.description)
        case (.bool(let b), .string): return .string(b ? "true" : "false")
        case (.double(let d), .boolean) where d == 0 || d == 1: return .bool(d == 1)
        case (.bool(let b), .double): return .double(b ? 1 : 0)
        default: return nil
        }
    }

    /// Text without the spaces around it, as a number or a boolean is written in it.
    private static func trimmed(_ text: String) -> String {
        var slice = text[...]
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
