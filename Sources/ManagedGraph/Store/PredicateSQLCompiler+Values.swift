// MARK: - Values in SQL

extension PredicateSQLCompilation {
    /// An operand's SQL value: a bound value when it reads no row (arithmetic on constants
    /// computed once, in Swift), a key path from where the scope says, SQLite's arithmetic, or
    /// a correlated subquery. With `folding`, text comes folded as the options ask.
    func operand(
        _ operand: ComparisonShape.Operand,
        scope: SQLScope,
        folding: StringOptions
    ) throws(PredicateError) -> String {
        // Constants, objects (by key) and arithmetic on constants alike: one bound value.
        if let constant = operand.constantValue { return bind(ComparisonShape.fold(constant, folding)) }
        switch operand {
        case .path(let path): return try value(of: path, alias: scope.alias(for: path), folding: folding)
        case .constant(let value): return bind(value)
        case .object(let key, _, _): return bind(.integer(key))
        case .arithmetic(let op, let left, let right, _):
            let a = try self.operand(left, scope: scope, folding: [])
            let b = try self.operand(right, scope: scope, folding: [])
            // SQLite has no power operator: the store adds one (`PredicateSQLFunctions`).
            if op == .power { return "\(PredicateSQLFunctions.power)(\(a), \(b))" }
            return "(\(a) \(op.rawValue) \(b))"
        case .negated(let inner, _):
            return "(- \(try self.operand(inner, scope: scope, folding: [])))"
        case .subquery(let subquery):
            // `@min` and `@max` of text fold their result, as memory folds the value it gets.
            let sql = try self.subquery(subquery, scope: scope)
            return subquery.valueType == .string ? Self.folded(sql, folding) : sql
        }
    }

    /// `SUBQUERY(collection, $x, predicate).@op`: an aggregate over the collection's rows that
    /// are the collection's owner's (the row or member the collection starts from) and satisfy
    /// the predicate, in which `$x` is the aggregated row.
    private func subquery(_ subquery: ResolvedSubquery, scope: SQLScope) throws(PredicateError) -> String {
        let steps = subquery.collection.steps
        let owner = try objectKey(following: steps.dropLast(), alias: scope.alias(for: subquery.collection))
        let (from, inner, correlation) = try toManySource(steps[steps.count - 1], owner: owner)
        let aggregated: String
        if let operand = subquery.operand {
            let value = try value(steps: operand.steps[...], terminal: operand.terminal, alias: inner, folding: [])
            aggregated = Self.aggregate(subquery.collectionOperator, of: value, type: subquery.valueType)
        } else {
            aggregated = "count(*)"
        }
        // The body of a WHERE is two-valued, as the top of a fetch's: it starts afresh, not negated.
        let condition = try predicate(
            subquery.predicate,
            scope: scope.binding(subquery.variable, to: inner),
            negated: false
        )
        return "(SELECT \(aggregated) FROM \(from) WHERE \(correlation) AND \(condition))"
    }

    // MARK: Values of key paths

    /// The SQL value of a resolved key path that crosses no to-many relationship (or ends in a
    /// collection operator).
    func value(of path: ResolvedKeyPath, alias: String, folding: StringOptions) throws(PredicateError) -> String {
        if let op = path.collectionOperator {
            let sql = try aggregate(op, path: path, alias: alias)
            return path.valueType == .string ? Self.folded(sql, folding) : sql
        }
        return try value(steps: path.steps[...], terminal: path.terminal, alias: alias, folding: folding)
    }

    /// Follows to-one `steps` from the row `alias` to the terminal's value.
    func value(
        steps: ArraySlice<ResolvedKeyPath.Step>,
        terminal: ResolvedKeyPath.Terminal,
        alias: String,
        folding: StringOptions
    ) throws(PredicateError) -> String {
        guard let step = steps.first else {
            switch terminal {
            case .object: return "\(alias).\(StoreSchema.primaryKey)"
            case .attribute(let attribute, let owner):
                try attribute.requireColumn(of: owner)
                return foldedColumn(attribute, alias: alias, folding: folding)
            }
        }
        guard !step.relationship.isToMany else {
            throw PredicateError(.crossesToManyHere, "\(step.relationship.name)")
        }
        let foreignKey = "\(alias).\(step.relationship.name.quotedSQLIdentifier)"
        if steps.count == 1, case .object = terminal { return foreignKey }
        let inner = freshAlias()
        let rest = try value(steps: steps.dropFirst(), terminal: terminal, alias: inner, folding: folding)
        return "(SELECT \(rest) FROM \(step.destination.quotedTable) \(inner) "
            + "WHERE \(inner).\(StoreSchema.primaryKey) = \(foreignKey))"
    }

