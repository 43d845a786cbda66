// MARK: - Validation before a save

extension ObjectContext {
    /// Checks every inserted and updated object against the model's rules and returns every
    /// failure at once, so the user can fix them all before trying again. Takes the lists the
    /// save then writes, which the caller has sorted once.
    func validationFailures(
        inserted: [ManagedObject],
        updated: [ManagedObject]
    ) throws(ContextError) -> [ValidationFailure] {
        var failures: [ValidationFailure] = []
        // A fault changed only through an inverse to-many has its stored values: nothing to check.
        let candidates = inserted + updated.filter { !$0.isFault }
        for object in candidates {
            failures += validate(object)
        }
        failures += try countFailures(inserted: inserted, updated: updated)
        failures += try uniquenessFailures(candidates)
        return failures
    }

    private func validate(_ object: ManagedObject) -> [ValidationFailure] {
        var failures: [ValidationFailure] = []
        func fail(_ key: String, _ reason: String) {
            failures.append(
                ValidationFailure(objectID: object.objectID, object: describe(object), key: key, reason: reason)
            )
        }
        for (slot, attribute) in object.entity.attributes.enumerated() {
            let value = object.values[slot]
            if value.isNull {
                if !attribute.isOptional { fail(attribute.name, "is required") }
                continue
            }
            for rule in attribute.validation {
                if let reason = Self.check(rule, value) { fail(attribute.name, reason) }
            }
        }
        // Transient values are checked too, as Core Data checks them: a rule is a rule of the
        // object, stored or not.
        for (slot, attribute) in object.entity.transientAttributes.enumerated() {
            let value = object.transientValues[slot]
            if value.isNull {
                if !attribute.isOptional { fail(attribute.name, "is required") }
                continue
            }
            for rule in attribute.validation {
                if let reason = Self.check(rule, value) { fail(attribute.name, reason) }
            }
        }
        for (index, relationship) in object.entity.toOneRelationships.enumerated() where !relationship.isOptional {
            if object.values[object.entity.attributes.count + index].isNull { fail(relationship.name, "is required") }
        }
        return failures
    }

    /// The reason `value` breaks `rule`, or nil when it keeps it.
    static func check(_ rule: ValidationRule, _ value: StoreValue) -> String? {
        switch (rule, value) {
        case (.length(let range), .string(let text)):
            // Printable ASCII is one character a byte: no grapheme breaking to count it.
            let length = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text.utf8.count : text.count
            if length == 0 && range.lowerBound > 0 { return "cannot be empty" }
            if length < range.lowerBound { return "needs at least \(range.lowerBound) characters; it has \(length)" }
            if length > range.upperBound {
                return "can have at most \(range.upperBound) characters; it has \(length)"
            }
            return nil
        case (.range(let range), _):
            guard let number = value.integerValue, !range.contains(number) else { return nil }
            return "is \(number); it must be between \(range.lowerBound) and \(range.upperBound)"
        case (.noControlCharacters, .string(let text)):
            return text.unicodeScalars.contains(where: isControl) ? "cannot contain control characters" : nil
        case (.length(let range), .data(let bytes)):
            guard !range.contains(bytes.count) else { return nil }
            return "has \(bytes.count) bytes; it must have between \(range.lowerBound) and \(range.upperBound)"
        case (.dateRange(let range), .date(let date)):
            guard !range.contains(date) else { return nil }
            let (low, high) = (StoreValue.date(range.lowerBound), StoreValue.date(range.upperBound))
            return "is \(value.description); it must be between \(low.description) and \(high.description)"
        case (.decimalRange(let range), .decimal(let number)):
            guard !range.contains(number) else { return nil }
            let (low, high) = (StoreValue.decimal(range.lowerBound), StoreValue.decimal(range.upperBound))
            return "is \(value.description); it must be between \(low.description) and \(high.description)"
        default:
            return nil
        }
    }

    /// Whether a scalar is a control character (general category Cc). Unicode's stability
    /// policy fixes that category for good as U+0000–U+001F and U+007F–U+009F, so two ranges
    /// say it, where asking the scalar's properties cost a table look-up per character of
    /// every name saved.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Unique attributes: no two objects of the context, and no stored row that the context
    /// does not change, may share a value.
    private func uniquenessFailures(_ candidates: [ManagedObject]) throws(ContextError) -> [ValidationFailure] {
        var failures: [ValidationFailure] = []
        // Values themselves, not their text: two dates a microsecond apart read the same.
        var seen: [UniqueValue: ObjectID] = [:]
        for object in candidates {
            for (slot, attribute) in object.entity.attributes.enumerated() where attribute.isUnique {
                let value = object.values[slot]
                guard !value.isNull, object.isInserted || object.changedSlots.contains(slot) else { continue }
                // Unique in the entity that declares it, among its sub-entities' objects too: the
                // store's unique index is on their shared table.
                let owner = object.entity.declaringEntityName(of: attribute.name)
                let token = UniqueValue(entity: owner, attribute: attribute.name, value: value)
                let clash: Bool
                if seen[token] != nil {
                    clash = true
                } else {
                    seen[token] = object.objectID
                    clash = try storedRowHolds(value, attribute: attribute, in: object.entity, except: object)
                }
                if clash {
                    failures.append(
                        ValidationFailure(
                            objectID: object.objectID,
                            object: describe(object),
                            key: attribute.name,
                            reason: "\(value.literalDescription) is already used by another \(owner)"
                        )
                    )
                }
            }
        }
        return failures
    }

    private func storedRowHolds(
        _ value: StoreValue,
        attribute: AttributeDescription,
        in entity: EntityDescription,
        except object: ManagedObject
    ) throws(ContextError) -> Bool {
        let keys = try store.read { reader in
            try reader.keys(of: entity, holding: value, in: attribute, except: object.objectID.primaryKey)
        }
        return keys.contains { key in
            // A stored row the context deletes, or changes away from the value, does not count.
            // (The row may be of another entity of the hierarchy, whose slots are its own.)
            guard let other = registry[ObjectID(entityName: entity.name, primaryKey: key)]?.object,
                let slot = other.entity.valueSlots[attribute.name]
            else { return true }
            if other.isDeleted { return false }
            return other.isFault || other.values[slot] == value
        }
    }
}

/// A value of a unique attribute, as the uniqueness check tells one from another.
private struct UniqueValue: Hashable {
    let entity: String
    let attribute: String
    let value: StoreValue
}
