import Foundation
import GRDB
import Glibc

// MARK: - How a store file can be opened

/// Decides, before SQLite sees a file, whether the store can be written, and how to open it
/// when it cannot.
///
/// A store in WAL mode needs its `-wal` and `-shm` files beside it, even to be read. When the
/// file or its directory is not writable by this process, the store opens read-only:
/// - without a `-wal` file, with SQLite's `immutable=1` URI parameter: every committed
///   transaction is in the main file then (the last writer to close checkpoints and deletes the
///   `-wal`), and SQLite creates no `-wal` or `-shm`. A plain read-only connection would create
///   them, with the store's read-only mode, and a read-only `-shm` left behind makes the store
///   unwritable even after its permissions are restored (seen with SQLite 3.40). In a read-only
///   directory it could not create them at all, and would fail on the first read.
///   The cost: an immutable connection takes no locks, so it would not see a writer that can
///   still write the file (its owner after a `chmod`) during the session.
/// - with a `-wal` file, as a plain read-only connection: the `-wal` may hold committed
///   transactions that `immutable` would ignore, and its `-shm` (left by the writer, live or
///   crashed) lets SQLite read them consistently, with the locks a live writer expects.
///
/// Root passes every permission check, so for root a store is read-only only on a read-only
/// file system, which is what the user would expect too.
struct StoreAccess: Equatable {
    enum Mode: Equatable {
        case readWrite
        /// `SQLITE_OPEN_READONLY`, sharing the WAL index (`-shm`) with any writer.
        case readOnly
        /// `immutable=1`: no locks, no `-wal` or `-shm` files.
        case immutable
    }

    let mode: Mode
    /// Why a store that was to be written opens read-only; nil when it opens as asked.
    let readOnlyReason: ReadOnlyReason?

    static let readWrite = StoreAccess(mode: .readWrite, readOnlyReason: nil)

    /// How to open the store at `path`. Throws when the file does not exist and cannot be
    /// created.
    static func decide(path: String, readOnlyRequested: Bool) throws(StoreError) -> StoreAccess {
        if readOnlyRequested { return StoreAccess(mode: .readOnly, readOnlyReason: nil) }
        let directoryWritable = isWritable(directory(of: path))
        guard FileManager.default.fileExists(atPath: path) else {
            guard directoryWritable else {
                let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
                throw .cannotOpen(path: path, reason: .directoryNotWritable(directory))
            }
            return .readWrite
        }
        let reason: ReadOnlyReason
        if !isWritable(path) {
            reason = .fileNotWritable
        } else if !directoryWritable {
            reason = .directoryNotWritable
        } else {
            return .readWrite
        }
        let hasJournal = FileManager.default.fileExists(atPath: path + "-wal")
        let mode: Mode = hasJournal || !supportsURIs ? .readOnly : .immutable
        return StoreAccess(mode: mode, readOnlyReason: reason)
    }

    /// What to give SQLite as the file's name.
    func openingPath(for path: String) -> String {
        mode == .immutable ? Self.immutableURI(for: path) : path
    }

    // MARK: Helpers

    /// The directory holding the file at `path`, as `access(2)` needs it: what precedes the last
    /// slash, or "." for a bare name. (Foundation's `URL` would make it absolute first, at a cost
    /// every start paid; the message of a refusal still shows the absolute path.)
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether this process may write `path`, as the kernel would decide (EACCES, EROFS).
    private static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// A `file:` URI for `path` with `immutable=1`; every byte outside the unreserved set and
    /// `/` is percent-encoded, so `?`, `#` and `%` in a path stay part of it.
    static func immutableURI(for path: String) -> String {
        let absolute = URL(fileURLWithPath: path).path
        var uri = "file:"
        for byte in absolute.utf8 {
            if isUnreserved(byte) {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                uri += (hex.count == 1 ? "%0" : "%") + hex
            }
        }
        return uri + "?immutable=1"
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "/-._~".utf8.contains(byte)
        }
    }

    /// Whether this SQLite reads `file:` names as URIs (compiled with `SQLITE_USE_URI`, as
    /// Debian's is); without it, a plain read-only connection is the only way.
    static let supportsURIs: Bool = {
        let probe = try? DatabaseQueue()
        let used = try? probe?.read { db in try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('USE_URI')") }
        return used == true
    }()
}
