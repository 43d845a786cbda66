import TerminalKit

// MARK: - Undo and redo as typed

/// The event each of the two commands every view's table ends with stands for.
enum ChangeHistoryCommands {
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
