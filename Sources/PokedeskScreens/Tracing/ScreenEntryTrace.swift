public import PokedeskDomain
public import TerminalKit

// MARK: - The first hop of a line, recorded where the kit hands it over

extension Trace {
    /// The session's hand-overs to screens as hops of `role` — MVC's controllers, the other
    /// architectures' views — in which the handling of each line nests: recorded at the kit's
    /// seam (`TerminalSession.screenEntry`), so no screen's code records its own entry.
    public func screenEntries(as role: TraceRole) -> ScreenEntry.Hook {
        { screen, entry, body in try hop(role, type(of: screen), entry.call, body) }
    }
}
