import Foundation
import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Fuzzing the predicate parser

/// Predicates as `find` passes them — fragments, well-formed ones, mutated ones, the text of
/// fuzzed command lines, and the extremes — parsed and checked against the app's model: no
/// crash, no hang, every refusal one printable line pointing into the text; and whatever is
/// accepted runs as a fetch through the repository without a store error.
@Suite("Fuzz: predicates")
struct PredicateFuzzTests {
    @Test("the predicate parser takes any text; what it accepts, the store runs")
    func predicates() throws {
        let container = try PokedeskContainer(location: .inMemory)
        let repositories = container.makeRepositories()
        for (name, race) in [("Pika", "25"), ("Sparky", "pikachu"), ("Zoë", "4"), ("Mr. Mime", "122")] {
            try repositories.pokemons.add(name: name, race: try repositories.races.race(matching: race).id)
        }
        let model = container.store.model
        let entity = try #require(model.entity(named: "Pokemon"))
        let seed = Settings.fuzzSeed
        let findings = FuzzFindings("predicates", seed: seed)
        let watchdog = Watchdog("predicate fuzz", describe: { "PredicateFuzzTests.input(\($0), seed: \(seed))" })
        defer { watchdog.stop() }
        var accepted = 0
        var matched = 0

        for index in 0..<Settings.fuzzInputs {
            let (format, column) = Self.input(index, seed: seed)
            if Settings.traceFuzz { trace(index) }
            watchdog.begin(index)
            do {
                _ = try ObjectPredicate(format: format, entity: entity, model: model, firstColumn: column)
            } catch {
                check(error, format: format, firstColumn: column, index: index, findings: findings)
                continue
            }
            accepted += 1
            do {
                let results = try repositories.pokemons.liveResults(
                    for: PokemonQuery(filter: format, filterColumn: column)
                )
                if results.count > 0 { matched += 1 }
            } catch {
                findings.record("accepted, yet the fetch failed: \(error)", input: index, format)
            }
        }
        findings.finish()
        print("predicate fuzz: \(Settings.fuzzInputs) inputs, \(accepted) accepted, \(matched) matched pokemons")
        // Worth its time only if much gets past the parser and the model checks, and matches.
        let least = min(Settings.fuzzInputs / 100, 30)
        #expect(accepted > least && matched > least / 2, "accepted \(accepted), matched \(matched)")
    }

    /// Input `index`: the predicate text and the column it starts at in the user's line.
    static func input(_ index: Int, seed: UInt64) -> (format: String, column: Int) {
        if index < FuzzInputs.extremes.count {
            let line = FuzzInputs.line(index, seed: seed)
            return (line.hasPrefix("find ") ? String(line.dropFirst(5)) : line, 6)
        }
        var random = SeededRandom.forInput(index, seed: seed ^ 0x5052_4544)
        let column = random.int(1...40)
        if random.chance(60) { return (FuzzInputs.predicate(&random), column) }
        // The rest of a fuzzed command line, as `find` would get it.
        let line = FuzzInputs.line(index, seed: seed)
        return (String(line.drop { !$0.isWhitespace }.drop { $0.isWhitespace }), column)
    }

    /// A refusal is one printable line, `column N: reason`, N in the text or just after it.
    private func check(
        _ error: ManagedGraph.PredicateError,
        format: String,
        firstColumn: Int,
        index: Int,
        findings: FuzzFindings
    ) {
        let message = error.message
        if message.isEmpty || !message.isOneSafeLine
            || message.unicodeScalars.contains(where: PredicateFormatText.isUnprintable)
        {
            findings.record("bad refusal \(message.debugDescription)", input: index, format)
        }
        guard let column = error.column, message == "column \(column): \(error.reason)" else {
            findings.record("not led by its column: \(message.debugDescription)", input: index, format)
            return
        }
        if !(firstColumn...(firstColumn + format.count)).contains(column) {
            findings.record("column \(column) outside the text (from \(firstColumn)): \(message)", input: index, format)
        }
    }
}
