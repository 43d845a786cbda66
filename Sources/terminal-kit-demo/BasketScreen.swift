import TerminalKit

/// The demo's first screen, MVC style: the screen holds its logic itself.
final class BasketScreen: Screen {
    private let basket: Basket
    private let console: Console
    private unowned let navigator: any Navigating
    private var lastAddedRow: Int?

    init(basket: Basket, console: Console, navigator: any Navigating) {
        self.basket = basket
        self.console = console
        self.navigator = navigator
    }

    let title = "basket"

    var commandTable: CommandTable {
        CommandTable([
            CommandSpec("list", aliases: ["ls"], summary: "show the basket"),
            CommandSpec(
                "add",
                arguments: [.required("FRUIT", candidates: .choices(Basket.knownFruits))],
                summary: "put a fruit in the basket",
                details: ["Quote names with spaces: add \"Passion fruit\""]
            ),
            CommandSpec("remove", arguments: [.required("N")], summary: "take row N out of the basket"),
            CommandSpec("say", arguments: [.variadic("WORDS")], summary: "write the words back"),
            CommandSpec("raw", arguments: [.text("TEXT")], summary: "write the rest of the line back verbatim"),
            CommandSpec("colours", summary: "choose a favourite colour"),
            CommandSpec("fail", summary: "fail, to see an error"),
        ])
    }

    func handle(_ command: ParsedCommand) throws {
        switch command.name {
        case "list": showList()
        case "add": add(command.arguments[0])
        case "remove": try remove(row: command.integer(at: 0, named: "N"))
        case "say": console.writeLine(command.arguments.joined(separator: " "))
        case "raw": console.writeLine("column \(command.textColumn): \(command.text)")
        case "colours": navigator.push(ColoursScreen(basket: basket, console: console, navigator: navigator))
        case "fail": throw CommandFailure("this command always fails")
        default: throw CommandFailure("\(command.name) is not implemented")
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        if appearance == .revealed, let colour = basket.favouriteColour {
            console.writeLine("favourite colour: \(colour)")
        }
    }

    // MARK: Commands

    private func showList() {
        guard !basket.fruits.isEmpty else {
            console.writeLine("The basket is empty.")
            return
        }
        let rows = basket.fruits.enumerated().map { index, fruit in
            TableRow(["\(index + 1)", fruit, "\(fruit.count)"], marked: index + 1 == lastAddedRow)
        }
        let table = Table(
            columns: [
                TableColumn("#", alignment: .right, truncatable: false),
                TableColumn("Fruit"),
                TableColumn("Letters", alignment: .right, truncatable: false, style: .dim),
            ],
            rows: rows,
            marker: "✓"
        )
        console.writeLines(TableRenderer(console: console).render(table))
    }

    private func add(_ fruit: String) {
        let row = basket.add(fruit)
        lastAddedRow = row
        console.writeLine("added \(fruit)")
        console.writeLine(ChangeReport.line(for: [.inserted(row: row)]) ?? "")
    }

    private func remove(row: Int) throws {
        guard let fruit = basket.remove(row: row) else {
            throw CommandFailure("there is no row \(row); the basket has \(basket.fruits.count) fruits")
        }
        lastAddedRow = nil
        console.writeLine("removed \(fruit)")
        console.writeLine(ChangeReport.line(for: [.deleted(row: row)]) ?? "")
    }
}
