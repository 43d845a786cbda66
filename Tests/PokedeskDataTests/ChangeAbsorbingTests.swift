import PokedeskData
import PropertyBased
import Testing

@testable import ManagedGraph

// MARK: - Saves combined as they arrive

@Suite("Changes combined as they arrive")
struct ChangeAbsorbingTests {
    private func id(_ key: Int64, _ entity: String = "Pokemon") -> ObjectID {
        ObjectID(entityName: entity, primaryKey: key)
    }

    private func change(
        inserted: [ObjectID] = [],
        updated: [ObjectID: Set<String>] = [:],
        deleted: [ObjectID] = [],
        oldValues: [ObjectID: [String: StoreValue]] = [:]
    ) -> ContextChanges {
        var change = ContextChanges(origin: .save)
        change.inserted = ObjectIDList(inserted)
        change.updated = updated
        change.deleted = deleted
        change.oldValues = oldValues
        return change
    }

    @Test("a thousand saves of a thousand new rows wait as one run, with each race once")
    func batchesStaySmall() {
        let inbox = MergeInbox()
        let races = Dictionary(uniqueKeysWithValues: (1...898).map { (id(Int64($0), "Race"), Set(["pokemons"])) })
        for batch in Int64(0)..<1000 {
            let rows = (0..<1000).map { id(100_000 + batch * 1000 + $0) }
            var saved = change(inserted: rows, updated: races)
            saved.permanentIDs = [id(-1): rows[0]]
            inbox.post(saved)
        }
        let pending = inbox.drain()
        #expect(pending?.inserted.count == 1_000_000)
        #expect(pending?.inserted.runs.count == 1)
        #expect(pending?.updated.count == 898)
        #expect(pending?.permanentIDs.isEmpty == true, "temporary ids are the saving context's")
        #expect(inbox.drain() == nil, "drained")
    }

    @Test("inserted then deleted: never there; deleted then inserted again: updated; inserted then updated: inserted")
    func lifecycles() {
        var combined = ContextChanges(origin: .merge)
        combined.absorb(change(inserted: [id(1), id(2)]))
        combined.absorb(
            change(updated: [id(1): ["name"], id(9): ["name"]], oldValues: [id(9): ["name": .string("Old")]])
        )
        combined.absorb(
            change(deleted: [id(2), id(8)], oldValues: [id(2): ["name": .null], id(8): ["name": .string("Gone")]])
        )
        combined.absorb(change(inserted: [id(8)]))
        combined.absorb(
            change(updated: [id(9): ["race"]], oldValues: [id(9): ["name": .string("Newer"), "race": .null]])
        )
        #expect(Array(combined.inserted) == [id(1)])
        #expect(combined.deleted.isEmpty)
        #expect(combined.updated == [id(9): ["name", "race"], id(8): ["name"]], "8 may be back with other values")
        #expect(
            combined.oldValues == [id(9): ["name": .string("Old"), "race": .null], id(8): ["name": .string("Gone")]],
            "the values before the first change"
        )
    }

    @Test("absorbing saves one by one gives the net change of the whole history")
    func randomHistories() async {
        await propertyCheck(count: 80, input: SaveHistoryGen.history) { history in
            absorbs(history)
        }
    }

    /// Each save of `history` absorbed in turn: the combined change must be the net change of
    /// them all, with the values before the first change of each row.
    private func absorbs(_ history: SaveHistoryGen.History) {
        let universe = (Int64(1)...40).map { id($0, $0 % 5 == 0 ? "Race" : "Pokemon") }
        var existing = Set(zip(universe, history.initial).filter(\.1).map(\.0))
        let before = existing
        var firstOld: [ObjectID: [String: StoreValue]] = [:]
        var touchedKeys: [ObjectID: Set<String>] = [:]
        var everDeleted = Set<ObjectID>()
        var lastInsertion: [ObjectID: Int] = [:]
        var combined = ContextChanges(origin: .merge)
        for (step, rolls) in history.saves.enumerated() {
            var inserted: [ObjectID] = []
            var deleted: [ObjectID] = []
            var updated: [ObjectID: Set<String>] = [:]
            var oldValues: [ObjectID: [String: StoreValue]] = [:]
            for (object, (roll, name)) in zip(universe, rolls) {
                if !existing.contains(object), roll < 2 {
                    inserted.append(object)
                } else if existing.contains(object), roll < 2 {
                    deleted.append(object)
                    // Every key, as a deletion's old values hold every attribute and to-one key.
                    oldValues[object] = ["name": .string("deleted \(step)"), "race": .integer(Int64(-step))]
                } else if existing.contains(object), roll < 4 {
                    let key = name ? "name" : "race"
                    updated[object] = [key]
                    oldValues[object] = [key: .integer(Int64(step))]
                }
            }
            for object in deleted where before.contains(object) && !everDeleted.contains(object) {
                for (key, value) in oldValues[object]! where firstOld[object]?[key] == nil {
                    firstOld[object, default: [:]][key] = value
                }
            }
            for (object, keys) in updated where before.contains(object) && !everDeleted.contains(object) {
                touchedKeys[object, default: []].formUnion(keys)
                for (key, value) in oldValues[object]! where firstOld[object]?[key] == nil {
                    firstOld[object, default: [:]][key] = value
                }
            }
            existing.subtract(deleted)
            everDeleted.formUnion(deleted)
            existing.formUnion(inserted)
            for object in inserted { lastInsertion[object] = step }
            combined.absorb(change(inserted: inserted, updated: updated, deleted: deleted, oldValues: oldValues))
        }
        let netInserted = existing.subtracting(before)
        let netDeleted = before.subtracting(existing)
        #expect(Set(combined.inserted) == netInserted)
        #expect(combined.inserted.count == netInserted.count, "each once")
        let order = combined.inserted.map { lastInsertion[$0]! }
        #expect(order == order.sorted(), "in the order they came to be")
        #expect(Set(combined.deleted) == netDeleted && combined.deleted.count == netDeleted.count)
        for object in combined.updated.keys {
            #expect(before.contains(object) && existing.contains(object), "only rows there before and after")
        }
        for (object, keys) in touchedKeys where !everDeleted.contains(object) {
            #expect(combined.updated[object] == keys, "\(object)")
            #expect(combined.oldValues[object] == firstOld[object], "\(object): the values before the first change")
        }
        for object in netDeleted {
            #expect(combined.oldValues[object]?.isEmpty == false, "a deleted row keeps its values")
        }
        for object in before.intersection(existing).intersection(everDeleted) {
            #expect(combined.updated[object] == ["name", "race"], "\(object): back, perhaps with other values")
            #expect(combined.oldValues[object] == firstOld[object], "\(object): the values before the first change")
        }
    }
}
