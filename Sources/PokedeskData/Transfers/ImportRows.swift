import Foundation
import ManagedGraph
import PokedeskDomain

// MARK: - The rows of an imported file

/// One row of an imported file, as written, before it is checked against the pokedesk's rules.
enum ImportRow: Equatable, Sendable {
    /// A name, a race code or name (nil or blank: no race), and the date caught (nil when the
    /// row has none: the import dates it).
    case pokemon(RowPosition, name: String, race: String?, caught: Date? = nil)
    /// A row that cannot be a pokemon whatever the pokedesk holds (a missing field, a number
    /// for a name).
    case invalid(RowPosition, reason: String)
}

extension TransferFile {
    /// The header a CSV file starts with: two columns, or three with the date caught (model
    /// version 3), which an export writes.
    static let csvHeader = ["name", "race"]
    static let csvHeaderWithDates = csvHeader + ["caught"]

    /// The rows of the file's text. A file that is not CSV or JSON at all — or not the expected
    /// shape of it — is refused whole, so that nothing is imported from it.
    func rows(in bytes: [UInt8]) throws(TransferProblem) -> [ImportRow] {
        switch format {
        case .csv: return try csvRows(bytes)
        case .json: return try jsonRows(bytes)
        }
    }

    // MARK: CSV

    private func csvRows(_ bytes: [UInt8]) throws(TransferProblem) -> [ImportRow] {
        let records: [CSVFormat.Record]
        do {
            records = try CSVFormat.records(bytes)
        } catch {
            throw .malformed(path: path, format: "CSV", position: "line \(error.line)", reason: error.reason)
        }
        let columns = records.first?.fields.map { TextFolding.foldCase($0.trimmingWhitespaceAndNewlines()) }
        guard let columns, columns == Self.csvHeader || columns == Self.csvHeaderWithDates else {
            throw .malformed(
                path: path,
                format: "CSV",
                position: "line \(records.first?.line ?? 1)",
                reason: "the first line must be the header name,race"
            )
        }
        return records.dropFirst().map { record in
            let position = RowPosition.line(record.line)
            guard record.fields.count == columns.count else {
                let expected = "expected \(columns.count) fields (\(columns.joined(separator: ",")))"
                return .invalid(position, reason: "\(expected), found \(record.fields.count)")
            }
            guard columns.count > 2 else { return .pokemon(position, name: record.fields[0], race: record.fields[1]) }
            return Self.dated(position, name: record.fields[0], race: record.fields[1], caught: record.fields[2])
        }
    }

    // MARK: JSON

    private func jsonRows(_ bytes: [UInt8]) throws(TransferProblem) -> [ImportRow] {
        let document: JSONFormat.Value
        do {
            document = try JSONFormat.value(bytes)
        } catch {
            throw .malformed(
                path: path,
                format: "JSON",
                position: "line \(error.line), column \(error.column)",
                reason: error.reason
            )
        }
        guard case .array(let items) = document else {
            throw .malformed(
                path: path,
                format: "JSON",
                position: "line 1, column 1",
                reason: "expected an array of pokemons"
            )
        }
        return items.enumerated().map { offset, item in Self.row(item, at: .item(offset + 1)) }
    }

    private static func row(_ item: JSONFormat.Value, at position: RowPosition) -> ImportRow {
        guard case .object = item else {
            return .invalid(position, reason: "expected an object with \"name\" and \"race\"")
        }
        guard case .string(let name)? = item["name"] else {
            return .invalid(position, reason: "\"name\" must be a string")
        }
        let race: String?
        switch item["race"] {
        case nil, .null?: race = nil
        case .string(let text)?: race = text
        case .number(let literal)? where Int(literal) != nil: race = literal
        default: return .invalid(position, reason: "\"race\" must be a race code, a race name or null")
        }
        switch item["caught"] {
        case nil, .null?: return .pokemon(position, name: name, race: race)
        case .string(let text)?: return dated(position, name: name, race: race, caught: text)
        default: return .invalid(position, reason: "\"caught\" must be a date in ISO 8601 text, or null")
        }
    }

    // MARK: Dates

    /// A row with the date caught written as `text`: ISO 8601 (a day alone is midnight UTC), or
    /// blank for none; anything else skips the row.
    private static func dated(_ position: RowPosition, name: String, race: String?, caught text: String) -> ImportRow {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty else { return .pokemon(position, name: name, race: race) }
        guard let date = StoreValue(text: trimmed, as: .date)?.dateValue else {
            return .invalid(
                position,
                reason:
                    "caught must be a date in ISO 8601 text, such as 2024-06-01T12:00:00Z, not \(Quoting.quoted(trimmed))"
            )
        }
        return .pokemon(position, name: name, race: race, caught: date)
    }
}
