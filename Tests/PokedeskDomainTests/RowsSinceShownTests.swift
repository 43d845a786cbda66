import PokedeskDomain
import PropertyBased
import Testing

// MARK: - Following the rows the user saw across one batch of changes

@Suite("Rows since shown")
struct RowsSinceShownTests {
    private static func at(_ flat: Int) -> RowLocation { RowLocation(section: 0, row: flat, flat: flat) }

    @Test("a row inserted above moves every row seen down by one, and nothing seen is touched")
    func insertAbove() {
        let rows = RowsSinceShown(changes: [.inserted(at: Self.at(0))], count: 4)
        #expect(rows.shownCount == 3)
        #expect((0..<3).map(rows.fate(of:)) == [.untouched(now: 1), .untouched(now: 2), .untouched(now: 3)])
    }

    @Test("a deleted row is gone; the rows below it move up")
    func delete() {
        let rows = RowsSinceShown(changes: [.deleted(at: Self.at(1))], count: 2)
        #expect(rows.shownCount == 3)
        #expect((0..<3).map(rows.fate(of:)) == [.untouched(now: 0), .touched(now: nil), .untouched(now: 1)])
    }

    @Test("an updated row is touched where the other changes put it; a moved one where it went")
    func updateAndMove() {
        let rows = RowsSinceShown(
            changes: [
                .deleted(at: Self.at(0)), .inserted(at: Self.at(0)), .moved(from: Self.at(1), to: Self.at(3)),
                .updated(at: Self.at(2)),
            ],
            count: 4
        )
        #expect(rows.shownCount == 4)
        #expect(
            (0..<4).map(rows.fate(of:)) == [
                .touched(now: nil), .touched(now: 3), .touched(now: 1), .untouched(now: 2),
            ]
        )
    }

    @Test("rows inserted at places told in any order: each row seen is pushed down by those above it")
    func insertionsInAnyOrder() {
        // Seen: 0 1 2 3. Now: new new 0 1 new new new 2 3 new — told last place first.
        let places = [9, 6, 5, 4, 1, 0]
        let rows = RowsSinceShown(changes: places.map { .inserted(at: Self.at($0)) }, count: 10)
        #expect(rows.shownCount == 4)
        #expect((0..<4).map(rows.fate(of:)) == [2, 3, 7, 8].map { .untouched(now: $0) })
    }

    @Test("a million rows inserted below and above the rows seen, one at a time")
    func manyInsertions() {
        var builder = RowsSinceShown.Builder()
        for place in 0..<500_000 { builder.add(.inserted(at: Self.at(place))) }
        for place in 500_003..<1_000_003 { builder.add(.inserted(at: Self.at(place))) }
        let rows = builder.rows(count: 1_000_003)
        #expect(rows.shownCount == 3)
        #expect((0..<3).map(rows.fate(of:)) == [500_000, 500_001, 500_002].map { .untouched(now: $0) })
    }

    @Test("for random lists and random batches, every row seen is found where it is now")
    func randomBatches() async {
        await propertyCheck(count: 500, input: RowListChangeGen.change) { change in
            let (old, new, updated) = (change.old, change.new, change.updated)
            let (changes, touched) = Self.diff(old, new, updated: updated)
            let rows = RowsSinceShown(changes: changes, count: new.count)
            #expect(rows.shownCount == old.count)
            for (position, id) in old.enumerated() {
                let now = new.firstIndex(of: id)
                let expected: RowsSinceShown.Fate =
                    touched.contains(id) ? .touched(now: now) : .untouched(now: now ?? -1)
                #expect(rows.fate(of: position) == expected, "row \(position) (id \(id)) of \(old) → \(new)")
            }
        }
    }

    /// The changes a table would be told: deletions, insertions, moves (rows whose order among
    /// the rows that stay changed) and updates; and the ids they name.
    private static func diff(_ old: [Int], _ new: [Int], updated: Set<Int>) -> ([RowChange], Set<Int>) {
        var changes: [RowChange] = []
        var touched = Set<Int>()
        for (position, id) in old.enumerated() where !new.contains(id) {
            changes.append(.deleted(at: at(position)))
            touched.insert(id)
        }
        for (position, id) in new.enumerated() where !old.contains(id) { changes.append(.inserted(at: at(position))) }
        let before = old.filter(new.contains)
        let after = new.filter(old.contains)
        for (position, id) in new.enumerated() {
            guard let oldPosition = old.firstIndex(of: id) else { continue }
            if before.firstIndex(of: id) != after.firstIndex(of: id) {
                changes.append(.moved(from: at(oldPosition), to: at(position)))
                touched.insert(id)
            } else if updated.contains(id) {
                changes.append(.updated(at: at(oldPosition)))
                touched.insert(id)
            }
        }
        return (changes, touched)
    }
}
