import PokedeskDomain
import TerminalKit

// MARK: - Moving between screens

/// The stack is state: screens go on it when an effect fetched what they show (`opened`), come
/// off it when a screen's reducer says so (`Navigation`) or when the kit's `back` and `home`
/// revealed a screen below (`appeared`). A screen that comes off lets go of its live results.
enum NavigationReducer {
    /// Applies what a screen's reducer asked for: its effects, then its move.
    static func follow(_ reaction: Reaction, in state: inout AppState) -> [Effect] {
        var effects = reaction.effects
        switch reaction.navigation {
        case nil:
            break
        case .popToRoot:
            effects += pop(&state, toDepth: 0)
        case .returnRace(let race):
            guard let editor = state.stack.lastIndex(where: { if case .editor = $0 { true } else { false } })
            else { break }
            effects += pop(&state, toDepth: editor)
            effects += AppReducer.reduce(&state, .editor(.chosen(race)))
        }
        return effects
    }

    /// An effect fetched what a new screen shows: it goes on top, and shows itself when the
    /// kit says it appeared.
    static func opened(_ state: inout AppState, _ opening: Opening) -> [Effect] {
        switch opening {
        case .editor(let pokemon): state.stack.append(.editor(PokemonEditorState(pokemon: pokemon)))
        case .races(let request, let opened): state.stack.append(.races(RaceListState(request, opened: opened)))
        case .types(let types, let purpose): state.stack.append(.types(TypeListState(types: types, purpose: purpose)))
        }
        return []
    }

    /// The screen at `depth` is on top: pushed, or revealed by the kit's `back` or `home` — then
    /// the screens above it are gone from the kit's stack, and leave the state's too. Every
    /// screen but the pokemons list shows itself.
    static func appeared(_ state: inout AppState, depth: Int, _ appearance: ScreenAppearance) -> [Effect] {
        guard depth < state.stack.count else { return [] }
        let released = pop(&state, toDepth: depth)
        switch state.top {
        case .pokemons: return released
        case .editor: return released + [.write(.pokemon)]
        case .races(let races): return released + [RaceListReducer.fetchPage(races)]
        case .types: return released + [.write(.types)]
        }
    }

    /// Takes the screens above `depth` off the stack; their live results are let go.
    private static func pop(_ state: inout AppState, toDepth depth: Int) -> [Effect] {
        let gone = state.stack[(depth + 1)...]
        state.stack.removeSubrange((depth + 1)...)
        return gone.compactMap(\.subscription).map(Effect.release)
    }
}
