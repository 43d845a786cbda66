import Foundation

// MARK: - The order of dates, UUIDs, bytes and decimals in memory

/// How the kinds SQLite lacks compare in memory, each exactly as its stored form compares in
/// SQL (`StoredForm`): dates by their seconds (a `REAL`), UUIDs, bytes and transformable values
/// byte by byte, a shorter run before a longer one it begins (a `BLOB`, which SQLite compares
/// with `memcmp`), decimals as numbers (`PD_DECIMAL`). A value of another kind has no order
/// with them: nil, as text and numbers have none.
enum ValueOrder {
    static func order(_ lhs: StoreValue, _ rhs: StoreValue) -> Int? {
        switch (lhs, rhs) {
        case (.date(let a), .date(let b)):
            let (x, y) = (a.timeIntervalSinceReferenceDate, b.timeIntervalSinceReferenceDate)
            guard !x.isNaN, !y.isNaN else { return nil }
            return x < y ? -1 : x > y ? 1 : 0
        case (.uuid(let a), .uuid(let b)):
            return withUnsafeBytes(of: a.uuid) { x in withUnsafeBytes(of: b.uuid) { y in bytes(x, y) } }
        case (.data(let a), .data(let b)), (.transformable(let a), .transformable(let b)):
            return bytes(a, b)
        case (.decimal(let a), .decimal(let b)):
            guard !a.isNaN, !b.isNaN else { return nil }
            return a < b ? -1 : a > b ? 1 : 0
        default:
            return nil
        }
    }

    private static func bytes(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Int {
        if a.lexicographicallyPrecedes(b) { return -1 }
        return a.elementsEqual(b) ? 0 : 1
    }
}
