public import ManagedGraph

// MARK: - The lap timer's model

/// The course's lap timer in one entity: a `Lap` is a moment someone pressed the button, with
/// an optional label ("warm-up", "last one").
///
/// The engine stores text, integers, doubles and booleans; a moment is kept as a double of
/// seconds since 1970 (`Date.timeIntervalSince1970`), which converts to and from `Date` without
/// loss and sorts in time order. It is indexed, because every list sorts by it.
public enum LapModel {
    public static let current = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Lap",
                managedClass: Lap.self,
                attributes: [
                    AttributeDescription(name: "timestamp", type: .double, isIndexed: true),
                    AttributeDescription(
                        name: "label",
                        type: .string,
                        isOptional: true,
                        validation: [.length(1...40), .noControlCharacters]
                    ),
                ]
            )
        ]
    )
}
