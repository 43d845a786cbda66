// MARK: - Checking a predicate against the model

/// Checks a predicate against an entity of a model with the same rules the SQL compiler and
/// in-memory evaluation apply (`KeyPathResolver`, `ComparisonShape`), and, for a parsed format
/// string, points every refusal at the token at fault.
struct PredicateValidator {
    let entity: EntityDescription
    let model: ManagedObjectModel
    private let resolver: KeyPathResolver

    init(entity: EntityDescription, model: ManagedObjectModel) {
        self.entity = entity
        self.model = model
        self.resolver = KeyPathResolver(model: model)
    }

    /// Checks a predicate parsed from a string: every refusal has a column.
    func validate(_ parsed: ParsedPredicate) throws(PredicateError) {
        do {
            try validate(parsed.predicate, sources: parsed.comparisons)
        } catch {
            // What concerns no one token (the store finding the whole too complex) points at
            // where the predicate starts.
            throw error.located(at: parsed.column)
        }
    }

    /// Checks `predicate`; `sources` are the columns of its comparisons in text order, when it
    /// was parsed from a string.
    func validate(_ predicate: ObjectPredicate, sources: [ComparisonSource] = []) throws(PredicateError) {
        var index = 0
        try walk(predicate, sources: sources, index: &index)
        // The compiler and SQLite have the final word on what a fetch can run: the checks above
        // apply the compiler's rules (this guards against the two drifting apart), SQLite adds
        // its own limits on how deep a statement may nest.
        try PredicateStoreCheck.check(predicate, entity: entity, model: model)
    }

    private func walk(
        _ predicate: ObjectPredicate,
        sources: [ComparisonSource],
        index: inout Int
    )
        throws(PredicateError)
    {
        switch predicate {
        case .constant: break
        case .and(let operands), .or(let operands):
            for operand in operands { try walk(operand, sources: sources, index: &index) }
        case .not(let inner): try walk(inner, sources: sources, index: &index)
        case .comparison(let comparison):
            let source = index < sources.count ? sources[index] : nil
            index += 1
            try check(comparison, source: source)
        }
    }

    private func check(_ comparison: PredicateComparison, source: ComparisonSource?) throws(PredicateError) {
        // Key paths and variables first, each at its own column, in the order they are written;
        // then the comparison as a whole, which points at its own culprit (or at its start).
        try check(comparison.left, source: source?.left)
        try check(comparison.right, source: source?.right)
        do {
            _ = try ComparisonShape(comparison, resolver: resolver, entity: entity, source: source)
        } catch {
            throw error.located(at: source?.column)
        }
    }

    private func check(_ expression: ValueExpression, source: ExpressionSource?) throws(PredicateError) {
        switch expression {
        case .keyPath(let path):
            do {
                _ = try resolver.resolve(path, from: entity, source: source)
            } catch {
                throw error.located(at: source?.column)
            }
        case .variable(let name):
            throw PredicateError(
                "$\(name) has no value; substitute the variables before using the predicate",
                column: source?.column
            )
        case .aggregate(let items):
            for (offset, item) in items.enumerated() {
                try check(item, source: source?.item(offset))
            }
        case .value, .object, .evaluatedObject:
            break
        }
    }
}
