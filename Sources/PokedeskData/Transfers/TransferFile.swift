import Foundation
import Glibc
import PokedeskDomain

// MARK: - The file of an import or export

/// A file named by the user: its format, told by the extension, and reading and writing it with
/// the system's reasons turned into words. Writing is atomic: the text goes to a temporary file
/// in the same directory, which is then renamed over the target, so a failed export never leaves
/// half a file where a good one was.
struct TransferFile {
    enum Format: Equatable {
        case csv
        case json
    }

    let path: String
    let format: Format

    /// The file at `path`, refused when its name ends in neither `.csv` nor `.json` (in any case).
    init(path: String) throws(TransferProblem) {
        self.path = path
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "csv": format = .csv
        case "json": format = .json
        default:
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw .notAFile(path: path) }
            throw .unknownFormat(path: path)
        }
    }

    // MARK: Reading

    func read() throws(TransferProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: Self.failure(errno, reading: true)) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .cannotRead(path: path, reason: .isDirectory)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }  // Ctrl-C arrived while reading: read on
                throw .cannotRead(path: path, reason: Self.failure(errno, reading: true))
            }
            bytes += chunk[..<count]
        }
    }

    // MARK: Writing

    /// Replaces the file with `text`, or leaves it as it was.
    func write(_ text: String) throws(TransferProblem) {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: Self.failure(errno, reading: false)) }
        var failure: FileFailure?
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty, failure == nil {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno != EINTR { failure = Self.failure(errno, reading: false) }
            } else {
                bytes = bytes.dropFirst(written)
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.failure(errno, reading: false) }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = Self.failure(errno, reading: false) }
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: failure)
        }
    }

    // MARK: Reasons

    /// The system's error number in the words of `FileFailure`.
    static func failure(_ number: Int32, reading: Bool) -> FileFailure {
        switch number {
        case ENOENT: return reading ? .noSuchFile : .noSuchDirectory
        case ENOTDIR: return .noSuchDirectory
        case EACCES, EPERM: return .permissionDenied
        case EISDIR: return .isDirectory
        default: return .other(String(cString: strerror(number)).lowercased())
        }
    }
}
