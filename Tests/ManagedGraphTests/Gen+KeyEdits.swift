import PropertyBased

// MARK: - Edits of a table of object keys

/// Up to a thousand keys set or removed, a step at which the table grows ahead of need, as a
/// batched fetch makes it; each set key holds its step's number. A failing case shrinks
/// towards fewer edits, removals, and keys at the start of their range.
enum KeyEditsGen {
    struct Edits: Sendable, CustomStringConvertible {
        var steps: [(key: Int64, sets: Bool)]
        var reserveAt: Int

        var description: String {
            let steps = steps.map { "\($0.sets ? "set" : "remove") \($0.key)" }.joined(separator: ", ")
            return "\(steps); grown at step \(reserveAt)"
        }
    }

    /// Keys from a narrow range, which collide and cluster: what removal must survive. Half are
    /// set, half removed.
    static let tableEdits = zip(zip(Gen.int64(in: -50...400), Gen.bool).array(of: 0...1_000), Gen.int(in: 0...1_000))
        .map { steps, reserveAt in
            Edits(steps: steps.map { (key: $0, sets: $1) }, reserveAt: reserveAt)
        }

    /// In turn: runs of consecutive keys (as fetches register them), negative keys (unsaved
    /// objects), and far-apart keys that each take a page of their own. Two in three are set.
    static let pageEdits = zip(
        zip(Gen.int64(in: -70...70), Gen.int64(in: 0...1_000_000), Gen.int(in: 0...2)).array(of: 0...1_000),
        Gen.int(in: 0...1_000)
    )
    .map { steps, reserveAt in
        let edits = steps.enumerated().map { step, edit -> (key: Int64, sets: Bool) in
            let (near, far, setting) = edit
            let key: Int64 =
                switch step % 3 {
                case 0: Int64(step / 3 % 300)
                case 1: near
                default: far * 1_000
                }
            return (key: key, sets: setting > 0)
        }
        return Edits(steps: edits, reserveAt: reserveAt)
    }
}
