import Foundation

// MARK: - A transaction record as JSON, written directly

/// Writes a `TransactionRecord` as `JSONEncoder` with `.sortedKeys` writes it — the same
/// bytes — without going through `Encodable`. A save of a hundred thousand new objects logs a
/// hundred thousand keys, and `JSONEncoder` took longer over them than SQLite took to insert
/// the rows. Numbers other than integers are still written by `JSONEncoder`, so that every
/// byte stays its choice.
enum TransactionJSON {
    static func encode(_ record: TransactionRecord) throws -> String {
        var out = "{\"deleted\":"
        try writeObjects(record.deleted, to: &out)
        out += ",\"inserted\":{"
        for (index, entity) in record.inserted.keys.sorted().enumerated() {
            if index > 0 { out += "," }
            writeString(entity, to: &out)
            out += ":["
            for (position, key) in record.inserted[entity]!.enumerated() {
                if position > 0 { out += "," }
                out += String(key)
            }
            out += "]"
        }
        out += "},\"updated\":"
        try writeObjects(record.updated, to: &out)
        out += "}"
        return out
    }

    /// entity → key → property → value, every level sorted by key.
    private static func writeObjects(_ objects: [String: [String: [String: LoggedValue]]], to out: inout String) throws
    {
        out += "{"
        for (index, entity) in objects.keys.sorted().enumerated() {
            if index > 0 { out += "," }
            writeString(entity, to: &out)
            out += ":{"
            let rows = objects[entity]!
            for (rowIndex, key) in rows.keys.sorted().enumerated() {
                if rowIndex > 0 { out += "," }
                writeString(key, to: &out)
                out += ":{"
                let values = rows[key]!
                for (valueIndex, property) in values.keys.sorted().enumerated() {
                    if valueIndex > 0 { out += "," }
                    writeString(property, to: &out)
                    out += ":"
                    try writeValue(values[property]!, to: &out)
                }
                out += "}"
            }
            out += "}"
        }
        out += "}"
    }

    private static func writeValue(_ value: LoggedValue, to out: inout String) throws {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .string(let s): writeString(s, to: &out)
        case .double(let d): out += String(decoding: try JSONEncoder().encode(d), as: UTF8.self)
        }
    }

    /// A JSON string as `JSONEncoder` escapes it: quote, backslash and slash; control
    /// characters as `\b \f \n \r \t` or `\u00xx`; everything else as it is.
    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x2F }) {
            out += text
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "/": out += "\\/"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{8}": out += "\\b"
                case "\u{C}": out += "\\f"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
