import CLibEdit

/// libedit, opened when a line is first edited on a terminal instead of linked: a script, or
/// any process that never edits a line, then neither maps nor relocates it and the libraries
/// it needs at start.
enum EditLineLibrary {
    /// Opens libedit and finds every function `EditLineReader` calls, once per process.
    /// - Throws: why it cannot, in the loader's words (the library missing, or a function).
    static func load() throws(EditLineLibraryError) {
        guard clibedit_load() else {
            let reason = clibedit_load_error().map { String(cString: $0) } ?? "unknown error"
            throw EditLineLibraryError(reason: reason)
        }
    }
}

/// libedit cannot be used: lines are then read without editing.
struct EditLineLibraryError: Error, CustomStringConvertible {
    let reason: String

    var description: String { Phrases.text("lineEditing.unavailable", reason) }
}
