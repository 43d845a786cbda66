import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - BEGINSWITH[c] found through the folded column's index

/// `name BEGINSWITH[c] "pi"` is compiled with a range of the folded shadow column ANDed before
/// the exact test, so that the index finds the rows (see `foldedNarrowing` in
/// `PredicateSQLCompiler`). The range must never drop a match: these tests check the Unicode
/// fact that makes it so, and the rows themselves on names chosen to break it.
@Suite("Prefix ranges")
struct PrefixRangeTests {
    @Test("every scalar whose lowercase begins with ASCII folds to that same ASCII, and only marks reorder")
    func foldingKeepsASCIIPrefixes() {
        var broken: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // Decomposition reorders only scalars of a nonzero combining class; folding must
            // drop them all, so that folding a text folds each of its scalars on its own.
            if scalar.properties.canonicalCombiningClass != .notReordered {
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark: break
                default: broken.append("U+\(String(value, radix: 16)) reorders but is not a mark")
                }
            }
            guard let first = scalar.properties.lowercaseMapping.utf8.first, first < 0x80 else { continue }
            let text = String(scalar)
            let caseFolded = Array(TextFolding.foldCase(text).utf8)
            let folded = Array(TextFolding.fold(text).utf8)
            let ascii = caseFolded.prefix { $0 < 0x80 }
            let keepsPrefix = folded.starts(with: ascii)
            let keepsAll = ascii.count < caseFolded.count || folded == caseFolded
            if !keepsPrefix || !keepsAll { broken.append("U+\(String(value, radix: 16))") }
        }
        #expect(broken.isEmpty, "\(broken.prefix(20))")
    }

    @Test("given names that fold awkwardly, when found by BEGINSWITH[c], then SQL, memory and the index agree")
    func awkwardNames() throws {
        let container = try PokedeskContainer(location: .inMemory)
        let context = container.viewContext
        let names = [
            "Pikachu", "PIDGEY", "pichu", "Pi", "pİkachu", "Pí", "Pi\u{301}lot", "Piñata", "Spike", "P", "ﬁsh",
            "Kelvin", "pin", "Pj", "Ph",
        ]
        for name in names {
            let pokemon = try context.insert(entityName: "Pokemon")
            try pokemon.setStoreValue(.string(name), forAttribute: "name")
        }
        try context.save()

        let model = PokedeskModel.current
        let entity = try #require(model.entity(named: "Pokemon"))
        for format in [#"name BEGINSWITH[c] "pi""#, #"NOT name BEGINSWITH[c] "Pi""#, #"name BEGINSWITH[c] "p""#] {
            let predicate = try ObjectPredicate(format: format, entity: entity, model: model)
            let request = FetchRequest(
                entityName: "Pokemon",
                predicate: predicate,
                sortDescriptors: [FetchSortDescriptor("name", comparison: .caseInsensitive)]
            )
            let evaluator = try PredicateEvaluator(predicate, entity: entity, model: model)
            let everyone = try context.fetch(
                FetchRequest(entityName: "Pokemon", sortDescriptors: request.sortDescriptors)
            )
            let sql = try context.fetch(request).map(\.objectID)
            #expect(sql == everyone.filter(evaluator.evaluate).map(\.objectID), "\(format)")
            let plan = try context.queryPlan(for: request)
            if !format.hasPrefix("NOT") {
                #expect(plan.usesIndexSearch, "\(format): \(plan.steps)")
                #expect(!plan.sortsWithTemporaryTree, "\(format): \(plan.steps)")
            }
        }
        let pi = try context.fetch(
            FetchRequest(
                entityName: "Pokemon",
                predicate: try ObjectPredicate(format: #"name BEGINSWITH[c] "pi""#, entity: entity, model: model)
            )
        )
        #expect(
            Set(pi.compactMap { $0.storeValue(forAttribute: "name").stringValue })
                == ["Pikachu", "PIDGEY", "pichu", "Pi", "pİkachu", "Pi\u{301}lot", "Piñata", "pin"]
        )
    }

    @Test("a prefix that is not ASCII, or folds diacritics too, is compiled as before")
    func otherPrefixesUnchanged() throws {
        let container = try PokedeskContainer(location: .inMemory)
        let model = PokedeskModel.current
        let entity = try #require(model.entity(named: "Pokemon"))
        for format in [#"name BEGINSWITH[c] "pí""#, #"name BEGINSWITH "Pi""#] {
            let request = FetchRequest(
                entityName: "Pokemon",
                predicate: try ObjectPredicate(format: format, entity: entity, model: model)
            )
            let plan = try container.viewContext.queryPlan(for: request)
            #expect(!plan.sql.contains("Z_FOLD_name >="), "\(format): \(plan.sql)")
        }
    }
}
