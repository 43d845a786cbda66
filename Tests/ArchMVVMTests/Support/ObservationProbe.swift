import Observation
import Synchronization

// MARK: - Hearing Observation

/// Records whether Observation reported a change of what `read` read: the proof that a view
/// bound to that state would hear of it.
final class ObservationProbe: Sendable {
    private let fired = Mutex(false)

    init(_ read: () -> Void) {
        withObservationTracking(read) { [self] in fired.withLock { $0 = true } }
    }

    var didFire: Bool { fired.withLock { $0 } }
}
