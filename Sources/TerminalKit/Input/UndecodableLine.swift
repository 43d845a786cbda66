// MARK: - A line that is not UTF-8

/// The bytes of an input line that are not valid UTF-8, and where the line was. A reader hands
/// it over rather than repair it: a repaired line (each bad byte made U+FFFD) would run as a
/// command — `add` would store a name of `�` — though what was meant cannot be known.
public struct UndecodableLine: Sendable, Equatable {
    /// The line's number in the reader's input, from 1.
    public let number: Int
    /// The line's bytes, without its line ending.
    public let bytes: [UInt8]

    public init(number: Int, bytes: [UInt8]) {
        self.number = number
        self.bytes = bytes
    }

    /// The line as an echo shows it: what is valid UTF-8 as it is, each byte that is not part of
    /// a valid character as `\xff`, and a backslash as `\\` — so that the echo tells exactly which
    /// bytes were there, even on a line that also holds a backslash and an `x`.
    public var escaped: String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        parsing: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                text += scalar == "\\" ? "\\\\" : String(scalar)
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] { text += Self.escape(byte) }
                offset += length
            case .emptyInput:
                break parsing
            }
        }
        return text
    }

    /// `\xff`: two lower-case hexadecimal digits.
    private static func escape(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return "\\x" + (digits.count == 1 ? "0" : "") + digits
    }
}
