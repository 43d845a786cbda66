import TerminalKit
import Testing

@Suite("Change report")
struct ChangeReportTests {
    @Test(
        "one short line per set of changes",
        arguments: [
            ([ChangeReportItem.inserted(row: 3)], "inserted at 3"),
            ([.deleted(row: 4)], "deleted 4"),
            ([.moved(from: 5, to: 2)], "moved 5→2"),
            ([.updated(row: 6)], "updated 6"),
            ([.inserted(row: 3), .deleted(row: 7)], "inserted at 3, deleted 7"),
            ([.deleted(row: 4), .deleted(row: 5), .deleted(row: 6)], "deleted 4–6"),
            ([.deleted(row: 9), .deleted(row: 8), .deleted(row: 7)], "deleted 7–9"),
            ([.deleted(row: 9), .deleted(row: 8), .deleted(row: 3)], "deleted 8–9, deleted 3"),
            ([.inserted(row: 3), .inserted(row: 5)], "inserted at 3, inserted at 5"),
            ([.updated(row: 2), .updated(row: 3), .moved(from: 1, to: 9)], "updated 2–3, moved 1→9"),
            ([.sectionInserted("Fire"), .inserted(row: 1)], #"section "Fire" inserted, inserted at 1"#),
            ([.sectionDeleted("Water")], #"section "Water" deleted"#),
        ]
    )
    func line(changes: [ChangeReportItem], expected: String) {
        #expect(ChangeReport.line(for: changes) == expected)
    }

    @Test("no changes, nothing to say")
    func nothing() {
        #expect(ChangeReport.line(for: []) == nil)
    }

    @Test("many changes are cut after five, counting the rest")
    func limit() {
        let moves = (1...8).map { ChangeReportItem.moved(from: $0, to: $0 + 10) }
        #expect(
            ChangeReport.line(for: moves)
                == "moved 1→11, moved 2→12, moved 3→13, moved 4→14, moved 5→15, and 3 more changes"
        )
        let six = (1...6).map { ChangeReportItem.moved(from: $0, to: 0) }
        #expect(ChangeReport.line(for: six)?.contains("more") == false)
    }
}
