import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Arithmetic in memory is SQLite's, value for value

/// Memory computes arithmetic in Swift (`PredicateArithmetic`), a fetch in SQLite: on every pair
/// of edge values (zeros of both signs, 64-bit extremes, results beyond 64 bits, ∞, nil,
/// booleans) the two give the same value of the same type, so a predicate cannot select an
/// object unsaved and leave its row once saved.
@Suite("Predicate arithmetic: memory computes what SQLite computes")
struct PredicateArithmeticTests {
    private static let values: [StoreValue] = [
        .integer(0), .integer(1), .integer(-1), .integer(2), .integer(7), .integer(-7), .integer(.max), .integer(.min),
        .integer(3_037_000_500), .double(0), .double(-0.0), .double(2.5), .double(-0.5), .double(1e308),
        .double(-1e308), .double(.infinity), .bool(true), .bool(false), .null,
    ]

    @Test("every operator on every pair of edge values", arguments: ArithmeticOperator.allCases)
    func binary(_ op: ArithmeticOperator) throws {
        let sql = op == .power ? "SELECT \(PredicateSQLFunctions.power)(?, ?)" : "SELECT ? \(op.rawValue) ?"
        var compared = 0
        try Self.withDatabase { db in
            for a in Self.values {
                for b in Self.values {
                    let sqlite = try Self.value(db, sql, [a, b])
                    let memory = PredicateArithmetic.apply(op, a, b)
                    #expect(sqlite == memory, "\(a) \(op.rawValue) \(b): SQLite \(sqlite), memory \(memory)")
                    compared += 1
                }
            }
        }
        #expect(compared == Self.values.count * Self.values.count)
    }

    @Test("a minus before any edge value")
    func negation() throws {
        try Self.withDatabase { db in
            for a in Self.values {
                let sqlite = try Self.value(db, "SELECT (- ?)", [a])
                #expect(sqlite == PredicateArithmetic.negate(a), "-\(a): SQLite \(sqlite)")
            }
        }
    }

    @Test("integers stay integers, as Core Data's SQL and NSExpression keep them; ** and doubles do not")
    func types() {
        #expect(PredicateArithmetic.apply(.divide, .integer(7), .integer(2)) == .integer(3))
        #expect(PredicateArithmetic.apply(.divide, .integer(-7), .integer(2)) == .integer(-3))
        #expect(PredicateArithmetic.apply(.divide, .integer(7), .double(2)) == .double(3.5))
        #expect(PredicateArithmetic.apply(.add, .bool(true), .integer(1)) == .integer(2))
        #expect(PredicateArithmetic.apply(.power, .integer(2), .integer(10)) == .double(1024))
        #expect(PredicateArithmetic.apply(.multiply, .integer(.max), .integer(2)) == .double(Double(Int64.max) * 2))
        #expect(PredicateArithmetic.apply(.divide, .integer(.min), .integer(-1)) == .double(-Double(Int64.min)))
        #expect(PredicateArithmetic.apply(.divide, .integer(1), .integer(0)) == .null)
        #expect(PredicateArithmetic.apply(.divide, .double(1), .double(-0.0)) == .null)
        #expect(PredicateArithmetic.apply(.power, .integer(-8), .double(0.5)) == .null)
        #expect(PredicateArithmetic.apply(.subtract, .double(.infinity), .double(.infinity)) == .null)
        #expect(PredicateArithmetic.apply(.add, .null, .integer(1)) == .null)
        #expect(PredicateArithmetic.negate(.integer(.min)) == .double(-Double(Int64.min)))
    }

    @Test("an integer and a double compare exactly, as in SQLite, even where the double is 2^63")
    func exactComparisons() throws {
        let numbers: [StoreValue] = [
            .integer(.max), .integer(.max - 1), .integer(.min), .integer(.min + 1), .integer(9_007_199_254_740_993),
            .integer(0), .integer(-1), .integer(1), .double(0x1p63), .double(-0x1p63), .double(0x1p53),
            .double(9_007_199_254_740_992), .double(0.5), .double(-0.5), .double(1), .double(-0.0), .double(1e300),
            .double(-.infinity),
        ]
        try Self.withDatabase { db in
            for a in numbers {
                for b in numbers {
                    let sqlite = try Self.value(
                        db,
                        "SELECT CASE WHEN ? < ? THEN -1 WHEN ? > ? THEN 1 ELSE 0 END",
                        [a, b, a, b]
                    )
                    let memory = PredicateComparator.order(a, b).map { StoreValue.integer(Int64($0)) }
                    #expect(memory == sqlite, "\(a) against \(b)")
                }
            }
        }
    }

    private static func withDatabase(_ body: (Database) throws -> Void) throws {
        let store = try PersistentStore(location: .inMemory, model: PredicateFormatFixture.model)
        try store.withDatabase(body)
    }

    private static func value(_ db: Database, _ sql: String, _ arguments: [StoreValue]) throws -> StoreValue {
        let value = try DatabaseValue.fetchOne(db, sql: sql, arguments: StatementArguments(storeValues: arguments))
        // SQLite's own type, unconverted: the arithmetic here only meets numbers, text and NULL.
        switch (value ?? .null).storage {
        case .null, .blob: return .null
        case .int64(let i): return .integer(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        }
    }
}
