import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Random predicates and sorts over the new types: SQL and memory must agree

/// Random valid comparisons of dates, UUIDs, bytes, decimals and transformable values, with
/// constants at, between and beyond the stored ones, combined by AND, OR and NOT.
private struct AttributePredicateGenerator {
    var random: PredicateFormatRandom
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

    /// Each kind: its key paths from the entity, how they are quantified, and its constants.
    private var kinds: [(paths: [String], quantified: Bool, values: [StoreValue], ordered: Bool)] {
        let prefix = entityName == "Shelf" ? "items." : ""
        var kinds = [
            ([prefix + "stocked"], Self.dates, true),
            ([prefix + "serial"], Self.uuids, true),
            ([prefix + "photo"], Self.bytes, true),
            ([prefix + "price"], Self.decimals, true),
            ([prefix + "tags"], Self.tags, false),
        ].map { (paths: $0.0, quantified: entityName == "Shelf", values: $0.1, ordered: $0.2) }
        if entityName == "Shelf" {
            // Aggregates read one value a shelf: compared directly.
            kinds += [
                (["items.@min.price", "items.@max.price"], false, Self.decimals, true),
                (["items.@min.stocked", "items.@max.stocked"], false, Self.dates, true),
                (["items.@min.photo", "items.@max.serial"], false, Self.bytes + Self.uuids, true),
            ]
        }
        return kinds
    }

    mutating func predicate(depth: Int = 0) -> ObjectPredicate {
        let roll = random.int(1...100)
        if depth < 2 && roll <= 12 { return .and((0..<random.int(2...3)).map { _ in predicate(depth: depth + 1) }) }
        if depth < 2 && roll <= 24 { return .or((0..<random.int(2...3)).map { _ in predicate(depth: depth + 1) }) }
        if depth < 2 && roll <= 32 { return .not(predicate(depth: depth + 1)) }
        return .comparison(comparison())
    }

    private mutating func comparison() -> PredicateComparison {
        var kind = random.pick(kinds)
        let path = random.pick(kind.paths)
        if path.hasPrefix("items.@min.photo") || path.hasPrefix("items.@max.serial") {
            // Each aggregate compares with its own kind.
            kind.values = path.contains("photo") ? Self.bytes : Self.uuids
        }
        let ops: [ComparisonOperator] =
            kind.ordered
            ? [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .between, .in]
            : [.equal, .notEqual, .in]
        let op = random.pick(ops)
        let left = ValueExpression.keyPath(ModelKeyPath(path))
        let right: ValueExpression
        switch op {
        case .in: right = .aggregate((0..<random.int(0...3)).map { _ in .value(random.pick(kind.values)) })
        case .between: right = .aggregate([.value(random.pick(kind.values)), .value(random.pick(kind.values))])
        default:
            if entityName == "Item", path == "price", random.chance(15) {
                right = .keyPath(ModelKeyPath(random.pick(["shelf.items.@max.price", "shelf.items.@min.price"])))
            } else {
                right = .value(random.pick(kind.values))
            }
        }
        let quantifier = kind.quantified ? random.pick([Quantifier.any, .all, .none]) : .direct
        if quantifier == .direct, op.flipped != nil, case .value = right, random.chance(15) {
            return PredicateComparison(right, op, left)
        }
        return PredicateComparison(left, op, right, quantifier: quantifier)
    }
}

@Suite("Attribute types: random predicates and sorts agree in SQL and in memory")
struct AttributeTypesDifferentialTests {
    @Test(
        "given random comparisons of the new types, when fetched and evaluated in memory, then both select the same objects and print back",
        arguments: ["Item", "Shelf"]
    )
    func predicatesAgree(entityName: String) throws {
        let context = try ShopFixture.makeContext()
        var generator = AttributePredicateGenerator(
            random: PredicateFormatRandom(seed: 0xDA7E_0000 + UInt64(entityName.count)),
            entityName: entityName
        )
        let entity = ShopFixture.entity(entityName)
        var disagreements = 0
        var selections = Set<[String]>()
        for _ in 0..<400 {
            let predicate = try generator.predicate().validated(for: entity, in: ShopFixture.model)
            let format = predicate.predicateFormat
            #expect(try ObjectPredicate(format: format) == predicate, "round trip of \(format)")
            let (sql, memory) = try ShopFixture.names(predicate, entityName: entityName, in: context)
            selections.insert(sql)
            if sql != memory {
                disagreements += 1
                Issue.record("\(entityName) where \(format): SQL \(sql), memory \(memory)")
            }
            if disagreements > 5 { break }
        }
        // The cases reach far: many different selections, not all or nothing each time.
        #expect(selections.count > (entityName == "Item" ? 100 : 6))
    }

    @Test("given random sorts by the new types, when fetched and sorted in memory, then the orders are the same")
    func sortsAgree() throws {
        let context = try ShopFixture.makeContext()
        let entity = ShopFixture.entity("Item")
        var random = PredicateFormatRandom(seed: 0x50_47)
        let everything = try context.fetch(FetchRequest(entityName: "Item"))
        for _ in 0..<60 {
            let descriptors = (0..<random.int(1...3)).map { _ in
                FetchSortDescriptor(
                    random.pick(["stocked", "serial", "photo", "price", "shelf.name", "name"]),
                    ascending: random.chance(50)
                )
            }
            let sql = try context.fetch(FetchRequest(entityName: "Item", sortDescriptors: descriptors))
            let memory = try ObjectSorter(descriptors, entity: entity, model: ShopFixture.model).sorted(everything)
            #expect(sql.map(ShopFixture.name) == memory.map(ShopFixture.name), "\(descriptors.map(\.keyPath))")
        }
    }
}
