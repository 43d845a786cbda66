import Foundation

// MARK: - The Spanish names of the catalogue

/// The Spanish names the bundled `pokemons.plist` gives races (`nombres_es`, by code, only where
/// the Spanish name differs: `Type: Null` is `Código Cero`) and types (`tipos_es`, by name:
/// `Fire` is `Fuego`). The preload writes them into a new store, and the migration from version
/// 2 into the races and types of an older one.
struct SpanishNames: Sendable {
    let races: [Int: String]
    let types: [String: String]

    /// Read from the bundled plist once, when first needed; empty (every name the same in Spanish)
    /// if the plist cannot be read, which the preload reports when it reads the plist itself.
    static let bundled: SpanishNames = {
        guard let data = try? PokedeskPreload.bundledData(),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return SpanishNames(races: [:], types: [:]) }
        return SpanishNames(plist: plist)
    }()

    init(races: [Int: String], types: [String: String]) {
        self.races = races
        self.types = types
    }

    /// The names of the plist's `nombres_es` and `tipos_es`; none where a key is missing.
    init(plist: [String: Any]) {
        let races = plist["nombres_es"] as? [String: String] ?? [:]
        self.races = Dictionary(uniqueKeysWithValues: races.compactMap { key, name in Int(key).map { ($0, name) } })
        types = plist["tipos_es"] as? [String: String] ?? [:]
    }

    /// The Spanish name of the race `code` called `name`.
    func race(code: Int?, name: String) -> String {
        code.flatMap { races[$0] } ?? name
    }

    /// The Spanish name of the type called `name`.
    func type(named name: String) -> String {
        types[name] ?? name
    }
}
