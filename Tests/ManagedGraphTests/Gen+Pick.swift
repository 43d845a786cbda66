import PropertyBased

// MARK: - One of a list, shrinking towards the first

extension Gen where Value: Sendable {
    /// One of `choices`, each as likely; a failing case shrinks towards the first.
    static func pick(_ choices: [Value]) -> Generator<Value, Shrink.Integer<Int>> {
        Gen<Int>.int(in: 0...(choices.count - 1)).map { choices[$0] }
    }
}

/// A generator whose shrinking sequence is erased, so that the branches of a recursive or
/// many-sided generator have one type.
typealias AnyGenerator<Value> = Generator<Value, AnySequence<Any>>
