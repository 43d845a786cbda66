import PropertyBased

// MARK: - One of a list, shrinking towards the first

extension Gen where Value: Sendable {
    /// One of `choices`, each as likely; a failing case shrinks towards the first.
    static func pick(_ choices: [Value]) -> Generator<Value, Shrink.Integer<Int>> {
        Gen<Int>.int(in: 0...(choices.count - 1)).map { choices[$0] }
    }
}
