import Foundation
import Glibc
import ManagedGraph
import PokedeskData
import TerminalTesting
import Testing

@testable import pokedesk_repl

// MARK: - Ctrl-C during an export, in a real terminal

/// The built `pokedesk` in tmux, on a store of many pokemons, over a file `export` is to replace:
/// the test presses Ctrl-C while the export writes, and checks what a person would — the cancel
/// message, the prompt back, the file there before unchanged, no temporary file left beside it.
///
/// An export of many pokemons takes a second or so, and a Ctrl-C pressed after it ended would
/// test nothing: so the test stops the process (SIGSTOP) the moment its temporary file appears,
/// presses Ctrl-C — the terminal's SIGINT waits, pending, as for any stopped process — and lets
/// it go on (SIGCONT), which delivers the Ctrl-C before the export writes another piece. No
/// sleep anywhere: every wait polls for what it waits for.
@Suite(
    "Ctrl-C cancels an export in a real terminal",
    .enabled(if: TmuxTerminal.isAvailable, "tmux is not installed (make deps installs it)")
)
struct ExportCancelTerminalTests {
    static let pokemons = 200_000

    @Test(
        "in every architecture: the file there before is left as it was, no temporary file stays, the prompt comes back"
    )
    func cancel() throws {
        // Made once, for the five architectures, each of which works on a copy.
        let store = try ScratchDirectory()
        do {
            let container = try PokedeskContainer(location: .file(store.path + "/pokedesk.sqlite"))
            _ = try ContextPokemonTransfers(viewContext: container.viewContext)
                .generatePokemons(count: Self.pokemons, progress: { _ in }, isCancelled: { false })
        }
        for architecture in Architecture.allCases {
            try cancel(architecture, copying: store.path + "/pokedesk.sqlite")
        }
    }

    private func cancel(_ architecture: Architecture, copying store: String) throws {
        let directory = try ScratchDirectory()
        try FileManager.default.copyItem(atPath: store, toPath: directory.path + "/pokedesk.sqlite")
        let target = directory.path + "/big.csv"
        let before = "name,race\nThe file from before,25\n"
        try before.write(toFile: target, atomically: true, encoding: .utf8)

        let terminal = try PokedeskTerminal(architecture, in: directory.path, width: 120)
        let pokedesk = try #require(try terminal.tmux.commandProcess(), "the pane's process")
        try terminal.type("export big.csv")
        try terminal.press("Enter")
        try Self.waitForTemporaryFile(in: directory.path)
        try #require(kill(pokedesk, SIGSTOP) == 0)
        try terminal.press("C-c")
        try #require(kill(pokedesk, SIGCONT) == 0)

        // tmux continues a pane's process that stops, so the stop only narrows the race: when the
        // cancel is quicker than the SIGCONT, the SIGCONT reaches the line editor at the prompt,
        // which redraws its line (`prompt> prompt> `) as it does after any stop.
        let prompt = terminal.prompt()
        let screen = try terminal.waitUntil("the cancel, then the prompt (\(architecture))", timeout: 120) { lines in
            PokedeskTerminal.after("export cancelled: nothing was written", in: lines)?.contains {
                $0 == prompt || $0 == prompt + " " + prompt
            } ?? false
        }
        #expect(!screen.contains { $0.hasPrefix("exported ") || $0.hasPrefix("error: ") }, "\(architecture)")
        #expect(
            try String(contentsOfFile: target, encoding: .utf8) == before,
            "the file is as it was (\(architecture))"
        )
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }.isEmpty,
            "no temporary file left (\(architecture))"
        )

        // Still the same session: the next export runs to its end.
        try terminal.enter("export big.csv", expecting: "exported \(Self.pokemons) pokemons to big.csv", timeout: 120)
        try terminal.type("quit")
        try terminal.press("Enter")
        #expect(try terminal.waitForExit() == 0, "\(architecture)")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("name,race,caught\n"))
    }

    /// Polls the directory (a `stat` a millisecond, nothing next to the export's second) until the
    /// export's temporary file `.big.csv.….tmp` is there: the export has begun writing.
    private static func waitForTemporaryFile(in directory: String) throws {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            if names.contains(where: { $0.hasPrefix(".big.csv.") && $0.hasSuffix(".tmp") }) { return }
            usleep(1000)
        }
        Issue.record("the export never made its temporary file")
        throw CancellationError()
    }
}
