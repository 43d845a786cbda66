import Foundation
import PropertyBased

@testable import ManagedGraph

// MARK: - Random predicates over the shop's new attribute types

/// Valid comparisons of dates, UUIDs, bytes, decimals and transformable values of
/// `ShopFixture`, with constants at, between and beyond the stored ones, combined by AND, OR
/// and NOT; on shelves, through their items (quantified) and their aggregates. Each key path is
/// a branch of its own, with the constants of its kind, so that shrinking keeps a case valid.
struct AttributePredicateGen {
    let entityName: String

    private static let dates: [StoreValue] =
        [-1e9 - 1, -1e9, -86_400.5, 0, 0.1, 0.25, 86_400, 721_692_000, 721_692_000.0005, 721_692_000.001, 1e9, 2e9]
        .map { .date(ShopFixture.date($0)) } + [.null]
    private static let uuids: [StoreValue] =
        [(0, 0), (1, 9), (2, 0), (3, 1), (4, 0xFF), (5, 0), (6, 0x80), (7, 0), (8, 2), (0xFF, 0), (9, 9)]
        .map { .uuid(ShopFixture.uuid($0.0, first: $0.1)) } + [.null]
    private static let bytes: [StoreValue] =
        [
            [], [0x00], [0x01], [0x01, 0x00], [0x01, 0x00, 0x00], [0x01, 0x00, 0x00, 0x00], [0x02], [0x7F], [0xFF],
            [0xFF, 0x00, 0x01],
        ]
        .map { .data(Data($0)) } + [.null]
    private static let decimals: [StoreValue] =
        [
            "-2", "-0.5", "0", "0.1", "9", "9.0", "9.5", "10", "10.00", "1e-30", "12345678901234567890.123456789",
            "12345678901234567890.1234567895", "12345678901234567890.12345679",
        ].map { .decimal(ShopFixture.decimal($0)) } + [.integer(9), .integer(-1), .double(9.5), .double(0.1), .null]
    private static let tags: [StoreValue] =
        [["iron"], [], ["wax", "red"], ["red", "wax"], ["wood"], ["x"]].map { try! StoreValue.encoded($0) } + [.null]

    /// A key path, the constants it is compared with, whether they order, whether it crosses
    /// to many items, and how likely it is among the others.
    private struct Operand {
        let path: String
        let values: [StoreValue]
        let ordered: Bool
        let quantified: Bool
        let weight: Double
    }

    /// Each kind, its paths equally likely within it; on a shelf, aggregates too, read one value
    /// a shelf and compared directly, each with constants of its own kind.
    private var operands: [Operand] {
        let shelf = entityName == "Shelf"
        let prefix = shelf ? "items." : ""
        var kinds: [(paths: [String], values: [[StoreValue]], ordered: Bool, quantified: Bool)] = [
            ([prefix + "stocked"], [Self.dates], true, shelf),
            ([prefix + "serial"], [Self.uuids], true, shelf),
            ([prefix + "photo"], [Self.bytes], true, shelf),
            ([prefix + "price"], [Self.decimals], true, shelf),
            ([prefix + "tags"], [Self.tags], false, shelf),
        ]
        if shelf {
            kinds += [
                (["items.@min.price", "items.@max.price"], [Self.decimals, Self.decimals], true, false),
                (["items.@min.stocked", "items.@max.stocked"], [Self.dates, Self.dates], true, false),
                (["items.@min.photo", "items.@max.serial"], [Self.bytes, Self.uuids], true, false),
            ]
        }
        return kinds.flatMap { kind in
            zip(kind.paths, kind.values).map { path, values in
                Operand(
                    path: path,
                    values: values,
                    ordered: kind.ordered,
                    quantified: kind.quantified,
                    weight: 1 / Double(kind.paths.count)
                )
            }
        }
    }

    /// AND, OR and NOT up to two deep over comparisons.
    var predicate: AnyGenerator<ObjectPredicate> { predicate(depth: 0) }

    private func predicate(depth: Int) -> AnyGenerator<ObjectPredicate> {
        let compared = Gen.frequency(operands.map { (weight: $0.weight, gen: comparison($0)) })
            .map { ObjectPredicate.comparison($0) }
        guard depth < 2 else { return compared.eraseToAny() }
        return PredicateNesting(and: 12, or: 12, not: 8, operands: 2...3).nest(
            predicate(depth: depth + 1),
            or: compared.eraseToAny(),
            weighing: 68
        )
    }

    private func comparison(_ operand: Operand) -> AnyGenerator<PredicateComparison> {
        let ops: [ComparisonOperator] =
            operand.ordered
            ? [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .between, .in]
            : [.equal, .notEqual, .in]
        let value = Gen.pick(operand.values).map { ValueExpression.value($0) }
        let quantifier = operand.quantified ? Gen.pick([Quantifier.any, .all, .none]) : Gen.pick([Quantifier.direct])
        // An item's price, sometimes against its shelf's dearest or cheapest.
        let shelfPrice = Gen.pick(["shelf.items.@max.price", "shelf.items.@min.price"])
            .map { ValueExpression.keyPath(ModelKeyPath($0)) }
        let single =
            entityName == "Item" && operand.path == "price"
            ? Gen.frequency((15, shelfPrice), (85, value)).eraseToAny() : value.eraseToAny()
        let left = ValueExpression.keyPath(ModelKeyPath(operand.path))
        return zip(Gen.pick(ops), value.array(of: 0...3), zip(value, value), single, quantifier, Gen.bool(0.15))
            .map { op, list, bounds, single, quantifier, flipped in
                let right = ValueExpression.operand(of: op, list: list, bounds: bounds, single: single)
                if quantifier == .direct, op.flipped != nil, case .value = right, flipped {
                    return PredicateComparison(right, op, left)
                }
                return PredicateComparison(left, op, right, quantifier: quantifier)
            }
            .eraseToAny()
    }

    /// One to three sort descriptors by the new types, a shelf's name or an item's.
    static let sortDescriptors = zip(
        Gen.pick(["stocked", "serial", "photo", "price", "shelf.name", "name"]),
        Gen.bool
    )
    .map { FetchSortDescriptor($0, ascending: $1) }
    .array(of: 1...3)
}
