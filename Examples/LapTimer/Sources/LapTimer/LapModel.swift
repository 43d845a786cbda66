public import ManagedGraph

// MARK: - The lap timer's model

/// The course's lap timer in one entity: a `Lap` is a moment someone pressed the button, with
/// an optional label ("warm-up", "last one").
///
/// The moment is a date, indexed because every list sorts by it. Version 1 kept it as a double
/// of seconds since 1970, from before the engine had a date type; version 2 made it a date. A
/// change of type is not one that lightweight migration infers, so a store of version 1 is
/// brought to version 2 by a heavy migration (`LapModel+Migrations.swift`).
public enum LapModel {
    /// The version the program opens every store with.
    public static let current = v2
    /// The earlier versions, for stores they wrote.
    public static let history = [v1]
    /// The steps from one version to the next that lightweight migration cannot make.
    public static let mappings = [version1To2]

    // MARK: Attributes

    /// When the lap was taken.
    static let timestamp = AttributeDescription(name: "timestamp", type: .date, isIndexed: true)

    /// What the user called the lap, if anything: one short line.
    static let label = AttributeDescription(
        name: "label",
        type: .string,
        isOptional: true,
        validation: [.length(1...40), .noControlCharacters]
    )

    // MARK: Versions

    /// Version 1: the moment as a double of seconds since 1970. The entity has no class of its
    /// own: the program never works on version 1 objects; only the migration reads their rows.
    public static let v1 = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Lap",
                attributes: [AttributeDescription(name: "timestamp", type: .double, isIndexed: true), label]
            )
        ]
    )

    /// Version 2: the moment as a date.
    public static let v2 = ManagedObjectModel(
        version: 2,
        entities: [EntityDescription(name: "Lap", managedClass: Lap.self, attributes: [timestamp, label])]
    )
}
