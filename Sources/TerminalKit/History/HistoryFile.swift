import Glibc

/// Reads and writes a history file. Writes go to a temporary file beside it that is then renamed
/// over it, so a crash never leaves half a history; the file is created with mode 0600 (history
/// may hold private text) and missing directories with 0700.
public struct HistoryFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The entries, oldest first; none when the file does not exist yet.
    public func load() throws(HistoryFileError) -> [String] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return [] }
            throw HistoryFileError(action: "read", path: path, errorNumber: errno)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw HistoryFileError(action: "read", path: path, errorNumber: errno)
            }
            if count == 0 { break }
            bytes += buffer[..<count]
        }
        return HistoryFileFormat.decode(String(decoding: bytes, as: UTF8.self))
    }

    public func save(_ entries: [String]) throws(HistoryFileError) {
        try makeParentDirectory()
        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw HistoryFileError(action: "write", path: path, errorNumber: errno) }
        var failure: Int32?
        // The umask may have narrowed the mode, never widened it; make it exactly 0600.
        if fchmod(descriptor, 0o600) != 0 { failure = errno }
        if failure == nil { failure = writeAll(Array(HistoryFileFormat.encode(entries).utf8), to: descriptor) }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw HistoryFileError(action: "write", path: path, errorNumber: failure)
        }
    }

    // MARK: Helpers

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            remaining = remaining.dropFirst(written)
        }
        return nil
    }

    private func makeParentDirectory() throws(HistoryFileError) {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var prefixes: [String] = []
        while !components.isEmpty {
            let directory = components.joined(separator: "/")
            if !directory.isEmpty { prefixes.append(directory) }
            components = components.dropLast()
        }
        // Create from the outermost missing directory inwards.
        for directory in prefixes.reversed() where mkdir(directory, 0o700) != 0 && errno != EEXIST {
            throw HistoryFileError(action: "write", path: path, errorNumber: errno)
        }
    }
}

/// A history file that could not be read or written; the description is one line, e.g.
/// `cannot write history file /x/history: Not a directory`.
public struct HistoryFileError: Error, Equatable, CustomStringConvertible {
    public let action: String
    public let path: String
    public let reason: String

    init(action: String, path: String, errorNumber: Int32) {
        self.action = action
        self.path = path
        self.reason = String(cString: strerror(errorNumber))
    }

    public var description: String { Phrases.text("history.cannot.\(action)", path, reason) }
}
