import PokedeskDomain
import Testing

@testable import pokedesk_repl

// MARK: - `trace`, `--trace` and how a trace is written

@Suite("trace")
struct TraceCommandTests {
    private static let hops = [
        TraceHop(depth: 0, role: .view, type: "PokemonListScreen", message: #"handle("change race 1 raichu")"#),
        TraceHop(depth: 1, role: .presenter, type: "PokemonListPresenter", message: "changeRace(row: 1)"),
        TraceHop(depth: 2, role: .liveResults, type: "ManagedLiveResults", message: "deliver(updated 1)"),
        TraceHop(depth: 1, role: .view, type: "PokemonListScreen", message: "showChanges(updated 1)"),
    ]

    @Test("a trace is a heading, a line a hop with its role in a column and a dot per caller, and the engine's work")
    func format() {
        let engine = EngineCounts(
            statements: 3,
            fullScanSteps: 1_200,
            sorts: 1,
            vmSteps: 95,
            rowsRead: 1,
            faultsFired: 0,
            batchFills: 0,
            objectsRegistered: 1,
            changesDelivered: 1,
            saves: 1
        )
        #expect(
            TraceFormat.lines(hops: Self.hops, engine: engine) == [
                "trace: 4 hops",
                #"  view          PokemonListScreen.handle("change race 1 raichu")"#,
                "  presenter     · PokemonListPresenter.changeRace(row: 1)",
                "  live results  · · ManagedLiveResults.deliver(updated 1)",
                "  view          · PokemonListScreen.showChanges(updated 1)",
                "  engine: 3 SQL statements, 1200 full-scan steps, 1 sort, 95 VM steps, 1 row read, 0 faults fired, "
                    + "0 batch fills, 1 object registered, 1 row change delivered, 1 save",
            ]
        )
    }

