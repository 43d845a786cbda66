import PropertyBased
import TerminalKit

// MARK: - Batches of row changes, biased toward runs

/// Changes biased toward runs, so that runs meet the summary's limit in every way: rows near the
/// last one, up and down, of a few kinds, with moves and sections between. A failing batch
/// shrinks towards fewer changes, insertions, and rows that stay where they are.
enum ChangeReportItemBatchGen {
    /// What one change does: how far from the last row, which kind (0 to 9, as weighted in
    /// `batch`), and for a section whether it is inserted.
    private static let step = zip(Gen.pick([0, -1, -1, 1, 1, 1, 2]), Gen.int(in: 0...9), Gen.bool)

    static let batch = zip(Gen.int(in: 1...5), step.array(of: 0...30))
        .map { start, steps in
            var row = start
            return steps.map { offset, kind, sectionInserted -> ChangeReportItem in
                row = max(1, row + offset)
                switch kind {
                case 0..<3: return .inserted(row: row)
                case 3..<6: return .deleted(row: row)
                case 6..<8: return .updated(row: row)
                case 8: return .moved(from: row, to: row + 3)
                default: return sectionInserted ? .sectionInserted("S\(row)") : .sectionDeleted("S\(row)")
                }
            }
        }
}
