import Foundation
import Testing

@testable import pokedesk_repl

// MARK: - Exercise 12: predict a trace, then change it

/// Part 1 compares the traces predicted in `predicted-mvc.txt` and `predicted-mvp.txt` with the
/// real ones — each hop's role, nesting and type, in order; messages are not compared. Part 2
/// checks that a race change to the race a pokemon already has is answered without a save, in
/// MVC and MVP, and that its trace shows it.
@Suite("Exercise 12: predict a trace, then change it")
struct Exercise12Check {
    private static let scene = ["add Pika pikachu", "add Zap zapdos", "list"]

    /// The role, the nesting and the type of a hop as `trace on` writes it, without the message.
    private static func shape(_ line: Substring) -> String {
        let hop = line.hasPrefix("  ") ? line.dropFirst(2) : line
        let role = hop.prefix(TraceFormat.roleWidth).trimmingCharacters(in: .whitespaces)
        let path = hop.dropFirst(TraceFormat.roleWidth).drop { $0 == " " }
        var dots = 0
        var rest = path
        while rest.hasPrefix("· ") {
            dots += 1
            rest = rest.dropFirst(2)
        }
        return "\(role) \(dots) \(rest.prefix { $0 != "." })"
    }

    @Test(
        "the predicted traces of change race 1 raichu are the real ones, hop by hop",
        arguments: [
            Architecture.mvc, .mvp,
        ]
    )
    func predicted(_ architecture: Architecture) throws {
        let file = ExerciseCheck.root.appendingPathComponent("Exercises/12-trace/predicted-\(architecture).txt")
        let predicted = try String(contentsOf: file, encoding: .utf8)
            .split(separator: "\n")
            .filter { !$0.hasPrefix("trace:") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("engine:") }
            .map(Self.shape)
        let result = try ScriptRunner(architecture: architecture).run(
            Self.scene + ["change race 1 raichu"],
            tracing: true
        )
        let real = try #require(result.traces.last).hops.map { Self.shape(Substring(TraceFormat.line(of: $0))) }
        #expect(predicted == real, "predicted (role, depth, type) vs real:\n\(predicted)\n\(real)")
    }

    @Test(
        "a pokemon already of that race: one line, nothing saved, and the trace shows no save",
        arguments: [
            Architecture.mvc, .mvp,
        ]
    )
    func alreadyOfThatRace(_ architecture: Architecture) throws {
        let script = Self.scene + ["change race 1 raichu", "change race 1 raichu"]
        let result = try ScriptRunner(architecture: architecture).run(script, tracing: true)
        #expect(result.transcript.hasSuffix("pokemons> change race 1 raichu\n\"Pika\" is already Raichu (#26)\n"))
        #expect(result.status == 0)
        let again = try #require(result.traces.last)
        #expect(again.engine.saves == 0)
        #expect(!again.hops.contains { $0.role == .context && $0.message.hasPrefix("save") })
        #expect(!again.hops.contains { $0.role == .repository && $0.message.hasPrefix("changeRace") })
    }
}
