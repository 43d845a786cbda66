import Foundation
import Glibc
import Testing

// MARK: - A small file system of the test's own

/// A tmpfs of a few megabytes mounted on a fresh directory for one test, unmounted and removed
/// when the test ends: a real file system that really fills up, where SQLite meets ENOSPC and
/// SQLITE_FULL as on a full disk, without touching the machine's own disks.
///
/// Mounting needs root, which the tests have here and on CI. A test that cannot mount one fails
/// with the reason — it is never skipped, so a full disk is never left untested unnoticed.
final class SmallDisk {
    /// Where it is mounted.
    let path: String
    private var ballast: Int32 = -1

    /// Mounts it; throws, failing the test, when it cannot.
    init(kilobytes: Int) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("pokedesk-disk-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let mount = try Self.run("mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0755", "tmpfs", path)
        guard mount.status == 0 else {
            rmdir(path)
            throw MountFailure(
                reason: "cannot mount a \(kilobytes) KB tmpfs at \(path) for a full-disk test (it needs root, "
                    + "as on CI): \(mount.output)"
            )
        }
    }

    deinit {
        if ballast >= 0 { close(ballast) }
        // Lazily if something still holds a file there: the directory must not stay mounted.
        if (try? Self.run("umount", path))?.status != 0 { _ = try? Self.run("umount", "-l", path) }
        rmdir(path)
    }

    func path(_ name: String) -> String { path + "/" + name }

    /// Bytes still free.
    var available: Int {
        var status = statvfs()
        guard statvfs(path, &status) == 0 else { return -1 }
        return Int(status.f_bavail) * Int(status.f_frsize)
    }

    /// Fills what is left with a ballast file, leaving `room` bytes free (rounded to pages):
    /// what another program filling the disk would do.
    func fill(leaving room: Int = 0) throws {
        if ballast < 0 {
            ballast = open(path("ballast"), O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
            try #require(ballast >= 0, "the ballast file")
        }
        let chunk = [UInt8](repeating: 0xBA, count: 4096)
        while chunk.withUnsafeBytes({ write(ballast, $0.baseAddress, $0.count) }) > 0 {}
        try #require(errno == ENOSPC, "the ballast stopped at a full disk, not \(String(cString: strerror(errno)))")
        try makeRoom(room)
    }

    /// Frees `bytes` of the ballast.
    func makeRoom(_ bytes: Int) throws {
        guard bytes > 0 else { return }
        let size = lseek(ballast, 0, SEEK_END)
        try #require(ftruncate(ballast, max(0, size - off_t(bytes))) == 0)
        lseek(ballast, 0, SEEK_END)
    }

    /// Removes the ballast: the disk has its room back.
    func removeBallast() {
        guard ballast >= 0 else { return }
        close(ballast)
        ballast = -1
        unlink(path("ballast"))
    }

    /// The names in the disk's directory, the ballast apart.
    func files() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: path)).subtracting(["ballast"])
    }

    struct MountFailure: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    private static func run(_ arguments: String...) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines))
    }
}
