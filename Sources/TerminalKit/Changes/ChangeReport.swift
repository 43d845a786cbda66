/// Formats row changes as one short line, for a list that reports what changed instead of
/// printing itself again.
///
/// Format: the changes in the order given, separated by `, `:
/// - `inserted at 3`, `deleted 4`, `updated 6`, `moved 5→2`
/// - `section "Fire" inserted`, `section "Fire" deleted`
/// A run of changes of the same kind on consecutive rows (each one more than the last, or for
/// deletions each one less, as a table deletes from the bottom up) is merged into a range with an
/// en dash: `inserted at 3–5`, `deleted 7–9`. When more than `limit` (6)
/// items remain, the first `limit - 1` are kept and the rest counted: `…, and 12 more changes`.
/// No changes give nil: there is nothing to report.
///
/// Examples: `inserted at 3`; `moved 5→2`; `inserted at 3, deleted 7`.
///
/// The rules live here; ``ChangeSummary`` applies them one change at a time, keeping only what
/// the line shows, so that a list hearing a large batch need not keep every change of it.
public enum ChangeReport {
    public static let limit = 6

    public static func line(for changes: [ChangeReportItem]) -> String? {
        ChangeSummary(changes).line
    }

    // MARK: Merging

    /// One item of the line: a change on its own, or a run of changes merged into a range.
    enum Item: Hashable, Sendable {
        case single(ChangeReportItem)
        case run(kind: RunKind, first: Int, last: Int)

        init(_ change: ChangeReportItem) {
            if let (kind, row) = Self.runnable(change) {
                self = .run(kind: kind, first: row, last: row)
            } else {
                self = .single(change)
            }
        }

        /// This item with `change` merged into it, or nil when `change` starts an item of its own.
        func extended(by change: ChangeReportItem) -> Item? {
            guard case .run(let kind, let first, let last) = self, let (changeKind, row) = Self.runnable(change),
                changeKind == kind
            else { return nil }
            // Deletions usually come from the bottom up (9, 8, 7), as a table applies them.
            guard (row == last + 1 && first <= last) || (kind == .deleted && row == last - 1 && first >= last)
            else { return nil }
            return .run(kind: kind, first: first, last: row)
        }

        private static func runnable(_ change: ChangeReportItem) -> (RunKind, Int)? {
            switch change {
            case .inserted(let row): return (.inserted, row)
            case .deleted(let row): return (.deleted, row)
            case .updated(let row): return (.updated, row)
            case .moved, .sectionInserted, .sectionDeleted: return nil
            }
        }
    }

    enum RunKind: Hashable, Sendable {
        case inserted, deleted, updated

        func change(row: Int) -> ChangeReportItem {
            switch self {
            case .inserted: return .inserted(row: row)
            case .deleted: return .deleted(row: row)
            case .updated: return .updated(row: row)
            }
        }
    }

    // MARK: Wording

    /// The line for `items`, the first of a change's items, when `total` items were merged in all.
    static func line(shown items: [Item], total: Int) -> String? {
        guard !items.isEmpty else { return nil }
        guard total > limit else { return items.map(describe).joined(separator: ", ") }
        let kept = items.prefix(limit - 1)
        return kept.map(describe).joined(separator: ", ") + Phrases.counted("changes.more", total - kept.count)
    }

    private static func describe(_ item: Item) -> String {
        switch item {
        case .run(let kind, let first, let last):
            guard first != last else { return describe(.single(kind.change(row: first))) }
            // A range's own keys: a language whose participle agrees with how many rows changed.
            let rows = "\(min(first, last))–\(max(first, last))"
            switch kind {
            case .inserted: return Phrases.text("changes.insertedRange", rows)
            case .deleted: return Phrases.text("changes.deletedRange", rows)
            case .updated: return Phrases.text("changes.updatedRange", rows)
            }
        case .single(let change):
            switch change {
            case .moved(let from, let to): return Phrases.text("changes.moved", String(from), String(to))
            case .sectionInserted(let name): return Phrases.text("changes.sectionInserted", name)
            case .sectionDeleted(let name): return Phrases.text("changes.sectionDeleted", name)
            case .inserted(let row): return Phrases.text("changes.inserted", String(row))
            case .deleted(let row): return Phrases.text("changes.deleted", String(row))
            case .updated(let row): return Phrases.text("changes.updated", String(row))
            }
        }
    }
}
