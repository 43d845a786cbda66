// MARK: - Printing a predicate as a format string

/// Writes a predicate in canonical format syntax: upper-case keywords, `==` rather than `=`,
/// double-quoted strings, `[cd]` options, and parentheses around every AND or OR that is an
/// operand of another, so nesting survives a round trip even where precedence would not need
/// them. Parsing the result gives back the same tree.
///
/// What has no spelling is normalized: an AND or OR of zero operands prints as TRUEPREDICATE or
/// FALSEPREDICATE and one of a single operand as that operand (the parser never builds these);
/// an empty key path prints as SELF, and one from a variable as the variable (`$x`). Arithmetic
/// gets parentheses only where precedence needs them, and a minus before a number literal
/// always (`-(5)`), since `-5` is the literal itself. Keys and variable names that are not names of letters,
/// digits and `_`, and non-finite numbers, cannot be written; they print as they are (a non-finite
/// number as `1e999`, `-1e999`, `NaN`) and do not read back.
enum PredicatePrinter {
    static func format(_ predicate: ObjectPredicate) -> String {
        switch normalized(predicate) {
        case .constant(let value): return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .and(let operands): return operands.map(operand).joined(separator: " AND ")
        case .or(let operands): return operands.map(operand).joined(separator: " OR ")
        case .not(let inner): return "NOT " + operand(inner)
        case .comparison(let comparison): return format(comparison)
        }
    }

    /// A compound operand in parentheses; anything else as it is (NOT binds tighter than both).
    private static func operand(_ predicate: ObjectPredicate) -> String {
        switch predicate {
        case .and, .or: return "(" + format(predicate) + ")"
        default: return format(predicate)
        }
    }

    /// The tree without the AND and OR nodes of fewer than two operands that have no spelling.
    static func normalized(_ predicate: ObjectPredicate) -> ObjectPredicate {
        switch predicate {
        case .constant, .comparison: return predicate
        case .not(let inner): return .not(normalized(inner))
        case .and(let operands):
            if operands.isEmpty { return .constant(true) }
            return operands.count == 1 ? normalized(operands[0]) : .and(operands.map(normalized))
        case .or(let operands):
            if operands.isEmpty { return .constant(false) }
            return operands.count == 1 ? normalized(operands[0]) : .or(operands.map(normalized))
        }
    }

    // MARK: Comparisons

    static func format(_ comparison: PredicateComparison) -> String {
        let quantifier = comparison.quantifier == .direct ? "" : comparison.quantifier.rawValue + " "
        return quantifier + format(comparison.left) + " " + comparison.op.rawValue
            + optionsSuffix(comparison.options) + " " + format(comparison.right)
    }

    static func optionsSuffix(_ options: StringOptions) -> String {
        switch (options.contains(.caseInsensitive), options.contains(.diacriticInsensitive)) {
        case (true, true): return "[cd]"
        case (true, false): return "[c]"
        case (false, true): return "[d]"
        case (false, false): return ""
        }
    }

    // MARK: Expressions

    static func format(_ expression: ValueExpression) -> String {
        switch expression {
        case .value(let value): return literal(value)
        case .object(let id): return "OBJECT(\(stringLiteral(id.entityName)), \(id.primaryKey))"
        case .keyPath(let path): return keyPath(path)
        case .evaluatedObject: return "SELF"
        case .variable(let name): return "$" + name
        case .aggregate(let items): return "{" + items.map(format).joined(separator: ", ") + "}"
        case .arithmetic(let op, let left, let right):
            return arithmeticOperand(left, of: op, onTheRight: false) + " " + op.rawValue + " "
                + arithmeticOperand(right, of: op, onTheRight: true)
        case .negated(let inner):
            // `-5` would read back as the literal -5, and `-a + 1` as (-a) + 1.
            switch inner {
            case .value(.integer), .value(.double), .arithmetic: return "-(" + format(inner) + ")"
            default: return "-" + format(inner)
            }
        case .variableKeyPath(let name, let path):
            let keys = keyPath(path)
            return path.components.isEmpty && path.collectionOperator == nil ? "$" + name : "$" + name + "." + keys
        case .subquery(let subquery): return format(subquery)
        }
    }

    /// An operand of `op`, in parentheses where the tree groups it against precedence: a looser
    /// operation on either side, an equal one on the right (all are read from left to right).
    private static func arithmeticOperand(
        _ operand: ValueExpression,
        of op: ArithmeticOperator,
        onTheRight: Bool
    ) -> String {
        guard case .arithmetic(let inner, _, _) = operand else { return format(operand) }
        let grouped = onTheRight ? inner.precedence <= op.precedence : inner.precedence < op.precedence
        return grouped ? "(" + format(operand) + ")" : format(operand)
    }

    /// `SUBQUERY(collection, $x, predicate)`, then its collection operator and keys.
    private static func format(_ subquery: PredicateSubquery) -> String {
        var text =
            "SUBQUERY(" + format(subquery.collection) + ", $" + subquery.variable + ", "
            + format(subquery.predicate) + ")"
        if let op = subquery.collectionOperator { text += "." + op.rawValue }
        for name in subquery.operand { text += "." + key(name) }
        return text
    }

    static func keyPath(_ path: ModelKeyPath) -> String {
        var parts = path.components.map(key)
        if let op = path.collectionOperator { parts.append(op.rawValue) }
        parts += path.operand.map(key)
        return parts.isEmpty ? "SELF" : parts.joined(separator: ".")
    }

    /// A key, with `#` when it is a reserved word (`#in`).
    private static func key(_ name: String) -> String {
        PredicateFormatText.isReserved(name) ? "#" + name : name
    }

    static func literal(_ value: StoreValue) -> String {
        switch value {
        case .null: return "nil"
        case .integer(let number): return String(number)
        case .double(let number):
            if number.isNaN { return "NaN" }
            if number.isInfinite { return number < 0 ? "-1e999" : "1e999" }
            return String(number)
        case .string(let text): return stringLiteral(text)
        case .bool(let flag): return flag ? "TRUE" : "FALSE"
        case .date, .uuid, .data, .decimal, .transformable: return PredicateCast.literal(value) ?? ""
        }
    }

    /// Text in double quotes, escaped so that it reads back exactly and stays on one line.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if PredicateFormatText.isUnprintable(scalar) {
                    result += PredicateFormatText.escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
