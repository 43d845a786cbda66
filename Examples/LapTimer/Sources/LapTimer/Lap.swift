public import Foundation
public import ManagedGraph

// MARK: - A lap, as a typed object

/// One lap: a row of the `Lap` table, with typed accessors over the engine's generic ones.
///
/// The setters ignore the engine's errors on purpose: the only ones possible here are a write
/// to a deleted object or one of the wrong type, and the types are fixed by the properties. A
/// label that breaks the model's rules is refused later, by `save()`, with every reason at once.
public final class Lap: ManagedObject {
    /// When the lap was taken. Every saved lap has one (the attribute is required); a lap has
    /// one from its insertion on (`awakeFromInsert`).
    public var date: Date {
        get { storeValue(forAttribute: "timestamp").dateValue ?? Date(timeIntervalSinceReferenceDate: 0) }
        set { try? setStoreValue(.date(newValue), forAttribute: "timestamp") }
    }

    /// What the user called the lap, if anything.
    public var label: String? {
        get { stringValue(forAttribute: "label") }
        set { try? setStoreValue(newValue.map { .string($0) } ?? .null, forAttribute: "label") }
    }

    /// A new lap is taken now, unless the caller says otherwise: the hook Core Data offers for
    /// defaults that are not constants.
    public override func awakeFromInsert() {
        super.awakeFromInsert()
        date = Date()
    }
}
