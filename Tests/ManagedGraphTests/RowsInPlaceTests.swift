import Testing

@testable import ManagedGraph

// MARK: - Which changed rows a table leaves in place

@Suite("Rows in place")
struct RowsInPlaceTests {
    @Test("a row that keeps its index while another passes over it is not in place, nor is the other")
    func passedOver() {
        // Abra 0 → 2 and Bulby 1 → 1, with Char untouched: Bulby passes Char.
        #expect(RowsInPlace.kept([(0, 2), (1, 1)]) == [false, false])
    }

    @Test("a row between the same untouched rows is in place, whatever is deleted before it or inserted after it")
    func betweenTheSameRows() {
        #expect(RowsInPlace.kept([(0, nil), (nil, 3), (2, 1)]) == [false, false, true])
    }

    @Test("two touched rows that swap are both moved; a third touched row that keeps its order stays")
    func swapped() {
        #expect(RowsInPlace.kept([(1, 2), (2, 1), (5, 5)]) == [false, false, true])
    }

    @Test("a row whose order against a moved row changed is moved too")
    func againstAMovedRow() {
        // Abra 0 → 3 (past everyone), Char 2 → 1: Char now comes before Abra.
        #expect(RowsInPlace.kept([(0, 3), (2, 1)]) == [false, false])
    }

    @Test("rows inserted or deleted are never in place")
    func insertedAndDeleted() {
        #expect(RowsInPlace.kept([(nil, 0), (0, nil), (nil, nil)]) == [false, false, false])
    }
}
