import PropertyBased

@testable import ManagedGraph

// MARK: - Edits of a set of ids kept as runs

/// Up to 200 edits of ids with keys below 65, of pokemons and some races: one id removed (one
/// edit in three), or a run of none to four consecutive ids inserted. A failing case shrinks
/// towards fewer edits of shorter runs at key 0.
enum KeyRunsEditGen {
    enum Edit: Sendable {
        case remove(ObjectID)
        case insert([ObjectID])
    }

    static let edits = zip(Gen.int64(in: 0...59), Gen.bool(0.25), Gen.bool(1.0 / 3), Gen.int64(in: 0...4))
        .map { key, isRace, removes, length -> Edit in
            let entity = isRace ? "Race" : "Pokemon"
            if removes { return .remove(ObjectID(entityName: entity, primaryKey: key)) }
            return .insert((0..<length).map { ObjectID(entityName: entity, primaryKey: key + $0) })
        }
        .array(of: 0...200)
}
