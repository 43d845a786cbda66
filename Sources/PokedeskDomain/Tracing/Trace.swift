import TextRules

// MARK: - Recording the path of a command

/// What architecture code calls where its roles meet, so that `trace on` shows the path a
/// command took. Off, a hop is one check and a call of its body: no message is built.
///
/// ```swift
/// try trace.hop(.presenter, Self.self, "changeRace(row: \(row), race: \(Quoting.quoted(race)))") {
///     try interactor.changeRace(ofRow: row, to: race)
/// }
/// trace.hop(.view, Self.self, "show(\(rows.count) rows)")
/// ```
public struct Trace {
    private let recorder: (any TraceRecorder)?
    /// The role of the live results' delegate, where that delegate is a role of the pattern
    /// itself (MVC's controllers, MVP's presenters): the live results record each change they tell
    /// it as a hop of this role. Nil where the architecture records the change at its own seams.
    public let liveResultsDelegateRole: TraceRole?

    /// Hops go to `recorder` while it records; `liveResultsDelegateRole` as above.
    public init(_ recorder: (any TraceRecorder)?, liveResultsDelegateRole: TraceRole? = nil) {
        self.recorder = recorder
        self.liveResultsDelegateRole = liveResultsDelegateRole
    }

    /// Records nothing: for tests and tools that do not trace.
    public static var off: Trace { Trace(nil) }

    /// Whether hops are being recorded now.
    public var isOn: Bool { recorder?.isRecording ?? false }

    /// Runs `body` as a hop of `role`, in which the hops it causes nest.
    @inlinable
    public func hop<Value, Failure: Error>(
        _ role: TraceRole,
        _ type: Any.Type,
        _ message: @autoclosure () -> String,
        _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard let recorder = activeRecorder else { return try body() }
        recorder.enter(role, Self.name(of: type), message())
        defer { recorder.leave() }
        return try body()
    }

    /// A hop that calls nobody further, such as a view writing its lines.
    @inlinable
    public func hop(_ role: TraceRole, _ type: Any.Type, _ message: @autoclosure () -> String) {
        guard let recorder = activeRecorder else { return }
        recorder.enter(role, Self.name(of: type), message())
        recorder.leave()
    }

    /// Tells live results' `delegate` that a change is complete (`body`), as a hop of
    /// `liveResultsDelegateRole` named by the delegate's type, when there is one.
    public func liveResultsDidChange(_ delegate: AnyObject, _ body: () -> Void) {
        guard let role = liveResultsDelegateRole else { return body() }
        hop(role, type(of: delegate), "liveResultsDidChange()", body)
    }

    @usableFromInline
    var activeRecorder: (any TraceRecorder)? {
        guard let recorder, recorder.isRecording else { return nil }
        return recorder
    }

    /// A type's name without its module or generic arguments: `LiveListViewController`, not
    /// `ArchMVC.LiveListViewController<PokedeskDomain.Pokemon>`.
    @usableFromInline
    static func name(of type: Any.Type) -> String {
        let full = String(describing: type)
        return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }
}
