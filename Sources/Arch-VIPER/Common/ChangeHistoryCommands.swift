import TerminalKit

// MARK: - Undo and redo as typed

/// The two commands every view ends its table with, and the event each stands for.
enum ChangeHistoryCommands {
    static var specs: [CommandSpec] {
        [
            CommandSpec("undo", summary: "undo the last saved change"),
            CommandSpec("redo", summary: "redo the last undone change"),
        ]
    }

    /// Tells `handler` about undo or redo; false when `command` is neither.
    static func forward(_ command: ParsedCommand, to handler: any ChangeHistoryModuleInterface) -> Bool {
        switch command.name {
        case "undo": handler.undoLastChange()
        case "redo": handler.redoLastChange()
        default: return false
        }
        return true
    }
}

/// The events every view's handler takes besides its module's own.
protocol ChangeHistoryModuleInterface: AnyObject {
    func undoLastChange()
    func redoLastChange()
}
