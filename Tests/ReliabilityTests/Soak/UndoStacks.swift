// MARK: - A process's undo and redo, as its context keeps them

/// What undoing (or redoing) one saved change writes: the engine keeps, for each save, the
/// values it replaced, and puts them back whatever the row holds by then.
struct UndoEntry: Hashable {
    enum Effect: Hashable {
        /// The pokemon comes back as it was when deleted, under its key.
        case insert(PokemonRow)
        case delete
        case rename(String)
        case setRace(Int64?)
    }

    /// The name `undone:` and `redone:` give it: `rename "A" to "B"`.
    let action: String
    let key: Int64
    let effect: Effect
}

/// A process's undo and redo stacks as `ContextUndoManager` keeps them: each save of the user's
/// own pushes what undoes it and forgets what could be redone; undo moves the top entry to the
/// redo stack as what redoes it, and redo moves it back (without forgetting the redo stack).
/// Each keeps the last 100. An undo that changes nothing (the row already holds the old values)
/// pushes nothing; one that fails leaves both as they were.
struct UndoStacks: Hashable {
    static let levels = 100

    private(set) var undo: [UndoEntry] = []
    private(set) var redo: [UndoEntry] = []

    /// A new save.
    mutating func record(_ entry: UndoEntry) {
        Self.push(entry, onto: &undo)
        redo.removeAll()
    }

    func top(redoing: Bool) -> UndoEntry? {
        redoing ? redo.last : undo.last
    }

    /// An undo (or a redo) of the top entry; `inverse` is what the reverting save recorded.
    mutating func revert(redoing: Bool, inverse: UndoEntry?) {
        if redoing {
            redo.removeLast()
            if let inverse { Self.push(inverse, onto: &undo) }
        } else {
            undo.removeLast()
            if let inverse { Self.push(inverse, onto: &redo) }
        }
    }

    private static func push(_ entry: UndoEntry, onto stack: inout [UndoEntry]) {
        stack.append(entry)
        if stack.count > levels { stack.removeFirst(stack.count - levels) }
    }
}
