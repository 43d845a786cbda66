// MARK: - Every write reported, every report written

/// Decides whether the processes' confirmations and the store's audited transactions tell the
/// same story: whether each transaction can be given to one process's next confirmation, in
/// commit order and each process's own order, so that every confirmation but those that saved
/// nothing gets exactly one transaction that wrote what it said, and no transaction is left.
///
/// Each process's order is known, not how the processes interleave, so this is a search: a
/// transaction usually fits one process's next confirmation only; where several fit (two
/// `generate`s alike, names `generate` gave twice) or a confirmation may have saved nothing (a
/// race a pokemon had already, an undo of a name it has again), each way is tried in turn, and a
/// state that failed once is not tried again.
struct WriteMatcher {
    struct State {
        var next = 0
        var positions: [Int]
        var stacks: [UndoStacks]
        var store: ReplayedStore
    }

    /// How far the search got: the transaction no confirmation could stand for, or the
    /// confirmations no transaction was left for.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let transactions: [AuditedTransaction]
    private let changes: [[ReportedChange]]
    private let initial: ReplayedStore
    /// Each process's error lines: its refused undos and redos take entries off its stacks.
    private let errors: [[Substring]]
    /// Moves the search may make before it gives up.
    private let budget: Int

    init(
        transactions: [AuditedTransaction],
        changes: [[ReportedChange]],
        errors: [[Substring]]? = nil,
        initial: [Int64: PokemonRow],
        budget: Int = 5_000_000
    ) {
        self.transactions = transactions
        self.changes = changes
        self.errors = errors ?? Array(repeating: [], count: changes.count)
        self.initial = ReplayedStore(initial)
        self.budget = budget
    }

    /// One way from a state: process `process` fires its next `savedNothing` confirmations as
    /// changes that saved nothing, then, when `writes`, its next one stands for the transaction.
    private struct Move {
        let process: Int
        let savedNothing: Int
        let writes: Bool
    }

    /// A state with more than one way on, and the ways not tried yet.
    private struct Choice {
        let state: State
        let key: Int
        var moves: ArraySlice<Move>
    }

    /// The state once every transaction has its confirmation; throws how far it got otherwise.
    func match() throws(Failure) -> State {
        var state = State(
            positions: Array(repeating: 0, count: changes.count),
            stacks: errors.map { UndoStacks(errors: $0) },
            store: initial
        )
        var choices: [Choice] = []
        var failed = Set<Int>()
        var deepest = state
        var moves = 0
        while true {
            if state.next == transactions.count, let done = finished(state) { return done }
            let options = state.next < transactions.count ? self.options(at: state) : []
            var move = options.count == 1 ? options[0] : nil
            if options.count > 1 {
                let key = key(of: state)
                if !failed.contains(key) {
                    choices.append(Choice(state: state, key: key, moves: options.dropFirst()))
                    move = options[0]
                }
            }
            if move == nil {
                if state.next > deepest.next || (state.next == deepest.next && progress(state) > progress(deepest)) {
                    deepest = state
                }
                // A dead end: back to the last choice with a way left; a choice with none left failed.
                while let last = choices.last, last.moves.isEmpty {
                    failed.insert(last.key)
                    choices.removeLast()
                }
                guard !choices.isEmpty else { throw Failure(description: explain(deepest)) }
                state = choices[choices.count - 1].state
                move = choices[choices.count - 1].moves.popFirst()
            }
            apply(move!, to: &state)
            moves += 1
            if moves > budget {
                throw Failure(description: "the search gave up after \(budget) moves; " + explain(deepest))
            }
        }
    }

    /// The ways on from `state`. First, for a process whose next confirmations may have saved
    /// nothing and one of them could not once the next transaction is in: firing them before it.
    /// Then each process whose next confirmation — after some that saved nothing — wrote the next
    /// transaction. A confirmation that may have saved nothing and still may after it waits: it
    /// is fired when its process goes on, the same whenever it is.
    private func options(at state: State) -> [Move] {
        let transaction = transactions[state.next]
        // The store after it, made only when a confirmation may have saved nothing (a copy).
        var after: ReplayedStore?
        var firing: [Move] = []
        var writing: [Move] = []
        for process in changes.indices {
            let start = state.positions[process]
            var stacks = state.stacks[process]
            var threatened = false
            for position in start..<changes[process].count {
                let change = changes[process][position]
                if change.stacks(writing: transaction, over: state.store, from: stacks) != nil {
                    writing.append(Move(process: process, savedNothing: position - start, writes: true))
                }
                guard let unchanged = change.stacksWithoutWriting(over: state.store, from: stacks) else { break }
                let afterwards =
                    after
                    ?? {
                        var store = state.store
                        store.apply(transaction)
                        return store
                    }()
                after = afterwards
                if !threatened && change.stacksWithoutWriting(over: afterwards, from: stacks) == nil {
                    threatened = true
                    firing.append(Move(process: process, savedNothing: position - start + 1, writes: false))
                }
                stacks = unchanged
            }
        }
        return firing + writing
    }

    private func apply(_ move: Move, to state: inout State) {
        for _ in 0..<move.savedNothing {
            let change = head(of: move.process, in: state)!
            state.stacks[move.process] = change.stacksWithoutWriting(
                over: state.store,
                from: state.stacks[move.process]
            )!
            state.positions[move.process] += 1
        }
        guard move.writes else { return }
        let transaction = transactions[state.next]
        state.stacks[move.process] = head(of: move.process, in: state)!.stacks(
            writing: transaction,
            over: state.store,
            from: state.stacks[move.process]
        )!
        state.positions[move.process] += 1
        state.store.apply(transaction)
        state.next += 1
    }

    /// Every transaction matched: each process's confirmations left must be ones that saved nothing.
    private func finished(_ state: State) -> State? {
        var state = state
        for process in changes.indices {
            while let change = head(of: process, in: state) {
                guard let stacks = change.stacksWithoutWriting(over: state.store, from: state.stacks[process]) else {
                    return nil
                }
                state.stacks[process] = stacks
                state.positions[process] += 1
            }
        }
        return state
    }

    private func head(of process: Int, in state: State) -> ReportedChange? {
        let position = state.positions[process]
        return position < changes[process].count ? changes[process][position] : nil
    }

    private func key(of state: State) -> Int {
        var hasher = Hasher()
        hasher.combine(state.next)
        hasher.combine(state.positions)
        hasher.combine(state.stacks)
        return hasher.finalize()
    }

    private func progress(_ state: State) -> Int { state.positions.reduce(0, +) }

    private func explain(_ state: State) -> String {
        var lines: [String] = []
        if state.next < transactions.count {
            lines.append(
                "transaction \(state.next + 1) of \(transactions.count) is no process's next confirmation: "
                    + "\(transactions[state.next])"
            )
        } else {
            lines.append("every transaction has its confirmation, but some confirmations wrote nothing:")
        }
        for process in changes.indices {
            guard let change = head(of: process, in: state) else { continue }
            let top = state.stacks[process].undoTop.map { " (undo would: \($0.action) on #\($0.key))" }
            lines.append("  next of p\(process + 1): \(change)\(top ?? "")")
        }
        return lines.joined(separator: "\n")
    }
}
