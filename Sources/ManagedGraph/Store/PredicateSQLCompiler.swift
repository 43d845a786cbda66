import TextRules

// MARK: - Predicates to SQL

/// A piece of SQL with its bound values: values are never spliced into the text.
struct SQLFragment {
    var sql: String
    var arguments: [StoreValue]

    /// Both conditions, the first's arguments first; either alone when the other is nil.
    static func both(_ first: SQLFragment?, _ second: SQLFragment?) -> SQLFragment? {
        guard let first else { return second }
        guard let second else { return first }
        return SQLFragment(sql: "(\(first.sql)) AND (\(second.sql))", arguments: first.arguments + second.arguments)
    }
}

/// Compiles a predicate to a SQL boolean expression over `FROM "Entity" AS alias`.
///
/// Key paths are resolved against the model (only declared names reach SQL); to-one key paths
/// become correlated subqueries, `ANY`/`ALL`/`NONE` become `EXISTS`, collection operators
/// become aggregate subqueries, and so does `SUBQUERY`, correlated with the row (or the member)
/// its collection starts from. Arithmetic is SQLite's own, whose rules `PredicateArithmetic`
/// reproduces. Comparisons follow `PredicateComparator`'s rules exactly: nil equals only nil,
/// an ordering with nil is false, and `NOT` sees two-valued logic.
struct PredicateSQLCompiler {
    let schema: StoreSchema

    func compile(
        _ predicate: ObjectPredicate,
        entity: EntityDescription,
        alias: String
    ) throws(PredicateError)
        -> SQLFragment
    {
        let compilation = PredicateSQLCompilation(schema: schema)
        let shaped = try PredicateShaper(resolver: compilation.resolver).shape(
            predicate,
            scope: PredicateScope(entity: entity)
        )
        let sql = try compilation.predicate(shaped, scope: SQLScope(root: alias), negated: false)
        return SQLFragment(sql: sql, arguments: compilation.arguments)
    }

    /// The SQL value of a key path that follows only to-one relationships (for sorting and
    /// dictionary results). With `folded`, a text attribute comes case- and diacritic-folded.
    func scalar(
        _ path: ModelKeyPath,
        entity: EntityDescription,
        alias: String,
        folded: Bool = false
    )
        throws(PredicateError) -> (sql: String, type: AttributeType?)
    {
        let compilation = PredicateSQLCompilation(schema: schema)
        let resolved = try compilation.resolver.resolve(path, from: entity)
        guard !resolved.crossesToMany || resolved.collectionOperator != nil else {
            throw PredicateError(.cannotSortToMany, "\(resolved.text)")
        }
        let sql = try compilation.value(
            of: resolved,
            alias: alias,
            folding: folded ? [.caseInsensitive, .diacriticInsensitive] : []
        )
        return (sql, resolved.valueType)
    }
}

// MARK: - Where key paths start in SQL

/// The table alias each key path starts from: the fetched row's, or, inside a SUBQUERY, the
/// alias of the member its variable stands for.
struct SQLScope {
    let root: String
    private(set) var variables: [String: String] = [:]

    init(root: String) {
        self.root = root
    }

    func alias(for path: ResolvedKeyPath) -> String {
        path.variable.flatMap { variables[$0] } ?? root
    }

    func binding(_ variable: String, to alias: String) -> SQLScope {
        var scope = self
        scope.variables[variable] = alias
        return scope
    }
}

// MARK: - One compilation

/// The state of one compilation: bound values, in order, and fresh table aliases.
final class PredicateSQLCompilation {
    let schema: StoreSchema
    let resolver: KeyPathResolver
    var arguments: [StoreValue] = []
    private var aliasCount = 0

    init(schema: StoreSchema) {
        self.schema = schema
        self.resolver = KeyPathResolver(model: schema.model)
    }

    func bind(_ value: StoreValue) -> String {
        arguments.append(value)
        return "?"
    }

    func freshAlias() -> String {
        aliasCount += 1
        return "p\(aliasCount)"
    }

    // MARK: Predicates

