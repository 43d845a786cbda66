import CLibEdit
import Glibc

/// The two streams a console writes to.
public enum OutputChannel: Sendable, Equatable {
    case output
    case error
}

/// Where a console's text ends up. Text arrives already formatted, newline included.
public protocol ConsoleSink: AnyObject {
    func write(_ text: String, to channel: OutputChannel)
}

// MARK: Process streams

/// Writes straight to file descriptors 1 and 2 without buffering, so that output and errors
/// interleave on a terminal exactly in the order they were produced.
public final class StandardStreamsSink: ConsoleSink {
    public init() {}

    public func write(_ text: String, to channel: OutputChannel) {
        // libedit writes its prompt through C stdio; flush it so our text lands after it.
        clibedit_flush_standard_output()
        let descriptor = channel == .output ? STDOUT_FILENO : STDERR_FILENO
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // A closed pipe: nothing sensible left to do with the text.
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

// MARK: Capture

/// Keeps everything in memory: the merged stream in the order it was written (errors keep their
/// place among the output, as on a terminal), and each stream on its own.
public final class TranscriptSink: ConsoleSink {
    public private(set) var merged = ""
    public private(set) var output = ""
    public private(set) var errors = ""

    public init() {}

    public func write(_ text: String, to channel: OutputChannel) {
        merged += text
        switch channel {
        case .output: output += text
        case .error: errors += text
        }
    }
}
