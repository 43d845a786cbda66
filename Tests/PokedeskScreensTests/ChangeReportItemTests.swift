import PokedeskDomain
import TerminalKit
import Testing

@testable import PokedeskScreens

// MARK: - Live results' changes in the kit's terms

private func at(_ section: Int, _ row: Int, flat: Int) -> RowLocation {
    RowLocation(section: section, row: row, flat: flat)
}

@Suite("Screens: row changes as reported")
struct ChangeReportItemTests {
    @Test("rows are numbered from 1 in the whole list, whatever their section")
    func rows() {
        #expect(RowChange.inserted(at: at(1, 0, flat: 4)).reportItem == .inserted(row: 5))
        #expect(RowChange.deleted(at: at(0, 0, flat: 0)).reportItem == .deleted(row: 1))
        #expect(
            RowChange.moved(from: at(0, 2, flat: 2), to: at(1, 0, flat: 3)).reportItem
                == .moved(from: 3, to: 4)
        )
        #expect(RowChange.updated(at: at(0, 6, flat: 6)).reportItem == .updated(row: 7))
    }

    @Test("sections are named")
    func sections() {
        #expect(SectionChange.inserted(index: 2, name: "B").reportItem == .sectionInserted("B"))
        #expect(SectionChange.deleted(index: 0, name: "A").reportItem == .sectionDeleted("A"))
    }

    @Test("a change in order, added to a summary, becomes one line; no change, none")
    func line() {
        let changes: [ResultsChange] = [
            .section(.deleted(index: 0, name: "A")), .row(.deleted(at: at(0, 0, flat: 0))),
            .row(.inserted(at: at(0, 1, flat: 1))),
        ]
        var summary = ChangeSummary()
        for change in changes { summary.add(change) }
        #expect(summary == ChangeSummary(changes.map(\.reportItem)))
        #expect(summary.line == ChangeReport.line(for: changes.map(\.reportItem)))
        #expect(summary.line?.hasPrefix("section \"A\" deleted") == true)
        #expect(ChangeSummary().line == nil)
    }

    @Test("a section's and a row's change are added as the kit's items")
    func addedApart() {
        var summary = ChangeSummary()
        summary.add(SectionChange.inserted(index: 1, name: "B"))
        summary.add(RowChange.inserted(at: at(1, 0, flat: 4)))
        summary.add(RowChange.inserted(at: at(1, 1, flat: 5)))
        #expect(summary == [.sectionInserted("B"), .inserted(row: 5), .inserted(row: 6)])
        #expect(summary.count == 3)
    }

    @Test("a hop names the changes as the line does, or how many there are when the line is long")
    func traced() {
        #expect(
            TraceText.changes([.updated(row: 1), .inserted(row: 2), .inserted(row: 3)]) == "updated 1, inserted at 2–3"
        )
        let scattered = ChangeSummary((1...9_000).map { ChangeReportItem.inserted(row: $0 * 2) })
        #expect(TraceText.changes(scattered) == "9000 row changes")
        #expect(TraceText.changes(ChangeSummary()) == "no changes")
    }
}