    func predicate(
        _ predicate: ShapedPredicate,
        scope: SQLScope,
        negated: Bool
    )
        throws(PredicateError) -> String
    {
        switch predicate {
        case .constant(let value):
            return value ? "1" : "0"
        case .and(let operands):
            guard !operands.isEmpty else { return "1" }
            var parts: [String] = []
            for operand in operands {
                parts.append(try self.predicate(operand, scope: scope, negated: negated))
            }
            return Self.grouped(parts[...], by: " AND ")
        case .or(let operands):
            guard !operands.isEmpty else { return "0" }
            var parts: [String] = []
            for operand in operands {
                parts.append(try self.predicate(operand, scope: scope, negated: negated))
            }
            return Self.grouped(parts[...], by: " OR ")
        case .not(let operand):
            let inner = try self.predicate(operand, scope: scope, negated: !negated)
            // A group is already parenthesized; another pair would only deepen SQLite's parser stack.
            switch operand {
            case .and(let operands) where !operands.isEmpty: return "NOT " + inner
            case .or(let operands) where !operands.isEmpty: return "NOT " + inner
            default: return "NOT (" + inner + ")"
            }
        case .comparison(let shape):
            return try comparison(shape, scope: scope, negated: negated)
        }
    }

    /// `(a OR b OR …)`, split into balanced groups of at most `groupSize`: SQLite nests a flat
    /// chain one level per operand and refuses expressions deeper than 1000 levels, so a long
    /// list of alternatives would otherwise fail.
    static func grouped(_ parts: ArraySlice<String>, by separator: String) -> String {
        let groupSize = 64
        guard parts.count > groupSize else { return "(" + parts.joined(separator: separator) + ")" }
        let chunk = (parts.count + groupSize - 1) / groupSize
        let groups = stride(from: parts.startIndex, to: parts.endIndex, by: chunk).map { start in
            grouped(parts[start..<min(start + chunk, parts.endIndex)], by: separator)
        }
        return grouped(groups[...], by: separator)
    }

    // MARK: Comparisons

    func comparison(_ shape: ComparisonShape, scope: SQLScope, negated: Bool) throws(PredicateError) -> String {
        if shape.isConstantOnly {
            // Nothing to read from a row: decide now, exactly as memory would.
            let rhs = shape.rightOperands.map { $0.constantValue! }
            return PredicateComparator.compare(shape, shape.lhs.constantValue!, rhs) ? "1" : "0"
        }
        switch shape.form {
        case .quantified(let path, let quantifier):
            return try quantified(
                shape,
                steps: path.steps[...],
                quantifier: quantifier,
                alias: scope.alias(for: path),
                scope: scope,
                negated: negated
            )
        case .direct:
            let alias: String
            if case .path(let path) = shape.lhs { alias = scope.alias(for: path) } else { alias = scope.root }
            return try leaf(shape, lhsAlias: alias, lhsSteps: nil, scope: scope, negated: negated)
        }
    }

    /// `ANY`/`ALL`/`NONE` over the first to-many step of `steps`, recursively for later ones.
    private func quantified(
        _ shape: ComparisonShape,
        steps: ArraySlice<ResolvedKeyPath.Step>,
        quantifier: Quantifier,
        alias: String,
        scope: SQLScope,
        negated: Bool
    ) throws(PredicateError) -> String {
        guard let manyIndex = steps.firstIndex(where: { $0.relationship.isToMany }) else {
            return try leaf(shape, lhsAlias: alias, lhsSteps: steps, scope: scope, negated: negated)
        }
        let owner = try objectKey(following: steps[steps.startIndex..<manyIndex], alias: alias)
        let (from, inner, correlation) = try toManySource(steps[manyIndex], owner: owner)
        let rest = steps[(manyIndex + 1)...]
        switch quantifier {
        case .any, .direct:
            // An EXISTS is two-valued whatever surrounds it: its body starts afresh, not negated.
            let condition = try quantified(
                shape,
                steps: rest,
                quantifier: .any,
                alias: inner,
                scope: scope,
                negated: false
            )
            return "EXISTS (SELECT 1 FROM \(from) WHERE \(correlation) AND \(condition))"
        case .none:
            let condition = try quantified(
                shape,
                steps: rest,
                quantifier: .any,
                alias: inner,
                scope: scope,
                negated: false
            )
            return "NOT EXISTS (SELECT 1 FROM \(from) WHERE \(correlation) AND \(condition))"
        case .all:
            // The body sits under the NOT of `NOT (condition)`, whatever surrounds the EXISTS: a
            // NULL there must read as false, so a related nil counts as a counter-example, as in memory.
            let condition = try quantified(
                shape,
                steps: rest,
                quantifier: .all,
                alias: inner,
                scope: scope,
                negated: true
            )
            return "NOT EXISTS (SELECT 1 FROM \(from) WHERE \(correlation) AND NOT (\(condition)))"
        }
    }

