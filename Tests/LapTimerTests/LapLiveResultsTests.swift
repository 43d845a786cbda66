import Foundation
import LapTimer
import ManagedGraph
import Testing

// MARK: - Live results over the lap timer's request

/// Records the row changes a results controller reports.
private final class ChangeRecorder: FetchedResultsControllerDelegate {
    var changes: [FetchedObjectChange] = []

    func controller(_ controller: FetchedResultsController, didChange change: FetchedObjectChange, for object: ObjectID)
    {
        changes.append(change)
    }
}

/// A list that keeps itself in step with live results: the guide's `LapRows` ("Live results"),
/// which applies every batch as a table applies batch updates, and notes the rows it redraws.
private final class LapRows: FetchedResultsControllerDelegate {
    private(set) var ids: [ObjectID] = []
    private(set) var redrawn: [ObjectID] = []
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
        redrawn = []
    }

    func controller(_ controller: FetchedResultsController, didChange change: FetchedObjectChange, for object: ObjectID)
    {
        rowChanges += 1
        switch change {
        case .deleted(let at): takenOut.append(at.flat)
        case .inserted(let at): putIn.append((at.flat, object))
        case .moved(let from, let to):
            takenOut.append(from.flat)
            putIn.append((to.flat, object))
        case .updated: redrawn.append(object)
        }
    }

    func controllerDidChangeContent(_ controller: FetchedResultsController) {
        guard rowChanges > 0 else {
            try? reload(from: controller)
            return
        }
        for position in takenOut.sorted(by: >) { ids.remove(at: position) }
        for (position, id) in putIn.sorted(by: { $0.position < $1.position }) { ids.insert(id, at: position) }
    }
}

@Suite("Lap live results")
struct LapLiveResultsTests {
    @Test("given live results newest first, when a lap is added, then it is reported as the new first row")
    func newLapOnTop() throws {
        let log = try LapLog(location: .inMemory)
        try log.add(label: "first", at: Date(timeIntervalSince1970: 10))
        let results = try FetchedResultsController(fetchRequest: LapLog.newestFirst, context: log.context)
        let recorder = ChangeRecorder()
        results.delegate = recorder
        try results.performFetch()
        #expect(results.count == 1)

        try log.add(label: "second", at: Date(timeIntervalSince1970: 20))

        #expect(recorder.changes == [.inserted(at: RowIndexPath(section: 0, row: 0, flat: 0))])
        #expect(try results.objects(in: 0..<2).compactMap { ($0 as? Lap)?.label } == ["second", "first"])
    }

    @Test("given live results, when the log is cleared, then every row is reported deleted, from the bottom up")
    func clearDeletesRows() throws {
        let log = try LapLog(location: .inMemory)
        for seconds in [10.0, 20.0] { try log.add(at: Date(timeIntervalSince1970: seconds)) }
        let results = try FetchedResultsController(fetchRequest: LapLog.newestFirst, context: log.context)
        let recorder = ChangeRecorder()
        results.delegate = recorder
        try results.performFetch()

        try log.clear()

        #expect(
            recorder.changes == [
                .deleted(at: RowIndexPath(section: 0, row: 1, flat: 1)),
                .deleted(at: RowIndexPath(section: 0, row: 0, flat: 0)),
            ]
        )
        #expect(results.count == 0)
    }

    @Test(
        "given a list mirrored from live results, when laps are added, moved, relabelled and deleted, then it stays in step"
    )
    func mirror() throws {
        let log = try LapLog(location: .inMemory)
        for seconds in [10.0, 20.0, 30.0, 40.0] {
            try log.add(label: "\(Int(seconds))", at: Date(timeIntervalSince1970: seconds))
        }
        let results = try FetchedResultsController(fetchRequest: LapLog.newestFirst, context: log.context)
        try results.performFetch()
        let rows = LapRows()
        try rows.reload(from: results)
        results.delegate = rows
        let expected = { try log.context.fetchObjectIDs(LapLog.newestFirst) }

        let laps = try log.laps()  // 40, 30, 20, 10
        laps[3].date = Date(timeIntervalSince1970: 35)  // 10 moves up, between 40 and 30
        laps[0].label = "forty"  // 40 stays where it is
        try log.context.delete(laps[2])
        try log.context.save()
        try log.add(label: "25", at: Date(timeIntervalSince1970: 25))

        #expect(rows.ids == (try expected()))
        #expect(try log.laps().map(\.label) == ["forty", "10", "30", "25"])

        laps[0].label = "40 again"
        try log.context.save()
        #expect(rows.redrawn == [laps[0].objectID], "a row that keeps its place is only redrawn")
        #expect(rows.ids == (try expected()))
    }
}
