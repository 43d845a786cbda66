@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Rows as a table shows them

/// One section of a table: its title and its rows' objects, in order. Titles are compared
/// scalar by scalar, as the sort compares values, not by Swift's canonical equivalence.
struct TableSection: Equatable, CustomStringConvertible {
    var name: String
    var rows: [ObjectID]

    static func == (lhs: TableSection, rhs: TableSection) -> Bool {
        lhs.name.unicodeScalars.elementsEqual(rhs.name.unicodeScalars) && lhs.rows == rhs.rows
    }

    var description: String {
        "\(name.debugDescription): \(rows.map { String($0.primaryKey) }.joined(separator: " "))"
    }
}

/// What a delegate hears between `controllerWillChangeContent` and `controllerDidChangeContent`.
struct DeliveredBatch: CustomStringConvertible {
    enum Event {
        case section(FetchedSectionChange)
        case row(FetchedObjectChange, ObjectID)
    }

    var events: [Event] = []

    /// The changes as `ChangeRecorder` writes them, without objects.
    var lines: [String] {
        events.map { event in
            switch event {
            case .section(.deleted(let index, let name)): return "-section \(index) \(name)"
            case .section(.inserted(let index, let name)): return "+section \(index) \(name)"
            case .row(.deleted(let at), _): return "delete \(at)"
            case .row(.inserted(let at), _): return "insert \(at)"
            case .row(.moved(let from, let to), _): return "move \(from)->\(to)"
            case .row(.updated(let at), _): return "update \(at)"
            }
        }
    }

    var description: String {
        events.map { event in
            switch event {
            case .section(.deleted(let index, let name)): return "-section \(index) \(name.debugDescription)"
            case .section(.inserted(let index, let name)): return "+section \(index) \(name.debugDescription)"
            case .row(.deleted(let at), let id): return "delete \(at) #\(id.primaryKey)"
            case .row(.inserted(let at), let id): return "insert \(at) #\(id.primaryKey)"
            case .row(.moved(let from, let to), let id): return "move \(from)->\(to) #\(id.primaryKey)"
            case .row(.updated(let at), let id): return "update \(at) #\(id.primaryKey)"
            }
        }
        .joined(separator: ", ")
    }
}

/// Collects every batch a results controller delivers, and anything delivered outside one.
final class BatchRecorder: FetchedResultsControllerDelegate {
    private var current: DeliveredBatch?
    private var finished: [DeliveredBatch] = []
    private(set) var strayEvents = 0

    func controllerWillChangeContent(_ controller: FetchedResultsController) {
        if current != nil { strayEvents += 1 }
        current = DeliveredBatch()
    }

    func controller(_ controller: FetchedResultsController, didChange change: FetchedSectionChange) {
        guard current != nil else { return strayEvents += 1 }
        current?.events.append(.section(change))
    }

    func controller(_ controller: FetchedResultsController, didChange change: FetchedObjectChange, for object: ObjectID)
    {
        guard current != nil else { return strayEvents += 1 }
        current?.events.append(.row(change, object))
    }

    func controllerDidChangeContent(_ controller: FetchedResultsController) {
        guard let batch = current else { return strayEvents += 1 }
        finished.append(batch)
        current = nil
    }

    /// The batches delivered since the last call.
    func take() -> [DeliveredBatch] {
        defer { finished = [] }
        return finished
    }
}

// MARK: - Applying a batch as a table does

