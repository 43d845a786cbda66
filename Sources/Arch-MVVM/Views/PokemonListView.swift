import PokedeskDomain
import TerminalKit

// MARK: - The pokemons list

/// The root screen's view: forwards each command to an intent of its view model, then writes
/// what the view model announced — the rows that changed, then what the command did — and, for
/// the commands that show the list, the page. It never shows itself on appearing.
final class PokemonListView: Screen {
    let viewModel: PokemonListViewModel
    private let console: Console
    private let announcements: ListAnnouncements
    private let refusals: AnnouncementWatch<PokedeskError>
    /// Ctrl-C and the progress line while a long intent runs.
    let longCommand: LongCommand

    init(viewModel: PokemonListViewModel, console: Console) {
        self.viewModel = viewModel
        self.console = console
        announcements = ListAnnouncements(of: viewModel)
        refusals = AnnouncementWatch { [viewModel] in viewModel.refusal }
        longCommand = LongCommand(console: console)
        bindProgress()
    }

    var title: String { viewModel.title }

    // MARK: Commands

    var commandTable: CommandTable {
        let raceNames = CandidateSource.dynamic(viewModel.names.raceNames)
        let names = CandidateSource.dynamic(viewModel.names.pokemonNames)
        let values = CandidateSource(quotesValues: true, viewModel.names.predicateValues)
        let showing = [CommandSpec("list", summary: "show the pokemons, 20 a page")] + CommandSpec.paging
        return CommandTable(
            showing + [
                CommandSpec(
                    "add",
                    arguments: [.required("NAME", candidates: names), .optional("RACE", candidates: raceNames)],
                    summary: "add a pokemon; RACE is a race code or name",
                    details: ["Quote names with spaces: add \"Mr. Mime\" 122"]
                ),
                CommandSpec(
                    "rename",
                    arguments: [.required("N"), .required("NAME", candidates: names)],
                    summary: "rename the pokemon in row N"
                ),
                CommandSpec(
                    "change",
                    arguments: [
                        .required("race", candidates: .choices(["race"])), .required("N"),
                        .required("RACE", candidates: raceNames),
                    ],
                    summary: "change the race of the pokemon in row N"
                ),
                CommandSpec("delete", arguments: [.required("N")], summary: "delete the pokemon in row N"),
                CommandSpec(
                    "edit",
                    arguments: [.required("N|NAME", candidates: names)],
                    summary: "open the pokemon in row N, or called NAME, in the editor"
                ),
                CommandSpec(
                    "find",
                    arguments: [.text("PREDICATE", candidates: values)],
                    summary: "filter the list with a predicate; find alone shows every pokemon",
                    details: [
                        "Examples: find name BEGINSWITH[c] \"pi\"",
                        "          find race.code <= 151 AND ANY race.types.name ==[c] \"fire\"",
                    ]
                ),
                CommandSpec(
                    "sections",
                    arguments: [.required("race|letter|off", candidates: .choices(["race", "letter", "off"]))],
                    summary: "group the list by race or by initial letter, or not"
                ),
                CommandSpec(
                    "sort",
                    arguments: [.required("name|race|code", candidates: .choices(["name", "race", "code"]))],
                    summary: "order the list by name, race name or race code"
                ),
            ] + Self.transferCommands + [
                CommandSpec("types", summary: "browse the types and their races"),
                .undo, .redo,
            ]
        )
    }

    /// Writes, in this order: the rows the command's change moved, what it did, and the page —
    /// or, for a command refused because its row changed elsewhere, why, then the page.
    /// (The rows other processes' changes moved are written before, in `screenWillHandleLine`.)
    func handle(_ command: ParsedCommand) throws {
        try perform(command)
        announcements.show(on: console)
        if let refusal = refusals.take() {
            console.reportError(refusal.description)
            showPage()
        } else if Self.showsPage.contains(command.name) {
            showPage()
        }
    }

    /// Before any line: what other processes changed, brought in just now (B-43), comes first,
    /// whatever the line is — even one the session answers itself, such as `help`.
    func screenWillHandleLine() {
        announcements.show(on: console)
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        // Back on top: what changed while out of sight stays unsaid.
        if appearance == .revealed { announcements.skip() }
    }

    // MARK: Reading commands

    private static let showsPage: Set = ["list", "next", "prev", "page", "find", "sections", "sort"]

    private func perform(_ command: ParsedCommand) throws {
        if try performTransfer(command) { return }
        switch command.name {
        case "list": try viewModel.reloadPage()
        case "next": try viewModel.nextPage()
        case "prev": try viewModel.previousPage()
        case "page": try viewModel.goToPage(try command.integer(at: 0, named: "N"))
        case "find": try viewModel.find(command.text, column: command.textColumn)
        case "sections": try viewModel.group(by: try Self.choice(command.arguments[0], for: "sections"))
        case "sort": try viewModel.order(by: try Self.choice(command.arguments[0], for: "sort"))
        case "add": try viewModel.add(name: command.arguments[0], race: command.argument(1))
        case "rename": try viewModel.rename(row: try command.integer(at: 0, named: "N"), to: command.arguments[1])
        case "change": try changeRace(command)
        case "delete": try viewModel.delete(row: try command.integer(at: 0, named: "N"))
        case "edit":
            if let row = Int(command.arguments[0]) {
                try viewModel.edit(row: row)
            } else {
                try viewModel.edit(named: command.arguments[0])
            }
        case "types": try viewModel.browseTypes()
        case "undo": try viewModel.undo()
        case "redo": try viewModel.redo()
        default: break
        }
    }

    private func changeRace(_ command: ParsedCommand) throws {
        guard command.arguments[0].lowercased() == "race" else {
            throw PokedeskError.notAChoice(
                argument: "the word after change",
                given: command.arguments[0],
                choices: ["race"]
            )
        }
        try viewModel.changeRace(row: try command.integer(at: 1, named: "N"), to: command.arguments[2])
    }

    /// One of a command's fixed words (`sections letter`, `sort code`), whatever its case.
    private static func choice<Word: RawRepresentable & CaseIterable>(
        _ word: String,
        for argument: String
    )
        throws(PokedeskError) -> Word where Word.RawValue == String
    {
        guard let choice = Word(rawValue: word.lowercased()) else {
            throw .notAChoice(argument: argument, given: word, choices: Word.allCases.map(\.rawValue))
        }
        return choice
    }

    // MARK: Rendering

    private func showPage() {
        var sections: [TableSection] = []
        for row in viewModel.page.rows {
            let cells = TableRow([String(row.number), row.name, row.race, row.code, row.types])
            if let last = sections.last, last.title == row.section {
                sections[sections.count - 1].rows.append(cells)
            } else {
                sections.append(TableSection(title: row.section, rows: [cells]))
            }
        }
        let table = Table(
            columns: [
                .rowNumber, TableColumn("Name"), TableColumn("Race"),
                TableColumn("Code", alignment: .right, truncatable: false), TableColumn("Types"),
            ],
            sections: sections
        )
        console.showPage(table, footer: viewModel.page.footer)
        viewModel.pageShown()
    }
}
