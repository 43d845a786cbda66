// MARK: - Predicates from format strings

extension ObjectPredicate {
    /// Parses Core Data's predicate format syntax, filling `%@`, `%K`, `%d`, `%i`, `%f` with
    /// `arguments` in order: `try ObjectPredicate(format: "name BEGINSWITH[c] %@", "pi")`.
    /// Checks syntax only; see `init(format:arguments:entity:model:)` to check keys and types.
    public init(format: String, _ arguments: PredicateArgument...) throws(PredicateError) {
        try self.init(format: format, arguments: arguments)
    }

    /// The array form of `init(format:_:)`.
    public init(format: String, arguments: [PredicateArgument]) throws(PredicateError) {
        self = try PredicateParser.parse(format, arguments: arguments).predicate
    }

    /// Parses a format string and checks it against `entity`: unknown keys (with the nearest
    /// one suggested), type mismatches, missing quantifiers. Every error is one line, led by the
    /// column of the token at fault; this is how a user's `find PREDICATE` is read.
    /// `firstColumn` is where the string starts in the line the user typed, so that columns in
    /// messages point into that line (`find name ==` reports column 13, not 8).
    public init(
        format: String,
        arguments: [PredicateArgument] = [],
        entity: EntityDescription,
        model: ManagedObjectModel,
        firstColumn: Int = 1
    ) throws(PredicateError) {
        let parsed = try PredicateParser.parse(format, arguments: arguments, firstColumn: firstColumn)
        try PredicateValidator(entity: entity, model: model).validate(parsed)
        self = parsed.predicate
    }

    /// The predicate, checked against `entity` as a fetch would check it (without columns: a
    /// tree built in Swift has none). Returns the predicate itself, for chaining.
    public func validated(
        for entity: EntityDescription,
        in model: ManagedObjectModel
    ) throws(PredicateError)
        -> ObjectPredicate
    {
        try PredicateValidator(entity: entity, model: model).validate(self)
        return self
    }

    /// The predicate in canonical format syntax; `ObjectPredicate(format: p.predicateFormat) == p`
    /// for every predicate the parser produces (see `PredicatePrinter` for the few trees built in
    /// Swift that have no exact spelling).
    public var predicateFormat: String { PredicatePrinter.format(self) }
}

extension ObjectPredicate: CustomStringConvertible {
    public var description: String { predicateFormat }
}
