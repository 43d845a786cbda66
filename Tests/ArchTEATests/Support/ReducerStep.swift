import Testing

@testable import ArchTEA

// MARK: - One step of the reducer, checked whole

/// Reduces `action` from `state` and checks the whole state after it — `changes` applied to
/// the state before, everything else as it was — and the effects, all of them, in order: what
/// the reducer did is exactly this, and nothing else. No store, no terminal.
func expectStep(
    from state: AppState,
    _ action: Action,
    changes: (inout AppState) -> Void = { _ in },
    effects: [Effect],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var expected = state
    changes(&expected)
    var actual = state
    let actualEffects = AppReducer.reduce(&actual, action)
    #expect(actual == expected, sourceLocation: sourceLocation)
    #expect(actualEffects == effects, sourceLocation: sourceLocation)
}

// MARK: - Reaching a screen of the state

/// The screens of a state, by kind, for a test to change them in place.
extension AppState {
    /// The pokemons list, at the root.
    var list: PokemonListState {
        get {
            guard case .pokemons(let list) = stack[0] else { preconditionFailure("the root is the list") }
            return list
        }
        set { stack[0] = .pokemons(newValue) }
    }

    /// The editor on top.
    var editor: PokemonEditorState {
        get {
            guard case .editor(let editor) = top else { preconditionFailure("the editor is not on top") }
            return editor
        }
        set { stack[topIndex] = .editor(newValue) }
    }

    /// The races on top.
    var races: RaceListState {
        get {
            guard case .races(let races) = top else { preconditionFailure("the races are not on top") }
            return races
        }
        set { stack[topIndex] = .races(newValue) }
    }

    /// The types on top.
    var types: TypeListState {
        get {
            guard case .types(let types) = top else { preconditionFailure("the types are not on top") }
            return types
        }
        set { stack[topIndex] = .types(newValue) }
    }
}
