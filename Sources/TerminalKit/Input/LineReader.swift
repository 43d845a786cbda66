/// What reading one line gave.
public enum LineInput: Sendable, Equatable {
    /// A line, without its newline.
    case line(String)
    /// A line whose bytes are not UTF-8: the session refuses it, with its number, and goes on.
    case undecodable(UndecodableLine)
    /// Ctrl-C: the line being typed is dropped; ask again with a fresh prompt.
    case interrupted
    /// Ctrl-D on an empty line, or the end of a script: the session ends.
    case endOfInput
}

/// A source of command lines: a line editor on a terminal, or a plain stream for scripts.
public protocol LineReader: AnyObject {
    /// Reads one line. `prompt` is shown only by readers that show one (an empty prompt shows
    /// nothing); `completer` serves Tab where there is line editing.
    func readLine(prompt: String, completer: Completer) -> LineInput

    /// Whether Tab can reach `completer` (a line editor's), so that the session builds one: a
    /// screen's command table is made for it, which a script, read line after line, never needs.
    var servesCompletion: Bool { get }
}

extension LineReader {
    public func readLine(prompt: String) -> LineInput {
        readLine(prompt: prompt, completer: .disabled)
    }
}
