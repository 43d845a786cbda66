// MARK: - A relationship's mapping

/// What becomes of a destination relationship's links. Objects keep their primary keys through
/// a heavy migration, so a link is kept by copying the keys it holds: a to-one relationship's
/// key, or a many-to-many relationship's pairs of keys (with their order).
///
/// A destination relationship that no mapping names is kept from the source relationship of
/// the same name, when there is one, and starts empty otherwise. A one-to-many relationship is
/// stored as its to-one inverse's keys: map the to-one side.
public struct RelationshipMapping: Sendable {
    /// The destination relationship.
    public let destination: String
    /// The source relationship whose links it keeps; nil to start empty.
    public let source: String?

    /// Keeps the links of the source relationship of the same name (what an unlisted
    /// relationship gets too).
    public static func keep(_ name: String) -> RelationshipMapping {
        RelationshipMapping(destination: name, source: name)
    }

    /// Keeps the links of the source relationship `source`, under the name `destination`.
    public static func rename(_ source: String, to destination: String) -> RelationshipMapping {
        RelationshipMapping(destination: destination, source: source)
    }

    /// Starts the destination relationship empty, whatever the source had.
    public static func empty(_ name: String) -> RelationshipMapping {
        RelationshipMapping(destination: name, source: nil)
    }
}
