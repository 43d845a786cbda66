import ManagedGraph
import PokedeskDomain

// MARK: - The rows of an imported file

/// One row of an imported file, as written, before it is checked against the pokedesk's rules.
enum ImportRow: Equatable, Sendable {
    /// A name, and a race code or name (nil or blank: no race).
    case pokemon(RowPosition, name: String, race: String?)
    /// A row that cannot be a pokemon whatever the pokedesk holds (a missing field, a number
    /// for a name).
    case invalid(RowPosition, reason: RowProblem)
}

extension TransferFile {
    /// The header a CSV file starts with.
    static let csvHeader = ["name", "race"]

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
            throw .malformed(path: path, format: "CSV", position: .line(error.line), reason: error.reason)
        }
        guard let header = records.first,
            header.fields.map({ TextFolding.foldCase($0.trimmingWhitespaceAndNewlines()) }) == Self.csvHeader
        else {
            throw .malformed(
                path: path,
                format: "CSV",
                position: .line(records.first?.line ?? 1),
                reason: .missingHeader
            )
        }
        return records.dropFirst().map { record in
            let position = RowPosition.line(record.line)
            guard record.fields.count == Self.csvHeader.count else {
                return .invalid(position, reason: .fieldCount(found: record.fields.count))
            }
            return .pokemon(position, name: record.fields[0], race: record.fields[1])
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
                position: .lineAndColumn(line: error.line, column: error.column),
                reason: error.reason
            )
        }
        guard case .array(let items) = document else {
            throw .malformed(
                path: path,
                format: "JSON",
                position: .lineAndColumn(line: 1, column: 1),
                reason: .expectedArray
            )
        }
        return items.enumerated().map { offset, item in Self.row(item, at: .item(offset + 1)) }
    }

    private static func row(_ item: JSONFormat.Value, at position: RowPosition) -> ImportRow {
        guard case .object = item else {
            return .invalid(position, reason: .notAnObject)
        }
        guard case .string(let name)? = item["name"] else {
            return .invalid(position, reason: .nameNotText)
        }
        switch item["race"] {
        case nil, .null?: return .pokemon(position, name: name, race: nil)
        case .string(let race)?: return .pokemon(position, name: name, race: race)
        case .number(let literal)? where Int(literal) != nil: return .pokemon(position, name: name, race: literal)
        default: return .invalid(position, reason: .raceNotCodeOrName)
        }
    }
}
