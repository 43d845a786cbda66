import Glibc

/// Reads lines from a file descriptor (standard input by default) or from a list, without any
/// editing: for scripts, pipes and tests. A final line without a newline still counts; `\r\n`
/// endings are accepted; a line that is not valid UTF-8 is handed over as `undecodable`, with its
/// number, for the session to refuse.
public final class StreamLineReader: LineReader {
    private enum Source {
        case descriptor(Int32)
        case lines([String])
    }

    private var source: Source
    private var pending: [UInt8] = []
    private var reachedEnd = false
    /// Lines returned so far: the number of the last one.
    private var lineNumber = 0
    private let showPrompt: ((String) -> Void)?

    /// - Parameter showPrompt: writes the prompt, for a terminal without line editing (stdin on a
    ///   terminal, stdout piped); nil shows none.
    public init(fileDescriptor: Int32 = 0, showPrompt: ((String) -> Void)? = nil) {
        source = .descriptor(fileDescriptor)
        self.showPrompt = showPrompt
    }

    public init(lines: [String]) {
        source = .lines(lines)
        showPrompt = nil
    }

    public var servesCompletion: Bool { false }

    public func readLine(prompt: String, completer: Completer) -> LineInput {
        if !prompt.isEmpty { showPrompt?(prompt) }
        switch source {
        case .lines(var lines):
            guard !lines.isEmpty else { return .endOfInput }
            let line = lines.removeFirst()
            source = .lines(lines)
            lineNumber += 1
            return .line(line)
        case .descriptor(let descriptor):
            guard let bytes = nextLine(from: descriptor) else { return .endOfInput }
            lineNumber += 1
            return Self.input(bytes, number: lineNumber)
        }
    }

    /// A line's bytes as the session takes them: text when they are UTF-8. NUL and other control
    /// characters are kept as they are: they are valid UTF-8, and whatever receives the line
    /// refuses them with a reason (a name) or quotes them in its message.
    static func input(_ bytes: ArraySlice<UInt8>, number: Int) -> LineInput {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .undecodable(UndecodableLine(number: number, bytes: Array(bytes)))
        }
        return .line(text)
    }

    // MARK: Reading

    /// Bytes read but not yet returned start at `lineStart`; those from `lineStart` to
    /// `scanned` hold no newline. Both keep reading linear in the input, even for a line of
    /// megabytes that arrives a buffer at a time.
    private var lineStart = 0
    private var scanned = 0

    /// The next line's bytes, without its line ending; nil at the end of the input.
    private func nextLine(from descriptor: Int32) -> ArraySlice<UInt8>? {
        while true {
            if let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > lineStart, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = pending[lineStart..<end]
                lineStart = newline + 1
                scanned = lineStart
                return line
            }
            scanned = pending.count
            if reachedEnd {
                guard lineStart < pending.count else { return nil }
                defer { lineStart = pending.count }
                return pending[lineStart...]
            }
            // Drop what was returned before reading more, so the buffer holds one line at most.
            pending.removeSubrange(..<lineStart)
            scanned -= lineStart
            lineStart = 0
            fill(from: descriptor)
        }
    }

    private func fill(from descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            pending += buffer[..<count]
        } else if count == 0 || errno != EINTR {
            reachedEnd = true
        }
    }
}
