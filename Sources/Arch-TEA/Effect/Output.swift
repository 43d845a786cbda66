import PokedeskDomain
import TerminalKit

// MARK: - What is written

/// What a reducer has written to the terminal, as an effect. A terminal is not a surface the view
/// can redraw from the state at will: it keeps every line in the order written. So when to write
/// is the reducer's decision, made with the rest of the step; what the lines say is the view's,
/// from the state (a page, the editor's fields) or, for a line said once, from the words the
/// reducer chose with `Wording`.
enum Output: Hashable {
    /// A confirmation: `added "Pika", Pikachu (#25)`, or the lines of an import's report.
    case message([String])
    /// `error: …` on standard error.
    case error(String)
    /// The row changes of a list, as one line: `inserted at 3`.
    case changes(ChangeSummary)
    /// The pokemons list's page, or the line that stands for an empty one.
    case pokemonPage
    /// The races list's page.
    case racePage
    case types
    /// The editor's fields.
    case pokemon
    /// The progress line of the transfer under way, or its erasure once there is none.
    case progress
}
