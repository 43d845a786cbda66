import Glibc

/// Reads lines from a file descriptor (standard input by default) or from a list, without any
/// editing: for scripts, pipes and tests. A final line without a newline still counts; `\r\n`
/// endings are accepted; invalid UTF-8 is repaired rather than refused.
public final class StreamLineReader: LineReader {
    private enum Source {
        case descriptor(Int32)
        case lines([String])
    }

    private var source: Source
    private var pending: [UInt8] = []
    private var reachedEnd = false
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

    public func readLine(prompt: String, completer: Completer) -> LineInput {
        if !prompt.isEmpty { showPrompt?(prompt) }
        switch source {
        case .lines(var lines):
            guard !lines.isEmpty else { return .endOfInput }
            let line = lines.removeFirst()
            source = .lines(lines)
            return .line(line)
        case .descriptor(let descriptor):
            return nextLine(from: descriptor).map(LineInput.line) ?? .endOfInput
        }
    }

    // MARK: Reading

    private func nextLine(from descriptor: Int32) -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                var bytes = pending[..<newline]
                pending.removeSubrange(...newline)
                if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
                return String(decoding: bytes, as: UTF8.self)
            }
            if reachedEnd {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return String(decoding: pending, as: UTF8.self)
            }
            fill(from: descriptor)
        }
    }

    private func fill(from descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            pending += buffer[..<count]
        } else if count == 0 || errno != EINTR {
            reachedEnd = true
        }
    }
}
