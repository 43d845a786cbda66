// MARK: - Object identity

/// A managed object's identity, valid across contexts: entity name plus the row's primary key.
///
/// The entities of a hierarchy keep their rows in one table, so a key names one row whatever
/// its entity: the ids of a dog and a cat never share a key, and an id that names an ancestor
/// entity (`Animal/p3` for the dog `Dog/p3`) finds the same object in a context.
///
/// Objects never cross contexts; object ids do (they are `Sendable`). An object inserted but not
/// yet saved has a temporary id (`isTemporary`), replaced by a permanent one when it is saved.
public struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    /// The entity of the object.
    public let entityName: String
    /// The row's primary key (`Z_PK`), or a negative number for an unsaved object.
    public let primaryKey: Int64

    /// The id of the row of `entityName` whose key is `primaryKey`.
    public init(entityName: String, primaryKey: Int64) {
        self.entityName = entityName
        self.primaryKey = primaryKey
    }

    /// Whether the object is not saved yet: its id changes when it is.
    public var isTemporary: Bool { primaryKey < 0 }

    /// Hashes the key alone. Equal ids have equal keys, so this keeps `Hashable`'s contract;
    /// and the registry of a context, which looks ids up for every row it reads, no longer
    /// hashes the entity's name each time — that was the largest cost of fetching objects.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(primaryKey)
    }

    public var description: String {
        isTemporary ? "\(entityName)/t\(-primaryKey)" : "\(entityName)/p\(primaryKey)"
    }
}
