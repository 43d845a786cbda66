// MARK: - Undo and redo, traced

/// `ChangeHistory` with undo and redo `repository` hops; whether there is anything to undo is
/// asked between lines, never within a traced one.
final class TracedChangeHistory: TracedRepository, ChangeHistory {
    let repository: any ChangeHistory
    let trace: Trace

    init(_ repository: any ChangeHistory, trace: Trace) {
        self.repository = repository
        self.trace = trace
    }

    var canUndo: Bool { repository.canUndo }
    var canRedo: Bool { repository.canRedo }

    func undo() throws(PokedeskError) -> String {
        try call("undo()") { () throws(PokedeskError) in try repository.undo() }
    }

    func redo() throws(PokedeskError) -> String {
        try call("redo()") { () throws(PokedeskError) in try repository.redo() }
    }
}
