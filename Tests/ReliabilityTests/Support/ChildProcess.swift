import Foundation
import Testing

// MARK: - The package's executables as real processes

/// Finds the package's executables beside the test bundle, in the products directory, and
/// runs them with their standard streams in files (no pipe can fill up and block them).
enum ChildProcess {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
        /// The lines written to standard error, without their newlines.
        var errorLines: [String] { errors.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// The products directory: where `swift build` puts the executables and the test bundle.
    static let productsDirectory: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("pokedesk").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    static func executable(_ name: String) throws -> URL {
        let directory = try #require(productsDirectory, "the package's executables are built beside the tests")
        let url = directory.appendingPathComponent(name)
        try #require(FileManager.default.isExecutableFile(atPath: url.path), "\(name) is built")
        return url
    }

    /// Runs `executable` to its end with `input` on standard input, `NO_COLOR` set and
    /// `environment` added. With `unprivileged`, file permissions apply to it even when the
    /// tests run as root (see `Privileges`). A process still running after `limit` is killed
    /// and reported.
    static func run(
        _ executable: URL,
        _ arguments: [String],
        input: String = "",
        unprivileged: Bool = false,
        environment: [String: String] = [:],
        workingDirectory: String? = nil,
        limit: Duration = .seconds(120)
    ) throws -> Result {
        try run(
            executable,
            arguments,
            bytes: Array(input.utf8),
            unprivileged: unprivileged,
            environment: environment,
            workingDirectory: workingDirectory,
            limit: limit
        )
    }

    /// The same with standard input given as bytes, which need not be UTF-8.
    static func run(
        _ executable: URL,
        _ arguments: [String],
        bytes: [UInt8],
        unprivileged: Bool = false,
        environment extra: [String: String] = [:],
        workingDirectory: String? = nil,
        limit: Duration = .seconds(120)
    ) throws -> Result {
        let scratch = try TemporaryDirectory()
        let files = ["in", "out", "err"].map { scratch.path($0) }
        for (file, data) in zip(files, [Data(bytes), Data(), Data()]) { try data.write(to: URL(fileURLWithPath: file)) }

        let process = Process()
        let prefix = unprivileged ? Privileges.withoutOverride : []
        process.executableURL = prefix.isEmpty ? executable : URL(fileURLWithPath: prefix[0])
        process.arguments = prefix.isEmpty ? arguments : Array(prefix.dropFirst()) + [executable.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // The app's English, whatever the locale of whoever runs the tests.
        (environment["LANG"], environment["LC_ALL"], environment["LC_MESSAGES"]) = ("C.UTF-8", nil, nil)
        process.environment = environment.merging(extra) { $1 }
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: files[0]))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: files[1]))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: files[2]))
        try process.run()
        let deadline = ContinuousClock.now + limit
        while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("\(executable.lastPathComponent) \(arguments) did not finish within \(limit)")
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: contents(of: files[1]) ?? Data(), as: UTF8.self),
            errors: String(decoding: contents(of: files[2]) ?? Data(), as: UTF8.self)
        )
    }
}

// MARK: - Permissions that apply to root too

/// Root passes every permission check, so a read-only file is writable to it. Tests of
/// read-only stores run the app through `setpriv` (util-linux, always on Debian) without the
/// capabilities that override permissions (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH): still root,
/// still the owner of the test's files, but bound by their permission bits — as a user is.
enum Privileges {
    static let isRoot = geteuid() == 0

    /// The command that runs a program without the override, or nothing when not root.
    static let withoutOverride: [String] =
        isRoot
        ? [
            "/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search",
            "--inh-caps=-dac_override,-dac_read_search",
        ] : []
}
