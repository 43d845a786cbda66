import Glibc
public import PokedeskDomain

// MARK: - A whole file, read as the user named it

/// The bytes of a file the user named — a file to import, a script to compare — or why the
/// system refused it, in the words the app uses for files (`FileFailure`).
public enum FileContents {
    /// Every byte of the file at `path`; a directory is refused as one.
    public static func bytes(at path: String) throws(FileFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno, reading: true) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw .isDirectory }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }  // Ctrl-C arrived while reading: read on
                throw failure(errno, reading: true)
            }
            bytes += chunk[..<count]
        }
    }

    /// The system's error number in the app's words; a missing file when reading is a missing
    /// directory when writing.
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
