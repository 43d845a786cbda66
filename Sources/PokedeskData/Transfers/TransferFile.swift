import Foundation
import Glibc
import ManagedGraph
import PokedeskDomain

// MARK: - The file of an import or export

/// A file named by the user: its format, told by the extension, and reading it with the
/// system's reasons turned into words. An export writes it with a `TransferFileWriter`, whole or
/// not at all.
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
