import TerminalKit

// MARK: - Commands several screens share

extension CommandSpec {
    /// On every screen (B-41).
    static var undo: CommandSpec { CommandSpec("undo", summary: "undo the last saved change") }
    static var redo: CommandSpec { CommandSpec("redo", summary: "redo the last undone change") }

    /// On the screens that show a list a page at a time (B-22).
    static var paging: [CommandSpec] {
        [
            CommandSpec("next", summary: "show the next page"),
            CommandSpec("prev", summary: "show the previous page"),
            CommandSpec("page", arguments: [.required("N")], summary: "show page N"),
        ]
    }
}
