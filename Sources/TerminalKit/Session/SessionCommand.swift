/// A command the app adds to every screen and handles itself, whatever screen is on top:
/// `trace on`, say. `help` lists it with the global commands.
public struct SessionCommand {
    public let spec: CommandSpec
    /// Acts on the command; an error thrown is written as the line's one error.
    public let perform: (ParsedCommand) throws -> Void

    public init(_ spec: CommandSpec, perform: @escaping (ParsedCommand) throws -> Void) {
        self.spec = spec
        self.perform = perform
    }
}
