import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The base of every view controller

/// What every screen's controller shares, as UIKit's view controllers share `UIViewController`:
/// a title, the navigation stack it lives on, the console its views write to, and the commands
/// every screen has (undo and redo). Subclasses give their screen's table, declared in
/// `PokedeskScreens` as a storyboard declares a scene, and act on its commands.
///
/// In MVC the controller is the screen: the terminal kit hands it the user's commands, it asks
/// the model (the Domain's repositories) and tells its views what to show.
class ViewController: Screen {
    let repositories: Repositories
    unowned let navigation: any Navigating
    let console: Console

    init(repositories: Repositories, navigation: any Navigating, console: Console) {
        self.repositories = repositories
        self.navigation = navigation
        self.console = console
    }

    // MARK: Screen

    /// The screen's component of the prompt's path; subclasses override.
    var title: String { "" }

    /// The screen's commands, undo and redo included; subclasses override.
    var commandTable: CommandTable { .empty }

    /// The kit hands the controller each command (a traced line's first hop, which the kit's
    /// session records around this call).
    func handle(_ command: ParsedCommand) throws {
        switch command.name {
        case "undo": try revert { () throws(PokedeskError) in Wording.undone(try repositories.history.undo()) }
        case "redo": try revert { () throws(PokedeskError) in Wording.redone(try repositories.history.redo()) }
        default: try perform(command)
        }
    }

    /// Acts on one of the subclass's commands; subclasses override.
    func perform(_ command: ParsedCommand) throws {
        throw UnhandledCommand(command)
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        viewDidAppear()
    }

    /// The controller's screen is on top again (pushed or revealed); subclasses show themselves.
    func viewDidAppear() {}

    /// Whether this controller's screen is the one the user sees.
    var isOnTop: Bool { navigation.top === self }

    // MARK: Undo and redo

    private func revert(_ action: () throws(PokedeskError) -> String) throws {
        console.writeLine(try action())
        modelDidChangeByUndo()
    }

    /// Called after undo or redo changed the model; subclasses refresh what they show.
    func modelDidChangeByUndo() {}

    // MARK: Helpers for subclasses

    /// The row number at argument `index`, as a position in a list of `count` rows.
    func rowIndex(_ command: ParsedCommand, at index: Int, count: Int) throws -> Int {
        try RowNumber.index(try command.integer(at: index, named: "N"), count: count)
    }
}
