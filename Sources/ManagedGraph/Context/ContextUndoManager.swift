// MARK: - Undo and redo of saved changes

/// One save, as undo reverts it: for each object, how it was before.
struct SavedChange {
    enum Kind {
        case inserted
        case updated
        case deleted
    }

    struct ObjectChange {
        let id: ObjectID
        let kind: Kind
        /// Value slots before the save: the changed ones, or all of a deleted object.
        let before: [Int: StoreValue]
        /// Value slots as the save left them: the changed ones, or all of an inserted object.
        /// Undo puts `before` back only over these: over another writer's change it refuses.
        let after: [Int: StoreValue]
        /// Many-to-many relationships before the save, by to-many slot.
        let toManyBefore: [Int: [Int64]]
    }

    let actionName: String
    let objects: [ObjectChange]
}

/// The undo and redo stacks of a context: each entry one save, whatever it changed (a rename,
/// a relationship set, an insert, a delete), undone as a whole.
public final class ContextUndoManager {
    /// How many saves can be undone; older ones are forgotten.
    public var levels: Int

    var undoStack: [SavedChange] = []
    var redoStack: [SavedChange] = []

    /// An undo manager that keeps the last `levels` saves.
    public init(levels: Int = 100) {
        self.levels = levels
    }

    /// Whether a save can be undone.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether an undone save can be saved again.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// The name of what `undo()` would revert.
    public var undoActionName: String? { undoStack.last?.actionName }
    /// The name of what `redo()` would save again.
    public var redoActionName: String? { redoStack.last?.actionName }

    /// A new save: it can be undone, and what was undone before can no longer be redone.
    func record(_ change: SavedChange) {
        push(change, onto: &undoStack)
        redoStack.removeAll()
    }

    func push(_ change: SavedChange, onto stack: inout [SavedChange]) {
        stack.append(change)
        if stack.count > levels { stack.removeFirst(stack.count - levels) }
    }

    func removeAll() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}

// MARK: - Undoing in a context

extension ObjectContext {
    /// Reverts the last saved change and saves; returns its action name. The context must have
    /// no unsaved changes.
    ///
    /// A change can be reverted only over what it left: when another writer has since deleted
    /// one of its objects (`ContextError/objectNotFound(_:)`) or changed what it changed
    /// (`ContextError/conflict(_:)`), nothing changes, and the change leaves the stack — it could
    /// never be reverted — so the next undo goes on to the one before. On any other failure
    /// (the disk, a busy store) it stays, to be tried again.
    @discardableResult
    public func undo() throws(ContextError) -> String {
        try revert(from: \.undoStack, to: \.redoStack, nothing: "nothing to undo")
    }

    /// Saves again the last undone change; returns its action name.
    @discardableResult
    public func redo() throws(ContextError) -> String {
        try revert(from: \.redoStack, to: \.undoStack, nothing: "nothing to redo")
    }

    private func revert(
        from source: ReferenceWritableKeyPath<ContextUndoManager, [SavedChange]>,
        to destination: ReferenceWritableKeyPath<ContextUndoManager, [SavedChange]>,
        nothing: String
    ) throws(ContextError) -> String {
        guard let manager = undoManager, let change = manager[keyPath: source].last else { throw .store(nothing) }
        guard !hasChanges else { throw .store("save or roll back the unsaved changes first") }
        // The reverting save records what it did here, and it goes on the other stack.
        let recorder = ContextUndoManager(levels: 1)
        undoManager = recorder
        defer { undoManager = manager }
        do {
            try checkUnchanged(since: change)
            try apply(change)
            actionName = change.actionName
            try save()
        } catch {
            rollback()
            switch error {
            case .objectNotFound, .deletedObject, .conflict: manager[keyPath: source].removeLast()
            default: break
            }
            throw error
        }
        manager[keyPath: source].removeLast()
        if let saved = recorder.undoStack.last { manager.push(saved, onto: &manager[keyPath: destination]) }
        return change.actionName
    }

    /// Refuses to revert `change` over another writer's: each object it inserted or changed
    /// must still exist and hold the values it left.
    private func checkUnchanged(since change: SavedChange) throws(ContextError) {
        var conflicts: [MergeConflict] = []
        for item in change.objects where item.kind != .deleted {
            let object = registeredOrFault(item.id)
            guard (try? object.fulfill()) != nil else { throw .objectNotFound(item.id) }
            let changed = item.after.filter { !object.values[$0.key].isIdentical(to: $0.value) }.keys.sorted()
            guard !changed.isEmpty else { continue }
            conflicts.append(
                MergeConflict(
                    objectID: item.id,
                    object: describe(object),
                    keys: changed.map(object.slotName),
                    deletedInStore: false
                )
            )
        }
        if !conflicts.isEmpty { throw .conflict(conflicts) }
    }

    /// Puts every object of `change` back as it was before that save.
    private func apply(_ change: SavedChange) throws(ContextError) {
        // Deleted objects come back first, so restored links have something to point at.
        for item in change.objects where item.kind == .deleted {
            let entity = try entity(named: item.id.entityName)
            let object = registerInserted(entity, id: item.id)
            for (slot, value) in item.before where slot < entity.attributes.count {
                object.restore(value, atSlot: slot)
            }
        }
        for item in change.objects where item.kind != .inserted {
            let object = registeredOrFault(item.id)
            try object.fulfill()
            for (slot, value) in item.before.sorted(by: { $0.key < $1.key }) {
                if slot < object.entity.attributes.count {
                    if item.kind == .updated { try object.setSlot(slot, to: value) }
                } else {
                    let relationship = object.entity.toOneRelationships[slot - object.entity.attributes.count]
                    let target = value.integerValue.map {
                        registeredOrFault(ObjectID(entityName: relationship.destination, primaryKey: $0))
                    }
                    try setToOne(of: object, key: relationship.name, to: target)
                }
            }
            for (slot, keys) in item.toManyBefore {
                let relationship = object.entity.toManyRelationships[slot]
                let targets = objects(forKeys: keys, of: try entity(named: relationship.destination))
                try setToMany(of: object, key: relationship.name, to: targets)
            }
        }
        for item in change.objects where item.kind == .inserted {
            try delete(try existingObject(with: item.id))
        }
    }
}
