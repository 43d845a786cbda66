public import TerminalKit

// MARK: - Commands several screens have

/// The commands more than one screen lists, each worded once: the page turns of the long lists
/// (B-22), which follow their `list`, and undo and redo, which end every screen's table (B-41).
enum CommonCommands {
    /// `next`, `prev` and `page N`, in the order `help` lists them.
    static var paging: [CommandSpec] {
        [
            CommandSpec("next", summary: "show the next page"),
            CommandSpec("prev", summary: "show the previous page"),
            CommandSpec("page", arguments: [.required("N")], summary: "show page N"),
        ]
    }

    /// `undo` and `redo`, last on every screen.
    static var history: [CommandSpec] {
        [
            CommandSpec("undo", summary: "undo the last saved change"),
            CommandSpec("redo", summary: "redo the last undone change"),
        ]
    }
}

// MARK: - A command declared but not handled

/// Thrown by a screen for a command its table declares but its architecture does not handle:
/// a command added to a table here reaches all four architectures at once, and one that has not
/// caught up says so rather than doing nothing. No finished screen ever throws it.
public struct UnhandledCommand: Error, Equatable, CustomStringConvertible {
    public let name: String

    public init(_ command: ParsedCommand) {
        name = command.name
    }

    public var description: String { "\(name) is in this screen's commands but not handled here yet" }
}
