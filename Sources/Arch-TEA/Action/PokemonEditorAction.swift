import PokedeskDomain

// MARK: - What happens in the editor

enum PokemonEditorAction: Equatable {
    // What the user typed.
    case rename(String)
    case setRace(String)
    /// `race` alone: choose it from the races.
    case pickRace
    /// `types`: choose the race by type.
    case pickRaceByType
    case delete
    case show

    // What happened elsewhere or what the effects found.
    /// The races screens above chose this race; they are gone already.
    case chosen(Race)
    /// The pokemon as stored now, fetched for `reason`; nil when it no longer exists.
    case fetched(Result<Pokemon?, PokedeskError>, for: EditorFetch)
    case saved(EditorChange, Result<Pokemon, PokedeskError>)
}

/// Why the editor reads its pokemon again.
enum EditorFetch: Hashable {
    case showing
    case pickingRace
    case pickingRaceByType
    /// After a refused change; `showing` unless the editor is about to be revealed anyway.
    case refusal(showing: Bool)
    /// After undo or redo.
    case revert
}

/// A change the editor saves.
enum EditorChange: Hashable {
    case rename(to: String)
    /// `race RACE`: a code or name, looked up first.
    case setRace(String)
    /// A race chosen on the races screen.
    case chosenRace(Race)
    case delete

    /// Whether the race was chosen on the races screen.
    var isChoice: Bool {
        if case .chosenRace = self { return true }
        return false
    }
}
