import PokedeskData
import PropertyBased
import Testing

@testable import ManagedGraph

// MARK: - Object ids kept as runs

@Suite("Object id lists")
struct ObjectIDListTests {
    private func id(_ entity: String, _ key: Int64) -> ObjectID {
        ObjectID(entityName: entity, primaryKey: key)
    }

    @Test("consecutive keys of one entity take one run; the list reads as the ids appended")
    func runs() {
        var list = ObjectIDList()
        for key in Int64(100)..<1100 { list.append(id("Pokemon", key)) }
        list.append(id("Race", 1100))
        list.append(id("Pokemon", 1100))
        list.append(id("Pokemon", 5))
        #expect(list.runs.count == 4)
        #expect(list.count == 1003)
        #expect(list.first == id("Pokemon", 100))
        #expect(list[999] == id("Pokemon", 1099))
        #expect(list[1000] == id("Race", 1100))
        #expect(Array(list.suffix(2)) == [id("Pokemon", 1100), id("Pokemon", 5)])
        #expect(list.count(of: "Pokemon") == 1002)
        #expect(list.entityNames == ["Pokemon", "Race"])
        #expect(list.keyRanges(of: "Pokemon") == [5...5, 100...1100])
    }

    @Test("temporary ids, counting down, are kept one by one and in order")
    func temporaryIDs() {
        let ids = [id("Pokemon", -1), id("Pokemon", -2), id("Pokemon", -3)]
        let list = ObjectIDList(ids)
        #expect(Array(list) == ids)
        #expect(list.runs.count == 3)
    }

    @Test("against an array: the same ids, positions, membership and key ranges")
    func likeAnArray() async {
        await propertyCheck(count: 20, input: ObjectIDRunsGen.ids) { array in
            let list = ObjectIDList(array)
            #expect(Array(list) == array)
            #expect(list.count == array.count)
            for position in stride(from: 0, to: array.count, by: 7) { #expect(list[position] == array[position]) }
            for key in Int64(0)...520 {
                #expect(list.contains(id("Pokemon", key)) == array.contains(id("Pokemon", key)))
            }
            let keys = Set(array.filter { $0.entityName == "Pokemon" }.map(\.primaryKey))
            let fromRanges = list.keyRanges(of: "Pokemon").flatMap { Array($0) }
            #expect(fromRanges == keys.sorted(), "the ranges cover the keys, sorted, each once")
            let ranges = list.keyRanges(of: "Pokemon")
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound + 1 < $1.lowerBound }, "apart")
            var trimmed = list
            trimmed.removeAll { $0.primaryKey % 2 == 0 }
            #expect(Array(trimmed) == array.filter { $0.primaryKey % 2 != 0 })
            #expect(list == ObjectIDList(array))
            #expect((trimmed != list) == array.contains { $0.primaryKey % 2 == 0 })
        }
    }
}
