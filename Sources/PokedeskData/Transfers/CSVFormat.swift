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
        var reader = Reader(input: ByteInput(bytes: bytes))
        var records: [Record] = []
        while let record = try reader.nextRecord() { records.append(record) }
        return records
    }

    /// Reads records one at a time, blank lines left out, walking the bytes once; the structure
    /// characters are all ASCII, so a field's bytes are gathered and decoded whole.
    struct Reader {
        private(set) var input: ByteInput
        private var line = 1
        /// The bytes of the field being read (kept, to be refilled field after field).
        private var field: [UInt8] = []

        init(input: ByteInput) {
            self.input = input
        }

        /// The next record that is not a blank line; nil at the end.
        mutating func nextRecord() throws(Malformed) -> Record? {
            while let record = try nextLine() {
                if record.fields != [""] { return record }
            }
            return nil
        }

        private mutating func nextLine() throws(Malformed) -> Record? {
            guard !input.isAtEnd() else { return nil }
            let start = line
            var fields: [String] = []
            while true {
                fields.append(try nextField())
                guard let byte = input.peek() else { break }
                switch byte {
                case .comma:
                    input.advance()
                    if input.isAtEnd() { fields.append("") }
                case .carriageReturn:
                    input.advance(2)  // nextField stops at CR only when LF follows
                    line += 1
                    return Record(line: start, fields: fields)
                default:  // LF
                    input.advance()
                    line += 1
                    return Record(line: start, fields: fields)
                }
            }
            return Record(line: start, fields: fields)
        }

        /// A field, leaving the input on the comma or line break after it (or at the end).
        private mutating func nextField() throws(Malformed) -> String {
            if input.peek() == .quote { return try quotedField() }
            field.removeAll(keepingCapacity: true)
            while let byte = input.peek(), !isFieldEnd(byte) {
                field.append(byte)
                input.advance()
            }
            return try text()
        }

        private mutating func quotedField() throws(Malformed) -> String {
            let opening = line
            input.advance()
            field.removeAll(keepingCapacity: true)
            while true {
                guard let byte = input.peek() else {
                    throw Malformed(line: opening, reason: .quotedFieldNotClosed)
                }
                input.advance()
                if byte == .quote {
                    guard input.peek() == .quote else { break }
                    input.advance()
                } else if byte == .lineFeed {
                    line += 1
                }
                field.append(byte)
            }
            guard let next = input.peek(), !isFieldEnd(next) else { return try text() }
            throw Malformed(line: line, reason: .quoteNotFollowedByComma)
        }

        /// Whether `byte`, the next one, ends a field: a comma, an LF, or a CR before an LF (a
        /// lone CR is text, which a name then refuses).
        private mutating func isFieldEnd(_ byte: UInt8) -> Bool {
            switch byte {
            case .comma, .lineFeed: return true
            case .carriageReturn: return input.peek(1) == .lineFeed
            default: return false
            }
        }

        private func text() throws(Malformed) -> String {
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
