import Synchronization
import Testing

@testable import ManagedGraph

// MARK: - Stores for tests

/// Collects SQL statements from a store's log.
final class SQLRecorder: Sendable {
    private let statements = Mutex<[String]>([])

    var log: @Sendable (String) -> Void { { [self] sql in statements.withLock { $0.append(sql) } } }

    var all: [String] { statements.withLock { $0 } }

    func reset() { statements.withLock { $0.removeAll() } }

    /// Statements that read rows (SELECT).
    var selects: [String] { all.filter { $0.uppercased().hasPrefix("SELECT") } }
}

// MARK: - The course's people and cars, with every delete rule

/// Records lifecycle hooks by context name, so tests running in parallel do not mix.
final class HookLog: Sendable {
    static let shared = HookLog()
    private let entries = Mutex<[String: [String]]>([:])

    func append(_ entry: String, context: String?) {
        guard let context else { return }
        entries.withLock { $0[context, default: []].append(entry) }
    }

    func take(context: String) -> [String] {
        entries.withLock { $0.removeValue(forKey: context) ?? [] }
    }
}

/// A person whose hooks write to `HookLog`.
final class Person: ManagedObject {
    var name: String {
        get { storeValue(forAttribute: "name").stringValue ?? "" }
        set { try? setStoreValue(.string(newValue), forAttribute: "name") }
    }
    var cars: [ManagedObject] { relatedObjects(forKey: "cars") }

    override func awakeFromInsert() {
        super.awakeFromInsert()
        try? setStoreValue(.string("newcomer"), forAttribute: "name")
        HookLog.shared.append("awakeFromInsert", context: managedObjectContext?.name)
    }
    override func awakeFromFetch() {
        HookLog.shared.append("awakeFromFetch \(name)", context: managedObjectContext?.name)
    }
    override func willSave() { HookLog.shared.append("willSave \(name)", context: managedObjectContext?.name) }
    override func didSave() { HookLog.shared.append("didSave \(name)", context: managedObjectContext?.name) }
    override func prepareForDeletion() {
        HookLog.shared.append("prepareForDeletion \(name)", context: managedObjectContext?.name)
    }
}

/// Person —cars (cascade)→ Car; Car —owner (nullify)→ Person; Garage —cars (deny)→ Car;
/// Club ⇄ Person many-to-many, Club.members with no action.
let fleetModel = ManagedObjectModel(
    version: 1,
    entities: [
        EntityDescription(
            name: "Person",
            managedClass: Person.self,
            attributes: [
                AttributeDescription(name: "name", type: .string, validation: [.length(1...20)], isIndexed: true),
                AttributeDescription(name: "age", type: .integer, isOptional: true, validation: [.range(0...150)]),
            ],
            relationships: [
                RelationshipDescription(
                    name: "cars",
                    destination: "Car",
                    inverse: "owner",
                    isToMany: true,
                    deleteRule: .cascade
                ),
                RelationshipDescription(name: "clubs", destination: "Club", inverse: "members", isToMany: true),
            ]
        ),
        EntityDescription(
            name: "Car",
            attributes: [AttributeDescription(name: "plate", type: .string, isUnique: true)],
            relationships: [
                RelationshipDescription(name: "owner", destination: "Person", inverse: "cars", isToMany: false),
                RelationshipDescription(name: "garage", destination: "Garage", inverse: "cars", isToMany: false),
            ]
        ),
        EntityDescription(
            name: "Garage",
            attributes: [AttributeDescription(name: "name", type: .string)],
            relationships: [
                RelationshipDescription(
                    name: "cars",
                    destination: "Car",
                    inverse: "garage",
                    isToMany: true,
                    deleteRule: .deny
                )
            ]
        ),
        EntityDescription(
            name: "Club",
            attributes: [AttributeDescription(name: "name", type: .string)],
            relationships: [
                RelationshipDescription(
                    name: "members",
                    destination: "Person",
                    inverse: "clubs",
                    isToMany: true,
                    isOrdered: true,
                    deleteRule: .noAction
                )
            ]
        ),
    ]
)

func makeFleet(sqlLog: (@Sendable (String) -> Void)? = nil) throws -> ObjectContext {
    let store = try PersistentStore(location: .inMemory, model: fleetModel, options: .init(sqlLog: sqlLog))
    return ObjectContext(store: store)
}

/// A fleet where Ada owns A-1 and Bob owns B-1, saved.
func makeTwoOwnerFleet() throws -> (context: ObjectContext, ada: ManagedObject) {
    let context = try makeFleet()
    let ada = try context.make("Person", ["name": .string("Ada")])
    let bob = try context.make("Person", ["name": .string("Bob")])
    try context.make("Car", ["plate": .string("A-1")]).setRelatedObject(ada, forKey: "owner")
    try context.make("Car", ["plate": .string("B-1")]).setRelatedObject(bob, forKey: "owner")
    try context.save()
    return (context, ada)
}

extension ObjectContext {
    /// Inserts an object of `entity` with text attributes set.
    @discardableResult
    func make(_ entity: String, _ values: [String: StoreValue] = [:]) throws -> ManagedObject {
        let object = try insert(entityName: entity)
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            try object.setStoreValue(value, forAttribute: key)
        }
        return object
    }

    /// The names (or plates) of the objects a request fetches, in order.
    func names(_ request: FetchRequest, key: String = "name") throws -> [String] {
        try fetch(request).map { $0.storeValue(forAttribute: key).stringValue ?? "?" }
    }
}

// MARK: - What live results report

/// The row changes a controller reports, one line each.
final class ChangeWatcher: FetchedResultsControllerDelegate {
    var changes: [String] = []

    func controller(_ controller: FetchedResultsController, didChange change: FetchedObjectChange, for object: ObjectID)
    {
        switch change {
        case .inserted(let at): changes.append("inserted \(at.flat)")
        case .deleted(let at): changes.append("deleted \(at.flat)")
        case .moved(let from, let to): changes.append("moved \(from.flat)→\(to.flat)")
        case .updated(let at): changes.append("updated \(at.flat)")
        }
    }
}
