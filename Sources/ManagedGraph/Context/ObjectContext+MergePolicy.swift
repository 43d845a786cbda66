// MARK: - Resolving conflicts by merge policy

extension ObjectContext {
    /// Brings each conflicting object in line with `mergePolicy`, from the row as it is now,
    /// so that the save can be tried again. Throws the conflicts the policy cannot resolve.
    func resolve(_ conflicts: [MergeConflict]) throws(ContextError) {
        var unresolved: [MergeConflict] = []
        for conflict in conflicts {
            guard let object = registry[conflict.objectID]?.object else { continue }
            guard let (stored, version) = try storedRow(of: object) else {
                // The other writer deleted the row: only giving up this context's change resolves it.
                switch mergePolicy {
                case .rollback, .storeTrump: forgetChanges(of: object, storeValues: nil, version: 0)
                case .error, .objectTrump, .overwrite: unresolved.append(conflict)
                }
                continue
            }
            switch mergePolicy {
            case .error:
                unresolved.append(conflict)
            case .rollback:
                forgetChanges(of: object, storeValues: stored, version: version)
            case .overwrite:
                // Every value of this context's object is written over the row.
                object.adoptStoredRow(stored, version: version)
                if !object.isDeleted { object.markChangedWhereDifferent(from: stored) }
            case .objectTrump:
                for slot in object.values.indices where !object.changedSlots.contains(slot) {
                    object.takeUnchanged(stored[slot], atSlot: slot)
                }
                object.adoptStoredRow(stored, version: version)
            case .storeTrump:
                if object.isDeleted {
                    forgetChanges(of: object, storeValues: stored, version: version)
                    continue
                }
                for slot in object.values.indices {
                    let theyChangedIt = stored[slot] != object.committedValues[slot]
                    if !object.changedSlots.contains(slot) || theyChangedIt {
                        object.giveUpChange(ofSlot: slot, to: stored[slot])
                    }
                }
                object.adoptStoredRow(stored, version: version)
            }
        }
        if !unresolved.isEmpty { throw .conflict(unresolved) }
    }

    /// The row's values and version now, or nil when it is gone.
    private func storedRow(of object: ManagedObject) throws(ContextError) -> (SlotValues, Int64)? {
        try store.read { reader in
            try reader.storedRow(of: object.entity, key: object.objectID.primaryKey).map { ($0.values, $0.version) }
        }
    }

    /// Drops this context's changes to one object, leaving it as the store has it (or, when the
    /// row is gone, a fault that will say so).
    private func forgetChanges(of object: ManagedObject, storeValues: SlotValues?, version: Int64) {
        discardChanges(of: object)
        if let storeValues {
            object.restoreStoredRow(storeValues, version: version)
        } else {
            object.turnIntoFault()
        }
    }
}
