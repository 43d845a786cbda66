import PokedeskDomain
import TerminalKit

// MARK: - Decoding commands

// Views decode the syntax of a command — its numbers and its fixed words — into a presenter's
// intent, and throw what does not parse, as the session does for an unknown command. Whether a
// row, a race or a page exists is for the presenter to say.

extension ParsedCommand {
    /// The row number at argument `index`, e.g. the N of `delete N`.
    func row(at index: Int) throws(CommandFailure) -> Int {
        try integer(at: index, named: "N")
    }

    /// The argument at `index` as one of a command's fixed words, whatever its case: `sections
    /// letter`, `change race`.
    func keyword<Word: RawRepresentable & CaseIterable>(
        at index: Int,
        named name: String,
        as _: Word.Type = Word.self
    ) throws(PokedeskError) -> Word where Word.RawValue == String {
        let given = arguments[index]
        guard let word = Word(rawValue: given.lowercased()) else {
            throw .notAChoice(argument: name, given: given, choices: Word.allCases.map(\.rawValue))
        }
        return word
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

// MARK: - Commands several screens have

extension CommandSpec {
    /// `list`, `next`, `prev` and `page N`, in the order `help` lists them.
    static func paging(list summary: String) -> [CommandSpec] {
        [
            CommandSpec("list", summary: summary),
            CommandSpec("next", summary: "show the next page"),
            CommandSpec("prev", summary: "show the previous page"),
            CommandSpec("page", arguments: [.required("N")], summary: "show page N"),
        ]
    }

    /// `undo` and `redo`, last on every screen (B-41).
    static var history: [CommandSpec] {
        [
            CommandSpec("undo", summary: "undo the last saved change"),
            CommandSpec("redo", summary: "redo the last undone change"),
        ]
    }
}
