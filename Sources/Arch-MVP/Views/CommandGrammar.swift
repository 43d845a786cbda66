import TerminalKit

// MARK: - Decoding commands

// Views decode the syntax of a command — its numbers here, its fixed words with the readers that
// come with the screens' tables (`PokemonListCommands`) — into a presenter's intent, and throw
// what does not parse, as the session does for an unknown command. Whether a row, a race or a
// page exists is for the presenter to say.

extension ParsedCommand {
    /// The row number at argument `index`, e.g. the N of `delete N`.
    func row(at index: Int) throws(CommandFailure) -> Int {
        try integer(at: index, named: "N")
    }

    /// Forwards `list`, `next`, `prev` and `page N`, which paged lists share.
    func forwardPaging(to presenter: any PagedListPresenting) throws {
        switch name {
        case "next": presenter.showNextPage()
        case "prev": presenter.showPreviousPage()
        case "page": presenter.showPage(number: try integer(at: 0, named: "N"))
        default: presenter.showList()
        }
    }
}
