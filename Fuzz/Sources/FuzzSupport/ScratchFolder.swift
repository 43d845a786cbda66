import Foundation
import Glibc

// MARK: - Where a target writes its input as a file

/// A folder of this process's own under the system's temporary directory, for the readers that
/// take a path: the input is written there as the file the app would be given. Made once; its
/// files are written over input after input, and it is removed when the process exits normally
/// (a crash leaves it, with the input libFuzzer also saved).
public enum ScratchFolder {
    public static let path: String = {
        var template = Array((NSTemporaryDirectory() + "/pokedesk-fuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("cannot make a scratch folder: errno \(errno)") }
        let path = String(cString: made)
        atexit { try? FileManager.default.removeItem(atPath: ScratchFolder.path) }
        return path
    }()

    /// Writes `bytes` as the file `name` in the folder, replacing it; returns its path.
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>, as name: String) -> String {
        let file = path + "/" + name
        FuzzCheck.require(
            FileManager.default.createFile(atPath: file, contents: Data(buffer: bytes)),
            "cannot write \(file)"
        )
        return file
    }

    /// Removes the file `name` if it is there.
    public static func remove(_ name: String) {
        unlink(path + "/" + name)
    }
}
