/// The lines a user entered, kept across sessions. Any trouble with the file is reported once as
/// a warning and the session goes on with history in memory only.
public final class LineHistory {
    public static let defaultCapacity = 1000

    public let capacity: Int
    public private(set) var entries: [String] = []
    private var file: HistoryFile?
    private let warn: (String) -> Void

    /// - Parameter warn: receives a one-line message when the file cannot be read or written.
    public init(
        location: HistoryLocation,
        capacity: Int = LineHistory.defaultCapacity,
        warn: @escaping (String) -> Void
    ) {
        self.capacity = max(1, capacity)
        self.warn = warn
        if case .file(let path) = location { file = HistoryFile(path: path) }
    }

    /// Reads the file, keeping the newest `capacity` entries.
    public func load() {
        guard let file else { return }
        do {
            entries = Array(try file.load().suffix(capacity))
        } catch {
            giveUpPersisting(error)
        }
    }

    /// Records a line unless it is blank or repeats the previous entry, then saves.
    public func add(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), line != entries.last else { return }
        entries.append(line)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        guard let file else { return }
        do {
            try file.save(entries)
        } catch {
            giveUpPersisting(error)
        }
    }

    private func giveUpPersisting(_ error: HistoryFileError) {
        file = nil
        warn(Phrases.text("history.sessionOnly", "\(error)"))
    }
}
