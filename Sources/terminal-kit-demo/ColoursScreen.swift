import TerminalKit

/// A long list to page through; choosing a colour goes back to the basket.
final class ColoursScreen: Screen {
    static let colours = [
        "amber", "azure", "beige", "black", "blue", "bronze", "brown", "coral", "crimson", "cyan", "gold",
        "green", "grey", "indigo", "ivory", "lavender", "lilac", "magenta", "maroon", "navy", "olive", "orange",
        "pink", "purple", "red", "rose", "ruby", "salmon", "silver", "teal", "turquoise", "violet", "white",
        "yellow",
    ]

    private let basket: Basket
    private let console: Console
    private unowned let navigator: any Navigating
    private var pager = Pager(rowCount: ColoursScreen.colours.count, pageSize: 10)

    init(basket: Basket, console: Console, navigator: any Navigating) {
        self.basket = basket
        self.console = console
        self.navigator = navigator
    }

    let title = "colours"

    var commandTable: CommandTable {
        CommandTable(
            [
                CommandSpec("list", summary: "show the current page"),
                CommandSpec("next", summary: "show the next page"),
                CommandSpec("prev", summary: "show the previous page"),
                CommandSpec("page", arguments: [.required("N")], summary: "show page N"),
                CommandSpec(
                    "select",
                    arguments: [.required("N", candidates: .choices(ColoursScreen.colours))],
                    summary: "choose the colour on row N (or by name)"
                ),
            ],
            rowShortcut: "select"
        )
    }

    func handle(_ command: ParsedCommand) throws {
        switch command.name {
        case "list": break
        case "next": try pager.next()
        case "prev": try pager.previous()
        case "page": try pager.go(toPage: command.integer(at: 0, named: "N"))
        case "select":
            try select(command.arguments[0])
            return
        default: throw CommandFailure("\(command.name) is not implemented")
        }
        showPage()
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        showPage()
    }

    private func showPage() {
        let rows = pager.rowRange.map { index in
            TableRow(["\(index + 1)", Self.colours[index]], marked: Self.colours[index] == basket.favouriteColour)
        }
        let table = Table(
            columns: [TableColumn("#", alignment: .right, truncatable: false), TableColumn("Colour")],
            rows: rows,
            marker: "✓"
        )
        console.writeLines(TableRenderer(console: console).render(table))
        if let summary = pager.summary { console.writeLine(summary) }
    }

    private func select(_ choice: String) throws {
        let colour: String
        if let row = Int(choice) {
            guard Self.colours.indices.contains(row - 1) else {
                throw CommandFailure("there is no row \(row); rows 1–\(Self.colours.count)")
            }
            colour = Self.colours[row - 1]
        } else {
            guard let named = Self.colours.first(where: { $0.lowercased() == choice.lowercased() }) else {
                throw CommandFailure("there is no colour \"\(choice)\"")
            }
            colour = named
        }
        basket.favouriteColour = colour
        navigator.pop()
    }
}
