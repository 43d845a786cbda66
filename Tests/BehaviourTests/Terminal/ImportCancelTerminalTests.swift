import Foundation
import ManagedGraph
import PokedeskData
import TerminalTesting
import Testing

@testable import pokedesk_repl

// MARK: - Ctrl-C during an import, in a real terminal

/// The built `pokedesk` in tmux, on a store file: it imports a large CSV, the test presses Ctrl-C
/// once the progress line shows two batches saved, and then checks what a person would: the
/// cancel message, the prompt back, and the store holding the batches saved before the cancel —
/// whole batches of 1000, fewer than the file's rows. One architecture at a time: each import
/// keeps a core busy. The waits are long (a loaded machine is slow), and none is a sleep: each
/// polls the screen until what it waits for is there.
@Suite(
    "Ctrl-C cancels an import in a real terminal",
    .serialized,
    .enabled(if: TmuxTerminal.isAvailable, "tmux is not installed (make deps installs it)")
)
struct ImportCancelTerminalTests {
    /// Enough rows that the import is still running when the Ctrl-C arrives, however fast the
    /// machine: the test presses it after 2000.
    static let rows = 200_000

    @Test(
        "the batches saved before Ctrl-C are kept, the rest is not imported, the prompt comes back",
        arguments: Architecture.allCases
    )
    func cancel(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let csv = (1...Self.rows).map { "Poke \($0),\($0 % 898 + 1)\n" }.joined()
        try ("name,race\n" + csv).write(toFile: directory.path + "/big.csv", atomically: true, encoding: .utf8)
        let terminal = try PokedeskTerminal(architecture, in: directory.path, width: 120)
        let prompt = terminal.prompt()
        try terminal.type("import big.csv")
        try terminal.press("Enter")
        try terminal.waitUntil("progress past two batches", timeout: 120) {
            $0.contains { (Self.progressDone(in: $0) ?? 0) >= 2000 }
        }
        try terminal.press("C-c")
        let screen = try terminal.waitUntil("the cancel, then the prompt", timeout: 120) { lines in
            guard let cancel = lines.firstIndex(where: { $0.hasPrefix("import cancelled: ") }) else { return false }
            return lines[(cancel + 1)...].contains { $0.hasPrefix(prompt) }
        }

        let message = try #require(screen.first { $0.hasPrefix("import cancelled: ") })
        let kept = try #require(Int(message.split(separator: " ")[3]))
        #expect(message == "import cancelled: the \(kept) pokemons imported before the cancel are kept")
        #expect(kept >= 2000 && kept < Self.rows && kept % 1000 == 0, "whole batches, not the whole file")
        try terminal.type("quit")
        try terminal.press("Enter")
        #expect(try terminal.waitForExit() == 0)

        let saved = try PokedeskContainer(location: .file(terminal.storePath)).viewContext
            .count(for: FetchRequest(entityName: "Pokemon"))
        #expect(saved == kept, "the store holds exactly what the message says was kept")
    }

    /// The rows done on a progress line, `importing big.csv: 3000 of 200000 rows …`.
    private static func progressDone(in line: String) -> Int? {
        let prefix = "importing big.csv: "
        guard line.hasPrefix(prefix), let of = line.range(of: " of ") else { return nil }
        return Int(line[line.index(line.startIndex, offsetBy: prefix.count)..<of.lowerBound])
    }
}
