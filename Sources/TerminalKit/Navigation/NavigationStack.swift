/// Moving between screens, as seen by whoever decides to move (a controller, a presenter, a
/// router or wireframe). A protocol, so that those can be tested with a fake. Hold it weakly or
/// unowned from a screen: the stack holds its screens.
public protocol Navigating: AnyObject {
    /// The screen the user sees: only it should write to the console.
    var top: (any Screen)? { get }
    func push(_ screen: any Screen)
    /// Pops the top screen; false when it is the first one, which always stays.
    @discardableResult func pop() -> Bool
    /// Pops the screens above `screen`; false when `screen` is not on the stack.
    @discardableResult func pop(to screen: any Screen) -> Bool
    func popToRoot()
}

/// The stack of screens, like a navigation controller. The first screen is never popped.
public final class NavigationStack: Navigating {
    public private(set) var screens: [any Screen] = []

    /// An empty stack, for when the first screen needs the stack to be built; give it one with
    /// `setRoot(_:)` (or `push`) before the session runs.
    public init() {}

    public init(root: any Screen) {
        screens = [root]
    }

    // MARK: Reading

    public var top: (any Screen)? { screens.last }
    public var root: (any Screen)? { screens.first }
    public var depth: Int { screens.count }

    /// The titles from the first screen to the top one.
    public var path: [String] { screens.map(\.title) }

    public func contains(_ screen: any Screen) -> Bool {
        screens.contains { $0 === screen }
    }

    // MARK: Moving

    /// Makes `screen` the only screen.
    public func setRoot(_ screen: any Screen) {
        screens = [screen]
    }

    public func push(_ screen: any Screen) {
        screens.append(screen)
    }

    @discardableResult
    public func pop() -> Bool {
        guard screens.count > 1 else { return false }
        screens.removeLast()
        return true
    }

    @discardableResult
    public func pop(to screen: any Screen) -> Bool {
        guard let index = screens.lastIndex(where: { $0 === screen }) else { return false }
        screens.removeSubrange((index + 1)...)
        return true
    }

    public func popToRoot() {
        screens.removeSubrange(min(1, screens.count)...)
    }
}
