public import Foundation

// MARK: - Dates, UUIDs, bytes, decimals and transformable values

extension StoreValue {
    /// The date, when the value is one.
    public var dateValue: Date? { if case .date(let d) = self { d } else { nil } }

    /// The UUID, when the value is one.
    public var uuidValue: UUID? { if case .uuid(let u) = self { u } else { nil } }

    /// The bytes, when the value is binary data.
    public var dataValue: Data? { if case .data(let d) = self { d } else { nil } }

    /// The decimal number, when the value is one.
    public var decimalValue: Decimal? { if case .decimal(let d) = self { d } else { nil } }

    /// A transformable attribute's value: `value` encoded as JSON, keys sorted, so that equal
    /// values of a type whose encoding has a fixed order give equal bytes (a `Set` or a
    /// dictionary with non-string keys has none: compare those as sorted arrays).
    ///
    /// ```swift
    /// try item.setStoreValue(.encoded(["red", "blue"]), forAttribute: "tags")
    /// ```
    public static func encoded<Value: Encodable>(_ value: Value) throws -> StoreValue {
        .transformable(try TransformableCoding.encode(value))
    }

    /// The value a transformable attribute holds, decoded as `type`; nil for null. Throws a
    /// `DecodingError` when the bytes are not an encoding of `type`, or the value is not a
    /// transformable one.
    public func decoded<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        switch self {
        case .null: return nil
        case .transformable(let bytes): return try JSONDecoder().decode(type, from: bytes)
        default:
            throw DecodingError.typeMismatch(
                type,
                .init(codingPath: [], debugDescription: "\(literalDescription) is \(noun), not a transformable value")
            )
        }
    }
}

// MARK: - Values no attribute holds

extension StoreValue {
    /// Why an attribute cannot hold the value although it has the attribute's type, in words
    /// that follow the attribute's name; nil when it can. A date that is not finite and a
    /// decimal that is not a number would not compare equal to themselves, nor have a text form
    /// that reads back.
    var unstorableReason: String? { unstorableMessage?.english }

    /// The same, as a predicate's refusal names it.
    var unstorableMessage: PredicateProblem.Message? {
        switch self {
        case .date(let date) where !date.timeIntervalSinceReferenceDate.isFinite: return .notFinite
        case .decimal(let number) where number.isNaN: return .notANumber
        default: return nil
        }
    }
}

// MARK: - Text forms

extension StoreValue {
    /// The value as text an import or an export would write, for the kinds that are not text or
    /// numbers already: a date in ISO 8601 (UTC, with milliseconds when it has any), a UUID in
    /// its usual form, bytes and transformable values as Base64 and as their JSON text, a
    /// decimal number in plain notation. Nil for the other kinds.
    public var textForm: String? {
        switch self {
        case .date(let date): return DateText.iso8601(date)
        case .uuid(let uuid): return uuid.uuidString
        case .data(let bytes): return bytes.base64EncodedString()
        case .decimal(let number): return DecimalText.canonical(number)
        case .transformable(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .null, .integer, .double, .string, .bool: return nil
        }
    }

    /// Reads `text` as an attribute of `type` holds it: the inverse of ``textForm`` (and of
    /// ``description`` for text, numbers and booleans); nil when the text is not one.
    ///
    /// Dates are ISO 8601, with or without fractional seconds and with `Z` or an offset, or a
    /// day alone (`2024-05-01`, midnight UTC); decimal numbers are digits with an optional sign,
    /// point and exponent, nothing around them; transformable values must be JSON.
    public init?(text: String, as type: AttributeType) {
        switch type {
        case .string: self = .string(text)
        case .integer:
            guard let number = Int64(text) else { return nil }
            self = .integer(number)
        case .double:
            guard let number = Double(text) else { return nil }
            self = .double(number)
        case .boolean:
            switch text.lowercased() {
            case "yes", "true", "1": self = .bool(true)
            case "no", "false", "0": self = .bool(false)
            default: return nil
            }
        case .date:
            guard let date = DateText.date(from: text) else { return nil }
            self = .date(date)
        case .uuid:
            guard let uuid = UUID(uuidString: text) else { return nil }
            self = .uuid(uuid)
        case .binaryData:
            guard let bytes = Data(base64Encoded: text) else { return nil }
            self = .data(bytes)
        case .decimal:
            guard let number = DecimalText.decimal(from: text) else { return nil }
            self = .decimal(number)
        case .transformable:
            let bytes = Data(text.utf8)
            guard (try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)) != nil else {
                return nil
            }
            self = .transformable(bytes)
        }
    }
}

// MARK: - Transformable values

/// The value transformer of transformable attributes: JSON, keys sorted.
enum TransformableCoding {
    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }

    /// A coding error on one line, for messages: what failed and where.
    static func reason(_ error: any Error) -> String {
        let context: (path: [any CodingKey], text: String)
        switch error {
        case let error as DecodingError:
            switch error {
            case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
                context = (c.codingPath, c.debugDescription)
            @unknown default: context = ([], "\(error)")
            }
        case let error as EncodingError:
            switch error {
            case .invalidValue(_, let c): context = (c.codingPath, c.debugDescription)
            @unknown default: context = ([], "\(error)")
            }
        default: context = ([], "\(error)")
        }
        let path = context.path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let text = context.text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return path.isEmpty ? text : "at \(path): \(text)"
    }
}

// MARK: - Dates as text

/// ISO 8601, the text form of dates.
enum DateText {
    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let whole = Date.ISO8601FormatStyle()
    private static let day = Date.ISO8601FormatStyle().year().month().day()

