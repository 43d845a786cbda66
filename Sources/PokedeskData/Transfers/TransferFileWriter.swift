import Foundation
import Glibc
import ManagedGraph
import PokedeskDomain

// MARK: - Writing an export's file whole or not at all

/// Writes the file of an export piece by piece into a hidden temporary file beside it
/// (`.NAME.UUID.tmp`, in the same directory so that the rename cannot cross file systems), and
/// renames it over the target only once it is complete and on disk. Until then the target is
/// as it was; a writer that fails, is abandoned or is dropped removes its temporary file.
final class TransferFileWriter {
    private let path: String
    private let temporary: String
    private var descriptor: Int32

    /// Creates the temporary file. Fails as `cannotWrite` with the system's reason (no such
    /// directory, permission denied…), or `diskFull`.
    init(path: String) throws(PokedeskError) {
        self.path = path
        let target = URL(fileURLWithPath: path)
        temporary =
            target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(errno, path: path) }
    }

    deinit {
        abandon()
    }

    /// Appends `text` to the temporary file; on failure the temporary file is gone.
    func append(_ text: String) throws(PokedeskError) {
        guard descriptor >= 0 else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }  // a signal (Ctrl-C) came: the caller decides
                throw fail(errno)
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Puts the complete file in place of the target: to disk first, then renamed over it.
    func commit() throws(PokedeskError) {
        guard descriptor >= 0 else { return }
        if fsync(descriptor) != 0 { throw fail(errno) }
        close(descriptor)
        descriptor = -1
        if rename(temporary, path) != 0 {
            let number = errno
            unlink(temporary)
            throw Self.failure(number, path: path)
        }
    }

    /// Removes the temporary file; the target stays as it was. Nothing once committed.
    func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
    }

    /// Abandons the file and returns the error for `number`.
    private func fail(_ number: Int32) -> PokedeskError {
        abandon()
        return Self.failure(number, path: path)
    }

    /// A full disk (or quota) is the app's `diskFull`; anything else is the file's problem.
    static func failure(_ number: Int32, path: String) -> PokedeskError {
        if number == ENOSPC || number == EDQUOT { return .diskFull }
        return .transfer(.cannotWrite(path: path, reason: FileContents.failure(number, reading: false)))
    }
}
