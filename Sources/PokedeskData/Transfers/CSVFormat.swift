import ManagedGraph
import PokedeskDomain

// MARK: - CSV, as RFC 4180 writes it

/// Comma-separated values: records of fields separated by commas, one record a line (LF or
/// CRLF). A field with a comma, a quote or a line break is quoted, and a quote inside it is
/// doubled: `"Mr. ""Mime"", Jr."`. Text is UTF-8; a byte order mark at the start is ignored.
enum CSVFormat {
    /// One record, with the line it starts on (a quoted field may span lines).
    struct Record: Equatable {
        let line: Int
        let fields: [String]
    }

    /// Why the text is not CSV at all, and on which line.
    struct Malformed: Error, Equatable {
        let line: Int
        let reason: MalformedReason
    }

    // MARK: Reading

    /// The records of `bytes`, blank lines left out.
    static func records(_ bytes: [UInt8]) throws(Malformed) -> [Record] {
        var reader = Reader(bytes: bytes)
        var records: [Record] = []
        while let record = try reader.nextRecord() {
            if record.fields != [""] { records.append(record) }
        }
        return records
    }

    /// Walks the bytes once; the structure characters are all ASCII, so fields are cut at byte
    /// positions and decoded whole.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func nextRecord() throws(Malformed) -> Record? {
            guard index < bytes.count else { return nil }
            let start = line
            var fields: [String] = []
            while true {
                fields.append(try nextField())
                guard index < bytes.count else { break }
                switch bytes[index] {
                case .comma:
                    index += 1
                    if index == bytes.count { fields.append("") }
                case .carriageReturn:
                    index += 2  // nextField stops at CR only when LF follows
                    line += 1
                    return Record(line: start, fields: fields)
                default:  // LF
                    index += 1
                    line += 1
                    return Record(line: start, fields: fields)
                }
            }
            return Record(line: start, fields: fields)
        }

        /// A field, leaving `index` on the comma or line break after it (or at the end).
        private mutating func nextField() throws(Malformed) -> String {
            if index < bytes.count, bytes[index] == .quote { return try quotedField() }
            let start = index
            while index < bytes.count, !isFieldEnd(at: index) { index += 1 }
            return try text(bytes[start..<index])
        }

        private mutating func quotedField() throws(Malformed) -> String {
            let opening = line
            index += 1
            var field: [UInt8] = []
            while true {
                guard index < bytes.count else {
                    throw Malformed(line: opening, reason: .quotedFieldNotClosed)
                }
                let byte = bytes[index]
                index += 1
                if byte == .quote {
                    guard index < bytes.count, bytes[index] == .quote else { break }
                    index += 1
                } else if byte == .lineFeed {
                    line += 1
                }
                field.append(byte)
            }
            guard index == bytes.count || isFieldEnd(at: index) else {
                throw Malformed(
                    line: line,
                    reason: .quoteNotFollowedByComma
                )
            }
            return try text(field[...])
        }

        /// A comma, an LF, or a CR before an LF (a lone CR is text, which a name then refuses).
        private func isFieldEnd(at position: Int) -> Bool {
            switch bytes[position] {
            case .comma, .lineFeed: return true
            case .carriageReturn: return position + 1 < bytes.count && bytes[position + 1] == .lineFeed
            default: return false
            }
        }

        private func text<Bytes: Collection<UInt8>>(_ field: Bytes) throws(Malformed) -> String {
            guard let text = String(validating: field, as: UTF8.self) else {
                throw Malformed(line: line, reason: .notUTF8)
            }
            return text
        }
    }

    // MARK: Writing

    /// One record as a line, LF included; fields quoted only when they must be.
    static func line(_ fields: [String]) -> String {
        fields.map(quotedIfNeeded).joined(separator: ",") + "\n"
    }

    private static func quotedIfNeeded(_ field: String) -> String {
        guard field.utf8.contains(where: { [.comma, .quote, .lineFeed, .carriageReturn].contains($0) }) else {
            return field
        }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }
}

extension UInt8 {
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let lineFeed = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
}
