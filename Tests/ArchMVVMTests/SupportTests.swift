import Observation
import PokedeskDomain
import TerminalKit
import Testing

@testable import ArchMVVM

// MARK: - The views' watches

@Suite("MVVM: announcement watches")
struct SupportTests {
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
}

/// The smallest observable speaker, for the watch.
@Observable
private final class Speaker {
    private(set) var said: Announcement<String>?

    func say(_ text: String) {
        said.announce(text)
    }
}
