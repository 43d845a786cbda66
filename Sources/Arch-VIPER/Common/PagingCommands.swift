import TerminalKit

// MARK: - Paging as typed

/// The events of a paged list's view besides its module's own.
protocol PagedListModuleInterface: ChangeHistoryModuleInterface {
    func showPage(_ request: PageRequest)
}

/// The request each paging command of a paged list's view stands for.
enum PagingCommands {
    /// Tells `handler` which page to show; false when `command` is not a paging command.
    static func forward(_ command: ParsedCommand, to handler: any PagedListModuleInterface) throws -> Bool {
        let request: PageRequest
        switch command.name {
        case "list": request = .current
        case "next": request = .next
        case "prev": request = .previous
        case "page": request = .number(try command.integer(at: 0, named: "N"))
        default: return false
        }
        handler.showPage(request)
        return true
    }
}
