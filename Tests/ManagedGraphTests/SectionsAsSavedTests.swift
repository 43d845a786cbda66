import Testing

@testable import ManagedGraph

// MARK: - Sections follow what is saved

/// Live results show what is saved: an unsaved change to a related object — an owner renamed
/// and not saved, in the context or pushed into it by a child — names no section and moves no
/// row until it is saved, as a fetch without pending changes sees it.
@Suite("Sections as saved")
struct SectionsAsSavedTests {
    /// Cars sorted and sectioned by their owner's name, descending, then by plate.
    private func carsByOwner(_ context: ObjectContext) throws -> FetchedResultsController {
        let cars = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Car",
                sortDescriptors: [.init("owner.name", ascending: false), .init("plate")]
            ),
            context: context,
            sectionKey: .value(of: "owner.name")
        )
        try cars.performFetch()
        return cars
    }

    private func plates(_ cars: FetchedResultsController) throws -> [String] {
        try cars.objects(in: 0..<cars.count).map { $0.storeValue(forAttribute: "plate").stringValue ?? "?" }
    }

    @Test("given an owner renamed and not saved, when live results fetch, then sections and rows are as saved")
    func unsavedRenameBeforeTheFetch() throws {
        let (context, ada) = try makeTwoOwnerFleet()
        try ada.setStoreValue(.string("Zoe"), forAttribute: "name")
        let cars = try carsByOwner(context)
        #expect(cars.sections.map(\.name) == ["Bob", "Ada"])
        #expect(try plates(cars) == ["B-1", "A-1"])
    }

    @Test(
        "given an owner renamed in a child and saved into the context, when live results fetch, then sections are as saved"
    )
    func renamePushedFromAChild() throws {
        let (context, ada) = try makeTwoOwnerFleet()
        let child = ObjectContext(parent: context)
        try child.object(with: ada.objectID).setStoreValue(.string("Zoe"), forAttribute: "name")
        try child.save()
        let cars = try carsByOwner(context)
        #expect(cars.sections.map(\.name) == ["Bob", "Ada"])
        #expect(try plates(cars) == ["B-1", "A-1"])
    }

    @Test(
        "given an owner renamed and not saved, when another car of theirs is saved, then it goes where the saved name puts it"
    )
    func unsavedRenameBetweenSaves() throws {
        let (context, ada) = try makeTwoOwnerFleet()
        let cars = try carsByOwner(context)
        try ada.setStoreValue(.string("Zoe"), forAttribute: "name")
        let other = ObjectContext(store: context.store)
        let adaThere = try other.existingObject(with: ada.objectID)
        try other.make("Car", ["plate": .string("A-2")]).setRelatedObject(adaThere, forKey: "owner")
        context.mergeChanges(try other.save())
        #expect(cars.sections.map(\.name) == ["Bob", "Ada"])
        #expect(try plates(cars) == ["B-1", "A-1", "A-2"])
    }
}
