import PropertyBased
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Ids kept as runs of keys

@Suite("Key runs")
struct KeyRunsTests {
    private static func id(_ key: Int64, _ entity: String = "Pokemon") -> ObjectID {
        ObjectID(entityName: entity, primaryKey: key)
    }

    @Test("ids in any order, of two entities: each is in, its neighbours and the other entity's are not")
    func membership() {
        let runs = KeyRuns([Self.id(7), Self.id(3), Self.id(5), Self.id(4), Self.id(9, "Race")])
        let found = [2, 3, 4, 5, 6, 7, 8].map { runs.contains(Self.id($0)) }
        #expect(found == [false, true, true, true, false, true, false])
        #expect(runs.contains(Self.id(9, "Race")))
        #expect(!runs.contains(Self.id(9)))
        #expect(!runs.contains(Self.id(3, "Race")))
    }

    @Test("a million consecutive keys heard out of order make one run")
    func oneRun() {
        var gathered = KeyRuns.Gathered()
        for key in stride(from: Int64(1_000_000), through: 1, by: -1) { gathered.append(Self.id(key)) }
        let runs = gathered.runs
        #expect(runs.runCount == 1)
        #expect(runs.contains(Self.id(1)) && runs.contains(Self.id(1_000_000)) && !runs.contains(Self.id(1_000_001)))
    }

    @Test("removing from the middle splits a run; removing its ends shortens it; the last leaves it empty")
    func removal() {
        var runs = KeyRuns((1...5).map { Self.id($0) })
        runs.remove(Self.id(3))
        #expect(runs.runCount == 2)
        #expect((1...5).map { runs.contains(Self.id($0)) } == [true, true, false, true, true])
        for key: Int64 in [1, 2, 4, 5, 6] { runs.remove(Self.id(key)) }
        #expect(runs.isEmpty)
    }

    @Test("random inserts and removals agree with a set of ids")
    func againstASet() async {
        await propertyCheck(count: 40, input: KeyRunsEditGen.edits) { edits in
            var runs = KeyRuns()
            var model: Set<ObjectID> = []
            for edit in edits {
                switch edit {
                case .remove(let id):
                    runs.remove(id)
                    model.remove(id)
                case .insert(let ids):
                    runs.insert(contentsOf: KeyRuns(ids))
                    model.formUnion(ids)
                }
            }
            for entity in ["Pokemon", "Race"] {
                for key in Int64(-1)...70 {
                    #expect(
                        runs.contains(Self.id(key, entity)) == model.contains(Self.id(key, entity)),
                        "\(entity) \(key)"
                    )
                }
            }
            #expect(runs.isEmpty == model.isEmpty)
        }
    }
}
