import Foundation

// MARK: - CAST(…, "NSDate") and the other literals of values without one

/// The literals of dates, decimal numbers, UUIDs, bytes and transformable values: a `CAST` of
/// a number or a string to a type name, as `NSPredicate` prints a date (`CAST(721692000,
/// "NSDate")`, seconds since 1 January 2001). The printer writes every such value this way,
/// so that a printed predicate reads back as the same tree; most come from `%@` arguments.
///
/// | type name | what it casts | Apple's |
/// |---|---|---|
/// | `"NSDate"` | seconds since 1 January 2001, or ISO 8601 text | the number form |
/// | `"NSDecimalNumber"` | a number, or its digits as text | yes |
/// | `"NSUUID"` | the UUID as text | no |
/// | `"NSData"` | the bytes in Base64 | no |
/// | `"Transformable"` | a transformable value's JSON text | no |
enum PredicateCast {
    /// `CAST(…)` for a value of a kind that has no literal of its own; nil for the others.
    static func literal(_ value: StoreValue) -> String? {
        switch value {
        case .date(let date):
            return "CAST(\(PredicatePrinter.literal(.double(date.timeIntervalSinceReferenceDate))), \"NSDate\")"
        case .decimal, .uuid, .data, .transformable:
            return "CAST(\(PredicatePrinter.stringLiteral(value.textForm ?? "")), \"\(typeName(of: value))\")"
        case .null, .integer, .double, .string, .bool: return nil
        }
    }

    private static func typeName(of value: StoreValue) -> String {
        switch value {
        case .decimal: return "NSDecimalNumber"
        case .uuid: return "NSUUID"
        case .data: return "NSData"
        default: return "Transformable"
        }
    }

    private static let types: [String: AttributeType] = [
        "NSDate": .date, "NSDecimalNumber": .decimal, "NSUUID": .uuid, "NSData": .binaryData,
        "Transformable": .transformable,
    ]

    /// Reads `CAST ( value , "Type" )` from `tokens[start]`, the word `CAST`; returns the value
    /// and the position after the closing parenthesis.
    static func parse(_ tokens: [PredicateToken], at start: Int) throws(PredicateError) -> (StoreValue, next: Int) {
        let form = "CAST(value, \"NSDate\")"
        var position = start + 2
        func token() -> PredicateToken { tokens[min(position, tokens.count - 1)] }
        func expected(_ what: PredicateProblem.Message) -> PredicateError {
            if case .invalid(let error) = token().kind { return error }
            let inForm = PredicateProblem(.inForm, .problem(.init(what)), "\(form)")
            return PredicateError(.expected, .problem(inForm), column: token().column)
        }
        // The value: a string, or a number with its sign.
        let valueToken = token()
        var negative = false
        if valueToken.kind == .symbol(.minus) {
            negative = true
            position += 1
        }
        let written: (text: String, isNumber: Bool)
        switch token().kind {
        case .string(let text) where !negative: written = (text, false)
        case .number(let digits, _): written = ((negative ? "-" : "") + digits, true)
        default: throw expected(.aNumberOrAString)
        }
        position += 1
        guard token().kind == .symbol(.comma) else { throw expected(.comma) }
        position += 1
        let typeToken = token()
        guard case .string(let name) = typeToken.kind else { throw expected(.aTypeName) }
        guard let type = types[name] else {
            let names = types.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw PredicateError(
                .castUnsupported,
                "\(PredicatePrinter.stringLiteral(PredicateFormatText.truncated(name, limit: 20)))",
                "\(names)",
                column: typeToken.column
            )
        }
        position += 1
        guard token().kind == .symbol(.closeParenthesis) else { throw expected(.closeParenthesis) }
        guard let value = value(written.text, isNumber: written.isNumber, as: type) else {
            let shown = written.isNumber ? written.text : PredicatePrinter.stringLiteral(written.text)
            throw PredicateError(
                .castValue,
                "\(PredicateFormatText.excerpt(shown))",
                .problem(.init(type.nounMessage)),
                .problem(.init(expectation(for: type))),
                column: valueToken.column
            )
        }
        return (value, position + 1)
    }

    private static func value(_ text: String, isNumber: Bool, as type: AttributeType) -> StoreValue? {
        switch (type, isNumber) {
        case (.date, true):
            guard let seconds = Double(text), seconds.isFinite else { return nil }
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case (.decimal, true): return DecimalText.decimal(from: text).map(StoreValue.decimal)
        case (_, true): return nil
        case (_, false): return StoreValue(text: text, as: type)
        }
    }

    private static func expectation(for type: AttributeType) -> PredicateProblem.Message {
        switch type {
        case .date: return .castDate
        case .decimal: return .castDecimal
        case .uuid: return .castUUID
        case .binaryData: return .castData
        default: return .castJSON
        }
    }
}
