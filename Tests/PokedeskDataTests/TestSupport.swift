import Foundation
import ManagedGraph
import Synchronization

@testable import PokedeskData

// MARK: - Stores for tests

/// A fresh, preloaded in-memory pokedesk.
func makePokedesk(options: PersistentStore.Options = .init()) throws -> PokedeskContainer {
    try PokedeskContainer(location: .inMemory, options: options)
}

/// A temporary directory, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pokedesk-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Collects SQL statements from a store's log.
final class SQLRecorder: Sendable {
    private let statements = Mutex<[String]>([])

    var log: @Sendable (String) -> Void { { [self] sql in statements.withLock { $0.append(sql) } } }

    var all: [String] { statements.withLock { $0 } }

    func reset() { statements.withLock { $0.removeAll() } }

    /// Statements that read rows (SELECT).
    var selects: [String] { all.filter { $0.uppercased().hasPrefix("SELECT") } }
}

extension ObjectContext {
    /// The names of the objects a request fetches, in order.
    func names(_ request: FetchRequest, key: String = "name") throws -> [String] {
        try fetch(request).map { $0.storeValue(forAttribute: key).stringValue ?? "?" }
    }
}
