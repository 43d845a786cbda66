import Foundation

/// A real terminal for end-to-end tests: a private tmux server (its own socket) running one command
/// in a window of a fixed size. Keys go in with `send-keys`, the screen comes out with
/// `capture-pane`; waits poll the screen until a condition holds or a timeout passes. The pane
/// outlives its command, which gives the command's exit status (`waitForExit`). Shared by the
/// terminal kit's tests (the demo REPL) and the behaviour suite's (the pokedesk).
public final class TmuxTerminal {
    public struct Timeout: Error, CustomStringConvertible {
        public let waitingFor: String
        public let screen: String

        public var description: String { "timed out waiting for \(waitingFor); the screen was:\n\(screen)" }
    }

    public static let isAvailable = (try? TmuxTerminal.tmux(["-V"]))?.status == 0

    /// A socket of our own, so that the server is ours alone and its file can be removed.
    private let socket = NSTemporaryDirectory() + "terminal-kit-tmux-\(UUID().uuidString)"

    /// Starts `command` (a shell command line) with `environment` added to a clean, UTF-8 one.
    public init(command: String, environment: [String: String], width: Int = 100, height: Int = 30) throws {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.shellQuoted($0.value))" }
        let line = (["exec", "env"] + assignments + ["sh", "-c", Self.shellQuoted(command)]).joined(separator: " ")
        // The pane stays after the command ends (remain-on-exit), so that its exit status can be
        // read; set before the session exists, so that even a command that ends at once keeps it.
        let result = try run(
            ["start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";"]
                + ["new-session", "-d", "-x", "\(width)", "-y", "\(height)", line]
        )
        guard result.status == 0 else { throw Timeout(waitingFor: "tmux to start", screen: result.output) }
    }

    deinit {
        _ = try? run(["kill-server"])
        unlink(socket)
    }

    // MARK: Keys

    /// Sends tmux key names, e.g. `Tab`, `Enter`, `C-c`, `Up`.
    public func press(_ keys: String...) throws {
        _ = try run(["send-keys"] + keys)
    }

    /// Types text literally, UTF-8 included.
    public func type(_ text: String) throws {
        _ = try run(["send-keys", "-l", text])
    }

    // MARK: Screen

    /// The visible lines, trailing spaces trimmed.
    public func lines() throws -> [String] {
        try run(["capture-pane", "-p"]).output.split(separator: "\n", omittingEmptySubsequences: false).map {
            var line = String($0)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Polls the screen until `condition` holds on its lines; throws `Timeout` with the screen.
    @discardableResult
    public func waitUntil(
        _ description: String,
        timeout: Double = 20,
        _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let current = try lines()
            if condition(current) { return current }
            guard Date() < deadline else {
                throw Timeout(waitingFor: description, screen: current.joined(separator: "\n"))
            }
            usleep(50_000)
        }
    }

    /// Waits for a line equal to `line` (after trimming trailing spaces) to appear `count` times.
    @discardableResult
    public func waitForLine(_ line: String, count: Int = 1) throws -> [String] {
        try waitUntil("\(count) × \"\(line)\"") { lines in lines.filter { $0 == line }.count >= count }
    }

    /// Waits until the command has ended and returns its exit status (128 + the signal's number
    /// when a signal ended it), as a shell's `$?` would be.
    @discardableResult
    public func waitForExit(timeout: Double = 60) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            // `1:0:` for a command that exited with 0, `1::15` for one that SIGTERM ended.
            let fields = try run(["display-message", "-p", "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}"])
                .output.trimmingCharacters(in: .whitespacesAndNewlines)
                .split(separator: ":", omittingEmptySubsequences: false)
            if fields.count == 3, fields[0] == "1" {
                if let status = Int32(fields[1]) { return status }
                if let signal = Int32(fields[2]) { return 128 + signal }
                // Dead but not reaped yet. Debian's tmux uses libutempter, which puts its own
                // SIGCHLD handler in place while it records the pane's end; a command that ends
                // then loses its SIGCHLD and stays a zombie, without a status, for good (tmux
                // issue 311). Another SIGCHLD has the server reap it; a spare one does no harm.
                if let server = try serverProcess() { kill(server, SIGCHLD) }
            }
            guard Date() < deadline else {
                throw Timeout(waitingFor: "the command to end", screen: try lines().joined(separator: "\n"))
            }
            usleep(50_000)
        }
    }

    // MARK: The command

    /// The process id of the pane's command: the command itself once the shell that starts it
    /// has `exec`ed it.
    public func commandProcess() throws -> Int32? {
        Int32(try run(["display-message", "-p", "#{pane_pid}"]).output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    // MARK: tmux

    /// The tmux server's process id.
    private func serverProcess() throws -> pid_t? {
        pid_t(try run(["display-message", "-p", "#{pid}"]).output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Self.tmux(["-S", socket, "-f", "/dev/null"] + arguments)
    }

    private static func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        // tmux only passes UTF-8 through when its own locale says UTF-8.
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        let outputPath = NSTemporaryDirectory() + "tmux-output-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try ChildProcess.run(
            ["/usr/bin/env", "tmux"] + arguments,
            environment: environment,
            outputPath: outputPath
        )
        let data = FileManager.default.contents(atPath: outputPath) ?? Data()
        return (status, String(decoding: data, as: UTF8.self))
    }

    public static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
