// MARK: - A predicate checked against the model, ready for SQL or memory

/// A predicate whose every comparison is a `ComparisonShape`: key paths resolved, types
/// checked, forms normalized. The SQL compiler and in-memory evaluation both run this tree, so
/// they accept and refuse exactly the same predicates.
indirect enum ShapedPredicate {
    case constant(Bool)
    case and([ShapedPredicate])
    case or([ShapedPredicate])
    case not(ShapedPredicate)
    case comparison(ComparisonShape)
}

/// Shapes a predicate in a scope (the fetched entity, and the SUBQUERY variables around it).
struct PredicateShaper {
    let resolver: KeyPathResolver

    /// Shapes `predicate`; `sources` are the columns of its comparisons in text order, when it
    /// was parsed from a string, and every refusal then points at one.
    func shape(
        _ predicate: ObjectPredicate,
        scope: PredicateScope,
        sources: [ComparisonSource] = []
    ) throws(PredicateError) -> ShapedPredicate {
        var index = 0
        return try shape(predicate, scope: scope, sources: sources, index: &index)
    }

    private func shape(
        _ predicate: ObjectPredicate,
        scope: PredicateScope,
        sources: [ComparisonSource],
        index: inout Int
    ) throws(PredicateError) -> ShapedPredicate {
        switch predicate {
        case .constant(let value): return .constant(value)
        case .and(let operands):
            var nodes: [ShapedPredicate] = []
            for operand in operands { nodes.append(try shape(operand, scope: scope, sources: sources, index: &index)) }
            return .and(nodes)
        case .or(let operands):
            var nodes: [ShapedPredicate] = []
            for operand in operands { nodes.append(try shape(operand, scope: scope, sources: sources, index: &index)) }
            return .or(nodes)
        case .not(let operand):
            return .not(try shape(operand, scope: scope, sources: sources, index: &index))
        case .comparison(let comparison):
            let source = index < sources.count ? sources[index] : nil
            index += 1
            do {
                return .comparison(try ComparisonShape(comparison, resolver: resolver, scope: scope, source: source))
            } catch {
                // What concerns the comparison as a whole points at where it starts.
                throw error.located(at: source?.column)
            }
        }
    }
}
