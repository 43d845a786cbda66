public import TerminalKit

// MARK: - A command declared but not handled

/// Thrown by a screen for a command its table declares but its architecture does not handle:
/// a command added to a table here reaches all five architectures at once, and one that has not
/// caught up says so rather than doing nothing. No finished screen ever throws it.
public struct UnhandledCommand: Error, Equatable, CustomStringConvertible {
    public let name: String

    public init(_ command: ParsedCommand) {
        name = command.name
    }

    public var description: String { Phrases.text("command.unhandled", name) }
}
