import Observation
import PokedeskDomain
import TerminalKit
import Testing

@testable import ArchMVVM

// MARK: - The view models' paging, and the views' watches

@Suite("MVVM: paging and announcement watches")
struct SupportTests {
    @Test("given the same moves, then the view models' paging says what the kit's pager says, word for word")
    func givenSameMoves_thenSameWords() {
        var paging = Paging(rowCount: 45)
        var pager = Pager(rowCount: 45)
        #expect(Self.error { try paging.previous() } == Self.error { try pager.previous() })
        #expect(Self.error { try paging.go(to: 4) } == Self.error { try pager.go(toPage: 4) })
        paging.reveal(position: 44)
        pager.reveal(rowIndex: 44)
        #expect(paging.number == pager.page && paging.rows == pager.rowRange)
        #expect(Self.error { try paging.next() } == Self.error { try pager.next() })
        var single = Paging(rowCount: 3)
        var singlePager = Pager(rowCount: 3)
        #expect(Self.error { try single.next() } == Self.error { try singlePager.next() })
        #expect(Self.error { try single.go(to: 2) } == Self.error { try singlePager.go(toPage: 2) })
    }

    @Test("given paging on the last page, when the list shrinks, then the page follows it")
    func givenLastPage_whenShrink_thenFollows() throws {
        var paging = Paging(rowCount: 41)
        try paging.go(to: 3)
        paging.resize(rowCount: 40)
        #expect(paging.number == 2 && paging.rows == 20..<40)
    }

    @Test("given a watch, then it reports each announcement once, and nothing skipped")
    func givenWatch_thenEachAnnouncementOnce() {
        let speaker = Speaker()
        let watch = AnnouncementWatch { [speaker] in speaker.said }
        #expect(watch.take() == nil)
        speaker.say("hello")
        #expect(watch.take() == "hello")
        #expect(watch.take() == nil)
        speaker.say("hello")
        watch.skip()
        #expect(watch.take() == nil)
        speaker.say("again")
        #expect(watch.take() == "again")
    }

    private static func error(_ move: () throws -> Void) -> String? {
        do {
            try move()
            return nil
        } catch {
            return String(describing: error)
        }
    }
}

/// The smallest observable speaker, for the watch.
@Observable
private final class Speaker {
    private(set) var said: Announcement<String>?

    func say(_ text: String) {
        said.announce(text)
    }
}
