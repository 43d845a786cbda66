import Foundation
import PropertyBased
import Testing

@testable import ManagedGraph

// MARK: - The new attribute types meet arithmetic and SUBQUERY

@Suite("Attribute types with arithmetic and SUBQUERY: refused where inexact, agreeing where run")
struct AttributeTypesArithmeticTests {
    @Test(
        "given random mixes of decimals and dates with arithmetic and SUBQUERY, when fetched and evaluated in memory, then both select the same objects and print back",
        arguments: ["Item", "Shelf"]
    )
    func mixesAgree(entityName: String) async throws {
        let context = try ShopFixture.makeContext()
        let count = 300
        var runs = 0
        var selections = Set<[String]>()
        await propertyCheck(count: count, input: MixedFormatGen(entityName: entityName).format) { format in
            runs += 1
            do {
                let predicate = try ObjectPredicate(format: format)
                #expect(
                    (try? ObjectPredicate(format: predicate.predicateFormat)) == predicate,
                    "round trip of \(format)"
                )
                let (sql, memory) = try ShopFixture.names(predicate, entityName: entityName, in: context)
                selections.insert(sql)
                #expect(sql == memory, "\(entityName) where \(format)")
            } catch {
                Issue.record("\(entityName) where \(format): \(error)")
            }
        }
        guard runs >= count else { return }  // a replayed seed runs one text
        #expect(selections.count > 6)
    }

    @Test(
        "given arithmetic on a date, a UUID, bytes, a decimal or a transformable value, when validated, then it is refused where the value stands",
        arguments: [
            ("price + 1 > 2", "column 1: price is a decimal number; + needs numbers"),
            ("2 * price > 2", "column 5: price is a decimal number; * needs numbers"),
            ("-price < 0", "column 2: price is a decimal number; - needs numbers"),
            ("stocked + 3600 > CAST(0, \"NSDate\")", "column 1: stocked is a date; + needs numbers"),
            ("serial ** 2 > 1", "column 1: serial is a UUID; ** needs numbers"),
            ("photo / 2 > 1", "column 1: photo is binary data; / needs numbers"),
            ("tags - 1 > 0", "column 1: tags is a transformable value; - needs numbers"),
            (
                "CAST(\"1.5\", \"NSDecimalNumber\") + 1 > price",
                "column 1: 1.5 is a decimal number; + needs numbers"
            ),
            ("shelf.items.@max.price * 2 > 1", "column 1: shelf.items.@max.price is a decimal number; * needs numbers"),
            (
                "SUBQUERY(shelf.items, $i, $i.price > 9).@min.price + 1 > 1",
                "column 1: SUBQUERY(shelf.items, $i, …).@min.price is a decimal number; + needs numbers"
            ),
            ("price MATCHES '9'", "column 1: price is a decimal number; MATCHES needs text"),
            (
                "SUBQUERY(shelf.items, $i, $i.price MATCHES '9').@count > 0",
                "column 27: $i.price is a decimal number; MATCHES needs text"
            ),
        ]
    )
    func arithmeticOnNewTypesIsRefused(format: String, message: String) throws {
        var error: ManagedGraph.PredicateError?
        do throws(ManagedGraph.PredicateError) {
            _ = try ObjectPredicate(format: format, entity: ShopFixture.entity("Item"), model: ShopFixture.model)
        } catch let thrown {
            error = thrown
        }
        #expect(error?.description == message)
    }

    @Test(
        "given a decimal compared with computed constants, when compiled, then it compares through PD_DECIMAL with the exact decimal bound, in and out of a SUBQUERY"
    )
    func decimalsKeepTheirCollation() throws {
        let store = try PersistentStore(location: .inMemory, model: ShopFixture.model)
        let compiler = PredicateSQLCompiler(schema: store.schema)
        let predicate = try ObjectPredicate(
            format: "price > 2 + 7.5 AND SUBQUERY(shelf.items, $i, $i.price <= -(0.5)).@max.price >= 1 / 4"
        )
        let fragment = try compiler.compile(predicate, entity: ShopFixture.entity("Item"), alias: "t")
        #expect(fragment.sql.components(separatedBy: "COLLATE PD_DECIMAL").count - 1 == 4)
        #expect(fragment.arguments.contains(.decimal(Decimal(string: "9.5")!)))
        #expect(fragment.arguments.contains(.decimal(Decimal(string: "-0.5")!)))
        #expect(fragment.arguments.contains(.decimal(Decimal(0))))
    }

    @Test(
        "given CAST forms inside arithmetic, when printed and parsed again, then the same tree comes back",
        arguments: [
            "CAST(\"1.5\", \"NSDecimalNumber\") + 1 > price",
            "-CAST(721692000, \"NSDate\") ** 2 == stocked",
            "stocked < CAST(-1000000000.5, \"NSDate\") AND SUBQUERY(items, $i, $i.price * 2 > 1).@count > 0",
            "(CAST(\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", \"NSUUID\") - 1) / 2 IN {CAST(\"AAE=\", \"NSData\"), 3}",
        ]
    )
    func castsAndArithmeticRoundTrip(format: String) throws {
        let predicate = try ObjectPredicate(format: format)
        let printed = predicate.predicateFormat
        #expect(try ObjectPredicate(format: printed) == predicate, "\(format) printed as \(printed)")
        #expect(try ObjectPredicate(format: printed).predicateFormat == printed)
    }
}