/// Why a batch cannot be applied to the rows it was reported for.
struct TableUpdateError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// Applies a batch as `ResultsChangeSet` documents it (UIKit's batch update): section deletions,
/// row deletions, move sources and updates name old locations; section insertions, row
/// insertions and move destinations name new ones. Every check a table would make is made:
/// delivery order, locations in range with consistent flat positions, the right object at each
/// old location, no row taken twice, deleted sections emptied, updated rows kept.
enum TableUpdate {
    static func apply(_ batch: DeliveredBatch, to old: [TableSection]) throws(TableUpdateError) -> [TableSection] {
        try checkDeliveryOrder(batch)
        var deletedSections = Set<Int>()
        var insertedSections: [(index: Int, name: String)] = []
        var taken = Set<RowKey>()
        var placed: [(location: RowIndexPath, id: ObjectID)] = []
        var updated: [RowIndexPath] = []
        for event in batch.events {
            switch event {
            case .section(.deleted(let index, let name)):
                guard old.indices.contains(index), same(old[index].name, name), deletedSections.insert(index).inserted
                else {
                    throw TableUpdateError("section deletion \(index) \(name.debugDescription) names no old section")
                }
            case .section(.inserted(let index, let name)):
                insertedSections.append((index, name))
            case .row(.deleted(let at), let id):
                try take(at, id, from: old, into: &taken)
            case .row(.moved(let from, let to), let id):
                try take(from, id, from: old, into: &taken)
                placed.append((to, id))
            case .row(.inserted(let at), let id):
                placed.append((at, id))
            case .row(.updated(let at), let id):
                try check(at, id, in: old)
                updated.append(at)
            }
        }
        for location in updated where taken.contains(RowKey(location)) || deletedSections.contains(location.section) {
            throw TableUpdateError("the row updated at \(location) is also deleted or moved")
        }
        for section in deletedSections {
            for row in old[section].rows.indices where !taken.contains(RowKey(section: section, row: row)) {
                throw TableUpdateError("section \(section) is deleted but its row \(row) is neither deleted nor moved")
            }
        }

        // What stays, in its old order; then the new sections; then the rows put in, top down.
        var table: [TableSection] = []
        for (section, content) in old.enumerated() where !deletedSections.contains(section) {
            let kept = content.rows.indices.filter { !taken.contains(RowKey(section: section, row: $0)) }
            table.append(TableSection(name: content.name, rows: kept.map { content.rows[$0] }))
        }
        for (index, name) in insertedSections.sorted(by: { $0.index < $1.index }) {
            guard index <= table.count else { throw TableUpdateError("section insertion \(index) is out of range") }
            table.insert(TableSection(name: name, rows: []), at: index)
        }
        for (location, id) in placed.sorted(by: {
            ($0.location.section, $0.location.row) < ($1.location.section, $1.location.row)
        }) {
            guard table.indices.contains(location.section), location.row <= table[location.section].rows.count else {
                throw TableUpdateError("row \(location) of #\(id.primaryKey) is out of range of the new rows")
            }
            table[location.section].rows.insert(id, at: location.row)
        }
        for (location, id) in placed where flat(location.section, location.row, in: table) != location.flat {
            throw TableUpdateError("#\(id.primaryKey) is put at \(location) with flat position \(location.flat)")
        }
        return table
    }

    /// Section deletions (last first), row deletions (bottom up), section insertions (first
    /// first), row insertions (top down), moves (by destination), updates (top down).
    private static func checkDeliveryOrder(_ batch: DeliveredBatch) throws(TableUpdateError) {
        var previous: (phase: Int, order: Int)?
        for event in batch.events {
            let current: (phase: Int, order: Int)
            switch event {
            case .section(.deleted(let index, _)): current = (0, -index)
            case .row(.deleted(let at), _): current = (1, -at.flat)
            case .section(.inserted(let index, _)): current = (2, index)
            case .row(.inserted(let at), _): current = (3, at.flat)
            case .row(.moved(_, let to), _): current = (4, to.flat)
            case .row(.updated(let at), _): current = (5, at.flat)
            }
            if let previous,
                previous.phase > current.phase || (previous.phase == current.phase && previous.order >= current.order)
            {
                throw TableUpdateError("out of the documented order: \(batch)")
            }
            previous = current
        }
    }

    private struct RowKey: Hashable {
        let section: Int
        let row: Int

        init(section: Int, row: Int) {
            self.section = section
            self.row = row
        }

        init(_ location: RowIndexPath) { self.init(section: location.section, row: location.row) }
    }

    private static func take(
        _ location: RowIndexPath,
        _ id: ObjectID,
        from old: [TableSection],
        into taken: inout Set<RowKey>
    ) throws(TableUpdateError) {
        try check(location, id, in: old)
        guard taken.insert(RowKey(location)).inserted else {
            throw TableUpdateError("the old row \(location) is taken away twice")
        }
    }

    private static func check(_ location: RowIndexPath, _ id: ObjectID, in old: [TableSection]) throws(TableUpdateError)
    {
        guard old.indices.contains(location.section), old[location.section].rows.indices.contains(location.row) else {
            throw TableUpdateError("the old row \(location) of #\(id.primaryKey) does not exist")
        }
        guard flat(location.section, location.row, in: old) == location.flat else {
            throw TableUpdateError("the old row \(location) has the wrong flat position \(location.flat)")
        }
        guard old[location.section].rows[location.row] == id else {
            throw TableUpdateError("the old row \(location) is not #\(id.primaryKey)")
        }
    }

    private static func flat(_ section: Int, _ row: Int, in table: [TableSection]) -> Int {
        table.prefix(section).reduce(0) { $0 + $1.rows.count } + row
    }

    static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars)
    }
}
