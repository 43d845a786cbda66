/// What sits on the navigation stack: the view level of one screen of the app.
///
/// The kit only asks for a title, a command table and a way to hand a command over; whoever
/// conforms decides where the logic lives — an MVC controller handles the command itself, an MVP
/// or VIPER view forwards it to its presenter, an MVVM view to its view model.
public protocol Screen: AnyObject {
    /// The screen's component of the prompt's path, e.g. `pokemons` or a pokemon's name. Read
    /// again at every prompt, so it may change.
    var title: String { get }

    /// The commands the screen understands, read again at every line (for help, checks and Tab).
    var commandTable: CommandTable { get }

    /// Handles one of the screen's commands, already checked against its `CommandSpec` (known
    /// name, right number of arguments). Throw to report a failure: the session writes
    /// `error: <description>` (see `CommandFailure`) and goes on. A screen may also write errors
    /// to the console itself; either way the session's exit status becomes 1.
    func handle(_ command: ParsedCommand) throws

    /// Called when the screen becomes the top of the stack: at the start of the session for the
    /// first screen, after a command pushed it, or after a command revealed it by popping the
    /// screens above. The default does nothing.
    func screenDidAppear(_ appearance: ScreenAppearance)

    /// Called before every line the session handles — after its `willHandleLine` hook brought
    /// in changes from elsewhere, and even for lines the session answers itself (`help`, `back`,
    /// an unknown command) — so that the top screen can write what is pending before the line's
    /// own output. The default does nothing.
    func screenWillHandleLine()
}

extension Screen {
    public func screenDidAppear(_ appearance: ScreenAppearance) {}
    public func screenWillHandleLine() {}
}

public enum ScreenAppearance: Sendable, Equatable {
    /// The first screen, as the session starts.
    case initial
    /// Newly pushed.
    case pushed
    /// Back on top after the screens above it were popped.
    case revealed
}
