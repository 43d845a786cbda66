// MARK: - Checking a predicate against the model

/// Checks a predicate against an entity of a model with the same rules the SQL compiler and
/// in-memory evaluation apply (`PredicateShaper`), and, for a parsed format string, points
/// every refusal at the token at fault.
struct PredicateValidator {
    let entity: EntityDescription
    let model: ManagedObjectModel

    init(entity: EntityDescription, model: ManagedObjectModel) {
        self.entity = entity
        self.model = model
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
        // Each comparison's sides are resolved in the order they are written, so the first
        // mistake in the text is the one reported, at its own column.
        _ = try PredicateShaper(resolver: KeyPathResolver(model: model)).shape(
            predicate,
            scope: PredicateScope(entity: entity),
            sources: sources
        )
        // The compiler and SQLite have the final word on what a fetch can run: the checks above
        // apply the compiler's rules (this guards against the two drifting apart), SQLite adds
        // its own limits on how deep a statement may nest.
        try PredicateStoreCheck.check(predicate, entity: entity, model: model)
    }
}
