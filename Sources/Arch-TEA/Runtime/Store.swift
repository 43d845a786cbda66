import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The runtime

/// The loop of the architecture, and the only mutable state of the app: the store holds the
/// state, and queues every action it is sent, first in first out. For each action it
///
/// 1. reduces it: `state` and the action in, the new state and the effects out (`AppReducer`);
/// 2. draws the kit's stack of screens from the new state's (`NavigationView`);
/// 3. runs the effects in order: a write goes to the view on top, any other effect to the
///    `EffectRunner`, whose answer is queued as an action.
///
/// What arrives from outside the loop is queued the same way the moment it arrives: the kit's
/// commands (from the views), live results' changes (`Subscriptions`) and a transfer's progress.
/// An action is never reduced while another is being handled: a save's row changes, heard while
/// the save ran, wait behind the action that saved, and come before the confirmation the save's
/// result brings, as in every architecture. A transfer is a long effect: at each of its progress
/// reports the loop takes the actions queued so far, as it would while an asynchronous effect
/// ran, so that its progress line moves.
final class Store {
    private(set) var state: AppState
    private let reducer: (inout AppState, Action) -> [Effect]
    private let subscriptions: Subscriptions
    private let runner: EffectRunner
    private let screens: NavigationView
    /// What `trace on` records of the loop (see `LoopTrace`).
    private let loop: LoopTrace
    /// What Tab offers: names read from the repositories when asked, outside the loop (a
    /// question, which changes nothing, is no action).
    let names: NameCompletion

    /// The app as it starts: the pokemons list on its live results, opened before the first line
    /// so that a store that cannot be read stops the app before it starts.
    init(
        repositories: Repositories,
        navigation: any Navigating,
        console: Console,
        reducer: @escaping (inout AppState, Action) -> [Effect] = AppReducer.reduce
    ) throws(PokedeskError) {
        let subscriptions = Subscriptions()
        let first = subscriptions.open(try repositories.pokemons.liveResults(for: PokemonQuery()))
        state = .start(list: PokemonListState(results: first.results, count: first.count))
        self.reducer = reducer
        self.subscriptions = subscriptions
        runner = EffectRunner(repositories: repositories, subscriptions: subscriptions)
        screens = NavigationView(navigation: navigation, console: console)
        loop = LoopTrace(trace: repositories.trace)
        names = NameCompletion(repositories)
        subscriptions.deliver = { [unowned self] id, report in
            hear(Subscriptions.self, "liveResultsDidChange(\(id), \(TraceText.changes(report.changes)))") {
                .resultsChanged(id, report)
            }
        }
        runner.progress = { [unowned self] progress in
            hear(EffectRunner.self, "progress(\(progress.done) of \(progress.total))") {
                .pokemons(.transferProgressed(progress))
            }
            handleQueued()
        }
        runner.isStopRequested = { [unowned self] in screens.isStopRequested }
    }

    /// The view of the first screen, for the kit's stack.
    func makeRootView() -> any Screen {
        screens.makeRoot(of: state, store: self)
    }

    /// How many live results the runtime holds, for tests.
    var subscriptionCount: Int { subscriptions.count }

    // MARK: The loop

    /// Queues `action`, then handles the queue, unless an action is being handled already: then
    /// `action` waits its turn.
    func send(_ action: Action) {
        queue.append(action)
        guard !isHandling else { return }
        handleQueued()
    }

    /// Handles the queued actions, one after the other, until none is left.
    private func handleQueued() {
        let wasHandling = isHandling
        isHandling = true
        defer { isHandling = wasHandling }
        while !queue.isEmpty { handle(queue.removeFirst()) }
    }

    private func handle(_ action: Action) {
        loop.handling(action) {
            let effects = reducer(&state, action)
            loop.reduced(action, to: effects)
            screens.render(state.stack, store: self)
            for effect in effects { run(effect) }
        }
    }

    private func run(_ effect: Effect) {
        if case .write(let output) = effect {
            guard let top = screens.top else { return }
            loop.writing(output, by: top, in: state) { top.render(output, in: state) }
            return
        }
        loop.running(effect) {
            if let result = runner.run(effect) { queue.append(result) }
        }
    }

    /// Something from outside the loop became an action: the store heard it from `source`.
    private func hear(_ source: Any.Type, _ message: @autoclosure () -> String, _ action: () -> Action) {
        loop.heard(source, message()) { send(action()) }
    }

    /// The actions sent and not handled yet, oldest first.
    private var queue: [Action] = []
    /// Whether an action is being handled: one sent meanwhile waits in the queue.
    private var isHandling = false
}
