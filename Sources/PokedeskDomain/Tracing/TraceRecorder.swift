// MARK: - Where hops go

/// Receives the hops of a command while tracing is on. The composition root provides one;
/// architectures and repositories only see it through ``Trace``.
public protocol TraceRecorder: AnyObject {
    /// Whether hops are wanted now (`trace on`); when false, ``Trace`` builds no message.
    var isRecording: Bool { get }

    /// `type` starts handling `message` on behalf of `role`; hops entered before it is left are
    /// the ones it caused.
    func enter(_ role: TraceRole, _ type: String, _ message: String)

    /// The hop entered last is done.
    func leave()
}
