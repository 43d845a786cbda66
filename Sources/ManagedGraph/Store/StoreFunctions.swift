import Foundation
import GRDB
import TextRules

// MARK: - SQL functions and collations of the store

/// The SQL functions every connection of a store has, so that SQL compares text exactly as
/// in-memory evaluation does (both go through `TextFolding`).
///
/// - `pd_fold(x)`: case- and diacritic-folded text (`[cd]`).
/// - `pd_fold_case(x)`: case-folded text (`[c]`).
/// - `pd_fold_diacritics(x)`: diacritic-folded text (`[d]`).
/// - collation `PD_FOLD`: the case-insensitive order of sorted lists.
/// - collation `PD_DECIMAL`: decimal attributes in numeric order (`DecimalCollation`).
///
/// Non-text arguments come back unchanged, so numbers still compare as numbers.
enum StoreFunctions {
    static let fold = "pd_fold"
    static let foldCase = "pd_fold_case"
    static let foldDiacritics = "pd_fold_diacritics"
    static let foldCollation = "PD_FOLD"

    /// Registers every function on a connection; called from `Configuration.prepareDatabase`.
    static func register(in db: Database) {
        db.add(function: textFunction(fold, TextFolding.fold))
        db.add(function: textFunction(foldCase, TextFolding.foldCase))
        db.add(function: textFunction(foldDiacritics, TextFolding.foldDiacritics))
        db.add(
            collation: DatabaseCollation(foldCollation) { lhs, rhs in
                let order = TextFolding.compare(lhs, rhs)
                return order < 0 ? .orderedAscending : order > 0 ? .orderedDescending : .orderedSame
            }
        )
        DecimalCollation.register(in: db)
        PredicateSQLFunctions.register(in: db)
        DerivationSQL.register(in: db)
    }

    private static func textFunction(
        _ name: String,
        _ transform: @escaping @Sendable (String) -> String
    )
        -> DatabaseFunction
    {
        DatabaseFunction(name, argumentCount: 1, pure: true) { arguments in
            guard case .string(let text) = arguments[0].storage else { return arguments[0] }
            return transform(text)
        }
    }
}
