import Foundation

// MARK: - 3. The first page at several sizes

/// Runs each way of showing the first page in a fresh process, interleaved, for one store.
struct FirstPageScenario {
    let path: String
    let count: Int
    /// Fresh processes for the live results, the reference.
    let rounds: Int
    /// Fresh processes for the other ways, each far slower: they need fewer to show it.
    let otherRounds: Int

    /// `leaving`: keys of ways that sit out this size.
    func run(leaving: Set<String> = []) throws -> ScenarioResult {
        let methods = FirstPageMethod.allCases.filter { !leaving.contains($0.rawValue) }
        let contestants = methods.map { method in
            Contestant(
                key: method.rawValue,
                title: method.title,
                rounds: method == .liveResults ? nil : min(otherRounds, rounds)
            ) {
                let outcome = try ChildProcess.run(
                    ChildProcess.ownExecutable,
                    ["first-page", "--method", method.rawValue, "--store", path]
                )
                guard let data = outcome.output.data(using: .utf8),
                    let result = try? JSONDecoder().decode(FirstPageMethod.Outcome.self, from: data)
                else { throw BenchError("first-page \(method.rawValue) printed: \(outcome.output)") }
                return Trial(
                    seconds: result.seconds,
                    check: "\(result.count) pokemons, first rows: \(result.rows.joined(separator: "; "))",
                    peakKiB: result.peakKiB
                )
            }
        }
        let results = try Rounds.run(
            contestants,
            rounds: rounds,
            warmUp: false,
            label: "first page of \(Format.count(count))"
        )
        var scenario = ScenarioResult(
            id: "first-page-\(count)",
            title: "First page of 20 and the count, \(Format.count(count)) pokemons (a fresh process each)",
            size: count,
            reference: FirstPageMethod.liveResults.rawValue,
            contestants: results
        )
        scenario.notes.append(
            "Time from the store being open to the first 20 rows; memory is the process's peak. Live results "
                + "run in \(rounds) fresh processes, the other ways in \(min(otherRounds, rounds)): on a busy machine a "
                + "process is preempted in about one millisecond of the first page's out of three or four, so the "
                + "median of a millisecond's work needs more of them."
        )
        return scenario
    }
}
