import Foundation

// MARK: - A directory of real files for one test

/// A fresh directory under the system's temporary directory, removed when the test ends (its
/// permissions restored first, for tests that made it read-only).
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pokedesk-reliability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit {
        if let names = try? FileManager.default.subpathsOfDirectory(atPath: url.path) {
            for name in names { chmod(url.appendingPathComponent(name).path, 0o700) }
        }
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }
}

/// The bytes of a file, or nil when it does not exist.
func contents(of path: String) -> Data? {
    FileManager.default.contents(atPath: path)
}