    /// The comparison itself, once any to-many steps are bound to a row alias. Right-hand key
    /// paths start where the scope says: the fetched row, or a SUBQUERY's member.
    private func leaf(
        _ shape: ComparisonShape,
        lhsAlias: String,
        lhsSteps: ArraySlice<ResolvedKeyPath.Step>?,
        scope: SQLScope,
        negated: Bool
    ) throws(PredicateError) -> String {
        let options = shape.foldingOptions
        // Each use of a side renders it afresh, so a bound value gets one `?` per use.
        // A decimal compares through its collation, which the left side alone decides: a key
        // path, a SUBQUERY's @min or @max, or a constant, inside a SUBQUERY as outside.
        let collation =
            ComparisonShape.kind(shape.lhs) == .other(.decimal) ? DecimalCollation.clause(for: .decimal) : ""
        let lhs: () throws(PredicateError) -> String = { () throws(PredicateError) -> String in
            if let lhsSteps, case .path(let path) = shape.lhs {
                return try self.value(steps: lhsSteps, terminal: path.terminal, alias: lhsAlias, folding: options)
                    + collation
            }
            return try self.operand(shape.lhs, scope: scope, folding: options) + collation
        }
        let rhs: (ComparisonShape.Operand) throws(PredicateError) -> String = {
            (operand) throws(PredicateError) -> String in
            try self.operand(operand, scope: scope, folding: options)
        }
        // The narrowing first: values are bound in the order of the text.
        var narrowing = foldedNarrowing(shape, lhsSteps: lhsSteps, alias: lhsAlias)
        var exact = false
        if narrowing == nil,
            let related = try relatedNarrowing(shape, lhsSteps: lhsSteps, alias: lhsAlias, rhs: rhs, options: options)
        {
            (narrowing, exact) = (related.sql, related.isExact)
        }
        // An exact narrowing is the comparison, NULL included: no test row by row after it.
        if exact, let narrowing { return negated ? "coalesce(\(narrowing), 0)" : narrowing }
        let compared = try operation(shape, lhs: lhs, rhs: rhs, options: options)
        let sql = narrowing.map { "(\($0) AND \(compared))" } ?? compared
        // Under NOT, NULL must read as false, as it does in memory.
        return negated ? "coalesce(\(sql), 0)" : sql
    }

