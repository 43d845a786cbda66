import TextRules

/// A command line read, split and checked, on its way to a screen.
public struct ParsedCommand: Sendable, Equatable {
    /// The command's canonical name from its `CommandSpec` (not the alias or case typed).
    public let name: String
    /// The words after the command word, unquoted. Empty for a command taking `.text`.
    public let arguments: [String]
    /// Everything after the command word verbatim, trimmed: for commands with their own syntax.
    public let text: String
    /// The 1-based column of `text` in the line, to turn a position in `text` into a column.
    public let textColumn: Int
    /// The whole line as typed.
    public let line: String

    public init(name: String, arguments: [String], text: String, textColumn: Int, line: String) {
        self.name = name
        self.arguments = arguments
        self.text = text
        self.textColumn = textColumn
        self.line = line
    }

    public func argument(_ index: Int) -> String? {
        arguments.indices.contains(index) ? arguments[index] : nil
    }

    /// The argument at `index` as a whole number; a failure naming it otherwise, e.g.
    /// `N must be a number, not "x"`.
    public func integer(at index: Int, named name: String) throws(CommandFailure) -> Int {
        guard let text = argument(index) else { throw CommandFailure(Phrases.text("command.missingArgument", name)) }
        guard let value = Int(text) else {
            throw CommandFailure(Phrases.text("command.notANumber", name, Quoting.quoted(text)))
        }
        return value
    }
}

/// A command that failed for a reason the user should read: the message is one line, shown as
/// `error: <message>`.
public struct CommandFailure: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
