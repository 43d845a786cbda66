import ArgumentParser
import PokedeskDomain

// MARK: - The five architectures

/// The architectures the app is built in; each is a module of its own, added here when it exists.
enum Architecture: String, CaseIterable, ExpressibleByArgument, Sendable {
    case mvc
    case mvp
    case mvvm
    case viper
    case tea
}

// MARK: - Where each is traced from outside its roles

extension Architecture {
    /// Who the kit hands a line to: MVC's controller is the screen; elsewhere the view is.
    var screenRole: TraceRole { self == .mvc ? .controller : .view }

    /// The role traced at the live results' delegate call, where that delegate is a role of the
    /// pattern itself: MVC's controller, MVP's presenter. The others record the change where
    /// their pattern passes it on (a store's loop, an interactor's output).
    var liveResultsDelegateRole: TraceRole? {
        switch self {
        case .mvc: .controller
        case .mvp: .presenter
        case .mvvm, .viper, .tea: nil
        }
    }
}