    /// `2024-05-01T10:00:00Z`, or `…10:00:00.125Z` when the date has a fraction of a second.
    static func iso8601(_ date: Date) -> String {
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds.isFinite else { return String(seconds) }
        return seconds.rounded(.down) == seconds ? whole.format(date) : withFraction.format(date)
    }

    /// ISO 8601 with a zone or a day alone (midnight UTC); also `2024-05-01 10:00` and
    /// `2024-05-01 10:00:30`, with or without ` UTC` after them, read in UTC — the form a
    /// program shows people, who then type it back.
    static func date(from text: String) -> Date? {
        if let date = wholeSecondsUTC(text) { return date }
        guard namesCalendarTime(text) else { return nil }
        if let date = try? withFraction.parse(text) { return date }
        if let date = try? whole.parse(text) { return date }
        if text.utf8.count == 10 { return try? day.parse(text) }
        // Foundation's parser rolls 25:00 over to the next day: the formatted date must be the text.
        return spaced(text).flatMap { iso in (try? whole.parse(iso)).flatMap { whole.format($0) == iso ? $0 : nil } }
    }

    /// `2024-05-01T10:00:30Z` exactly — what `iso8601` writes for a date of whole seconds, and so
    /// what an import of an export reads a million times — computed from its digits; nil for any
    /// other text, which Foundation's parser reads, and for years before 1600, which Foundation's
    /// calendar counts as Julian (the Gregorian reform was 1582). (Foundation tried the form with a fraction
    /// first, failing by a thrown error, then this one: most of an import's time a row.)
    private static func wholeSecondsUTC(_ text: String) -> Date? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Date? in
            guard bytes.count == 20, bytes[19] == UInt8(ascii: "Z"), let written = WrittenTime(bytes),
                let hour = written.hour, let minute = written.minute, let second = written.second,
                written.year >= 1600, written.isOnCalendar
            else { return nil }
            let days = daysSince1970(year: written.year, month: written.month, day: written.day)
            return Date(timeIntervalSince1970: Double(((days * 24 + hour) * 60 + minute) * 60 + second))
        } ?? nil
    }

    /// Whether the day and time a text names are on the calendar, as far as it is laid out as
    /// `YYYY-MM-DD[THH:MM[:SS]]…`: Foundation's parser reads `2023-02-29` as March 1 and `24:00` as
    /// the next day, where the person who typed it named a day that is not one. Other layouts are
    /// left to Foundation.
    private static func namesCalendarTime(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in WrittenTime(bytes)?.isOnCalendar ?? true }
    }

    /// The fields of `YYYY-MM-DD[THH:MM[:SS]]…` as written, as far as the text has them.
    private struct WrittenTime {
        let year: Int
        let month: Int
        let day: Int
        let hour: Int?
        let minute: Int?
        let second: Int?

        /// nil unless the text starts with a day in that layout.
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            func number(_ start: Int, _ length: Int) -> Int? {
                var value = 0
                for index in start..<(start + length) {
                    let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                let year = number(0, 4), let month = number(5, 2), let day = number(8, 2)
            else { return nil }
            (self.year, self.month, self.day) = (year, month, day)
            let hasTime = bytes.count >= 16 && bytes[10] == UInt8(ascii: "T") && bytes[13] == UInt8(ascii: ":")
            hour = hasTime ? number(11, 2) : nil
            minute = hasTime ? number(14, 2) : nil
            second = hasTime && bytes.count >= 19 && bytes[16] == UInt8(ascii: ":") ? number(17, 2) : nil
        }

        /// Whether the day, and the time as far as it was read, exist.
        var isOnCalendar: Bool {
            (1...12).contains(month) && day >= 1 && day <= DateText.daysIn(month, of: year)
                && (hour ?? 0) <= 23 && (minute ?? 0) <= 59 && (second ?? 0) <= 59
        }
    }

    /// Days in a month of Foundation's calendar: Julian leap years before the Gregorian reform.
    fileprivate static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2 where year < 1583: return year % 4 == 0 ? 29 : 28
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (the count of days
    /// before March 1 of a year that starts in March, so that February comes last).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `2024-05-01 10:00[:30][ UTC]` as `2024-05-01T10:00[:30]Z`.
    private static func spaced(_ text: String) -> String? {
        let bare = text.hasSuffix(" UTC") ? String(text.dropLast(4)) : text
        let parts = bare.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 10, [5, 8].contains(parts[1].utf8.count) else { return nil }
        return "\(parts[0])T\(parts[1])\(parts[1].utf8.count == 5 ? ":00" : "")Z"
    }
}

// MARK: - Decimal numbers as text

/// The text a decimal attribute's column holds: plain notation, no trailing zeros, so that equal
/// numbers have equal text (a unique index and `=` see them as one) and any SQLite tool shows
/// the number.
enum DecimalText {
    static func canonical(_ number: Decimal) -> String {
        // Parsing compacts the number (12.50 becomes 12.5); arithmetic may leave it longer.
        let text = number.description
        return Decimal(string: text).map(\.description) ?? text
    }

    /// Digits with an optional sign, point and exponent, and nothing else: Foundation's parser
    /// alone takes "12abc" as 12.
    static func decimal(from text: String) -> Decimal? {
        guard isNumeral(text), let number = Decimal(string: text), !number.isNaN else { return nil }
        return number
    }

    /// The decimal a double is written as (its shortest round-tripping digits: 0.1 is 0.1);
    /// nil when it is not finite or is beyond a decimal's range.
    static func decimal(exactly number: Double) -> Decimal? {
        guard number.isFinite else { return nil }
        return decimal(from: String(number))
    }

    private static func isNumeral(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
