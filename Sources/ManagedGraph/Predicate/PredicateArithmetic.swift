import Foundation

// MARK: - Arithmetic on numbers

/// The arithmetic operators of the format syntax, by how tightly they bind: `**` first, then
/// `*` and `/`, then `+` and `-`, each group from left to right (`2 - 1 - 1` is 0). A unary minus
/// binds tighter than all of them, so `-2 ** 2` is 4, as a negative literal would be.
public enum ArithmeticOperator: String, Hashable, Sendable, CaseIterable {
    /// `+`
    case add = "+"
    /// `-`
    case subtract = "-"
    /// `*`
    case multiply = "*"
    /// `/`
    case divide = "/"
    /// `**`
    case power = "**"

    /// How tightly the operator binds: higher binds tighter.
    var precedence: Int {
        switch self {
        case .add, .subtract: return 1
        case .multiply, .divide: return 2
        case .power: return 3
        }
    }
}

/// What arithmetic gives, written once for memory; the SQL compiler uses SQLite's own `+ - * /`,
/// whose rules these reproduce exactly, and the store's `pd_power`, which calls `power` here.
///
/// - Integers (booleans count as 0 and 1) stay integers for `+ - *` and `/`, as in Core Data's
///   SQL (SQLite's integer arithmetic) and in `NSExpression`, whose `/` of two integers drops the
///   fraction: `7 / 2` is 3, `7 / 2.0` is 3.5. A result beyond 64 bits becomes a double, as SQLite
///   makes it, rather than wrapping or trapping.
/// - `**` always gives a double: powers leave 64 bits quickly, and fractional or negative
///   exponents need one.
/// - Division by zero gives nil, as SQLite does (`NSExpression` raises an exception, which a
///   fetch cannot): `age / 0 == nil` holds for every person, and `age / 0 > 1` for none.
/// - nil in gives nil out; a result that is not a number (∞ − ∞) is nil too, since SQLite keeps
///   no NaN.
enum PredicateArithmetic {
    static func apply(_ op: ArithmeticOperator, _ lhs: StoreValue, _ rhs: StoreValue) -> StoreValue {
        guard let left = Number(lhs), let right = Number(rhs) else { return .null }
        if op == .power { return power(left.double, right.double) }
        if case .integer(let a) = left, case .integer(let b) = right {
            switch op {
            case .add: return integerResult(a.addingReportingOverflow(b)) ?? doubleResult(left.double + right.double)
            case .subtract:
                return integerResult(a.subtractingReportingOverflow(b)) ?? doubleResult(left.double - right.double)
            case .multiply:
                return integerResult(a.multipliedReportingOverflow(by: b)) ?? doubleResult(left.double * right.double)
            case .divide:
                guard b != 0 else { return .null }
                return integerResult(a.dividedReportingOverflow(by: b)) ?? doubleResult(left.double / right.double)
            case .power: return power(left.double, right.double)
            }
        }
        let (a, b) = (left.double, right.double)
        switch op {
        case .add: return doubleResult(a + b)
        case .subtract: return doubleResult(a - b)
        case .multiply: return doubleResult(a * b)
        case .divide: return b == 0 ? .null : doubleResult(a / b)
        case .power: return power(a, b)
        }
    }

    /// `-value`; `-Int64.min` does not fit, so it is a double, as in SQLite.
    static func negate(_ value: StoreValue) -> StoreValue {
        switch Number(value) {
        case .integer(let a)?: return a == .min ? doubleResult(-Double(a)) : .integer(-a)
        case .real(let a)?: return doubleResult(-a)
        case nil: return .null
        }
    }

    /// `base ** exponent` as a double; nil when that is not a number (`-8 ** 0.5`).
    static func power(_ base: Double, _ exponent: Double) -> StoreValue {
        doubleResult(Foundation.pow(base, exponent))
    }

    private static func integerResult(_ result: (partialValue: Int64, overflow: Bool)) -> StoreValue? {
        result.overflow ? nil : .integer(result.partialValue)
    }

    private static func doubleResult(_ value: Double) -> StoreValue {
        value.isNaN ? .null : .double(value)
    }

    /// A value arithmetic reads: an integer or a double; nil for nil (and text, which type
    /// checks keep out).
    private enum Number {
        case integer(Int64)
        case real(Double)

        init?(_ value: StoreValue) {
            switch value {
            case .integer(let a): self = .integer(a)
            case .bool(let flag): self = .integer(flag ? 1 : 0)
            case .double(let a): self = .real(a)
            // Type checks keep the other kinds out of arithmetic: they are nil here as well.
            case .null, .string, .date, .uuid, .data, .decimal, .transformable: return nil
            }
        }

        var double: Double {
            switch self {
            case .integer(let a): return Double(a)
            case .real(let a): return a
            }
        }
    }
}
