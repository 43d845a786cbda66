// MARK: - The registry's references

/// An unowned reference in the registry; safe because objects unregister in `deinit`.
struct UnownedObject {
    private let reference: Unmanaged<ManagedObject>

    init(object: ManagedObject) {
        reference = .passUnretained(object)
    }

    /// A strong reference, for callers that keep the object.
    var object: ManagedObject { reference.takeUnretainedValue() }

    /// Calls `body` with the object without taking a reference to it (a strong one costs two
    /// atomic operations). It stays alive while `body` runs, unless `body` lets go of the last
    /// reference to it.
    func withObject<Result>(_ body: (ManagedObject) throws -> Result) rethrows -> Result {
        try reference._withUnsafeGuaranteedRef(body)
    }
}
