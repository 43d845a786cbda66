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
}
