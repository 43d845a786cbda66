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
/// pushes nothing. One refused because it can never be made (`cannot undo ACTION: …`: another
/// process deleted its pokemon or changed it since) takes the entry off its stack; any other
/// failure leaves both as they were.
///
/// A refusal is an error line, on a stream of its own, so when it came among the confirmations
/// is not known: the refusals a process wrote are kept by action, and an entry one of them names
/// is taken off when the top of its stack is needed and is another.
struct UndoStacks: Hashable {
    static let levels = 100

    private(set) var undo: [UndoEntry] = []
    private(set) var redo: [UndoEntry] = []
    /// The undos and redos refused for good, not yet taken off, by action.
    private var refusedUndos: [String: Int] = [:]
    private var refusedRedos: [String: Int] = [:]

    init(errors: some Sequence<Substring> = []) {
        for line in errors {
            if let action = Self.refusedAction(line, verb: "undo") { refusedUndos[action, default: 0] += 1 }
            if let action = Self.refusedAction(line, verb: "redo") { refusedRedos[action, default: 0] += 1 }
        }
    }

    /// `error: cannot undo ACTION: REASON` → ACTION, for either reason the engine gives.
    private static func refusedAction(_ line: Substring, verb: String) -> String? {
        let prefix = "error: cannot \(verb) "
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        for reason in [": the pokemon no longer exists", ": another process has changed the pokemon since"]
        where rest.hasSuffix(reason) {
            return String(rest.dropLast(reason.count))
        }
        return nil
    }

    /// A new save.
    mutating func record(_ entry: UndoEntry) {
        Self.push(entry, onto: &undo)
        redo.removeAll()
    }

    /// The entry the next undo reverts, unless a refusal takes it off first.
    var undoTop: UndoEntry? { undo.last }

    /// The entry an undo (or a redo) of `action` reverts: the top, once the refused entries
    /// above it are taken off.
    mutating func top(redoing: Bool, for action: String) -> UndoEntry? {
        if redoing {
            Self.takeOffRefused(from: &redo, above: action, refused: &refusedRedos)
            return redo.last
        }
        Self.takeOffRefused(from: &undo, above: action, refused: &refusedUndos)
        return undo.last
    }

    private static func takeOffRefused(
        from stack: inout [UndoEntry],
        above action: String,
        refused: inout [String: Int]
    ) {
        while let top = stack.last, top.action != action, let count = refused[top.action], count > 0 {
            refused[top.action] = count - 1
            stack.removeLast()
        }
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
