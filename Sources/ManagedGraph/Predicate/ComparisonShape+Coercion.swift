import Foundation

// MARK: - Constants made the kind of what they are compared with

extension ComparisonShape.Placed {
    init(_ operand: ComparisonShape.Operand, column: Int?) {
        self.operand = operand
        self.column = column
    }
}

extension ComparisonShape {
    /// The constant `placed` as the left side's type compares it, so that SQL binds and memory
    /// compares the same value: a number compared with a decimal attribute becomes the decimal
    /// it is written as (`price > 2.5` compares with 2.5 exactly, not with the double nearest to
    /// it); a decimal compared with a number attribute becomes a double, as SQLite would read
    /// it. A date that is not finite, and a decimal that is not a number, compare with nothing
    /// (SQLite would bind NaN as NULL) and are refused. Text compared with a date attribute by
    /// `op` (not a string operator) is read as ISO 8601 (see `dateFromText`).
    static func coerced(
        _ placed: Placed,
        comparedWith lhs: Placed,
        by op: ComparisonOperator
    ) throws(PredicateError) -> Placed {
        // Arithmetic on constants alone is computed once, here, and coerced as its result.
        let value: StoreValue
        switch placed.operand {
        case .constant(let constant): value = constant
        case .arithmetic, .negated:
            guard let computed = placed.operand.constantValue, Self.type(of: lhs.operand) == .decimal else {
                return placed
            }
            value = computed
        default: return placed
        }
        if let reason = value.unstorableMessage {
            throw PredicateError(
                .cannotCompareValue,
                value.literalArgument,
                .problem(.init(reason)),
                column: placed.column
            )
        }
        let computed = Placed(.constant(value), column: placed.column)
        guard let type = Self.type(of: lhs.operand) else { return computed }
        switch (type, value) {
        case (.decimal, .integer(let number)):
            return Placed(.constant(.decimal(Decimal(number))), column: placed.column)
        case (.decimal, .double(let number)):
            guard let decimal = DecimalText.decimal(exactly: number) else {
                throw PredicateError(
                    .decimalOverflow,
                    describe(lhs.operand),
                    value.literalArgument,
                    column: placed.column
                )
            }
            return Placed(.constant(.decimal(decimal)), column: placed.column)
        case (.integer, .decimal(let number)), (.double, .decimal(let number)):
            return Placed(.constant(.double(Double(DecimalText.canonical(number)) ?? .nan)), column: placed.column)
        case (.date, .string(let text)) where !op.isStringOperator:
            return Placed(
                .constant(.date(try dateFromText(text, comparedWith: lhs, at: placed))),
                column: placed.column
            )
        default:
            return computed
        }
    }

    /// The attribute type a key path or a SUBQUERY's collection operator yields.
    private static func type(of operand: Operand) -> AttributeType? {
        switch operand {
        case .path(let path): return path.valueType
        case .subquery(let subquery): return subquery.valueType
        default: return nil
        }
    }
}

// MARK: - Dates written as text

extension ComparisonShape {
    /// The date ISO 8601 text compared with a date attribute stands for: `caught >= "2020-01-02"`
    /// (a day alone starts at midnight UTC), `caught < "2020-01-02T10:30:00+02:00"`.
    ///
    /// Where this differs from Core Data: there a date compares only with a date, and such a
    /// predicate throws when it is evaluated. Here text is what someone typing a predicate at a
    /// prompt writes, so it is read as the date it spells; `CAST("2020-01-02", "NSDate")` still
    /// works, and is what a printed predicate writes. Text that is not a date is refused at its
    /// column, before anything runs.
    fileprivate static func dateFromText(
        _ text: String,
        comparedWith lhs: Placed,
        at placed: Placed
    ) throws(PredicateError) -> Date {
        guard let date = DateText.date(from: text) else {
            throw PredicateError(
                .notADateText,
                describe(lhs.operand),
                StoreValue.string(text).literalArgument,
                column: placed.column
            )
        }
        return date
    }
}
