import TextRules

// MARK: - Errors the presentation layers show

/// Every failure a repository reports, each with the one line the user reads.
///
/// The presentation layers print `description` after "error: " and change nothing else, so the
/// wording here is part of the spec's byte-identical output.
public enum PokedeskError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name broke the spec's rules.
    case invalidName(NameProblem)
    /// No race has this code or name.
    case unknownRace(String)
    /// No type has this name.
    case unknownType(String)
    /// No pokemon has this name.
    case unknownPokemon(String)
    /// Several pokemons have this name: a row number tells them apart.
    case ambiguousPokemon(String, count: Int)
    /// The store has no races at all: it was never preloaded (opened read-only from the start,
    /// or its disk filled up first), so no race can match.
    case noRaces
    /// The pokemon no longer exists (deleted here or by another process).
    case pokemonGone(name: String)
    /// A predicate could not be parsed or does not fit the model; the message points at the column.
    case invalidPredicate(String)
    /// Another process changed the pokemon after this screen showed it (B-43).
    case conflict(name: String)
    /// Another process added the pokemon, and the screen has not shown it since (B-43).
    case addedElsewhere(name: String)
    /// A row number beyond the rows the user saw, among those another process has added since.
    case rowNotShown(Int)
    /// Other processes changed so much at once that the rows the user saw cannot be followed to
    /// where they are now; the list was read again.
    case listReloaded
    /// After a change of this command's own, another process's deletion showed in a page
    /// before it was brought in: the rows cannot be shown as numbered until the next command.
    case listChangedWhileRead
    /// Undo or redo with nothing on the stack.
    case nothingToUndo
    case nothingToRedo
    /// Undo or redo of a change that can never be put back: another process deleted its
    /// pokemon, or changed what it changed, since. `action` names the change as `undone:` would
    /// (`rename "Pika" to "Pikachu"`); the change leaves the history.
    case cannotUndo(action: String, because: HistoryRefusal)
    case cannotRedo(action: String, because: HistoryRefusal)
    /// The store is locked by another writer for longer than the bounded wait.
    case storeBusy
    /// The store was opened read-only; changes are refused.
    case readOnlyStore
    /// The disk is full: the change (a save, an export's file, a migration) was not written,
    /// and what was there before is as it was.
    case diskFull
    /// The disk filled up during an import or a generate: the batch in progress was not saved,
    /// the `kept` pokemons of the batches saved before it are kept.
    case diskFullDuringBatches(kept: Int, job: BatchJob)
    /// The disk failed a write of the store (an I/O error): the change was not saved, and what
    /// was there before is as it was.
    case ioError
    /// The same during an import or a generate: the batch in progress was not saved, the `kept`
    /// pokemons of the batches saved before it are kept.
    case ioErrorDuringBatches(kept: Int, job: BatchJob)
    /// Any other failure of the store, already phrased for the user.
    case store(String)
    /// A row number outside the current results.
    case noSuchRow(Int, count: Int)
    /// An argument that must be one of a few words.
    case notAChoice(argument: String, given: String, choices: [String])
    /// A number outside the range a command accepts, e.g. `generate 0`.
    case notInRange(argument: String, given: Int, range: ClosedRange<Int>)
    /// The file of an import or export could not be used.
    case transfer(TransferProblem)

    /// The line, in the current language (the Domain's string tables, `error.*`).
    public var description: String {
        switch self {
        case .invalidName(let problem): return problem.description
        case .unknownRace(let text): return Phrases.text("error.unknownRace", Quoting.quoted(text))
        case .unknownType(let text): return Phrases.text("error.unknownType", Quoting.quoted(text))
        case .unknownPokemon(let text): return Phrases.text("error.unknownPokemon", Quoting.quoted(text))
        case .ambiguousPokemon(let text, let count):
            return Phrases.text("error.ambiguousPokemon", String(count), Quoting.quoted(text))
        case .noRaces: return Phrases.text("error.noRaces")
        case .pokemonGone(let name): return Phrases.text("error.pokemonGone", Quoting.quoted(name))
        case .invalidPredicate(let message): return message
        case .conflict(let name): return Phrases.text("error.conflict", Quoting.quoted(name))
        case .addedElsewhere(let name): return Phrases.text("error.addedElsewhere", Quoting.quoted(name))
        case .rowNotShown(let number): return Phrases.text("error.rowNotShown", String(number))
        case .listReloaded: return Phrases.text("error.listReloaded")
        case .listChangedWhileRead: return Phrases.text("error.listChangedWhileRead")
        case .nothingToUndo: return Phrases.text("error.nothingToUndo")
        case .nothingToRedo: return Phrases.text("error.nothingToRedo")
        case .cannotUndo(let action, let reason): return Phrases.text("error.cannotUndo.\(reason.key)", action)
        case .cannotRedo(let action, let reason): return Phrases.text("error.cannotRedo.\(reason.key)", action)
        case .storeBusy: return Phrases.text("error.storeBusy")
        case .readOnlyStore: return Phrases.text("error.readOnlyStore")
        case .diskFull: return Phrases.text("error.diskFull")
        case .diskFullDuringBatches(let kept, let job):
            // With no batch saved, the plain message is the whole truth.
            guard kept > 0 else { return PokedeskError.diskFull.description }
            return Phrases.counted("error.diskFullDuringBatches.\(job.key)", kept)
        case .ioError: return Phrases.text("error.ioError")
        case .ioErrorDuringBatches(let kept, let job):
            guard kept > 0 else { return PokedeskError.ioError.description }
            return Phrases.counted("error.ioErrorDuringBatches.\(job.key)", kept)
        case .store(let message): return message
        case .noSuchRow(let number, let count):
            if count == 0 { return Phrases.text("error.noSuchRow.empty", String(number)) }
            return Phrases.text("error.noSuchRow", String(number), Phrases.counted("count.rows", count))
        case .notAChoice(let argument, let given, let choices):
            return Phrases.text("error.notAChoice", argument, Phrases.alternatives(choices), Quoting.quoted(given))
        case .notInRange(let argument, let given, let range):
            return Phrases.text(
                "error.notInRange",
                argument,
                String(range.lowerBound),
                String(range.upperBound),
                String(given)
            )
        case .transfer(let problem): return problem.description
        }
    }
}

/// Why an undo or a redo can never be made.
public enum HistoryRefusal: Hashable, Sendable {
    /// Another process deleted the pokemon.
    case pokemonGone
    /// Another process changed, since, what the change changed.
    case changedElsewhere

    /// The part of a key that tells the reasons' lines apart.
    var key: String {
        switch self {
        case .pokemonGone: return "gone"
        case .changedElsewhere: return "changed"
        }
    }
}

/// A job that saves in batches, as its messages name what it did.
public enum BatchJob: Hashable, Sendable {
    case importing
    case generating

    /// The part of a key that tells the jobs' lines apart: `imported`, `generated`.
    var key: String {
        switch self {
        case .importing: return "imported"
        case .generating: return "generated"
        }
    }
}
