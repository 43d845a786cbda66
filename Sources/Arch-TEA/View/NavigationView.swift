import PokedeskScreens
import TerminalKit

// MARK: - The kit's stack, drawn from the state's

/// Keeps the terminal kit's stack of screens what the state's stack says: a view for each screen,
/// pushed when the state pushed one, popped when it popped. The kit also pops on its own, for
/// `back` and `home`; the view it reveals then tells the store (`appeared`), and the state
/// follows.
final class NavigationView {
    private unowned let navigation: any Navigating
    private let console: Console
    /// The views on the kit's stack, bottom first; the kit holds them.
    private var views: [WeakView] = []

    init(navigation: any Navigating, console: Console) {
        self.navigation = navigation
        self.console = console
    }

    /// The view of the first screen, which the composition root puts on the kit's stack.
    func makeRoot(of state: AppState, store: Store) -> any Screen {
        let root = makeView(for: state.stack[0], depth: 0, store: store)
        views = [WeakView(root)]
        return root
    }

    /// The view on top: the one that writes.
    var top: (any StoreView)? { views.last?.view }

    /// Whether the user pressed Ctrl-C during the long command the view on top runs.
    var isStopRequested: Bool { (top as? any LongCommandDisplay)?.isStopRequested ?? false }

    /// Pops the views of screens the state no longer has, then pushes views for those it added.
    func render(_ stack: [ScreenState], store: Store) {
        let kept = zip(views, stack).prefix { view, screen in view.kind == screen.kind }.count
        if kept < views.count {
            views.removeSubrange(kept...)
            // After `back` or `home` the kit has popped them already.
            if let top = views.last?.view, navigation.top !== top { navigation.pop(to: top) }
        }
        for depth in views.count..<stack.count {
            let view = makeView(for: stack[depth], depth: depth, store: store)
            views.append(WeakView(view))
            navigation.push(view)
        }
    }

    private func makeView(for screen: ScreenState, depth: Int, store: Store) -> any StoreView {
        switch screen {
        case .pokemons: return PokemonListView(store: store, console: console, depth: depth)
        case .editor: return PokemonEditorView(store: store, console: console, depth: depth)
        case .races: return RaceListView(store: store, console: console, depth: depth)
        case .types: return TypeListView(store: store, console: console, depth: depth)
        }
    }
}

/// A view the kit's stack holds, seen without holding it: the kit lets go of what it pops.
private struct WeakView {
    weak var view: (any StoreView)?
    let kind: ScreenKind

    init(_ view: any StoreView) {
        self.view = view
        kind = type(of: view).kind
    }
}
