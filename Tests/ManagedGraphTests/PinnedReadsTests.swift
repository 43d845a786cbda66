import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Reading the store as it was at the last look

@Suite("Pinned reads")
struct PinnedReadsTests {
    /// A pinned context and another connection on one file, with people saved elsewhere and
    /// brought in; live results of the people by name.
    private final class Setup {
        let directory: URL
        let here: ObjectContext
        let elsewhere: ObjectContext
        let people: FetchedResultsController

        let path: String

        init(_ names: [String], sqlLog: (@Sendable (String) -> Void)? = nil) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("mg-pin-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            path = directory.appendingPathComponent("fleet.sqlite").path
            here = ObjectContext(
                store: try PersistentStore(location: .file(path), model: fleetModel, options: .init(sqlLog: sqlLog))
            )
            here.pinsReadsToLastLook = true
            elsewhere = ObjectContext(store: try PersistentStore(location: .file(path), model: fleetModel))
            for name in names { try elsewhere.make("Person", ["name": .string(name)]) }
            try elsewhere.save()
            people = try FetchedResultsController(
                fetchRequest: FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]),
                context: here
            )
            try people.performFetch()
        }

        deinit {
            here.endPinnedReads()
            try? FileManager.default.removeItem(at: directory)
        }

        func names(_ range: Range<Int>) throws -> [String] {
            try people.objects(in: range).map { $0.storeValue(forAttribute: "name").stringValue ?? "?" }
        }

        func elsewhereRename(_ old: String, to new: String) throws {
            let request = FetchRequest(
                entityName: "Person",
                predicate: try ObjectPredicate(format: "name == %@", .value(.string(old)))
            )
            for person in try elsewhere.fetch(request) { try person.setStoreValue(.string(new), forAttribute: "name") }
            try elsewhere.save()
        }

        func elsewhereDelete(_ name: String) throws {
            let request = FetchRequest(
                entityName: "Person",
                predicate: try ObjectPredicate(format: "name == %@", .value(.string(name)))
            )
            for person in try elsewhere.fetch(request) { try elsewhere.delete(person) }
            try elsewhere.save()
        }
    }

    @Test(
        "given a pinned look, when another process deletes a row of the page, then the page reads as the look found it"
    )
    func pageAsAtTheLook() throws {
        let setup = try Setup(["Ada", "Bob", "Cy"])
        _ = try setup.people.location(of: ObjectID(entityName: "Person", primaryKey: 1))
        try setup.here.processExternalChanges()
        try setup.elsewhereDelete("Bob")

        #expect(try setup.names(0..<3) == ["Ada", "Bob", "Cy"], "Bob's row as the look found it")
        try setup.here.processExternalChanges()
        #expect(try setup.names(0..<3) == ["Ada", "Cy"], "the next look brings his deletion in")
    }

    @Test(
        "given a pinned look and rows counted, not ordered, when another process adds a row before the page, then the page does not shift"
    )
    func pageReadWithSQLDoesNotShift() throws {
        let setup = try Setup(["Bob", "Cy", "Dan"])
        try setup.here.processExternalChanges()
        try setup.elsewhere.make("Person", ["name": .string("Ada")])
        try setup.elsewhere.save()

        #expect(setup.people.count == 3)
        #expect(try setup.names(1..<3) == ["Cy", "Dan"], "rows 2 and 3 as counted at the look")
        try setup.here.processExternalChanges()
        #expect(try setup.names(1..<3) == ["Bob", "Cy"])
    }

    @Test(
        "given a pinned look and sections counted per owner, when another process deletes a car, then the section's page is as at the look"
    )
    func sectionPageAsAtTheLook() throws {
        let setup = try Setup(["Ada", "Bob"])
        for (plate, owner) in [("A-1", "Ada"), ("A-2", "Ada"), ("B-1", "Bob")] {
            let request = FetchRequest(
                entityName: "Person",
                predicate: try ObjectPredicate(format: "name == %@", .value(.string(owner)))
            )
            let person = try #require(try setup.elsewhere.fetch(request).first)
            try setup.elsewhere.make("Car", ["plate": .string(plate)]).setRelatedObject(person, forKey: "owner")
        }
        try setup.elsewhere.save()
        let cars = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Car", sortDescriptors: [.init("owner.name"), .init("plate")]),
            context: setup.here,
            sectionKey: .value(of: "owner.name")
        )
        try cars.performFetch()
        let doomed = try #require(
            try setup.elsewhere.fetch(FetchRequest(entityName: "Car")).first {
                $0.storeValue(forAttribute: "plate") == .string("A-1")
            }
        )
        try setup.elsewhere.delete(doomed)
        try setup.elsewhere.save()

        #expect(cars.sections.map(\.count) == [2, 1])
        let plates = try cars.objects(in: 0..<3).map { $0.storeValue(forAttribute: "plate") }
        #expect(plates == [.string("A-1"), .string("A-2"), .string("B-1")], "every section's rows as counted")
        try setup.here.processExternalChanges()
        #expect(cars.sections.map(\.count) == [1, 1])
        let now = try cars.objects(in: 0..<2).map { $0.storeValue(forAttribute: "plate") }
        #expect(now == [.string("A-2"), .string("B-1")])
    }

    @Test(
        "given a pinned look, when the context saves, then it reads its save, and not what another process commits after it"
    )
    func saveMovesThePin() throws {
        let setup = try Setup(["Bob"])
        try setup.here.processExternalChanges()
        try setup.here.make("Person", ["name": .string("Ada")])
        try setup.here.save()
        try setup.elsewhereRename("Bob", to: "Zed")

        let request = FetchRequest(
            entityName: "Person",
            sortDescriptors: [.init("name")],
            includesPendingChanges: false
        )
        #expect(try setup.here.names(request) == ["Ada", "Bob"], "its own save, and Bob as he was")
        setup.here.endPinnedReads()
        #expect(try setup.here.names(request) == ["Ada", "Zed"], "unpinned, reads see each commit")
    }

    @Test(
        "given a pinned look, when another process commits before the context saves, then the save brings that in first"
    )
    func saveBringsInFirst() throws {
        let setup = try Setup(["Bob", "Cy"])
        _ = try setup.people.location(of: ObjectID(entityName: "Person", primaryKey: 1))
        let watcher = RowChangeLog()
        setup.people.delegate = watcher
        try setup.here.processExternalChanges()
        try setup.elsewhereDelete("Bob")
        try setup.here.make("Person", ["name": .string("Ada")])
        try setup.here.save()

        #expect(watcher.batches == [["deleted 0"], ["inserted 0"]], "the other's deletion, then its own row")
        #expect(try setup.names(0..<2) == ["Ada", "Cy"], "and a page after the save reads what was brought in")
    }

    @Test(
        "given a pinned look, when another process renames a person the context renames too, then the save is a conflict"
    )
    func bringingInKeepsConflicts() throws {
        let setup = try Setup(["Bob"])
        try setup.here.processExternalChanges()
        let bob = try #require(try setup.people.objects(in: 0..<1).first)
        try setup.elsewhereRename("Bob", to: "Zed")
        try bob.setStoreValue(.string("Cy"), forAttribute: "name")

        let error = #expect(throws: ContextError.self) { try setup.here.save() }
        guard case .conflict(let conflicts) = error else {
            Issue.record("expected a conflict, got \(String(describing: error))")
            return
        }
        #expect(conflicts.map(\.keys) == [["name"]], "their rename is not written over")
        setup.here.rollback()
        #expect(try setup.names(0..<1) == ["Zed"])
    }

    @Test(
        "given a pinned look and no commit elsewhere since, when the context saves, then it writes in the pinned read: no second transaction, no check"
    )
    func saveWritesInThePin() throws {
        let recorder = SQLRecorder()
        let setup = try Setup(["Bob"], sqlLog: recorder.log)
        try setup.here.processExternalChanges()
        let bob = try #require(try setup.people.objects(in: 0..<1).first)
        try bob.setStoreValue(.string("Cy"), forAttribute: "name")
        recorder.reset()
        try setup.here.save()
        let write = Array(recorder.all.prefix { !$0.hasPrefix("COMMIT") })
        #expect(write.first?.hasPrefix("UPDATE \"Person\"") == true, "\(recorder.all)")
        #expect(!recorder.all.contains { $0.hasPrefix("BEGIN IMMEDIATE") })
        #expect(try setup.names(0..<1) == ["Cy"])
    }

    @Test(
        "given a pinned look, when another process holds the write lock as the context saves, then the save waits for it and writes"
    )
    func saveWaitsForAnotherWriter() throws {
        let setup = try Setup(["Bob"])
        try setup.here.processExternalChanges()
        let bob = try #require(try setup.people.objects(in: 0..<1).first)
        try bob.setStoreValue(.string("Cy"), forAttribute: "name")
        let writer = try DatabaseQueueHolder(path: setup.path)
        try writer.beginImmediate()
        let release = Thread {
            Thread.sleep(forTimeInterval: 0.2); try? writer.commit()
        }
        release.start()
        try setup.here.save()
        #expect(try setup.names(0..<1) == ["Cy"])
    }

    @Test(
        "given a page read in one look, when the next look reads it, then only what another process changed is read again"
    )
    func objectsReadAreHeld() throws {
        let setup = try Setup(["Ada", "Bob"])
        try setup.here.processExternalChanges()
        let keys = try setup.people.objects(in: 0..<2).map(\.objectID)
        setup.here.endPinnedReads()
        try setup.elsewhereRename("Bob", to: "Bo")

        let filled = setup.here.statistics.objectsFilled
        try setup.here.processExternalChanges()
        let ada = try setup.here.existingObject(with: keys[0]).storeValue(forAttribute: "name")
        let bob = try setup.here.existingObject(with: keys[1]).storeValue(forAttribute: "name")
        #expect([ada, bob] == [.string("Ada"), .string("Bo")])
        #expect(setup.here.statistics.objectsFilled - filled == 1, "Bob, changed elsewhere; Ada was held")
        setup.here.endPinnedReads()
    }

    @Test("given a pinned look, when the pin ends, then reads see other processes' commits at once")
    func endingThePin() throws {
        let setup = try Setup(["Ada"])
        try setup.here.processExternalChanges()
        try setup.elsewhere.make("Person", ["name": .string("Bob")])
        try setup.elsewhere.save()
        let request = FetchRequest(entityName: "Person", includesPendingChanges: false)
        #expect(try setup.here.count(for: request) == 1)
        setup.here.endPinnedReads()
        #expect(try setup.here.count(for: request) == 2)
    }

    @Test("given a store in memory, when a pinned context looks, then nothing is pinned: no statement is added")
    func inMemoryIsNeverPinned() throws {
        let context = try makeFleet()
        context.store.countsStatements = true
        defer { context.store.countsStatements = false }
        let before = context.store.statementCount
        try context.processExternalChanges()
        let unpinned = context.store.statementCount - before
        context.pinsReadsToLastLook = true
        try context.processExternalChanges()
        context.endPinnedReads()
        #expect(context.store.statementCount - before == 2 * unpinned, "the same statements for each look")
    }
}

/// The row changes a controller reports, a list per batch.
private final class RowChangeLog: FetchedResultsControllerDelegate {
    var batches: [[String]] = []

    func controllerWillChangeContent(_ controller: FetchedResultsController) { batches.append([]) }

    func controller(_ controller: FetchedResultsController, didChange change: FetchedObjectChange, for object: ObjectID)
    {
        switch change {
        case .inserted(let at): batches[batches.count - 1].append("inserted \(at.flat)")
        case .deleted(let at): batches[batches.count - 1].append("deleted \(at.flat)")
        case .moved(let from, let to): batches[batches.count - 1].append("moved \(from.flat)→\(to.flat)")
        case .updated(let at): batches[batches.count - 1].append("updated \(at.flat)")
        }
    }
}

/// Another process's connection, holding the store's write lock until it commits.
private final class DatabaseQueueHolder: Sendable {
    private let queue: DatabaseQueue

    init(path: String) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        queue = try DatabaseQueue(path: path, configuration: configuration)
    }

    func beginImmediate() throws { try queue.inDatabase { try $0.beginTransaction(.immediate) } }

    func commit() throws { try queue.inDatabase { try $0.commit() } }
}
