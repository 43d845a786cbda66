import ArgumentParser
import Foundation
import TerminalKit

// MARK: - Comparing the architectures

/// Runs one script in every architecture, each on a fresh in-memory store, and says whether
/// the transcripts agree — apart from the architecture's name in the prompt — showing the
/// first disagreement as a unified diff.
struct CompareCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "compare", abstract: Phrases.text("compare.abstract"))
    }

    @Argument(help: ArgumentHelp(Phrases.text("compare.script")))
    var script: String

    @Flag(help: ArgumentHelp(Phrases.text("compare.trace")))
    var trace = false

    /// Also accepted after `compare` (`pokedesk compare --lang es SCRIPT`); the process chose
    /// its language from it already.
    @Option(help: ArgumentHelp(Phrases.text("option.lang")))
    var lang: LanguageOption?

    /// `pokedesk`'s own options: ArgumentParser gives a flag both commands declare, `--trace`, to
    /// the parent, wherever it is written.
    @ParentCommand var pokedesk: PokedeskCommand

    private var tracing: Bool { trace || pokedesk.options.trace }

    func run() throws {
        let lines: [String]
        do {
            lines = try ScriptFile(path: script).lines()
        } catch {
            // The command line was right; the file is what cannot be used: one line, no usage.
            FileHandle.standardError.write(Data((Phrases.text("compare.error", "\(error)") + "\n").utf8))
            throw ExitCode(1)
        }
        // `$FIXTURES/` in the script stands for the `fixtures` directory beside it.
        let fixtures = URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent("fixtures").path
        var results: [(Architecture, ScriptRunner.Result)] = []
        for architecture in Architecture.allCases {
            let runner = ScriptRunner(architecture: architecture)
            results.append((architecture, try runner.run(lines, fixtures: fixtures, tracing: tracing)))
        }
        let (reference, expected) = results[0]
        let normalizedExpected = Transcript.normalizingPrompts(expected.transcript)
        for (architecture, result) in results.dropFirst() {
            let actual = Transcript.normalizingPrompts(result.transcript)
            guard actual == normalizedExpected && result.status == expected.status else {
                print(Phrases.text("compare.disagrees", architecture.rawValue, reference.rawValue, script))
                if result.status != expected.status {
                    print(Phrases.text("compare.status", String(result.status), String(expected.status)))
                }
                print(
                    UnifiedDiff.text(
                        from: normalizedExpected,
                        to: actual,
                        fromName: reference.rawValue,
                        toName: architecture.rawValue
                    ),
                    terminator: ""
                )
                throw ExitCode(1)
            }
        }
        if tracing {
            let report = CompareTraceReport(
                traces: results.map { ($0.0.rawValue, $0.1.traces) },
                width: ConsoleWidth.terminal(fileDescriptor: 1, fallback: ConsoleWidth.standard).columns
            )
            report.lines.forEach { print($0) }
        }
        let names = Architecture.allCases.map(\.rawValue).joined(separator: ", ")
        let count = expected.transcript.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        print(Phrases.counted("compare.agree", count, names, script, String(expected.status)))
    }
}

// MARK: - Transcripts

enum ScriptLines {
    /// A script's lines, without the final empty line a file ends with.
    static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

enum Transcript {
    /// The transcript with `pokedesk[ARCH] ` at the start of prompt lines written as
    /// `pokedesk[*] `: the one place the architectures are meant to differ.
    static func normalizingPrompts(_ transcript: String) -> String {
        transcript.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("pokedesk["), let close = line.firstIndex(of: "]") else { return String(line) }
            return "pokedesk[*" + line[close...]
        }.joined(separator: "\n")
    }
}
