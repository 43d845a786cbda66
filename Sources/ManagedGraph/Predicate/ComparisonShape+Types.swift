// MARK: - The types a comparison may compare

extension ComparisonShape {
    /// An operand with the column where it was written; nil for a tree built in Swift.
    struct Placed {
        let operand: Operand
        let column: Int?

        init(_ operand: Operand, at source: ExpressionSource?) {
            self.operand = operand
            self.column = source?.column
        }
    }

    /// What an operand holds, as far as it can be told before reading any row.
    enum Kind: Equatable {
        case text
        case number
        /// A date, a UUID, bytes, a decimal or a transformable value: each its own kind.
        case other(AttributeType)
        /// An object of an entity, and the root of the entity's hierarchy.
        case object(String, root: String)
        case unknown

        var noun: PredicateProblem.Argument {
            switch self {
            case .text: return .problem(.init(.text))
            case .number: return .problem(.init(.aNumber))
            case .other(let type): return .problem(.init(type.nounMessage))
            case .object(let entity, _): return .problem(.init(.anEntity, "\(entity)"))
            case .unknown: return .problem(.init(.unknown))
            }
        }

        /// Objects of one hierarchy are of one kind: a relationship to a parent entity holds
        /// objects of its sub-entities (Core Data's `isKindOfEntity:`).
        static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.text, .text), (.number, .number), (.unknown, .unknown): return true
            case (.other(let a), .other(let b)): return a == b
            case (.object(_, let a), .object(_, let b)): return a == b
            default: return false
            }
        }

        init(_ type: AttributeType) {
            switch type {
            case .string: self = .text
            case .integer, .double, .boolean: self = .number
            case .date, .uuid, .binaryData, .decimal, .transformable: self = .other(type)
            }
        }
    }

    static func kind(_ operand: Operand) -> Kind {
        switch operand {
        case .constant(.string): return .text
        case .constant(.integer), .constant(.double), .constant(.bool): return .number
        case .constant(.date): return .other(.date)
        case .constant(.uuid): return .other(.uuid)
        case .constant(.data): return .other(.binaryData)
        case .constant(.decimal): return .other(.decimal)
        case .constant(.transformable): return .other(.transformable)
        case .constant(.null): return .unknown
        case .object(_, let entity, let root): return .object(entity, root: root)
        case .path(let path):
            if let type = path.valueType { return Kind(type) }
            if case .object(let entity) = path.terminal { return .object(entity.name, root: entity.rootName) }
            return .unknown
        case .arithmetic, .negated: return .number
        case .subquery(let subquery): return subquery.valueType.map(Kind.init) ?? .number
        }
    }

    static func describe(_ operand: Operand) -> PredicateProblem.Argument {
        switch operand {
        case .constant(let value): return value.literalArgument
        case .object(_, let entity, _): return .problem(.init(.anEntityObject, "\(entity)"))
        case .path(let path): return "\(path.text)"
        case .arithmetic(_, _, _, let text), .negated(_, let text): return "\(text)"
        case .subquery(let subquery): return "\(subquery.text)"
        }
    }

    /// Refuses comparisons of text with numbers and of objects with values; returns whether
    /// the comparison is between texts (so `[c]`/`[d]` apply). The left side sets the type: a
    /// refusal points at what it is compared with (`owner.age < "abc"` at `"abc"`), or at the
    /// left side or the operator when they are what cannot work.
    static func checkTypes(
        lhs: Placed,
        op: ComparisonOperator,
        operatorColumn: Int?,
        others: [Placed]
    )
        throws(PredicateError) -> Bool
    {
        let left = kind(lhs.operand)
        if op.isStringOperator {
            if left != .text && left != .unknown {
                throw PredicateError(
                    .needsTextOnTheLeft,
                    describe(lhs.operand),
                    left.noun,
                    "\(op.rawValue)",
                    column: lhs.column
                )
            }
            for other in others where kind(other.operand) != .text && kind(other.operand) != .unknown {
                throw PredicateError(
                    .needsTextOnTheRight,
                    "\(op.rawValue)",
                    describe(other.operand),
                    kind(other.operand).noun,
                    column: other.column
                )
            }
            if op == .matches, let pattern = others.first, case .constant(.string(let text)) = pattern.operand,
                let problem = PatternMatching.regexProblem(text)
            {
                throw PredicateError(problem, column: pattern.column)
            }
            return true
        }
        if case .object(let entity, _) = left {
            guard op == .equal || op == .notEqual || op == .in else {
                throw PredicateError(
                    .relationshipComparison,
                    describe(lhs.operand),
                    "\(entity)",
                    column: operatorColumn
                )
            }
        }
        if left == .other(.transformable) {
            guard op == .equal || op == .notEqual || op == .in else {
                throw PredicateError(.transformableComparison, describe(lhs.operand), column: operatorColumn)
            }
        }
        for other in others {
            let right = kind(other.operand)
            guard left != .unknown, right != .unknown, left != right else { continue }
            throw PredicateError(
                .typeMismatch,
                describe(lhs.operand),
                left.noun,
                describe(other.operand),
                right.noun,
                column: other.column
            )
        }
        return left == .text || others.contains { kind($0.operand) == .text }
    }
}
