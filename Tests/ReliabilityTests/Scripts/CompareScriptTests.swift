import Foundation
import Testing

// MARK: - `compare` on scripts that cannot be run

/// `pokedesk compare SCRIPT` as a user runs it: a script that cannot be run is one line saying
/// why, without the usage (the command line was right), and status 1; a wrong command line
/// still gets the usage and 64.
@Suite("compare on scripts that cannot be run")
struct CompareScriptTests {
    @Test("a line that is not UTF-8: its number, in one line, status 1")
    func notUTF8() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("latin1.txt")
        try Data(Array("add Pika 25\nlist\nadd Caf".utf8) + [0xE9] + Array(" 25\nlist\n".utf8))
            .write(to: URL(fileURLWithPath: path))
        let result = try compare(path)
        #expect(result.errorLines == ["error: \(path): line 3: the text is not UTF-8"])
        #expect(result.output.isEmpty)
        #expect(result.status == 1)
    }

    @Test("a missing file, a directory, a file it may not read: why, in one line, status 1")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path("missing.txt")
        #expect(try compare(missing).errorLines == ["error: cannot read \(missing): no such file"])
        #expect(try compare(missing).status == 1)

        let folder = directory.path("scripts")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let onFolder = try compare(folder)
        #expect(onFolder.errorLines == ["error: cannot read \(folder): it is a directory"])
        #expect(onFolder.status == 1)

        let secret = directory.path("secret.txt")
        try "list\n".write(toFile: secret, atomically: true, encoding: .utf8)
        chmod(secret, 0o200)
        let denied = try compare(secret, unprivileged: true)
        #expect(denied.errorLines == ["error: cannot read \(secret): permission denied"])
        #expect(denied.status == 1)
    }

    @Test("a script that runs still reports agreement with status 0; a wrong command line still gets the usage and 64")
    func runnableAndWrongCommandLine() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("good.txt")
        try "add Pika 25\nlist\n".write(toFile: path, atomically: true, encoding: .utf8)
        let good = try compare(path)
        #expect(good.status == 0)
        #expect(good.output.hasPrefix("mvc, mvp, mvvm, viper, tea agree on \(path): "))
        #expect(good.errors.isEmpty)

        let wrong = try ChildProcess.run(try ChildProcess.executable("pokedesk"), ["compare"])
        #expect(wrong.status == 64)
        #expect(wrong.errors.contains("Usage:"))
    }

    private func compare(_ path: String, unprivileged: Bool = false) throws -> ChildProcess.Result {
        try ChildProcess.run(try ChildProcess.executable("pokedesk"), ["compare", path], unprivileged: unprivileged)
    }
}
