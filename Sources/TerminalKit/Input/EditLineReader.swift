import CLibEdit
import Glibc

/// Reads lines on a terminal with libedit (its native `histedit.h` API): emacs key bindings,
/// UTF-8 input, Up/Down through history, Ctrl-R incremental history search, Tab completion,
/// Ctrl-C to drop the line being typed and Ctrl-D on an empty line to end.
///
/// The user's `~/.editrc` (or `$EDITRC`) is read before the kit's own bindings, so that it can
/// change the editor without losing Ctrl-C and Tab.
public final class EditLineReader: LineReader {
    private let editor: OpaquePointer
    private let editorHistory: OpaquePointer
    private let state: EditLineState
    private let history: LineHistory?
    /// Lines entered so far: the number of the last one.
    private var linesRead = 0

    /// Nil when libedit cannot be loaded or cannot set up the terminal; use a
    /// `StreamLineReader` then.
    /// - Parameters:
    ///   - history: the lines to start with, and where entered lines are recorded.
    ///   - console: where ambiguous completions are listed.
    public init?(programName: String, history: LineHistory?, console: Console) {
        do { try EditLineLibrary.load() } catch { return nil }
        // Without a UTF-8 LC_CTYPE, libedit drops every non-ASCII byte of the input: the
        // environment's locale, or C.UTF-8 when that is the C locale (no locale set at all).
        clibedit_use_environment_locale()
        guard let editor = clibedit_init_standard_streams(programName) else { return nil }
        guard let editorHistory = clibedit_history_init() else {
            clibedit_end(editor)
            return nil
        }
        self.editor = editor
        self.editorHistory = editorHistory
        self.history = history
        self.state = EditLineState(console: console)
        configure(capacity: history?.capacity ?? LineHistory.defaultCapacity)
        for entry in history?.entries ?? [] {
            clibedit_history_enter(editorHistory, entry)
        }
    }

    deinit {
        clibedit_end(editor)
        clibedit_history_end(editorHistory)
    }

    // MARK: Setup

    private func configure(capacity: Int) {
        clibedit_history_set_size(editorHistory, Int32(clamping: capacity))
        clibedit_history_set_unique(editorHistory, 1)
        clibedit_use_history(editor, editorHistory)
        clibedit_set_editor(editor, "emacs")
        // Lets libedit follow window resizes and restore the terminal if the process is stopped.
        clibedit_set_signal_handling(editor, 1)
        // The callbacks below find `state` through this pointer; `self` keeps it alive for as
        // long as the editor exists, and libedit calls back only from within `el_gets`.
        clibedit_set_client_data(editor, Unmanaged.passUnretained(state).toOpaque())
        clibedit_set_prompt(editor, editLinePrompt)
        clibedit_source(editor, nil)
        // ^C must reach the editor as a key (not SIGINT) so that it can drop just the line.
        clibedit_setty(editor, "-d", "-isig")
        clibedit_add_function(editor, "kit-interrupt", "Drop the line being typed", editLineInterrupt)
        clibedit_bind(editor, "^C", "kit-interrupt")
        clibedit_add_function(editor, "kit-end-or-delete", "End on an empty line, else delete", editLineEndOrDelete)
        clibedit_bind(editor, "^D", "kit-end-or-delete")
        clibedit_add_function(editor, "kit-complete", "Complete the word at the cursor", editLineComplete)
        clibedit_bind(editor, "^I", "kit-complete")
        clibedit_bind(editor, "^R", "em-inc-search-prev")
    }

    // MARK: Reading

    public var servesCompletion: Bool { true }

