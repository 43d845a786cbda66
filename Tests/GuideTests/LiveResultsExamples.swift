// Made by scripts/guide_examples.py from ManagedGraph.docc/LiveResults.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("Live results: every example of the article runs")
func liveResultsExamples() async throws {
    // LiveResults.md, line 242
    final class LapRows: FetchedResultsControllerDelegate {
        private(set) var ids: [ObjectID] = []
        private var takenOut: [Int] = []
        private var putIn: [(position: Int, id: ObjectID)] = []
        private var rowChanges = 0

        func reload(from controller: FetchedResultsController) throws {
            ids = try controller.objects(in: 0..<controller.count).map(\.objectID)
        }

        func controllerWillChangeContent(_ controller: FetchedResultsController) {
            takenOut = []
            putIn = []
            rowChanges = 0
        }

        func controller(
            _ controller: FetchedResultsController,
            didChange change: FetchedObjectChange,
            for object: ObjectID
        ) {
            rowChanges += 1
            switch change {
            case .deleted(let at): takenOut.append(at.flat)
            case .inserted(let at): putIn.append((at.flat, object))
            case .moved(let from, let to):
                takenOut.append(from.flat)
                putIn.append((to.flat, object))
            case .updated: break  // same place: redraw the row
            }
        }

        func controllerDidChangeContent(_ controller: FetchedResultsController) {
            guard rowChanges > 0 else {
                try? reload(from: controller)  // a reload: read the rows again
                return
            }
            for position in takenOut.sorted(by: >) { ids.remove(at: position) }
            for (position, id) in putIn.sorted(by: { $0.position < $1.position }) {
                ids.insert(id, at: position)
            }
        }
    }

    // LiveResults.md, line 28
    let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: LapModel.current))
    for second in 0..<30 {
        try context.insert(Lap.self).date = Date(timeIntervalSince1970: Double(second))
    }
    try context.save()
    let rows = LapRows()
    let newestFirst = FetchRequest(
        entityName: "Lap",
        sortDescriptors: [FetchSortDescriptor("timestamp", ascending: false)]
    )
    let results = try FetchedResultsController(
        fetchRequest: newestFirst,
        context: context
    )
    try results.performFetch()
    try rows.reload(from: results)  // rows: a `LapRows`, below
    results.delegate = rows

    let count = results.count  // how many laps
    let page = try results.objects(in: 0..<20)  // the first page, filled, in one query
    try context.insert(Lap.self).date = Date(timeIntervalSince1970: 100)
    try context.save()
    #expect(count == 30 && page.count == 20)
    #expect(rows.ids == (try context.fetch(newestFirst).map(\.objectID)))

    // LiveResults.md, line 81
    _ = [
        // indexed, and counted
        AttributeDescription(name: "name", type: .string, isRanked: true)
    ]

    // LiveResults.md, line 106
    _ = [
        FetchIndexDescription(
            name: "byOwnerAndBirth",
            keys: ["owner", "born"],
            isCounted: true
        )
    ]

    // LiveResults.md, line 129
    do {
        let (_, context) = try peopleAndCars()
        var request = FetchRequest(
            entityName: "Person",
            sortDescriptors: [.init("name")]
        )
        request.relationshipKeyPathsForCounting = ["cars"]
        let people = try FetchedResultsController(
            fetchRequest: request,
            context: context
        )
        try people.performFetch()
        let page = try people.objects(in: 0..<20)
        // [2, 0, 5, …]
        let cars = try context.countsOfRelatedObjects(forKey: "cars", of: page)
        #expect(cars == [2, 1, 0])
    }

    // LiveResults.md, line 191
    do {
        let (_, context) = try peopleAndCars()
        let request = FetchRequest(
            entityName: "Person",
            sortDescriptors: [FetchSortDescriptor("name", comparison: .caseInsensitive)]
        )
        let people = try FetchedResultsController(
            fetchRequest: request,
            context: context,
            sectionKey: .initial(of: "name")
        )
        try people.performFetch()
        // [SectionInfo(name: "A", count: 12), SectionInfo(name: "B", count: 7), …]
        let sections = people.sections
        #expect(sections.map(\.name) == ["A", "B"])
    }
}
