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
/// Attributes `including` are stored in the index after the keys and the object's id, in no
/// order of their own: a fetch that sorts by the keys and filters by them, or counts such
/// matches, tests each entry in the index and never reads the row (a covering index). The
/// index grows by their width, and a change of them rewrites its entry.
///
/// ```swift
/// FetchIndexDescription(name: "byOwner", keys: ["owner", "name"], including: ["born"])
/// ```
///
/// A store made before the model had an index gets it the next time it is opened for writing,
/// and one whose index was declared otherwise gets it made again.
///
/// A counted index (`isCounted`) of a to-one relationship and a ranked attribute
/// (`["owner", "born"]`) also keeps its rows counted, per related object, in the attribute's
/// order: a list grouped by the owner and filtered by a range of `born` then learns how many
/// pets of each owner the range holds in a few steps per owner, where counting them steps over
/// every match. It costs every insert, delete and change of those keys a few small updates.
public struct FetchIndexDescription: Hashable, Sendable {
    /// Names the index, after its entity: `Pet_byOwner`.
    public let name: String
    /// The keys, in order.
    public let keys: [String]
    /// Attributes or to-one relationships stored in the index after the keys and the id.
    public let included: [String]
    /// Whether the store counts the rows per value of the first key, in the order of the
    /// second.
    public let isCounted: Bool

    public init(name: String, keys: [String], including included: [String] = [], isCounted: Bool = false) {
        self.name = name
        self.keys = keys
        self.included = included
        self.isCounted = isCounted
    }
}

extension ManagedObjectModel {
    /// Throws, in one line, the first index of several keys that names no stored attribute or
    /// to-one relationship of its entity, or none at all. A store checks it when it opens.
    public func checkFetchIndexes() throws(ModelError) {
        for entity in entities {
            for index in entity.indexes {
                guard !index.keys.isEmpty else { throw ModelError("\(entity.name).\(index.name) indexes no key") }
                for key in index.keys + index.included
                where entity.attribute(named: key) == nil
                    && !entity.toOneRelationships.contains(where: { $0.name == key })
                {
                    throw ModelError(
                        "\(entity.name).\(index.name) indexes \(key), which is no stored attribute or to-one relationship"
                    )
                }
                if index.isCounted { try checkCounted(index, of: entity) }
            }
        }
    }

    /// A counted index needs a to-one relationship, then an attribute whose order SQLite gives
    /// without folding, both in the entity's own table.
    private func checkCounted(_ index: FetchIndexDescription, of entity: EntityDescription) throws(ModelError) {
        let name = "\(entity.name).\(index.name)"
        guard index.keys.count == 2, entity.toOneRelationships.contains(where: { $0.name == index.keys[0] }),
            let attribute = entity.attribute(named: index.keys[1])
        else { throw ModelError("\(name) is counted, but its keys are not a to-one relationship, then an attribute") }
        guard [.integer, .double, .date, .boolean].contains(attribute.type) else {
            throw ModelError("\(name) is counted, but \(attribute.name) is not a number, a date or a boolean")
        }
        guard entity.rootName == entity.name, !entity.hasSubentities else {
            throw ModelError("\(name) is counted, but \(entity.name) shares its table with other entities")
        }
    }
}
