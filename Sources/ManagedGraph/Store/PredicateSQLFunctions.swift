import GRDB

// MARK: - SQL functions used by compiled predicates

/// Functions that compiled predicates call for the operators SQLite lacks, registered on every
/// connection by `StoreFunctions.register(in:)`:
/// - `pd_like(text, pattern)`: Core Data's `LIKE` (`*`, `?`), 1 or 0.
/// - `pd_matches(text, pattern, caseInsensitive)`: `MATCHES`, a whole-text regular expression.
/// - `pd_power(base, exponent)`: `**`, a double (nil for nil, or when the result is not a
///   number), which SQLite has no operator for.
enum PredicateSQLFunctions {
    static let like = "pd_like"
    static let matches = "pd_matches"
    static let power = "pd_power"

    static func register(in db: Database) {
        db.add(
            function: DatabaseFunction(like, argumentCount: 2, pure: true) { arguments in
                guard case .string(let text) = arguments[0].storage, case .string(let pattern) = arguments[1].storage
                else { return nil }
                return PatternMatching.like(text, pattern)
            }
        )
        db.add(
            function: DatabaseFunction(matches, argumentCount: 3, pure: true) { arguments in
                guard case .string(let text) = arguments[0].storage, case .string(let pattern) = arguments[1].storage
                else { return nil }
                let caseInsensitive = (Int64.fromDatabaseValue(arguments[2]) ?? 0) != 0
                return PatternMatching.matches(text, pattern, caseInsensitive: caseInsensitive)
            }
        )
        db.add(
            function: DatabaseFunction(power, argumentCount: 2, pure: true) { arguments in
                // The same computation as memory's; only numbers ever reach it (type checks).
                guard let base = Double.fromDatabaseValue(arguments[0]),
                    let exponent = Double.fromDatabaseValue(arguments[1]),
                    case .double(let result) = PredicateArithmetic.power(base, exponent)
                else { return nil }
                return result
            }
        )
    }
}
