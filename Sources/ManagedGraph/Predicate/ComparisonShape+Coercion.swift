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
    /// (SQLite would bind NaN as NULL) and are refused.
    static func coerced(_ placed: Placed, comparedWith lhs: Placed) throws(PredicateError) -> Placed {
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
        if let reason = value.unstorableReason {
            throw PredicateError(
                "\(value.literalDescription) cannot be compared: an attribute \(reason)",
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
                    "\(describe(lhs.operand)) is a decimal number; \(value.literalDescription) is beyond what one can hold",
                    column: placed.column
                )
            }
            return Placed(.constant(.decimal(decimal)), column: placed.column)
        case (.integer, .decimal(let number)), (.double, .decimal(let number)):
            return Placed(.constant(.double(Double(DecimalText.canonical(number)) ?? .nan)), column: placed.column)
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
