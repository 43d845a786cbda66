import Foundation
public import ManagedGraph

// MARK: - From one version of the lap timer's model to the next

extension LapModel {
    /// Version 1 to 2: each moment, a double of seconds since 1970, becomes the date it stands
    /// for. The label has the same name and type in both versions, so it is copied as it is.
    ///
    /// The store keeps a date as seconds since 2001 (Core Data's form), so the column's numbers
    /// change: the conversion is the program's to write, since only it knows which epoch its
    /// doubles counted from. `Date(timeIntervalSince1970:)` is what version 1 read them with, so
    /// every lap keeps the moment it showed.
    public static let version1To2 = MappingModel(
        from: v1,
        to: v2,
        entities: [
            EntityMapping(
                "Lap",
                attributes: [
                    .convert("timestamp") { seconds in
                        // A moment is required in both versions: a missing one stays missing,
                        // and the migration stops naming the lap.
                        seconds.numericValue.map { .date(Date(timeIntervalSince1970: $0)) } ?? .null
                    }
                ]
            )
        ]
    )
}
