import ArgumentParser

// MARK: - The five architectures

/// The architectures the app is built in; each is a module of its own, added here when it exists.
enum Architecture: String, CaseIterable, ExpressibleByArgument, Sendable {
    case mvc
    case mvp
    case mvvm
    case viper
    case tea
}
