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
public enum ChangeReport {
    public static let limit = 6

    public static func line(for changes: [RowChange]) -> String? {
        let items = merge(changes).map(describe)
        guard !items.isEmpty else { return nil }
        guard items.count > limit else { return items.joined(separator: ", ") }
        let kept = items.prefix(limit - 1)
        return kept.joined(separator: ", ") + Phrases.counted("changes.more", items.count - kept.count)
    }

    // MARK: Merging

    private enum Item {
        case single(RowChange)
        case run(kind: RunKind, first: Int, last: Int)
    }

    private enum RunKind {
        case inserted, deleted, updated

        func change(row: Int) -> RowChange {
            switch self {
            case .inserted: return .inserted(row: row)
            case .deleted: return .deleted(row: row)
            case .updated: return .updated(row: row)
            }
        }
    }

    private static func runnable(_ change: RowChange) -> (RunKind, Int)? {
        switch change {
        case .inserted(let row): return (.inserted, row)
        case .deleted(let row): return (.deleted, row)
        case .updated(let row): return (.updated, row)
        case .moved, .sectionInserted, .sectionDeleted: return nil
        }
    }

    private static func merge(_ changes: [RowChange]) -> [Item] {
        var items: [Item] = []
        for change in changes {
            guard let (kind, row) = runnable(change) else {
                items.append(.single(change))
                continue
            }
            if case .run(let lastKind, let first, let last)? = items.last, lastKind == kind,
                (row == last + 1 && first <= last) || (kind == .deleted && row == last - 1 && first >= last)
            {
                // Deletions usually come from the bottom up (9, 8, 7), as a table applies them.
                items[items.count - 1] = .run(kind: kind, first: first, last: row)
            } else {
                items.append(.run(kind: kind, first: row, last: row))
            }
        }
        return items
    }

    // MARK: Wording

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
