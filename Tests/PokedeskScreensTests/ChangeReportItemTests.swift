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
        #expect(PokedeskDomain.RowChange.inserted(at: at(1, 0, flat: 4)).reportItem == .inserted(row: 5))
        #expect(PokedeskDomain.RowChange.deleted(at: at(0, 0, flat: 0)).reportItem == .deleted(row: 1))
        #expect(
            PokedeskDomain.RowChange.moved(from: at(0, 2, flat: 2), to: at(1, 0, flat: 3)).reportItem
                == .moved(from: 3, to: 4)
        )
        #expect(PokedeskDomain.RowChange.updated(at: at(0, 6, flat: 6)).reportItem == .updated(row: 7))
    }

    @Test("sections are named")
    func sections() {
        #expect(SectionChange.inserted(index: 2, name: "B").reportItem == .sectionInserted("B"))
        #expect(SectionChange.deleted(index: 0, name: "A").reportItem == .sectionDeleted("A"))
    }

    @Test("a change in order becomes one line; no change, none")
    func line() {
        let changes: [ResultsChange] = [
            .section(.deleted(index: 0, name: "A")), .row(.deleted(at: at(0, 0, flat: 0))),
            .row(.inserted(at: at(0, 1, flat: 1))),
        ]
        #expect(ResultsChange.reportLine(for: changes) == ChangeReport.line(for: changes.map(\.reportItem)))
        #expect(ResultsChange.reportLine(for: changes)?.hasPrefix("section \"A\" deleted") == true)
        #expect(ResultsChange.reportLine(for: []) == nil)
    }
}
