// MARK: - Byte-level mutations, read back as text

extension FuzzInputs {
    /// Byte sequences worth inserting: invalid UTF-8 (lone lead and continuation bytes,
    /// overlong forms, surrogates, beyond U+10FFFF), NUL and other controls, and the scalars
    /// that change how text around them behaves (combining mark, joiner, bidi override, NEL,
    /// line separator).
    static let specialBytes: [[UInt8]] = [
        [0xFF], [0xFE], [0xC3], [0x80], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF0, 0x9F, 0x98], [0x00], [0x1B], [0x7F], [0x0D], [0x09], [0xC2, 0x85], [0xE2, 0x80, 0xA8],
        [0xCC, 0x81], [0xE2, 0x80, 0x8D], [0xE2, 0x80, 0xAE], [0x22], [0x27], [0x5C], [0x28], [0x29],
    ]

    /// One to four byte-level edits, then the bytes read as the stream reader reads a line.
    static func mutated(_ line: String, _ random: inout SeededRandom) -> String {
        var bytes = Array(line.utf8)
        for _ in 0..<random.int(1...4) {
            let position = bytes.isEmpty ? 0 : random.int(0...bytes.count)
            switch random.int(0...5) {
            case 0 where !bytes.isEmpty:
                let at = min(position, bytes.count - 1)
                bytes[at] ^= UInt8(1) << UInt8(random.int(0...7))
            case 1:
                bytes.insert(random.byte(), at: position)
            case 2:
                bytes.insert(contentsOf: random.pick(specialBytes), at: position)
            case 3 where !bytes.isEmpty:
                let at = min(position, bytes.count - 1)
                bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...4)))
            case 4 where !bytes.isEmpty:
                let at = min(position, bytes.count - 1)
                let piece = bytes[at..<min(bytes.count, at + random.int(1...8))]
                bytes.insert(contentsOf: piece, at: at)
            default:
                bytes.insert(contentsOf: random.pick(specialBytes), at: position)
            }
        }
        return readerLine(bytes)
    }

    /// The first line of these bytes as text: up to the first newline, a `\r` before it
    /// dropped, as the stream reader cuts lines. A line that is not UTF-8 never reaches the
    /// tokenizer from the reader (the session refuses it); here it is repaired, each bad
    /// sequence made U+FFFD, into text a user could type, which the tokenizer must take.
    static func readerLine(_ bytes: [UInt8]) -> String {
        var line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        if line.count < bytes.count, line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }
}