    /// For a comparison of an attribute across one to-one relationship with constants
    /// (`race.code == 25`, `race.name BEGINSWITH[c] "pi"`): the rows whose related row matches,
    /// by the relationship's column, which its index finds —
    /// `t0."race" IN (SELECT p2.Z_PK FROM "Race" p2 WHERE p2."code" = ?)` — where the comparison
    /// alone reads the related value row by row, a scan of the table. A row matches exactly when
    /// its related row does, and reads NULL where it has none, as the test row by row does (a
    /// key that names no row reads false, where the test reads NULL: the same under NOT, which
    /// reads NULL as false), so the narrowing is the whole comparison, and its matches are
    /// counted from the kept link counts (`RelatedMatch`). Not with a nil among the
    /// constants: a row without a related row reads nil. Equality with a unique attribute
    /// compares with `=`: at most one row matches it, and an index that starts with the
    /// relationship's column gives the rows in order.
    private func relatedNarrowing(
        _ shape: ComparisonShape,
        lhsSteps: ArraySlice<ResolvedKeyPath.Step>?,
        alias: String,
        rhs: (ComparisonShape.Operand) throws(PredicateError) -> String,
        options: StringOptions
    ) throws(PredicateError) -> (sql: String, isExact: Bool)? {
        let narrowed: [ComparisonOperator] = [
            .equal, .less, .lessOrEqual, .greater, .greaterOrEqual, .between, .in, .beginsWith,
        ]
        guard narrowed.contains(shape.op), lhsSteps == nil,
            case .path(let path) = shape.lhs, path.steps.count == 1, path.collectionOperator == nil,
            !path.steps[0].relationship.isToMany, case .attribute = path.terminal,
            !shape.rightOperands.isEmpty,
            shape.rightOperands.allSatisfy({ $0.constantValue.map { $0 != .null } ?? false })
        else { return nil }
        let step = path.steps[0]
        let related = freshAlias()
        // The related rows are found by their own index too, where their attribute has one.
        let shadow = foldedNarrowing(shape, terminal: path.terminal, alias: related)
        let column = try value(steps: [], terminal: path.terminal, alias: related, folding: options)
        let matching = try operation(
            shape,
            lhs: { () throws(PredicateError) -> String in column },
            rhs: rhs,
            options: options
        )
        // Equal to a unique attribute, exactly: one related row at most, so `=`, with which an
        // index that starts with the relationship's column also gives the rows in order.
        let single: Bool
        if case .attribute(let attribute, _) = path.terminal, attribute.isUnique, shape.op == .equal,
            shape.rightOperands.count == 1, options.isEmpty || attribute.type != .string
        {
            single = true
        } else {
            single = false
        }
        let sql =
            "\(alias).\(step.relationship.name.quotedSQLIdentifier) \(single ? "=" : "IN") "
            + "(SELECT \(related).\(StoreSchema.primaryKey) FROM \(step.destination.quotedTable) \(related) "
            + "WHERE \(shadow.map { "\($0) AND " } ?? "")\(matching))"
        return (sql, true)
    }

    /// For a comparison with an ASCII text of an attribute of the row that has a folded shadow
    /// column: the part of that column the matches lie in, which its index (the shadow first,
    /// then the text) can find, ANDed before the exact test, which no index serves alone.
    ///
    /// - `BEGINSWITH[c]` (whose exact test reads `pd_fold_case`): the range of the prefix. Sound
    ///   because folding case and diacritics keeps whatever ASCII prefix folding case alone gives
    ///   a text: every scalar whose lowercase mapping begins with ASCII folds to that same ASCII
    ///   (`FastPathTests` checks every scalar).
    /// - `==`: the shadow every match has. ASCII only: its fold is plain lowercasing, whatever
    ///   Unicode tables folded the stored text, so a stored text equal to it has exactly this
    ///   shadow.
    ///
    /// So the narrowing drops no match; the exact test drops the rest, and NULL stays NULL.
    private func foldedNarrowing(
        _ shape: ComparisonShape,
        lhsSteps: ArraySlice<ResolvedKeyPath.Step>?,
        alias: String
    ) -> String? {
        guard lhsSteps?.isEmpty ?? true, case .path(let path) = shape.lhs, path.steps.isEmpty,
            path.collectionOperator == nil
        else { return nil }
        return foldedNarrowing(shape, terminal: path.terminal, alias: alias)
    }

    /// `foldedNarrowing(_:lhsSteps:alias:)` for the attribute `terminal` of the row `alias`.
    private func foldedNarrowing(_ shape: ComparisonShape, terminal: ResolvedKeyPath.Terminal, alias: String) -> String?
    {
        guard shape.op == .beginsWith || shape.op == .equal,
            case .attribute(let attribute, _) = terminal,
            let shadow = schema.foldedColumn(for: attribute),
            let constant = shape.rhs.constantValue,
            case .string(let text) = ComparisonShape.fold(constant, shape.foldingOptions),
            text.utf8.allSatisfy({ $0 < 0x80 })
        else { return nil }
        let column = "\(alias).\(shadow)"
        if shape.op == .beginsWith, shape.foldingOptions == [.caseInsensitive], !text.isEmpty,
            let upper = ComparisonShape.successor(of: text)
        {
            return "\(column) >= \(bind(.string(text))) AND \(column) < \(bind(.string(upper)))"
        }
        if shape.op == .equal, shape.foldingOptions.isEmpty {
            return "\(column) = \(bind(.string(TextFolding.fold(text))))"
        }
        return nil
    }

