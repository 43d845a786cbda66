public import TerminalKit

// MARK: - A navigation stack that remembers what was done to it

/// A real navigation stack that also writes down every push and pop, so tests can check where
/// a screen sent the user.
public final class RecordingNavigator: Navigating {
    public let stack = NavigationStack()
    public private(set) var log: [String] = []

    public init() {}

    public var top: (any Screen)? { stack.top }

    /// The titles of the screens, bottom to top.
    public var path: [String] { stack.path }

    public func setRoot(_ screen: any Screen) {
        stack.setRoot(screen)
    }

    public func push(_ screen: any Screen) {
        log.append("push \(screen.title)")
        stack.push(screen)
    }

    @discardableResult
    public func pop() -> Bool {
        log.append("pop")
        return stack.pop()
    }

    @discardableResult
    public func pop(to screen: any Screen) -> Bool {
        log.append("pop to \(screen.title)")
        return stack.pop(to: screen)
    }

    public func popToRoot() {
        log.append("pop to root")
        stack.popToRoot()
    }
}