    public func readLine(prompt: String, completer: Completer) -> LineInput {
        state.prepare(prompt: prompt, completer: completer)
        var count: Int32 = 0
        guard let raw = clibedit_gets(editor, &count) else {
            if state.interrupted {
                // The dropped line stays on screen; the next prompt starts below it.
                state.console.write("\n")
                return .interrupted
            }
            return .endOfInput
        }
        linesRead += 1
        // libedit drops each byte that is not UTF-8 as it is typed (its wide-character input
        // cannot hold one), so this is a safeguard: such a line is refused, never repaired.
        guard var line = String(validatingCString: raw) else {
            var bytes = Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw)))
            if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
            return .undecodable(UndecodableLine(number: linesRead, bytes: bytes))
        }
        if line.hasSuffix("\n") { line.removeLast() }
        record(line)
        return .line(line)
    }

    /// Records the line without the space Tab completion leaves after a word, so that
    /// `add Pikachu ` and `add Pikachu` are one entry.
    private func record(_ line: String) {
        var entry = line
        while entry.last?.isWhitespace == true { entry.removeLast() }
        guard !entry.isEmpty else { return }
        clibedit_history_enter(editorHistory, entry)
        history?.add(entry)
    }
}

// MARK: - State reached from C

/// What libedit's callbacks need from Swift. Reached through `EL_CLIENTDATA`, never a global, and
/// only on the thread inside `el_gets`, so there is no shared mutable state to race on.
final class EditLineState {
    let console: Console
    private(set) var prompt: UnsafeMutablePointer<CChar>?
    private(set) var completer = Completer.disabled
    var interrupted = false

    init(console: Console) {
        self.console = console
    }

    deinit {
        free(prompt)
    }

    func prepare(prompt text: String, completer: Completer) {
        free(prompt)
        prompt = strdup(text)
        self.completer = completer
        interrupted = false
    }

    static func of(_ editor: OpaquePointer?) -> EditLineState? {
        guard let editor, let data = clibedit_client_data(editor) else { return nil }
        return Unmanaged<EditLineState>.fromOpaque(data).takeUnretainedValue()
    }
}

// MARK: - Callbacks

// C function pointers must be global functions: they capture nothing and find their state
// through the editor.

private func editLinePrompt(_ editor: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    EditLineState.of(editor)?.prompt
}

private func editLineInterrupt(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    EditLineState.of(editor)?.interrupted = true
    return UInt8(CC_EOF)
}

/// Ctrl-D as libedit's emacs `em-delete-or-list` has it — the end on an empty line, the
/// character under the cursor deleted on a line with text, the bell at its end — but without
/// writing `^D` after the prompt at the end, which libedit's own does, leaving it on screen.
private func editLineEndOrDelete(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editor, let info = clibedit_line(editor)?.pointee, let buffer = info.buffer, let cursor = info.cursor,
        let end = info.lastchar
    else { return UInt8(CC_ERROR) }
    if buffer == end { return UInt8(CC_EOF) }
    if cursor == end { return UInt8(CC_REFRESH_BEEP) }
    // libedit deletes before the cursor only: step over the character, then delete it.
    clibedit_move_cursor(editor, 1)
    clibedit_delete_before_cursor(editor, 1)
    return UInt8(CC_REFRESH)
}

private func editLineComplete(_ editor: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editor, let state = EditLineState.of(editor), let info = clibedit_line(editor)?.pointee,
        let buffer = info.buffer, let cursor = info.cursor, let end = info.lastchar
    else { return UInt8(CC_ERROR) }
    let line = decode(from: buffer, to: end)
    let cursorOffset = decode(from: buffer, to: cursor).count
    switch state.completer.complete(line: line, cursor: cursorOffset).action {
    case .nothing:
        return UInt8(CC_REFRESH_BEEP)
    case .replace(let range, let text):
        // libedit deletes before the cursor, counting wide characters (Unicode scalars).
        let characters = Array(line)
        let start = min(max(0, range.lowerBound), cursorOffset)
        let replaced = String(characters[start..<cursorOffset])
        clibedit_delete_before_cursor(editor, Int32(replaced.unicodeScalars.count))
        guard clibedit_insert(editor, text) == 0 else { return UInt8(CC_REFRESH_BEEP) }
        return UInt8(CC_REFRESH)
    case .list(let candidates):
        let lines = CandidateColumns.lines(for: candidates, width: state.console.width)
        state.console.write("\n" + lines.map { $0 + "\n" }.joined())
        return UInt8(CC_REDISPLAY)
    }
}

private func decode(from start: UnsafePointer<CChar>, to end: UnsafePointer<CChar>) -> String {
    let bytes = UnsafeRawBufferPointer(start: start, count: max(0, end - start))
    return String(decoding: bytes, as: UTF8.self)
}
