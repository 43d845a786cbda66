// MARK: - Indexes of several keys

/// An index of several keys of an entity's table (Core Data's `NSFetchIndexDescription`): for
/// fetches that filter by the first keys and sort by the next, or sort by all of them in turn —
/// pets of one owner by name, from `["owner", "name"]` — which an index of one key serves only
/// halfway (SQLite finds the owner's pets, then sorts them). A key is a stored attribute of the
/// entity, or a to-one relationship (its column). Text that is indexed on its own too
/// (`isIndexed`) comes folded, then as it is, as a case-insensitive sort orders it.
///
/// ```swift
/// EntityDescription(
///     name: "Pet",
///     attributes: [AttributeDescription(name: "name", type: .string, isIndexed: true)],
///     relationships: [RelationshipDescription(name: "owner", destination: "Person", inverse: "pets", isToMany: false)],
///     indexes: [FetchIndexDescription(name: "byOwner", keys: ["owner", "name"])]
/// )
/// ```
///
/// A store made before the model had an index gets it the next time it is opened for writing.
public struct FetchIndexDescription: Hashable, Sendable {
    /// Names the index, after its entity: `Pet_byOwner`.
    public let name: String
    /// The keys, in order.
    public let keys: [String]

    public init(name: String, keys: [String]) {
        self.name = name
        self.keys = keys
    }
}

extension ManagedObjectModel {
    /// Throws, in one line, the first index of several keys that names no stored attribute or
    /// to-one relationship of its entity, or none at all. A store checks it when it opens.
    public func checkFetchIndexes() throws(ModelError) {
        for entity in entities {
            for index in entity.indexes {
                guard !index.keys.isEmpty else { throw ModelError("\(entity.name).\(index.name) indexes no key") }
                for key in index.keys
                where entity.attribute(named: key) == nil
                    && !entity.toOneRelationships.contains(where: { $0.name == key })
                {
                    throw ModelError(
                        "\(entity.name).\(index.name) indexes \(key), which is no stored attribute or to-one relationship"
                    )
                }
            }
        }
    }
}
