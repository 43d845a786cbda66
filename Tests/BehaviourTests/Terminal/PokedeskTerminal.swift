import Foundation
import Glibc
import TerminalTesting
import Testing

@testable import pokedesk_repl

// MARK: - The pokedesk in a real terminal

/// The built `pokedesk` of one architecture in tmux, started in a directory of the test's on a
/// store file there, with its history under that directory (`XDG_STATE_HOME`), no colour and no
/// `~/.editrc` of the user's: what a person on a terminal gets, in a place the test can look into.
/// Every wait polls the screen (no sleeps), with timeouts long enough for a loaded machine.
final class PokedeskTerminal {
    let architecture: Architecture
    let tmux: TmuxTerminal
    /// The directory pokedesk runs in.
    let directory: String
    /// `pokedesk.sqlite` in the directory.
    let storePath: String
    /// What `XDG_STATE_HOME` is in the terminal: `state` in the directory, which does not exist
    /// until the first line is recorded.
    let stateHome: String

    /// Starts pokedesk and waits for its first prompt. The first start on a store preloads the
    /// races, which takes a while. `environment` adds to (or overrides) the test's own variables.
    init(
        _ architecture: Architecture,
        in directory: String,
        environment: [String: String] = [:],
        width: Int = 100,
        height: Int = 40
    ) throws {
        let binary = try #require(BinaryTranscriptTests.binary, "pokedesk must be built beside the tests")
        self.architecture = architecture
        self.directory = directory
        storePath = directory + "/pokedesk.sqlite"
        stateHome = directory + "/state"
        let quoted = TmuxTerminal.shellQuoted
        let defaults = [
            "XDG_STATE_HOME": stateHome,
            "NO_COLOR": "1",
            "EDITRC": "/dev/null",
        ]
        tmux = try TmuxTerminal(
            // A POKEDESK_HISTORY of the developer's would take the history elsewhere.
            command: "cd \(quoted(directory)) && unset POKEDESK_HISTORY && exec \(quoted(binary.path))"
                + " --arch \(architecture.rawValue) --store \(quoted(storePath))",
            environment: defaults.merging(environment) { $1 },
            width: width,
            height: height
        )
        try waitUntil("the first prompt", timeout: 120) { $0.contains(self.prompt()) }
    }

    /// The prompt of a screen path, e.g. `pokedesk[mvc] pokemons/Pika>`, without its trailing
    /// space: the screen's lines come with trailing spaces trimmed.
    func prompt(_ path: String = "pokemons") -> String {
        "pokedesk[\(architecture.rawValue)] \(path)>"
    }

    // MARK: Keys and screen

    /// Types text literally, UTF-8 included.
    func type(_ text: String) throws { try tmux.type(text) }

    /// Presses tmux keys: `Tab`, `Enter`, `C-c`, `C-d`, `Up`.
    func press(_ key: String) throws { try tmux.press(key) }

    @discardableResult
    func waitUntil(_ description: String, timeout: Double = 60, _ condition: ([String]) -> Bool) throws -> [String] {
        try tmux.waitUntil(description, timeout: timeout, condition)
    }

    /// Waits for a line of the screen equal to `line`.
    @discardableResult
    func waitForLine(_ line: String, timeout: Double = 60) throws -> [String] {
        try waitUntil("the line \"\(line)\"", timeout: timeout) { $0.contains(line) }
    }

    /// Waits for pokedesk to end; its exit status.
    func waitForExit() throws -> Int32 {
        try tmux.waitForExit(timeout: 120)
    }

    // MARK: Commands

    /// Types `line` and Enter on the screen `path`, then waits until `output` shows below the
    /// line and an empty prompt of `nextPath` (by default, the same screen) below that. Returns
    /// the screen's lines from the typed line on.
    @discardableResult
    func enter(
        _ line: String,
        on path: String = "pokemons",
        expecting output: String,
        then nextPath: String? = nil,
        timeout: Double = 60
    ) throws -> [String] {
        let typed = "\(prompt(path)) \(line)"
        try type(line)
        try waitForLine(typed)
        try press("Enter")
        return try waitForOutput(of: typed, output, then: prompt(nextPath ?? path), timeout: timeout)
    }

    /// Waits until the screen shows `typed` (a prompt and what was typed after it), then a line
    /// `output` below it, then an empty `nextPrompt` below that; returns the lines from `typed` on.
    @discardableResult
    func waitForOutput(
        of typed: String,
        _ output: String,
        then nextPrompt: String,
        timeout: Double = 60
    ) throws
        -> [String]
    {
        let lines = try waitUntil("\"\(output)\", then \(nextPrompt), after \(typed)", timeout: timeout) { lines in
            Self.after(typed, in: lines).map { Self.after(output, in: Array($0))?.contains(nextPrompt) ?? false }
                ?? false
        }
        return Array(Self.after(typed, in: lines).map { [typed] + $0 } ?? [])
    }

    /// The lines after the last one equal to `line`; nil without one.
    static func after(_ line: String, in lines: [String]) -> ArraySlice<String>? {
        lines.lastIndex(of: line).map { lines[($0 + 1)...] }
    }
}

// MARK: - Columns on a terminal

/// How many columns of a terminal text takes, by glibc's `wcwidth` in C.UTF-8: the table the
/// terminal itself (tmux here) lays characters out by, and independent of the kit's own
/// `DisplayWidth`, which is what the tests check.
enum TerminalColumns {
    private typealias WidthFunction = @convention(c) (wchar_t) -> Int32

    /// `wcwidth` is in glibc but not in Swift's Glibc module (it needs `_XOPEN_SOURCE`).
    private static let wcwidth: WidthFunction? = dlsym(nil, "wcwidth").map { unsafeBitCast($0, to: WidthFunction.self) }

    /// The columns `text` takes: 2 for wide characters (CJK), 0 for combining marks.
    static func width(of text: some StringProtocol) throws -> Int {
        let wcwidth = try #require(wcwidth, "glibc's wcwidth")
        let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil), "the C.UTF-8 locale")
        defer { freelocale(locale) }
        // This thread only: tests run in parallel.
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return text.unicodeScalars.reduce(0) { $0 + max(0, Int(wcwidth(wchar_t(bitPattern: $1.value)))) }
    }
}
