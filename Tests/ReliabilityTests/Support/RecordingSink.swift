import TerminalKit

// MARK: - A console sink that keeps each write

/// Keeps what a session writes, the merged transcript and each write to standard error on its
/// own, so a test can check that every error the app reports is written as one line.
final class RecordingSink: ConsoleSink {
    private(set) var merged = ""
    private(set) var errorWrites: [String] = []

    func write(_ text: String, to channel: OutputChannel) {
        merged += text
        if channel == .error { errorWrites.append(text) }
    }

    /// Error writes that are not one `error: …` or `warning: …` line: one newline, at the end,
    /// and no other control character.
    var malformedErrorWrites: [String] {
        errorWrites.filter { write in
            guard write.hasPrefix("error: ") || write.hasPrefix("warning: "), write.hasSuffix("\n") else { return true }
            return !String(write.dropLast()).isOneSafeLine
        }
    }
}
