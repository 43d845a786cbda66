import ManagedGraph
import PokedeskData

// MARK: - The data's names that differ in Spanish

enum DataNames {
    /// The English names of the types and races whose Spanish name is another (`Fire`,
    /// `Type: Null`), as a fresh pokedesk holds them: what a Spanish transcript must not show.
    static func differingInSpanish() -> [String] {
        guard let container = try? PokedeskContainer(location: .inMemory) else { return [] }
        return ["Type", "Race"].flatMap { entity in
            let request = FetchRequest(
                entityName: entity,
                resultType: .dictionaries,
                propertiesToFetch: ["name", "spanishName"]
            )
            let rows = (try? container.viewContext.fetchDictionaries(request)) ?? []
            return rows.compactMap { row -> String? in
                guard let name = row["name"]?.stringValue, name != row["spanishName"]?.stringValue else { return nil }
                return name
            }
        }
    }
}
