// MARK: - What a process said it changed

/// One confirmation a process wrote of a change of its own, as the check reads it: the lines
/// of `Wording` (`added "Pika", Pikachu (#25)`, `renamed "A" to "B"`, `"A" is now Raichu (#26)`,
/// `deleted "A"`, `undone: …`, `redone: …`, `imported 3 pokemons from F`, `generated 5 pokemons`),
/// never the row changes that report what another process did.
struct ReportedChange: CustomStringConvertible {
    enum Kind: Equatable {
        case added(PokemonRow)
        case renamed(from: String, to: String)
        case raceChanged(name: String, race: Int64?)
        case deleted(name: String)
        /// The action as the line names it: `rename "A" to "B"`.
        case undone(action: String)
        case redone(action: String)
        /// The rows of the file that import, as the store should hold them.
        case imported([PokemonRow])
        case generated(Int)
        /// The command a process was running when it was ended (a crash, a hang): it may have
        /// saved once, or not, without a word.
        case unfinished
    }

    let kind: Kind
    /// The name undo gives the change, for a change undo can take back: `delete "A"`.
    let action: String?
    /// Where it was said: the process, the line of its output, the command it answered.
    let process: Int
    let outputLine: Int
    let command: String
    let text: String

    var description: String { "p\(process) output line \(outputLine), after `\(command)`: \(text)" }
}
