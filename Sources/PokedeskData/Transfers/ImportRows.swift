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
    case invalid(RowPosition, reason: RowProblem)
}

extension TransferFile {
    /// The header a CSV file starts with: two columns, or three with the date caught (model
    /// version 3), which an export writes.
    static let csvHeader = ["name", "race"]
    static let csvHeaderWithDates = csvHeader + ["caught"]

    /// A reader of the file's rows, from the first. A file that is not CSV or JSON at all — or
    /// not the expected shape of it — fails as `malformed` at the first row read past what is
    /// wrong (so an import reads the file through once, `countRows`, before it imports a row).
    func rowReader() throws(TransferProblem) -> ImportRowReader {
        let input: ByteInput
        do {
            input = try ByteInput(path: path)
        } catch {
            throw .cannotRead(path: path, reason: error)
        }
        switch format {
        case .csv: return try ImportRowReader(csv: CSVFormat.Reader(input: input), path: path)
        case .json: return try ImportRowReader(json: input, path: path)
        }
    }

    /// How many rows the file has, read through without keeping them; nil when `isCancelled`
    /// said so first. Fails as reading the rows would.
    func countRows(isCancelled: () -> Bool) throws(TransferProblem) -> Int? {
        var reader = try rowReader()
        var count = 0
        while try reader.next() != nil {
            count += 1
            if count % 4096 == 0, isCancelled() { return nil }
        }
        return count
    }
}

// MARK: - One row at a time

/// The rows of a CSV or JSON file, read one at a time: an import holds a batch of them, never
/// the file.
struct ImportRowReader {
    /// One of the two, read in place.
    private var csv: CSVFormat.Reader?
    private var json: JSONFormat.ArrayReader?
    private let path: String
    /// The CSV header's columns: `csvHeader` or `csvHeaderWithDates`.
    private var columns = TransferFile.csvHeader
    /// The JSON items read so far, for their positions.
    private var items = 0

    /// A CSV file's reader, past its header line (which must be `name,race` or
    /// `name,race,caught`).
    fileprivate init(csv reader: CSVFormat.Reader, path: String) throws(TransferProblem) {
        self.path = path
        var reader = reader
        let header = try Self.csvRecord(&reader, path: path)
        let columns = header?.fields.map { TextFolding.foldCase($0.trimmingWhitespaceAndNewlines()) }
        guard let columns, columns == TransferFile.csvHeader || columns == TransferFile.csvHeaderWithDates else {
            throw .malformed(
                path: path,
                format: "CSV",
                position: .line(header?.line ?? 1),
                reason: .missingHeader
            )
        }
        csv = reader
        self.columns = columns
    }

    /// A JSON file's reader, which must be an array of pokemons.
    fileprivate init(json input: ByteInput, path: String) throws(TransferProblem) {
        self.path = path
        var input = input
        let items: JSONFormat.ArrayReader?
        do {
            items = try JSONFormat.items(&input)
        } catch {
            throw Self.jsonProblem(error, input: input, path: path)
        }
        guard let items else {
            throw .malformed(
                path: path,
                format: "JSON",
                position: .lineAndColumn(line: 1, column: 1),
                reason: .expectedArray
            )
        }
        json = items
    }

    /// The next row; nil after the last.
    mutating func next() throws(TransferProblem) -> ImportRow? {
        if csv != nil {
            guard let record = try Self.csvRecord(&csv!, path: path) else { return nil }
            let position = RowPosition.line(record.line)
            guard record.fields.count == columns.count else {
                return .invalid(position, reason: .fieldCount(columns: columns, found: record.fields.count))
            }
            guard columns.count > 2 else { return .pokemon(position, name: record.fields[0], race: record.fields[1]) }
            return Self.dated(position, name: record.fields[0], race: record.fields[1], caught: record.fields[2])
        }
        let item: JSONFormat.Value?
        do {
            item = try json!.next()
        } catch {
            throw Self.jsonProblem(error, input: json!.input, path: path)
        }
        if item == nil, let failure = json!.input.failure { throw .cannotRead(path: path, reason: failure) }
        guard let item else { return nil }
        items += 1
        return Self.row(item, at: .item(items))
    }

    // MARK: CSV

    /// The next record, or what is wrong with the text; a read that failed is told as such.
    private static func csvRecord(
        _ reader: inout CSVFormat.Reader,
        path: String
    ) throws(TransferProblem)
        -> CSVFormat.Record?
    {
        let record: CSVFormat.Record?
        do {
            record = try reader.nextRecord()
        } catch {
            if let failure = reader.input.failure { throw .cannotRead(path: path, reason: failure) }
            throw .malformed(path: path, format: "CSV", position: .line(error.line), reason: error.reason)
        }
        if record == nil, let failure = reader.input.failure { throw .cannotRead(path: path, reason: failure) }
        return record
    }

    // MARK: JSON

    private static func jsonProblem(_ error: JSONFormat.Malformed, input: ByteInput, path: String) -> TransferProblem {
        if let failure = input.failure { return .cannotRead(path: path, reason: failure) }
        return .malformed(
            path: path,
            format: "JSON",
            position: .lineAndColumn(line: error.line, column: error.column),
            reason: error.reason
        )
    }

    private static func row(_ item: JSONFormat.Value, at position: RowPosition) -> ImportRow {
        guard case .object = item else {
            return .invalid(position, reason: .notAnObject)
        }
        guard case .string(let name)? = item["name"] else {
            return .invalid(position, reason: .nameNotText)
        }
        let race: String?
        switch item["race"] {
        case nil, .null?: race = nil
        case .string(let text)?: race = text
        case .number(let literal)? where Int(literal) != nil: race = literal
        default: return .invalid(position, reason: .raceNotCodeOrName)
        }
        switch item["caught"] {
        case nil, .null?: return .pokemon(position, name: name, race: race)
        case .string(let text)?: return dated(position, name: name, race: race, caught: text)
        default: return .invalid(position, reason: .caughtNotText)
        }
    }

    // MARK: Dates

    /// A row with the date caught written as `text`: ISO 8601 (a day alone is midnight UTC), or
    /// blank for none; anything else skips the row.
    private static func dated(_ position: RowPosition, name: String, race: String?, caught text: String) -> ImportRow {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty else { return .pokemon(position, name: name, race: race) }
        guard let date = StoreValue(text: trimmed, as: .date)?.dateValue else {
            return .invalid(position, reason: .caughtNotADate(trimmed))
        }
        return .pokemon(position, name: name, race: race, caught: date)
    }
}
