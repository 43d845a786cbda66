import PropertyBased

// MARK: - Histories of saves over forty rows

/// Forty rows (every fifth a race), about half there at first, then one to twelve saves: in each,
/// every row is rolled for — one in five of those missing inserted, one in five of those there
/// deleted, another one in five updated, in its name or its race. A failing history shrinks
/// towards fewer saves (one at least) and the first rolls (an insertion or a deletion).
enum SaveHistoryGen {
    struct History: Sendable, CustomStringConvertible {
        /// Whether each row is there before the first save.
        var initial: [Bool]
        /// Each save's roll for each row (0 to 9) and, for an update, whether it is of the name.
        var saves: [[(roll: Int, name: Bool)]]

        var description: String {
            let rows = initial.enumerated().filter(\.element).map { String($0.offset + 1) }
            return "there: \(rows.joined(separator: " ")); saves: \(saves.map { $0.map(\.roll) })"
        }
    }

    static let history = zip(
        Gen.bool.array(of: 40),
        zip(Gen.int(in: 0...9), Gen.bool).map { (roll: $0, name: $1) }.array(of: 40).array(of: 1...12)
    )
    .map { History(initial: $0, saves: $1) }
}
