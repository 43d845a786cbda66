import ManagedGraph
import PokedeskDomain

// MARK: - Finding races without a query per row

/// Every race of a context, found by code or by name exactly as `RaceRepository.race(matching:)`
/// finds it for `add` — a whole number is a code, anything else a name in either language
/// compared case- and diacritic-insensitively, the lowest code winning a tie — but from memory:
/// an import of a million rows asks the store once, not a million times.
struct RaceLookup {
    /// The races by code, in code order.
    let races: [ManagedRace]
    private let byCode: [Int: ManagedRace]
    private let byName: [String: ManagedRace]

    init(context: ObjectContext) throws(ContextError) {
        races = try context.fetch(FetchRequest(entityName: "Race", sortDescriptors: [.init("code")]))
            .compactMap { $0 as? ManagedRace }
        var byCode: [Int: ManagedRace] = [:]
        var byName: [String: ManagedRace] = [:]
        for race in races {
            byCode[race.code] = byCode[race.code] ?? race
            for name in [race.name, race.spanishName] {
                byName[TextFolding.fold(name)] = byName[TextFolding.fold(name)] ?? race
            }
        }
        self.byCode = byCode
        self.byName = byName
    }

    /// The race `text` names; nil for blank text (no race); `unknownRace` when none matches.
    func race(matching text: String) throws(PokedeskError) -> ManagedRace? {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty else { return nil }
        let found = Int64(trimmed).map { byCode[Int($0)] } ?? byName[TextFolding.fold(trimmed)]
        guard let found else { throw .unknownRace(text) }
        return found
    }
}
