import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import TerminalKit

@testable import ArchTEA

// MARK: - The app on fakes, with every action written down

/// A store over in-memory repositories, driven by the kit's real session through a scripted
/// terminal; its reducer is the app's, wrapped to write down every action it is given, in order.
final class Harness {
    let pokedesk: FakePokedesk
    let terminal = ScriptedTerminal()
    private(set) var actions: [Action] = []
    private(set) var store: Store!
    /// Where the actions of each line of the last run start in `actions`.
    private var lineStarts: [Int] = []

    init(pokedesk: FakePokedesk = FakePokedesk(), trace: Trace = .off) throws {
        self.pokedesk = pokedesk
        terminal.screenEntry = trace.screenEntries(as: .view)
        terminal.willHandleLine = { [unowned self] in
            lineStarts.append(actions.count)
            try? pokedesk.repositories.external.refresh()
        }
        store = try Store(
            repositories: pokedesk.repositories(trace: trace),
            navigation: terminal.navigator,
            console: terminal.console
        ) { [unowned self] state, action in
            actions.append(action)
            return AppReducer.reduce(&state, action)
        }
        terminal.navigator.setRoot(store.makeRootView())
    }

    /// Runs `lines` in one session, on the stack as it is (whose top shows itself as the
    /// session starts).
    func run(_ lines: String...) {
        guard let top = terminal.navigator.top else { return }
        lineStarts = []
        terminal.run(top, lines)
    }

    /// What line `index` of the last run sent (another process's changes it brought in first).
    func actions(ofLine index: Int) -> [Action] {
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : actions.count
        return Array(actions[lineStarts[index]..<end])
    }

    /// The actions the views sent for the lines of the last run: the first of each line.
    var commands: [Action] {
        lineStarts.indices.compactMap { actions(ofLine: $0).first }
    }

    func forget() {
        actions = []
        lineStarts = []
    }
}
