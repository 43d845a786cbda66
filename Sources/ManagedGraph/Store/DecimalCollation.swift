import Foundation
import GRDB

// MARK: - Decimal numbers in SQL order

/// The collation `PD_DECIMAL`: decimal attributes' text compared as the numbers it writes, as
/// `Decimal` compares them in memory. Compiled predicates put it on the left of every
/// comparison of a decimal attribute, and sorts on every `ORDER BY` term of one, so that "9"
/// sorts before "10" and "1.50" equals "1.5".
///
/// Why text and a collation rather than a `REAL` (Core Data's choice, which rounds to a double
/// and so loses what a decimal is for) or an order-preserving encoding (which no SQLite tool could
/// show as a number): the column reads as the number in any tool, equal numbers have equal text
/// (`DecimalText.canonical`), so a unique index and `=` work without the collation, and only
/// ordering needs it. The cost: an index on the column cannot serve a sort by it.
enum DecimalCollation {
    static let name = "PD_DECIMAL"

    static func register(in db: Database) {
        db.add(
            collation: DatabaseCollation(name) { lhs, rhs in
                let order = compare(lhs, rhs)
                return order < 0 ? .orderedAscending : order > 0 ? .orderedDescending : .orderedSame
            }
        )
    }

    /// What follows an expression of `type` in a comparison or a sort: the collation for
    /// decimal numbers, nothing for the others.
    static func clause(for type: AttributeType?) -> String {
        type == .decimal ? " COLLATE \(name)" : ""
    }

    /// Numbers in numeric order, before any text that is not one (written by another tool),
    /// which sorts by its bytes.
    static func compare(_ lhs: String, _ rhs: String) -> Int {
        switch (DecimalText.decimal(from: lhs), DecimalText.decimal(from: rhs)) {
        case (let a?, let b?): return a < b ? -1 : a > b ? 1 : 0
        case (.some, nil): return -1
        case (nil, .some): return 1
        case (nil, nil):
            return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? -1 : lhs.utf8.elementsEqual(rhs.utf8) ? 0 : 1
        }
    }
}
