import TerminalKit
import Testing

@Suite("Pager")
struct PagerTests {
    @Test("pages through 57 rows by 20, with whole-list row numbers")
    func pages() throws {
        var pager = Pager(rowCount: 57)
        #expect(pager.pageSize == 20)
        #expect(pager.pageCount == 3)
        #expect(pager.rowRange == 0..<20)
        #expect(pager.summary == "page 1 of 3, rows 1–20 of 57")
        try pager.next()
        #expect(pager.rowRange == 20..<40)
        try pager.next()
        #expect(pager.page == 3)
        #expect(pager.rowNumbers == 41...57)
        try pager.previous()
        #expect(pager.page == 2)
        try pager.go(toPage: 1)
        #expect(pager.rowRange == 0..<20)
    }

    @Test("refuses to go past either end with a one-line reason")
    func ends() {
        var pager = Pager(rowCount: 57)
        #expect(throws: PagerError.atFirstPage) { try pager.previous() }
        #expect(PagerError.atFirstPage.description == "already on the first page")
        pager.reveal(rowIndex: 56)
        #expect(pager.page == 3)
        #expect(throws: PagerError.atLastPage(pageCount: 3)) { try pager.next() }
        #expect(PagerError.atLastPage(pageCount: 3).description == "already on the last page (3 of 3)")
        #expect(pager.page == 3)
    }

    @Test("refuses a page out of range, naming the pages there are")
    func outOfRange() {
        var pager = Pager(rowCount: 57)
        for number in [0, -1, 4, 9] {
            #expect(throws: PagerError.noSuchPage(number, pageCount: 3)) { try pager.go(toPage: number) }
        }
        #expect(PagerError.noSuchPage(9, pageCount: 3).description == "there is no page 9; pages 1–3")
        #expect(PagerError.noSuchPage(2, pageCount: 1).description == "there is no page 2; there is only page 1")
        #expect(PagerError.atLastPage(pageCount: 1).description == "there is only one page")
        #expect(pager.page == 1)
    }

    @Test("an empty list has one empty page and nothing to summarise")
    func empty() {
        let pager = Pager(rowCount: 0, pageSize: 5)
        #expect(pager.pageCount == 1)
        #expect(pager.rowRange.isEmpty)
        #expect(pager.rowNumbers == nil)
        #expect(pager.summary == nil)
        #expect(Pager(rowCount: 5, pageSize: 5).summary == nil)
    }

    @Test("follows the list shrinking, keeping the page when it still exists")
    func update() throws {
        var pager = Pager(rowCount: 57)
        try pager.go(toPage: 3)
        pager.update(rowCount: 45)
        #expect(pager.page == 3)
        #expect(pager.rowRange == 40..<45)
        pager.update(rowCount: 30)
        #expect(pager.page == 2)
        pager.update(rowCount: 0)
        #expect(pager.page == 1)
    }
}
