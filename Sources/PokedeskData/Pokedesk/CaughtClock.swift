public import Foundation
import Synchronization

// MARK: - Where "now" comes from

/// The time a pokemon added by hand is caught at. The composition root chooses it: the system's
/// clock for a user, or a clock that starts at a fixed date and moves a fixed step at each
/// reading, for the tests and transcripts that must write the same bytes on every run.
public final class CaughtClock: Sendable {
    private enum Source {
        case system
        case stepping(step: TimeInterval)
    }

    private let source: Source
    /// The stepping clock's next reading.
    private let next: Mutex<Date>

    private init(source: Source, start: Date) {
        self.source = source
        self.next = Mutex(start)
    }

    /// The system's clock, to the second: what an export writes of a date is then all there is
    /// of it, and an import of the file gives back the same date.
    public static var system: CaughtClock { CaughtClock(source: .system, start: Date()) }

    /// A clock that reads `start` first, then `step` seconds later at each reading.
    public static func stepping(from start: Date, by step: TimeInterval = 60) -> CaughtClock {
        CaughtClock(source: .stepping(step: step), start: start)
    }

    /// The time now, as this clock tells it.
    public func now() -> Date {
        switch source {
        case .system:
            return Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        case .stepping(let step):
            return next.withLock { next in
                defer { next = next.addingTimeInterval(step) }
                return next
            }
        }
    }
}
