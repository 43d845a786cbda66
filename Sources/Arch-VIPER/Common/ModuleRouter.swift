import PokedeskDomain
import TerminalKit

// MARK: - What every router does with the stack

/// A router (wireframe) knows its own module's view and the stack, nothing of other modules but
/// their builders: it puts the next module's view on top of its own, closes its own, and tells
/// whether its own is the one the user sees.
protocol ModuleRouter: AnyObject {
    /// Weak: the stack owns the view.
    var view: (any Screen)? { get }
    var dependencies: ModuleDependencies { get }
}

extension ModuleRouter {
    /// Whether the module's view is the top of the stack: only that view may write.
    var isModuleFrontmost: Bool {
        guard let view else { return false }
        return dependencies.navigation.top === view
    }

    func present(_ screen: any Screen) {
        dependencies.navigation.push(screen)
    }

    /// Closes this module: whatever is above its view, then the view itself.
    func dismissModule() {
        guard let view, dependencies.navigation.pop(to: view) else { return }
        dependencies.navigation.pop()
    }
}
