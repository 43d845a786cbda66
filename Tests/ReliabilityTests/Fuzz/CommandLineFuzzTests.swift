import Foundation
import Testing

@testable import TerminalKit
@testable import pokedesk_repl

// MARK: - Fuzzing the command tokenizer and interpreter

/// Generated and mutated command lines (see `FuzzInputs`) through the tokenizer and through the
/// interpreter of every real screen: no crash, no hang, and every refusal one safe line.
/// A few thousand in `make test`; a million in `make fuzz` (`POKEDESK_FUZZ_INPUTS`).
@Suite("Fuzz: command lines")
struct CommandLineFuzzTests {
    @Test("the tokenizer and every screen's interpreter take any line", arguments: Architecture.allCases)
    func commandLines(architecture: Architecture) throws {
        let tables = try ScreenTables.tables(of: architecture)
        #expect(tables.count >= 5, "the walks reach the app's screens: \(tables.map(\.title))")
        let seed = Settings.fuzzSeed
        let findings = FuzzFindings("command lines (\(architecture))", seed: seed)
        let watchdog = Watchdog("command-line fuzz", describe: { "FuzzInputs.line(\($0), seed: \(seed))" })
        defer { watchdog.stop() }
        var outcomes = OutcomeCounts()

        for index in 0..<Settings.fuzzInputs {
            let line = FuzzInputs.line(index, seed: seed)
            if Settings.traceFuzz { trace(index) }
            watchdog.begin(index)
            checkTokenizer(line, index: index, findings: findings)
            // One table an input, in turn: each table sees every kind of line.
            let table = tables[index % tables.count].table
            outcomes.count(checkInterpreter(line, table: table, index: index, findings: findings))
        }
        findings.finish()
        // The generator is worth its time only if it reaches every outcome, often.
        let least = min(Settings.fuzzInputs / 50, 20)
        #expect(outcomes.failures > least && outcomes.screen > least && outcomes.global > least, "\(outcomes)")
        #expect(outcomes.nothing > 0, "\(outcomes)")
    }

    // MARK: Properties

    /// Words come back the same through quoting; ranges are in order within the line; an error
    /// is one line with a column in the line.
    private func checkTokenizer(_ line: String, index: Int, findings: FuzzFindings) {
        let length = line.count
        do {
            let tokens = try CommandTokenizer.tokenize(line)
            var end = 0
            for token in tokens {
                if token.range.lowerBound < end || token.range.upperBound > max(length, 1) || token.range.isEmpty {
                    findings.record(
                        "token range \(token.range) out of order or outside 0..<\(length)",
                        input: index,
                        line
                    )
                }
                end = token.range.upperBound
            }
            let requoted = tokens.map { CommandQuoting.quote($0.text, opened: nil) }.joined(separator: " ")
            let again = try CommandTokenizer.words(requoted)
            if again.map(\.scalars) != tokens.map(\.text.scalars) {
                findings.record("quoting the words and splitting again gives other words", input: index, line)
            }
        } catch {
            if !error.description.isOneSafeLine || !(1...max(1, length)).contains(error.column) {
                findings.record("bad refusal \(error.description.debugDescription)", input: index, line)
            }
        }
    }

    /// A refusal is one safe line; a command is one of the table's, with arguments its spec
    /// allows; blank lines and comments do nothing.
    private func checkInterpreter(
        _ line: String,
        table: CommandTable,
        index: Int,
        findings: FuzzFindings
    )
        -> CommandInterpreter.Outcome
    {
        let outcome = CommandInterpreter.interpret(line, table: table)
        switch outcome {
        case .nothing:
            let first = line.unicodeScalars.first { !$0.properties.isWhitespace }
            if first != nil && first != "#" { findings.record("a command line taken for a blank", input: index, line) }
        case .failure(let message):
            if message.isEmpty || !message.isOneSafeLine {
                findings.record("bad refusal \(message.debugDescription)", input: index, line)
            }
        case .global(_, let command):
            if !GlobalCommand.specs(alongside: table).contains(where: { $0.1.name == command.name }) {
                findings.record("unknown global \(command.name)", input: index, line)
            }
        case .session(_, let command):
            // The fuzzer gives the interpreter no session commands.
            findings.record("a session command without session commands: \(command.name)", input: index, line)
        case .screen(let command):
            guard let spec = table.command(named: command.name) else {
                findings.record("a command the table does not have: \(command.name)", input: index, line)
                break
            }
            if let problem = Self.problem(with: command, spec: spec, lineLength: line.count) {
                findings.record(problem, input: index, line)
            }
        }
        return outcome
    }

    private static func problem(with command: ParsedCommand, spec: CommandSpec, lineLength: Int) -> String? {
        if spec.takesText {
            let edges = [command.text.unicodeScalars.first, command.text.unicodeScalars.last].compactMap { $0 }
            if !command.arguments.isEmpty { return "a text command got arguments" }
            if edges.contains(where: \.properties.isWhitespace) {
                return "text not trimmed: \(command.text.debugDescription)"
            }
            if !(1...(lineLength + 1)).contains(command.textColumn) { return "text column \(command.textColumn)" }
            return nil
        }
        let required = spec.arguments.filter { $0.kind == .required }.count
        let most = spec.arguments.last?.kind == .variadic ? Int.max : spec.arguments.count
        if !(required...most).contains(command.arguments.count) {
            return "\(command.arguments.count) arguments for \(spec.usage)"
        }
        return nil
    }
}

/// How often each outcome came up.
struct OutcomeCounts: CustomStringConvertible {
    var nothing = 0
    var failures = 0
    var global = 0
    var screen = 0

    mutating func count(_ outcome: CommandInterpreter.Outcome) {
        switch outcome {
        case .nothing: nothing += 1
        case .failure: failures += 1
        case .global, .session: global += 1
        case .screen: screen += 1
        }
    }

    var description: String { "nothing \(nothing), failures \(failures), global \(global), screen \(screen)" }
}
