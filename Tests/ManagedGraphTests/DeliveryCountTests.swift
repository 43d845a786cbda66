import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Row changes delivered, and the steps that deliver them

/// Writes down each batch: what it was said to hold, and the calls made inside its delivery.
private final class BatchWatcher: FetchedResultsControllerDelegate {
    var batches: [(counts: FetchedChangeCounts, calls: [String])] = []
    private var calls: [String]?

    func controller(
        _ controller: FetchedResultsController,
        delivering counts: FetchedChangeCounts,
        _ delivery: () -> Void
    ) {
        calls = []
        delivery()
        batches.append((counts, calls ?? []))
        calls = nil
    }

    func controllerWillChangeContent(_ controller: FetchedResultsController) { calls?.append("will") }
    func controllerDidChangeContent(_ controller: FetchedResultsController) { calls?.append("did") }
    func controller(_ controller: FetchedResultsController, didChange change: FetchedSectionChange) {
        calls?.append("section")
    }
    func controller(_ controller: FetchedResultsController, didChange change: FetchedObjectChange, for object: ObjectID)
    {
        calls?.append("row")
    }
}

@Suite("Delivered changes")
struct DeliveryCountTests {
    private func controller(_ context: ObjectContext, sectioned: Bool = false) throws -> FetchedResultsController {
        let controller = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]),
            context: context,
            sectionKey: sectioned ? .initial(of: "name") : nil
        )
        try controller.performFetch()
        return controller
    }

    @Test("given live results with a delegate, when saves change rows, then each row change counts once")
    func rowChangesCount() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        try context.make("Person", ["name": .string("Bob")])
        try context.save()
        let people = try controller(context)
        let watcher = BatchWatcher()
        people.delegate = watcher
        context.statistics = ContextStatistics()

        try ada.setStoreValue(.string("Ada L"), forAttribute: "name")  // updated in place
        try context.make("Person", ["name": .string("Cid")])  // inserted
        try context.save()
        #expect(context.statistics.changesDelivered == 2)
        let first = try #require(watcher.batches.first)
        #expect(first.counts.insertedRows == 1)
        #expect(first.counts.updatedRows == 1)
        #expect(first.counts.rows == 2)
        #expect(first.calls == ["will", "row", "row", "did"], "every call inside the delivery")
    }

    @Test("given sectioned results, when a section appears, then it is delivered but only rows count")
    func sectionsApart() throws {
        let context = try makeFleet()
        try context.make("Person", ["name": .string("Ada")])
        try context.save()
        let people = try controller(context, sectioned: true)
        let watcher = BatchWatcher()
        people.delegate = watcher
        context.statistics = ContextStatistics()
        try context.make("Person", ["name": .string("Bob")])
        try context.save()
        #expect(context.statistics.changesDelivered == 1)
        #expect(watcher.batches.map(\.counts.insertedSections) == [1])
        #expect(watcher.batches.map(\.calls) == [["will", "section", "row", "did"]])
    }

    @Test("given live results without a delegate, when a save changes rows, then nothing is delivered")
    func noDelegateNoDelivery() throws {
        let context = try makeFleet()
        let people = try controller(context)
        try context.make("Person", ["name": .string("Ada")])
        try context.save()
        #expect(people.count == 1)
        #expect(context.statistics.changesDelivered == 0)
    }

    @Test("given another process's commit, when brought in, then the delivery runs inside the caller's step")
    func externalChangesInsideTheStep() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("fleet.sqlite").path
        let here = ObjectContext(store: try PersistentStore(location: .file(path), model: fleetModel))
        let elsewhere = ObjectContext(store: try PersistentStore(location: .file(path), model: fleetModel))
        let people = try controller(here)
        let watcher = BatchWatcher()
        people.delegate = watcher

        var steps: [String] = []
        let around = { (bringIn: () -> Void) in
            steps.append("step")
            bringIn()
            steps.append("end (\(watcher.batches.count) batch)")
        }
        #expect(try here.processExternalChanges(bringingIn: around) == nil)
        #expect(steps.isEmpty, "nothing committed: no step")

        try elsewhere.make("Person", ["name": .string("Ada")])
        try elsewhere.save()
        let changes = try here.processExternalChanges(bringingIn: around)
        #expect(changes?.inserted.count == 1)
        #expect(steps == ["step", "end (1 batch)"], "the batch was delivered inside the step")
        #expect(here.statistics.changesDelivered == 1)
        #expect(here.externalChangeChecks == 2, "every look counts, with or without a step")
    }
}
