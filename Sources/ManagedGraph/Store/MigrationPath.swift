// MARK: - From the stored version to the program's

/// The steps that bring a store from the version that wrote it to the program's model: a heavy
/// migration where a mapping model starts at the version reached, lightweight migration up to
/// the next version a mapping model starts at (or to the end) otherwise. Each step commits a
/// complete version, so a crash between two steps leaves the store at a version the program
/// knows, and the next opening takes the remaining steps.
///
/// Everything is checked here, before the first step writes: every model on the way must be
/// known (from `history` or a mapping model), mapping models must agree with the program's
/// models of the same versions, and each step must be possible.
struct MigrationPath {
    enum Step {
        case lightweight(source: ManagedObjectModel, destination: ManagedObjectModel, statements: [String])
        /// The mapping model's plan, with the SQL it runs (its sort orders checked).
        case heavy(HeavyMigrationTables)
    }

    let steps: [Step]

    init(
        from stored: Int,
        to model: ManagedObjectModel,
        history: [ManagedObjectModel],
        mappings: [MappingModel]
    ) throws(StoreError) {
        var known: [Int: ManagedObjectModel] = [model.version: model]
        for earlier in history where known[earlier.version] == nil { known[earlier.version] = earlier }
        for mapping in mappings {
            for (end, version) in [
                (mapping.source, mapping.source.version), (mapping.destination, mapping.destination.version),
            ] {
                // Entities only: fetch request templates are not part of a version (a store
                // records none), as Core Data's version hashes leave them out, so a template
                // added to the program's model must not make its own mappings unfit.
                if let program = known[version], program.entities != end.entities {
                    throw .invalidMapping(
                        sourceVersion: mapping.source.version,
                        destinationVersion: mapping.destination.version,
                        reason: "its version \(version) is not the program's version \(version)"
                    )
                }
            }
            if known[mapping.source.version] == nil { known[mapping.source.version] = mapping.source }
        }
        let onTheWay = mappings.filter {
            $0.source.version < $0.destination.version && $0.destination.version <= model.version
        }

        var steps: [Step] = []
        var version = stored
        while version != model.version {
            guard let source = known[version] else { throw .unknownModel(stored: stored) }
            if let mapping = onTheWay.first(where: { $0.source.version == version }) {
                steps.append(.heavy(try HeavyMigrationTables(plan: try MappingPlan(mapping))))
                version = mapping.destination.version
                continue
            }
            let next = onTheWay.map(\.source.version).filter { $0 > version }.min() ?? model.version
            guard let destination = known[next] else { throw .unknownModel(stored: stored) }
            let statements = try LightweightMigration(source: source, destination: destination).statements()
            steps.append(.lightweight(source: source, destination: destination, statements: statements))
            version = next
        }
        self.steps = steps
    }
}
