import Foundation
import PokedeskData
import PokedeskDomain

@testable import pokedesk_repl

// MARK: - One round: processes on one store at once

/// A fresh store with some pokemons and the audit, a script for each process from the round's
/// seed, and every process started at once on the store — the architectures in turn —, waited
/// for until each has ended (or has been killed for a hang). `RoundCheck` then says what went
/// wrong.
struct SoakRound {
    let seed: UInt64
    let processes: Int
    let lines: Int
    /// Where the store, the scripts, their files and the processes' output go.
    let directory: String

    /// A process writing nothing for this long is hung: no command of a script takes it.
    static let silence = Duration.seconds(120)
    /// Pokemons in the store before the processes start.
    static let firstPokemons = 40

    /// A round whose processes have all ended.
    struct Finished {
        let store: String
        /// The pokemons before the processes started, when the audit began.
        let initial: [Int64: PokemonRow]
        let races: RaceKeys
        let scripts: [SoakScript]
        let processes: [SoakProcess]
    }

    static func architecture(of process: Int) -> String {
        Architecture.allCases[(process - 1) % Architecture.allCases.count].rawValue
    }

    func run(_ pokedesk: URL) throws -> Finished {
        let store = directory + "/soak.sqlite"
        try makeStore(at: store)
        try StoreAudit.install(on: store)
        let initial = try StoreAudit.pokemons(in: store)
        let races = try RaceKeys(store: store)

        var scripts: [SoakScript] = []
        for process in 1...processes {
            let script = SoakScript(
                process: process,
                length: lines,
                random: SeededRandom.forInput(process, seed: seed)
            )
            try (script.lines.joined(separator: "\n") + "\n").write(
                toFile: directory + "/\(name(of: process)).txt",
                atomically: true,
                encoding: .utf8
            )
            for file in script.files {
                try file.text.write(toFile: directory + "/" + file.name, atomically: true, encoding: .utf8)
            }
            scripts.append(script)
        }

        let barrier = directory + "/go"
        let running = try (1...processes).map { process in
            try SoakProcess(
                pokedesk,
                name: name(of: process),
                architecture: Self.architecture(of: process),
                store: store,
                directory: directory,
                barrier: barrier
            )
        }
        try Data().write(to: URL(fileURLWithPath: barrier))
        while !running.map({ $0.poll(silence: Self.silence) }).allSatisfy({ $0 }) {
            Thread.sleep(forTimeInterval: 0.05)
        }

        return Finished(store: store, initial: initial, races: races, scripts: scripts, processes: running)
    }

    private func name(of process: Int) -> String {
        "p\(process)-\(Self.architecture(of: process))"
    }

    /// A store as the app makes it, with the first pokemons added through the app's own data layer.
    private func makeStore(at path: String) throws {
        let repositories = try PokedeskContainer(location: .file(path)).makeRepositories()
        var random = SeededRandom(seed: seed)
        for counter in 1...Self.firstPokemons {
            let race = random.chance(85) ? try repositories.races.race(matching: String(random.int(1...898))).id : nil
            try repositories.pokemons.add(
                name: ScriptedName.make(process: 0, counter: counter, &random),
                race: race
            )
        }
    }
}
