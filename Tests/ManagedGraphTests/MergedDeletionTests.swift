import Testing

@testable import ManagedGraph

// MARK: - A deletion merged over unsaved changes

/// Found by the live results' property: a context with an unsaved change to an object that
/// another context deletes. Live results in that context follow the deletion, and so does the
/// context: the deletion wins over the unsaved change.
@Suite("A deletion merged over unsaved changes")
struct MergedDeletionTests {
    /// Ada (owning A-1) and Bob (owning B-1), saved; a second context of the same store, merging
    /// automatically, renames Ada without saving; the first deletes her and saves.
    private func adaDeletedWhileRenamedElsewhere() throws -> (view: ObjectContext, ada: ManagedObject) {
        let (context, ada) = try makeTwoOwnerFleet()
        let view = ObjectContext(store: context.store, name: "view")
        view.automaticallyMergesChangesFromOtherContexts = true
        let adaHere = try view.existingObject(with: ada.objectID)
        try adaHere.setStoreValue(.string("Zoe"), forAttribute: "name")
        try context.delete(ada)
        try context.save()
        return (view, adaHere)
    }

    @Test(
        "given an owner renamed and not saved, when another context's deletion of them is merged, then live results show the cars as a fresh fetch does"
    )
    func liveResultsFollowTheDeletion() throws {
        let (view, _) = try adaDeletedWhileRenamedElsewhere()
        let request = FetchRequest(
            entityName: "Car",
            sortDescriptors: [.init("owner.name"), .init("plate")]
        )
        let cars = try FetchedResultsController(
            fetchRequest: request,
            context: view,
            sectionKey: .value(of: "owner.name")
        )
        try cars.performFetch()
        view.mergePendingChanges()
        let fresh = try ObjectContext(store: view.store).fetch(request).map(\.objectID)
        #expect(try cars.objects(in: 0..<cars.count).map(\.objectID) == fresh)
    }

    @Test(
        "given an owner renamed and not saved, when another context's deletion of them is merged, then the deletion wins: Bob alone"
    )
    func peopleFetchAfterTheDeletion() throws {
        let (view, ada) = try adaDeletedWhileRenamedElsewhere()
        view.mergePendingChanges()
        let people = try view.fetch(FetchRequest(entityName: "Person"))
        #expect(people.map { $0.storeValue(forAttribute: "name") } == [.string("Bob")])
        #expect(!view.updatedObjects.contains { $0 === ada }, "the rename is dropped, as in Core Data's merge")
        #expect(ada.isFault)
        try view.save()
        #expect(try ObjectContext(store: view.store).count(for: FetchRequest(entityName: "Person")) == 1)
    }
}
