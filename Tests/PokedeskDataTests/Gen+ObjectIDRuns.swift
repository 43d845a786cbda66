import PropertyBased

@testable import ManagedGraph

// MARK: - Object ids in runs

/// Up to 400 ids of pokemons and some races, in runs of consecutive keys broken by a jump to any
/// key up to 500 about one id in three: what a list of fetched or inserted ids looks like. A
/// failing list shrinks towards a short one of pokemons in one run from key 1.
enum ObjectIDRunsGen {
    static let ids = zip(Gen.bool(0.25), Gen.bool(1.0 / 3), Gen.int64(in: 1...500))
        .array(of: 0...400)
        .map { steps in
            var next: Int64 = 1
            return steps.map { isRace, jumps, key -> ObjectID in
                if jumps { next = key }
                defer { next += 1 }
                return ObjectID(entityName: isRace ? "Race" : "Pokemon", primaryKey: next)
            }
        }
}
