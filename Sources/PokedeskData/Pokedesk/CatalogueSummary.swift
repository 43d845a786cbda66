import Foundation
import GRDB

// MARK: - What the store knows of the catalogue it was loaded from

/// How many types and races a catalogue plist holds, remembered in the store's metadata under
/// a fingerprint of the plist's bytes. Opening a pokedesk needs only these two numbers to
/// decide that nothing is missing, and reading them here costs one query, where parsing the
/// plist (a few thousand XML elements bridged into dictionaries) costs most of a start.
/// A different plist has a different fingerprint, and is parsed again.
struct CatalogueSummary: Equatable {
    let fingerprint: String
    let typeCount: Int
    let raceCount: Int

    static let metadataKey = "preload_catalogue"

    /// FNV-1a, 64 bits, of the plist's bytes, in hex: not for security, only to tell one
    /// version of a bundled file from another.
    static func fingerprint(of data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "-\(data.count)"
    }

    /// The summary stored for this fingerprint, or nil (none yet, or another plist's).
    static func stored(in context: ObjectContext, fingerprint: String) throws(ContextError) -> CatalogueSummary? {
        let value = try context.withDatabase { db in
            try String.fetchOne(db, sql: "SELECT value FROM Z_METADATA WHERE key = ?", arguments: [metadataKey])
        }
        guard let value else { return nil }
        let parts = value.split(separator: " ")
        guard parts.count == 3, parts[0] == fingerprint, let types = Int(parts[1]), let races = Int(parts[2]) else {
            return nil
        }
        return CatalogueSummary(fingerprint: fingerprint, typeCount: types, raceCount: races)
    }

    /// Remembers the summary, unless the store already holds exactly this one.
    func record(in context: ObjectContext) throws(ContextError) {
        guard try Self.stored(in: context, fingerprint: fingerprint) != self else { return }
        try context.withDatabase { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO Z_METADATA (key, value) VALUES (?, ?)",
                arguments: [Self.metadataKey, "\(fingerprint) \(typeCount) \(raceCount)"]
            )
        }
    }
}
