// MARK: - Fetched properties

/// A fetched property (Core Data's `NSFetchedPropertyDescription`): a property of an entity
/// whose value is the result of a fetch request, evaluated the first time it is read and kept
/// until the object is refreshed. Like a relationship it leads to objects; unlike one it has no
/// inverse, no delete rule, nothing stored, and it is read-only: it says what a fetch finds.
///
/// The request's predicate can name the object the property is read from as `$FETCH_SOURCE`:
///
/// ```swift
/// FetchedPropertyDescription(
///     name: "recentLaps",
///     fetchRequest: FetchRequest(
///         entityName: "Lap",
///         predicate: try ObjectPredicate(format: "session == $FETCH_SOURCE AND timestamp > 1700000000"),
///         sortDescriptors: [FetchSortDescriptor("timestamp", ascending: false)]
///     )
/// )
/// ```
public struct FetchedPropertyDescription: Hashable, Sendable {
    /// The variable that stands for the object the property is read from. (Core Data's other
    /// one, `$FETCHED_PROPERTY`, names the property's description for its user info, which
    /// descriptions here do not have.)
    public static let sourceVariable = "FETCH_SOURCE"

    /// The property's name, unique among the entity's properties.
    public let name: String
    /// What it fetches; `$FETCH_SOURCE` is the only variable its predicate may use.
    public let fetchRequest: FetchRequest

    /// A fetched property called `name` whose objects are what `fetchRequest` finds.
    public init(name: String, fetchRequest: FetchRequest) {
        self.name = name
        self.fetchRequest = fetchRequest
    }
}

extension ManagedObjectModel {
    /// Checks every fetched property of the model as a fetch request template is checked,
    /// with `$FETCH_SOURCE` as its only variable; a store refuses a model that fails.
    func checkFetchedProperties() throws(ModelError) {
        for entity in entities {
            for property in entity.fetchedProperties {
                let place = "\(entity.name).\(property.name)"
                let unknown = (property.fetchRequest.predicate?.variableNames ?? [])
                    .subtracting([FetchedPropertyDescription.sourceVariable]).sorted()
                guard unknown.isEmpty else {
                    throw ModelError(
                        "\(place) uses $\(unknown[0]); a fetched property's only variable is $\(FetchedPropertyDescription.sourceVariable)"
                    )
                }
                do throws(PredicateError) {
                    try FetchRequestCheck(model: self).check(property.fetchRequest)
                } catch {
                    throw ModelError("\(place): \(error.message)")
                }
            }
        }
    }
}
