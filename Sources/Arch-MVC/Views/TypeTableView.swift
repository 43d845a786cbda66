import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The types table

/// Shows the types with their number of races (B-30).
final class TypeTableView {
    private let console: Console

    init(console: Console) {
        self.console = console
    }

    func show(_ types: [TypeSummary]) {
        console.writeLines(TableRenderer(console: console).render(TypeTable.table(TypeCells.numbered(types))))
        console.writeLine(Wording.typesFooter(count: types.count))
    }
}
