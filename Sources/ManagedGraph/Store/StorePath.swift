import Foundation
import Glibc

// MARK: - Where a store file may be

/// Checks the path of a store file before SQLite sees it, so that a wrong path is refused in
/// words that say what is wrong with it. SQLite would open a directory and then fail with
/// "unable to open", and would create a store in any directory there is.
///
/// A directory that does not exist is created only when asked (`createsDirectory`), for the
/// app's own default location: a path someone typed with a typo in a directory name must not
/// start a new, empty store unnoticed — it is refused instead.
enum StorePath {
    static func check(_ path: String, createsDirectory: Bool) throws(StoreError) {
        var status = stat()
        if stat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw .cannotOpen(path: path, reason: .isDirectory)
            }
            return
        }
        let directory = StoreAccess.directory(of: path)
        if stat(directory, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw .cannotOpen(path: path, reason: .notADirectory(directory))
            }
            return
        }
        // Anything but a missing directory (one that may not be searched, say) is left to
        // `StoreAccess` and SQLite, which have words for it.
        guard errno == ENOENT || errno == ENOTDIR else { return }
        guard createsDirectory else {
            throw .cannotOpen(path: path, reason: .noDirectory(directory))
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            let absolute = URL(fileURLWithPath: directory).path
            throw .cannotOpen(path: path, reason: .cannotCreateDirectory(absolute))
        }
    }
}
