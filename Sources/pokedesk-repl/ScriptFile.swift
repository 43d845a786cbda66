import Glibc
import PokedeskDomain

// MARK: - The script `compare` runs

/// A script file's lines, or the one reason it cannot be run: it cannot be read (missing, a
/// directory, not permitted), or a line of it is not UTF-8. `compare` runs the same lines in
/// every architecture and shows where they disagree, which means nothing for lines the app
/// would refuse before running them.
struct ScriptFile {
    /// Why a script cannot be run, in one line after `error: `.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case cannotRead(path: String, reason: FileFailure)
        case notUTF8(path: String, line: Int)

        var description: String {
            switch self {
            case .cannotRead(let path, let reason):
                return "cannot read \(Quoting.printable(path)): \(reason)"
            case .notUTF8(let path, let line):
                return "\(Quoting.printable(path)): line \(line): the text is not UTF-8"
            }
        }
    }

    let path: String

    /// The script's lines, without the empty one after a final newline.
    func lines() throws(Problem) -> [String] {
        let bytes = try read()
        var lines: [String] = []
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard let text = String(validating: line, as: UTF8.self) else {
                throw .notUTF8(path: path, line: index + 1)
            }
            lines.append(text)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private func read() throws(Problem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: Self.failure(errno)) }
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
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: Self.failure(errno))
            }
            bytes += chunk[..<count]
        }
    }

    /// The system's error number in the words import uses for its files.
    private static func failure(_ number: Int32) -> FileFailure {
        switch number {
        case ENOENT: return .noSuchFile
        case ENOTDIR: return .noSuchDirectory
        case EACCES, EPERM: return .permissionDenied
        case EISDIR: return .isDirectory
        default: return .other(String(cString: strerror(number)).lowercased())
        }
    }
}