    @Test("trace alone says whether it is on; trace maybe is one error and changes nothing else")
    func command() throws {
        let plain = try ScriptRunner(architecture: .mvc).run(["add Pika 25", "list"])
        let refused = try ScriptRunner(architecture: .mvc).run(["add Pika 25", "trace", "trace maybe", "list"])
        #expect(
            refused.transcript
                == plain.transcript.replacingOccurrences(
                    of: "pokedesk[mvc] pokemons> list\n",
                    with: """
                        pokedesk[mvc] pokemons> trace
                        trace is off
                        pokedesk[mvc] pokemons> trace maybe
                        error: trace takes on or off, not "maybe"
                        pokedesk[mvc] pokemons> list

                        """
                )
        )
        #expect(refused.status == 1 && plain.status == 0)
    }

    @Test("trace on writes a trace after each later line; trace off stops them; neither line is traced")
    func onAndOff() throws {
        let result = try ScriptRunner(architecture: .mvp).run(["trace on", "list", "trace", "trace off", "list"])
        let lines = result.transcript.split(separator: "\n", omittingEmptySubsequences: false)
        let headings = lines.enumerated().filter { $0.element.hasPrefix("trace: ") }.map(\.offset)
        // After `list` and after `trace` (which says it is on), not after `trace on`/`trace off`.
        #expect(headings.count == 2)
        #expect(lines.contains("trace is on"))
        let last = try #require(lines.lastIndex { $0.hasPrefix("pokedesk[mvp] pokemons> list") })
        #expect(headings.allSatisfy { $0 < last })
    }

    @Test("the same script traced twice gives the same traces, byte for byte")
    func deterministic() throws {
        let script = ["add Pika 25", "add Zap 145", "list", "change race 1 raichu", "edit 1", "race", "3"]
        for architecture in Architecture.allCases {
            let first = try ScriptRunner(architecture: architecture).run(script, tracing: true)
            let second = try ScriptRunner(architecture: architecture).run(script, tracing: true)
            #expect(first.traces == second.traces, "\(architecture)")
            #expect(first.traces.map(\.line) == script, "\(architecture)")
        }
    }

    @Test("each architecture's trace of change race 1 raichu, on the real store, names its pattern's roles")
    func rolesOfEachPattern() throws {
        let script = ["add Pika pikachu", "add Zap zapdos", "list", "change race 1 raichu", "edit 1", "race", "3"]
        for architecture in Architecture.allCases {
            let traces = try ScriptRunner(architecture: architecture).run(script, tracing: true).traces
            let change = traces[3].hops
            let pickerOpened = traces[5].hops + traces[6].hops
            let roles = Set(change.map(\.role))
            // Below the architecture, the same in all: the repository saves in the context, and
            // the live results deliver the change back to whoever is their delegate.
            #expect(roles.isSuperset(of: [.repository, .context, .liveResults]), "\(architecture)")
            let delivery = try #require(
                change.firstIndex { $0.role == .liveResults && $0.message.hasPrefix("deliver") }
            )
            let delegate = change[delivery + 1]
            #expect(delegate.depth == change[delivery].depth + 1, "\(architecture)")
            switch architecture {
            case .mvc:
                // A controller receives the command and owns the live results: it is their delegate.
                // It calls its views directly, where nothing outside it can record them.
                #expect(change[0].role == .controller && delegate.role == .controller)
                #expect(delegate.message == "liveResultsDidChange()")
                #expect(!roles.contains(.view) && !roles.contains(.presenter))
            case .mvp:
                // A passive view hands the command to a presenter, which owns the live results.
                #expect(change[0].role == .view && change[1].role == .presenter && delegate.role == .presenter)
                #expect(change.filter { $0.role == .view }.dropFirst().allSatisfy { $0.message.hasPrefix("show") })
                #expect(pickerOpened.contains { $0.role == .router })
            case .mvvm:
                // The view hands the command to its view model's input and renders from its state,
                // which it reads directly: nothing outside records that reading.
                #expect(change[0].role == .view && change[1].role == .viewModel && delegate.role == .viewModel)
                #expect(delegate.message == "liveResultsDidChange()")
                #expect(change.filter { $0.role == .view }.count == 1)
                #expect(pickerOpened.contains { $0.role == .coordinator })
            case .viper:
                // View, presenter, interactor; only the interactor talks to the repositories, and
                // a router opens the race picker when the race is changed from the editor.
                #expect(change.map(\.role).prefix(3) == [.view, .presenter, .interactor])
                #expect(delegate.role == .interactor)
                let repositoryCallers = change.indices.filter { change[$0].role == .repository }.map { index in
                    change[..<index].last { $0.depth == change[index].depth - 1 }?.role
                }
                #expect(repositoryCallers.allSatisfy { $0 == .interactor })
                #expect(pickerOpened.contains { $0.role == .router })
            case .tea:
                // The loop: view → action → reducer → effect → repository → action → reducer → view.
                let loop: [TraceRole] = [.view, .action, .reducer, .effect, .repository, .action, .reducer, .view]
                var rest = change.map(\.role)[...]
                for role in loop {
                    let found = try #require(rest.firstIndex(of: role), "tea: no \(role) where the loop needs one")
                    rest = rest[(found + 1)...]
                }
                // Only effects reach the repositories; the live results' change comes back as an action.
                #expect(delegate.role == .store && change[delivery + 2].role == .action)
                let repositoryCallers = change.indices.filter { change[$0].role == .repository }.map { index in
                    change[..<index].last { $0.depth == change[index].depth - 1 }?.role
                }
                #expect(repositoryCallers.allSatisfy { $0 == .effect })
            }
        }
    }

    @Test("traced into a sink, a script's transcript is the untraced one")
    func sinkKeepsTranscript() throws {
        let script = ["add Pika 25", "list", "edit 1"]
        for architecture in Architecture.allCases {
            let traced = try ScriptRunner(architecture: architecture).run(script, tracing: true)
            let plain = try ScriptRunner(architecture: architecture).run(script)
            #expect(traced.transcript == plain.transcript, "\(architecture)")
        }
    }
}

// MARK: - compare --trace

@Suite("compare --trace")
struct CompareTraceReportTests {
    private static func traced(_ line: String, _ hops: Int, statements: Int = 1) -> TracedLine {
        TracedLine(
            line: line,
            hops: (0..<hops).map { TraceHop(depth: $0, role: .view, type: "V\($0)", message: "m()") },
            engine: EngineCounts(statements: statements)
        )
    }

    @Test("side by side when the columns fit, with the engine's work once when all agree")
    func sideBySide() {
        let report = CompareTraceReport(
            traces: [("mvc", [Self.traced("list", 1)]), ("mvp", [Self.traced("list", 2)])],
            width: 80
        )
        let engine = EngineCounts(statements: 1).summary
        #expect(
            report.lines == [
                "1. list",
                "  mvc: 1 hop           │ mvp: 2 hops",
                "  view          V0.m() │ view          V0.m()",
                "                       │ view          · V1.m()",
                "  engine, the same in all 2: \(engine)",
                "",
                "hops     mvc  mvp",
                "1. list    1    2",
                "total      1    2",
            ]
        )
    }

    @Test("one after another when they do not fit, with each engine line when they differ")
    func oneAfterAnother() {
        let report = CompareTraceReport(
            traces: [("mvc", [Self.traced("list", 1)]), ("viper", [Self.traced("list", 1, statements: 2)])],
            width: 30
        )
        #expect(
            Array(report.lines.prefix(7)) == [
                "1. list",
                "  mvc: 1 hop",
                "  view          V0.m()",
                "  viper: 1 hop",
                "  view          V0.m()",
                "  engine in mvc: \(EngineCounts(statements: 1).summary)",
                "  engine in viper: \(EngineCounts(statements: 2).summary)",
            ]
        )
    }
}
