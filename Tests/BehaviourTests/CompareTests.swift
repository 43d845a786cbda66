import Testing

@testable import pokedesk_repl

// MARK: - How `compare` judges and shows a disagreement

@Suite("compare")
struct CompareTests {
    @Test("prompts are compared without their architecture label, and only prompts lose it")
    func promptsNormalized() {
        let mvc = "pokedesk[mvc] pokemons> list\n1 pokemon\n"
        let viper = "pokedesk[viper] pokemons> list\n1 pokemon\n"
        #expect(Transcript.normalizingPrompts(mvc) == Transcript.normalizingPrompts(viper))
        #expect(Transcript.normalizingPrompts("name pokedesk[x]\n") == "name pokedesk[x]\n")
    }

    @Test("the first disagreement is shown as a unified diff with context")
    func unifiedDiff() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...10).map { "line \($0)" }
        lines[4] = "line five"
        let diff = UnifiedDiff.text(from: old, to: lines.joined(separator: "\n"), fromName: "mvc", toName: "mvvm")
        #expect(
            diff == """
                --- mvc
                +++ mvvm
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """
        )
    }

    @Test("identical texts have no hunks")
    func noDifference() {
        #expect(UnifiedDiff.text(from: "a\nb", to: "a\nb", fromName: "x", toName: "y") == "--- x\n+++ y\n")
    }

    @Test("every architecture runs a script the same way: one transcript, one status")
    func scriptRunnerAgrees() throws {
        let lines = ["add Pika 25", "frob", "list"]
        let results = try Architecture.allCases.map { try ScriptRunner(architecture: $0).run(lines) }
        #expect(Set(results.map { Transcript.normalizingPrompts($0.transcript) }).count == 1)
        #expect(results.allSatisfy { $0.status == 1 })
    }
}