    /// The primary key of the object reached by to-one `steps` from `alias`.
    func objectKey(
        following steps: ArraySlice<ResolvedKeyPath.Step>,
        alias: String
    ) throws(PredicateError)
        -> String
    {
        guard let last = steps.last else { return "\(alias).\(StoreSchema.primaryKey)" }
        return try value(steps: steps, terminal: .object(last.destination), alias: alias, folding: [])
    }

    /// A column, folded as the options ask; an indexed text attribute's folded shadow column
    /// serves `[cd]` directly, so the index can too.
    private func foldedColumn(_ attribute: AttributeDescription, alias: String, folding: StringOptions) -> String {
        let column = "\(alias).\(attribute.name.quotedSQLIdentifier)"
        guard attribute.type == .string, !folding.isEmpty else { return column }
        if folding == [.caseInsensitive, .diacriticInsensitive], let shadow = schema.foldedColumn(for: attribute) {
            return "\(alias).\(shadow)"
        }
        return Self.folded(column, folding)
    }

    /// A text value folded as the options ask, by the store's functions.
    private static func folded(_ sql: String, _ folding: StringOptions) -> String {
        switch (folding.contains(.caseInsensitive), folding.contains(.diacriticInsensitive)) {
        case (true, true): return "\(StoreFunctions.fold)(\(sql))"
        case (true, false): return "\(StoreFunctions.foldCase)(\(sql))"
        case (false, true): return "\(StoreFunctions.foldDiacritics)(\(sql))"
        case (false, false): return sql
        }
    }

    /// `FROM` and correlation for the rows of a to-many step owned by the row key `owner`.
    func toManySource(
        _ step: ResolvedKeyPath.Step,
        owner: String
    ) throws(PredicateError)
        -> (from: String, alias: String, correlation: String)
    {
        let inner = freshAlias()
        let table = step.destination.quotedTable
        switch schema.storage(of: step.relationship, in: step.source) {
        case .inverseForeignKey(_, let column):
            return ("\(table) \(inner)", inner, "\(inner).\(column.quotedSQLIdentifier) = \(owner)")
        case .joinTable(let joinTable, let source, let target, _):
            let link = freshAlias()
            return (
                "\(joinTable.quotedSQLIdentifier) \(link) JOIN \(table) \(inner) ON \(inner).\(StoreSchema.primaryKey) = \(link).\(target)",
                inner, "\(link).\(source) = \(owner)"
            )
        case .foreignKey:
            throw PredicateError(.notToMany, "\(step.relationship.name)")
        }
    }

    /// `@count`, `@sum`, `@min`, `@max`, `@avg` as an aggregate subquery.
    private func aggregate(
        _ op: CollectionOperator,
        path: ResolvedKeyPath,
        alias: String
    ) throws(PredicateError)
        -> String
    {
        let manyIndex = path.steps.firstIndex { $0.relationship.isToMany }!
        let owner = try objectKey(following: path.steps[..<manyIndex], alias: alias)
        let (from, inner, correlation) = try toManySource(path.steps[manyIndex], owner: owner)
        let operand: String
        if op == .count {
            operand = "count(*)"
        } else {
            let value = try value(
                steps: path.steps[(manyIndex + 1)...],
                terminal: path.terminal,
                alias: inner,
                folding: []
            )
            operand = Self.aggregate(op, of: value, type: path.valueType)
        }
        return "(SELECT \(operand) FROM \(from) WHERE \(correlation))"
    }

    /// The aggregate function of a collection operator over `value` of `type`; a sum of no rows
    /// is 0, as in memory. `@min` and `@max` of decimals pick by number, through their collation.
    private static func aggregate(_ op: CollectionOperator, of value: String, type: AttributeType?) -> String {
        let collation = DecimalCollation.clause(for: type)
        switch op {
        case .sum: return "coalesce(sum(\(value)), 0)"
        case .min: return "min(\(value)\(collation))"
        case .max: return "max(\(value)\(collation))"
        case .avg: return "avg(\(value))"
        case .count: return "count(*)"
        }
    }
}
