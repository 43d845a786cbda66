// MARK: - The ids a save gave its new objects

/// The permanent id of each object a save inserted, by the temporary id it had before.
///
/// A save numbers its new objects one after the other in the order they were inserted, as
/// their temporary keys count down, so one entry here stands for a whole run of them: a
/// temporary key and a permanent key, and how many follow (the temporary keys one lower each,
/// the permanent ones one higher). A save of many new objects takes a few entries where a
/// dictionary took one per object.
public struct PermanentIDs: Sequence, Sendable, ExpressibleByDictionaryLiteral {
    /// `count` objects: temporary key `temporary - i` became permanent key `permanent + i`.
    struct Run: Sendable {
        let temporaryEntity: String
        let permanentEntity: String
        let temporary: Int64
        let permanent: Int64
        var count: Int
    }

    private(set) var runs: [Run] = []

    /// No ids.
    public init() {}

    public init(dictionaryLiteral pairs: (ObjectID, ObjectID)...) {
        for (temporary, permanent) in pairs { add(permanent, for: temporary) }
    }

    /// Whether no id is kept.
    public var isEmpty: Bool { runs.isEmpty }

    /// How many ids are kept.
    public var count: Int { runs.reduce(0) { $0 + $1.count } }

    /// The permanent ids, in the order they were added.
    public var values: [ObjectID] { map(\.permanent) }

    /// The permanent id of the object that had `temporary`, if this save inserted it. Walks the
    /// runs (a save has one per entity it inserted objects of, in the usual case).
    public subscript(temporary: ObjectID) -> ObjectID? {
        for run in runs where run.temporaryEntity == temporary.entityName {
            let offset = run.temporary - temporary.primaryKey
            if offset >= 0, offset < Int64(run.count) {
                return ObjectID(entityName: run.permanentEntity, primaryKey: run.permanent + offset)
            }
        }
        return nil
    }

    /// Records that the object with `temporary` now has `permanent`; it extends the last run
    /// when both keys follow on from it.
    public mutating func add(_ permanent: ObjectID, for temporary: ObjectID) {
        if let last = runs.last, last.temporaryEntity == temporary.entityName,
            last.permanentEntity == permanent.entityName,
            last.temporary - Int64(last.count) == temporary.primaryKey,
            last.permanent + Int64(last.count) == permanent.primaryKey
        {
            runs[runs.count - 1].count += 1
        } else {
            runs.append(
                Run(
                    temporaryEntity: temporary.entityName,
                    permanentEntity: permanent.entityName,
                    temporary: temporary.primaryKey,
                    permanent: permanent.primaryKey,
                    count: 1
                )
            )
        }
    }

    /// Each object's temporary and permanent id, in the order they were added.
    public struct Iterator: IteratorProtocol {
        fileprivate let runs: [Run]
        fileprivate var run = 0
        fileprivate var offset: Int64 = 0

        public mutating func next() -> (temporary: ObjectID, permanent: ObjectID)? {
            while run < runs.count, offset == Int64(runs[run].count) {
                run += 1
                offset = 0
            }
            guard run < runs.count else { return nil }
            defer { offset += 1 }
            let current = runs[run]
            return (
                ObjectID(entityName: current.temporaryEntity, primaryKey: current.temporary - offset),
                ObjectID(entityName: current.permanentEntity, primaryKey: current.permanent + offset)
            )
        }
    }

    public func makeIterator() -> Iterator { Iterator(runs: runs) }
}
