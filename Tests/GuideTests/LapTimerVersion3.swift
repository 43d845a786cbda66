import ManagedGraph

/// The lap timer's third version, as "Model versions and migration" declares it: laps grouped
/// in sessions. The migration article goes on from it.
func lapTimerVersion3() -> ManagedObjectModel {
    ManagedObjectModel(
        version: 3,
        entities: [
            EntityDescription(
                name: "Lap",
                attributes: [
                    AttributeDescription(name: "timestamp", type: .date, isIndexed: true),
                    AttributeDescription(name: "label", type: .string, isOptional: true),
                ],
                relationships: [
                    RelationshipDescription(name: "session", destination: "Session", inverse: "laps", isToMany: false)
                ]
            ),
            EntityDescription(
                name: "Session",
                attributes: [AttributeDescription(name: "name", type: .string)],
                relationships: [
                    RelationshipDescription(
                        name: "laps",
                        destination: "Lap",
                        inverse: "session",
                        isToMany: true,
                        deleteRule: .cascade
                    )
                ]
            ),
        ]
    )
}
