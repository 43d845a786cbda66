import Observation
import Synchronization

// MARK: - Watching a view model

/// Watches one announcement of a view model, for the view bound to it.
///
/// Observation reports a change *before* it is applied (willSet), from a `@Sendable` closure. So
/// the change only raises a flag, and the view reads the new value when it renders — after the
/// intent it forwarded has returned, or when it appears — and watches again.
final class AnnouncementWatch<Content: Equatable> {
    private let read: () -> Announcement<Content>?
    private let flag = ChangeFlag()

    init(_ read: @escaping () -> Announcement<Content>?) {
        self.read = read
        track()
    }

    /// What was announced since the last look, if anything.
    func take() -> Content? {
        guard flag.lower() else { return nil }
        return track()?.content
    }

    /// Forgets what was announced since the last look.
    func skip() {
        _ = take()
    }

    @discardableResult
    private func track() -> Announcement<Content>? {
        let flag = self.flag
        return withObservationTracking(read) { flag.raise() }
    }
}

/// Set from Observation's change handler, whatever thread the change happens on; an atomic
/// makes it `Sendable` without a lock.
private final class ChangeFlag: Sendable {
    private let isRaised = Atomic(false)

    func raise() {
        isRaised.store(true, ordering: .sequentiallyConsistent)
    }

    /// Whether the flag was raised; lowers it.
    func lower() -> Bool {
        isRaised.exchange(false, ordering: .sequentiallyConsistent)
    }
}
