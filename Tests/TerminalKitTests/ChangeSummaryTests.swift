import PropertyBased
import TerminalKit
import Testing

// MARK: - The changes heard so far, kept as the line shows them

@Suite("Change summary")
struct ChangeSummaryTests {
    @Test("runs past the limit are counted as items, not as rows")
    func runsAcrossTheLimit() {
        var summary = ChangeSummary()
        for row in 1...10 { summary.add(.inserted(row: row)) }
        for row in stride(from: 20, through: 70, by: 10) { summary.add(.inserted(row: row)) }
        for row in 100...105 { summary.add(.updated(row: row)) }
        #expect(
            summary.line
                == "inserted at 1–10, inserted at 20, inserted at 30, inserted at 40, inserted at 50,"
                + " and 3 more changes"
        )
        #expect(summary.count == 22)
    }

    @Test("the latest run still grows once the line is full, and stays one item")
    func runExtendedAfterTheLimit() {
        let moves: [ChangeReportItem] = (1...6).map { .moved(from: $0, to: $0 + 10) }
        var summary = ChangeSummary(moves)
        for row in 30...1_000 { summary.add(.deleted(row: row)) }
        #expect(summary.line?.hasSuffix(", and 2 more changes") == true)
        summary.add(.moved(from: 1, to: 2))
        #expect(summary.line?.hasSuffix(", and 3 more changes") == true)
        #expect(summary.count == 6 + 971 + 1)
    }

    @Test("the sixth item, extended, is still shown when nothing follows it")
    func sixthItemExtended() {
        var summary: ChangeSummary = [
            .moved(from: 1, to: 2), .moved(from: 3, to: 4), .moved(from: 5, to: 6), .moved(from: 7, to: 8),
            .moved(from: 9, to: 10),
        ]
        for row in 40...45 { summary.add(.updated(row: row)) }
        #expect(summary.line == "moved 1→2, moved 3→4, moved 5→6, moved 7→8, moved 9→10, updated 40–45")
        summary.add(.sectionInserted("Fire"))
        #expect(summary.line == "moved 1→2, moved 3→4, moved 5→6, moved 7→8, moved 9→10, and 2 more changes")
    }

    @Test("deletions from the bottom up merge into one range, past the limit too")
    func deletionsBottomUp() {
        let summary = ChangeSummary((1...500).reversed().map { ChangeReportItem.deleted(row: $0) })
        #expect(summary.line == "deleted 1–500")
        #expect(summary.count == 500)
    }

    @Test("sections are items of their own and count as changes")
    func sections() {
        let summary: ChangeSummary = [
            .sectionDeleted("Water"), .deleted(row: 2), .deleted(row: 1), .sectionInserted("Fire"),
        ]
        #expect(summary.line == #"section "Water" deleted, deleted 1–2, section "Fire" inserted"#)
        #expect(summary.count == 4)
    }

    @Test("empty: no line, no count")
    func empty() {
        let summary: ChangeSummary = []
        #expect(summary.isEmpty && summary.count == 0 && summary.line == nil)
        #expect(summary == ChangeSummary())
        #expect(!ChangeSummary([.updated(row: 1)]).isEmpty)
    }

    @Test("equal when made of the same changes; a change past the line still tells them apart")
    func equality() {
        let first: ChangeSummary = [.inserted(row: 1), .inserted(row: 2)]
        #expect(first == ChangeSummary([.inserted(row: 1), .inserted(row: 2)]))
        #expect(first != [.inserted(row: 1), .inserted(row: 3)])
        let many = (1...20).map { ChangeReportItem.updated(row: $0 * 2) }
        #expect(ChangeSummary(many) == ChangeSummary(many))
        #expect(ChangeSummary(many) != ChangeSummary(many + [.updated(row: 99)]))
    }

    @Test("the same line as the whole array gives, for many generated batches")
    func sameLineAsTheArray() async {
        await propertyCheck(count: 2_000, input: ChangeReportItemBatchGen.batch) { changes in
            #expect(
                ChangeSummary(changes).line == ArrayChangeReference.line(for: changes),
                "\(changes)"
            )
            #expect(ChangeReport.line(for: changes) == ArrayChangeReference.line(for: changes))
            #expect(ChangeSummary(changes).count == changes.count)
        }
    }
}
