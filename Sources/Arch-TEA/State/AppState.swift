import PokedeskDomain

// MARK: - The whole state

/// Everything the app shows, as one value: the navigation stack, root first, each screen as
/// the state of its own. The terminal kit's stack of screens is drawn from it (`NavigationView`),
/// never the other way round; live results, which are objects, are named here by the id of the
/// subscription the runtime keeps for them.
struct AppState: Equatable {
    var stack: [ScreenState]

    /// The pokemons list alone, as the app starts: its live results are the first subscription.
    static func start(list: PokemonListState) -> AppState {
        AppState(stack: [.pokemons(list)])
    }

    /// The screen the user sees.
    var top: ScreenState { stack[stack.count - 1] }

    var topIndex: Int { stack.count - 1 }
}

/// One screen of the stack.
enum ScreenState: Equatable {
    case pokemons(PokemonListState)
    case editor(PokemonEditorState)
    case races(RaceListState)
    case types(TypeListState)

    /// The live results the screen shows, if it shows any.
    var subscription: SubscriptionID? {
        switch self {
        case .pokemons(let list): return list.results
        case .races(let list): return list.results
        case .editor, .types: return nil
        }
    }

    /// The screen's part of the prompt's path.
    var title: String {
        switch self {
        case .pokemons: return Wording.pokemonsTitle
        case .editor(let editor): return editor.pokemon.name
        case .races(let races): return races.title
        case .types: return Wording.typesTitle
        }
    }
}

/// Names one set of live results the runtime holds (`Subscriptions`), so that the state can
/// say which results a screen shows without holding the object.
struct SubscriptionID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int

    var description: String { "#\(rawValue)" }
}
