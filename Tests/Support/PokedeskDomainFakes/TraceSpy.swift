public import PokedeskDomain

// MARK: - Hearing the hops

/// A trace recorder that keeps every hop, for tests that check which roles a command crossed.
public final class TraceSpy: TraceRecorder {
    /// One recorded hop: its depth (0 for the first), role, type and message.
    public struct Hop: Equatable, CustomStringConvertible, Sendable {
        public let depth: Int
        public let role: TraceRole
        public let type: String
        public let message: String

        public var description: String {
            String(repeating: "  ", count: depth) + "\(role.rawValue) \(type).\(message)"
        }
    }

    public var isRecording = true
    public private(set) var hops: [Hop] = []
    private var depth = 0

    public init() {}

    /// A `Trace` into this spy.
    public var trace: Trace { Trace(self) }

    /// The roles crossed, in the order first met, each once.
    public var roles: [TraceRole] {
        hops.map(\.role).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    public func reset() {
        hops = []
        depth = 0
    }

    public func enter(_ role: TraceRole, _ type: String, _ message: String) {
        hops.append(Hop(depth: depth, role: role, type: type, message: message))
        depth += 1
    }

    public func leave() {
        depth -= 1
    }
}
