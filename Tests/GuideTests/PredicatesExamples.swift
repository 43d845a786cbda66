// Made by scripts/guide_examples.py from ManagedGraph.docc/Predicates.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("Predicates: every example of the article runs")
func predicatesExamples() async throws {
    // Predicates.md, line 15
    let (model, context) = try peopleAndCars()
    let predicate = try ObjectPredicate(
        format: "age >= %d AND name BEGINSWITH[c] %@",
        18,
        "a"
    )
    let request = FetchRequest(entityName: "Person", predicate: predicate)
    #expect(try context.fetch(request).compactMap { $0.stringValue(forAttribute: "name") }.sorted() == ["Ada", "Alan"])

    // Predicates.md, line 51
    do {
        let template = try ObjectPredicate(format: "name BEGINSWITH[c] $PREFIX")
        let predicate = try template.substituting(["PREFIX": "ad"])
        #expect(predicate.predicateFormat == #"name BEGINSWITH[c] "ad""#)
    }

    // Predicates.md, line 65
    let typed = "age >= 18"
    let person = model.entity(named: "Person")!
    do {
        let predicate = try ObjectPredicate(
            format: typed,
            entity: person,
            model: model
        )
        print("filtering by \(predicate.predicateFormat)")
    } catch {
        print("error: \(error)")
    }

    // Predicates.md, line 212
    let plan = try context.queryPlan(
        for: FetchRequest(
            entityName: "Person",
            predicate: try ObjectPredicate(
                format: "name BEGINSWITH[cd] %@ AND ANY cars.plate == %@",
                "p1",
                "X"
            ),
            sortDescriptors: [FetchSortDescriptor("name", comparison: .caseInsensitive)]
        )
    )
    #expect(plan.sql.hasPrefix("SELECT") && !plan.steps.isEmpty)

    // Predicates.md, line 272
    let adults = ObjectPredicate.comparison(
        PredicateComparison(
            .keyPath(ModelKeyPath("age")),
            .greaterOrEqual,
            .value(.integer(18))
        )
    )
    #expect((adults.predicateFormat) == "age >= 18")
}