    private func operation(
        _ shape: ComparisonShape,
        lhs: () throws(PredicateError) -> String,
        rhs: (ComparisonShape.Operand) throws(PredicateError) -> String,
        options: StringOptions
    ) throws(PredicateError) -> String {
        let constant = shape.rhs.constantValue.map { ComparisonShape.fold($0, options) }
        switch shape.op {
        case .equal:
            if constant == .null { return "\(try lhs()) IS NULL" }
            if constant != nil { return "\(try lhs()) = \(try rhs(shape.rhs))" }
            return "\(try lhs()) IS \(try rhs(shape.rhs))"
        case .notEqual:
            if constant == .null { return "\(try lhs()) IS NOT NULL" }
            return "\(try lhs()) IS NOT \(try rhs(shape.rhs))"
        case .less: return "\(try lhs()) < \(try rhs(shape.rhs))"
        case .lessOrEqual: return "\(try lhs()) <= \(try rhs(shape.rhs))"
        case .greater: return "\(try lhs()) > \(try rhs(shape.rhs))"
        case .greaterOrEqual: return "\(try lhs()) >= \(try rhs(shape.rhs))"
        case .between:
            return "(\(try lhs()) >= \(try rhs(shape.list[0])) AND \(try lhs()) <= \(try rhs(shape.list[1])))"
        case .in:
            // IN is "== one of them": constants go in one IN (…), a nil as IS NULL, and key paths
            // with IS, so that a nil they read equals a nil on the left as `==` has it. Each part
            // renders its left side before its items: values are bound in the order of the text.
            let constants = shape.list.filter { $0.constantValue != nil && $0.constantValue != .null }
            var parts: [String] = []
            if !constants.isEmpty {
                let left = try lhs()
                var items: [String] = []
                for item in constants { items.append(try rhs(item)) }
                parts.append("\(left) IN (\(items.joined(separator: ", ")))")
            }
            if shape.list.contains(where: { $0.constantValue == .null }) { parts.append("\(try lhs()) IS NULL") }
            for item in shape.list where item.constantValue == nil {
                let left = try lhs()
                parts.append("\(left) IS \(try rhs(item))")
            }
            return parts.isEmpty ? "0" : Self.grouped(parts[...], by: " OR ")
        case .beginsWith:
            if case .string(let prefix)? = constant {
                if prefix.isEmpty { return "\(try lhs()) IS NOT NULL" }
                if let upper = ComparisonShape.successor(of: prefix) {
                    // A range an index can serve: exactly the texts that start with the prefix.
                    return "(\(try lhs()) >= \(bind(.string(prefix))) AND \(try lhs()) < \(bind(.string(upper))))"
                }
                let length = prefix.unicodeScalars.count
                return "substr(\(try lhs()), 1, \(length)) = \(bind(.string(prefix)))"
            }
            return "substr(\(try lhs()), 1, length(\(try rhs(shape.rhs)))) = \(try rhs(shape.rhs))"
        case .endsWith:
            if case .string(let suffix)? = constant {
                if suffix.isEmpty { return "\(try lhs()) IS NOT NULL" }
                let length = suffix.unicodeScalars.count
                return
                    "(length(\(try lhs())) >= \(length) AND substr(\(try lhs()), -\(length)) = \(bind(.string(suffix))))"
            }
            return """
                (length(\(try rhs(shape.rhs))) = 0 AND \(try lhs()) IS NOT NULL OR length(\(try lhs())) >= \
                length(\(try rhs(shape.rhs))) AND substr(\(try lhs()), -length(\(try rhs(shape.rhs)))) = \(try rhs(shape.rhs)))
                """
        case .contains:
            return "instr(\(try lhs()), \(try rhs(shape.rhs))) > 0"
        case .like:
            return "\(PredicateSQLFunctions.like)(\(try lhs()), \(try rhs(shape.rhs)))"
        case .matches:
            let flag = shape.options.contains(.caseInsensitive) ? 1 : 0
            return "\(PredicateSQLFunctions.matches)(\(try lhs()), \(try rhs(shape.rhs)), \(flag))"
        }
    }
}
