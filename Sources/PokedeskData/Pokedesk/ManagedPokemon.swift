public import Foundation
public import ManagedGraph

// MARK: - Typed objects of the Pokedesk model

/// A pokemon object. Attributes are read and written as properties (a write to a deleted or
/// detached object is ignored, as Core Data does; use `setValue(_:forKey:)` to get an error);
/// relationships are set with throwing methods, because an object from another context is an
/// error the caller must hear about.
public final class ManagedPokemon: ManagedObject {
    public var name: String {
        get { stringValue(forAttribute: "name") ?? "" }
        set { try? setStoreValue(.string(newValue), forAttribute: "name") }
    }

    /// When the pokemon was caught (model version 3); nil when no one dated it.
    public var caught: Date? {
        get { storeValue(forAttribute: "caught").dateValue }
        set { try? setStoreValue(newValue.map(StoreValue.date) ?? .null, forAttribute: "caught") }
    }

    /// The pokemon's race, or nil (always nil in a version 1 store).
    public var race: ManagedRace? { relatedObject(forKey: "race") as? ManagedRace }

    public func setRace(_ race: ManagedRace?) throws(ContextError) {
        try setRelatedObject(race, forKey: "race")
    }
}

/// A race object.
public final class ManagedRace: ManagedObject {
    /// The canonical name, in English: what files and predicates use.
    public var name: String {
        get { stringValue(forAttribute: "name") ?? "" }
        set { setCanonicalName(newValue) }
    }

    /// The Spanish name (`Código Cero`), the same as `name` for most races.
    public var spanishName: String {
        get { stringValue(forAttribute: "spanishName") ?? name }
        set { try? setStoreValue(.string(newValue), forAttribute: "spanishName") }
    }

    /// The national dex number.
    public var code: Int {
        get { Int(storeValue(forAttribute: "code").integerValue ?? 0) }
        set { try? setStoreValue(.integer(Int64(newValue)), forAttribute: "code") }
    }

    public var imageFile: String {
        get { stringValue(forAttribute: "imageFile") ?? "" }
        set { try? setStoreValue(.string(newValue), forAttribute: "imageFile") }
    }

    /// The race's types in slot order.
    public var types: [ManagedType] { relatedObjects(forKey: "types").compactMap { $0 as? ManagedType } }

    public func setTypes(_ types: [ManagedType]) throws(ContextError) {
        try setRelatedObjects(types, forKey: "types")
    }

    /// The pokemons of this race (loaded from the store on first use).
    public var pokemons: [ManagedPokemon] { relatedObjects(forKey: "pokemons").compactMap { $0 as? ManagedPokemon } }
}

/// A type object.
public final class ManagedType: ManagedObject {
    /// The canonical name, in English: what predicates use.
    public var name: String {
        get { stringValue(forAttribute: "name") ?? "" }
        set { setCanonicalName(newValue) }
    }

    /// The Spanish name (`Fuego`).
    public var spanishName: String {
        get { stringValue(forAttribute: "spanishName") ?? name }
        set { try? setStoreValue(.string(newValue), forAttribute: "spanishName") }
    }

    /// The races of this type.
    public var races: [ManagedRace] { relatedObjects(forKey: "races").compactMap { $0 as? ManagedRace } }
}

extension ManagedObject {
    /// Sets a race's or a type's canonical `name`, and its `spanishName` too while it has none:
    /// named without a Spanish name yet, it is the same in Spanish, as most are.
    fileprivate func setCanonicalName(_ name: String) {
        try? setStoreValue(.string(name), forAttribute: "name")
        if storeValue(forAttribute: "spanishName").isNull {
            try? setStoreValue(.string(name), forAttribute: "spanishName")
        }
    }
}
