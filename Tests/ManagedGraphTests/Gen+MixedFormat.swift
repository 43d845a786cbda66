import PropertyBased

// MARK: - Format texts that mix the new types with arithmetic and SUBQUERY

/// Decimals compared with computed constants, SUBQUERYs filtering on decimals and dates,
/// `@min`/`@max` of decimals over a SUBQUERY, counts in arithmetic, for the shop's items or
/// shelves. A failing text shrinks towards the first forms and constants of each list.
struct MixedFormatGen {
    let entityName: String

    private static let decimalConstants = [
        "9", "-0.5", "9.5", "10", "2 + 7.5", "20 / 2", "19 / 2", "3 ** 2", "-(1 - 1.5)", "1 / 0", "0.1 * 3",
        "-2 * 0.25", "CAST(\"9.50\", \"NSDecimalNumber\")", "CAST(\"1e-30\", \"NSDecimalNumber\")",
    ]
    private static let dateConstants = [
        "CAST(0, \"NSDate\")", "CAST(721692000, \"NSDate\")", "CAST(-1000000000, \"NSDate\")",
        "CAST(\"2024-05-01T10:00:00Z\", \"NSDate\")",
    ]
    private static let orderings = Gen.pick(["==", "!=", "<", "<=", ">", ">="])

    /// `path`, an ordering and a decimal constant.
    private static func decimalTest(_ path: String) -> Generator<String, some SendableSequenceType> {
        zip(orderings, Gen.pick(decimalConstants)).map { "\(path) \($0) \($1)" }
    }

    private static let memberTest = Gen.frequency(
        (1, decimalTest("$i.price")),
        (1, zip(orderings, Gen.pick(dateConstants)).map { "$i.stocked \($0) \($1)" }),
        (1, Gen.pick(decimalConstants).map { "$i.price BETWEEN {\($0), 10 + 0.5}" }),
        (1, Gen.always("$i.price IN {9, 9.5, 2 ** 0.5, -(0.5)}"))
    )

    private var subquery: Generator<String, some SendableSequenceType> {
        let collection = entityName == "Shelf" ? "items" : "shelf.items"
        let body = Gen.frequency(
            (30, zip(Self.memberTest, Self.memberTest).map { "\($0) AND \($1)" }),
            (70, Self.memberTest)
        )
        return body.map { "SUBQUERY(\(collection), $i, \($0))" }
    }

    var format: AnyGenerator<String> {
        let count = zip(subquery, Gen.pick(["*", "+", "-"]), Self.orderings, Gen.int(in: -1...5))
            .map { "\($0).@count \($1) 2 \($2) \($3)" }
        let end = zip(subquery, Gen.pick(["min", "max"]), Self.orderings, Gen.pick(Self.decimalConstants))
            .map { "\($0).@\($1).price \($2) \($3)" }
        let aggregate = entityName == "Shelf" ? "items.@max.price" : "shelf.items.@min.price"
        let either = zip(Self.decimalTest(aggregate), subquery).map { "\($0) OR NOT \($1).@count > 1" }
        let negated = zip(subquery, Self.orderings, Gen.pick(Self.decimalConstants))
            .map { "NOT (\($0).@max.price \($1) \($2))" }
        guard entityName == "Item" else {
            return Gen.frequency((2, count), (1, end), (1, either), (1, negated)).eraseToAny()
        }
        return Gen.frequency((1, Self.decimalTest("price")), (1, count), (1, end), (1, either), (1, negated))
            .eraseToAny()
    }
}
