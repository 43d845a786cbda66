// MARK: - Reading a .strings file

/// Reads the text `.strings` format the string tables are written in: `/* comments */`,
/// `// comments`, and `"key" = "value";` entries whose quoted text may hold `\"`, `\\`, `\n`,
/// `\t` and `\r`. Anything else (unquoted words, other escapes, a missing `;`) gives nil, and
/// the caller reads the file with Foundation's `PropertyListSerialization` instead: this reader
/// is a fast path for the files the modules ship, not a second definition of the format.
/// (Foundation's reader turns every entry into a bridged value and back, which at start-up
/// cost more than the rest of the app's first page.)
enum StringsFileReader {
    static func entries(_ bytes: [UInt8]) -> [String: String]? {
        // Checked once for the whole file: every quoted text starts and ends at an ASCII quote,
        // so each is valid UTF-8 too and is made without checking its bytes again.
        guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
        // Read through a buffer pointer: the cursor looks at every byte, and an array's bounds
        // checks on each look cost more than the rest of the reading.
        return bytes.withUnsafeBufferPointer { entries(in: $0) }
    }

    private static func entries(in bytes: UnsafeBufferPointer<UInt8>) -> [String: String]? {
        var reader = Cursor(bytes: bytes)
        var entries: [String: String] = [:]
        // An entry takes some fifty bytes or more: room for them all, grown once at most.
        entries.reserveCapacity(bytes.count / 50)
        while true {
            guard reader.skipSpaceAndComments() else { return nil }
            guard !reader.atEnd else { return entries }
            guard let key = reader.quoted(), reader.skipSpaceAndComments(), reader.take(UInt8(ascii: "=")),
                reader.skipSpaceAndComments(), let value = reader.quoted(), reader.skipSpaceAndComments(),
                reader.take(UInt8(ascii: ";"))
            else { return nil }
            entries[key] = value
        }
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard !atEnd, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Skips white space and comments; false for a comment left open.
        mutating func skipSpaceAndComments() -> Bool {
            while !atEnd {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    index += 1
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    guard let end = find([UInt8(ascii: "*"), UInt8(ascii: "/")], from: index + 2) else { return false }
                    index = end + 2
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    index = lineEnd(from: index + 2)
                default:
                    return true
                }
            }
            return true
        }

        /// Where the line going on at `start` ends, as Foundation ends a `//` comment: at a line
        /// feed, a carriage return, or a Unicode line or paragraph separator (which the caller
        /// then does not know, and leaves to Foundation); at the end of the bytes if none.
        private func lineEnd(from start: Int) -> Int {
            var at = start
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return at
                case 0xE2 where at + 2 < bytes.count && bytes[at + 1] == 0x80 && (0xA8...0xA9).contains(bytes[at + 2]):
                    return at
                default: at += 1
                }
            }
            return at
        }

        /// Where `needle` (one or two bytes) next starts, from `start`.
        private func find(_ needle: [UInt8], from start: Int) -> Int? {
            var at = start
            while at + needle.count <= bytes.count {
                if bytes[at] == needle[0] && (needle.count == 1 || bytes[at + 1] == needle[1]) { return at }
                at += 1
            }
            return nil
        }

        /// A quoted string, its escapes resolved; nil when there is none here or it is not one
        /// this reader knows.
        mutating func quoted() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            // What escapes left behind, with the bytes around them; empty (and never allocated)
            // for a text without escapes, made straight from the file's bytes.
            var text: [UInt8] = []
            while !atEnd {
                // The bytes up to the next quote or backslash, at once.
                let start = index
                while !atEnd && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\") { index += 1 }
                guard !atEnd else { return nil }
                let segment = bytes[start..<index]
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\""), text.isEmpty { return String(decoding: segment, as: UTF8.self) }
                text.append(contentsOf: segment)
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard !atEnd else { return nil }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(escaped)
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
                    default: return nil
                    }
                default:
                    return nil
                }
            }
            return nil
        }
    }
}
