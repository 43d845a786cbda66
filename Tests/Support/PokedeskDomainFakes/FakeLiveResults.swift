public import PokedeskDomain

// MARK: - Live results in memory

/// Live results over an array, for unit tests of the presentation layers: `update(_:)` replaces
/// the rows and tells the delegate what changed, in the order a table applies it.
public final class FakeLiveResults<Element: Identifiable & Equatable>: LiveResults {
    public weak var delegate: (any LiveResultsDelegate)?
    public private(set) var rows: [Element]
    /// Section names by row, or nil when not sectioned.
    private let sectionName: ((Element) -> String)?
    /// How a row is named to the user.
    private let name: (Element) -> String
    /// The rows before the last update from elsewhere, and how they map to the rows now.
    private var shown: (rows: [Element], since: RowsSinceShown)?
    /// Rows changed (with the name last seen) or added (nil) elsewhere that no page has shown.
    private var unseen: [Element.ID: String?] = [:]
    private let trace: Trace

    public init(
        _ rows: [Element],
        sectionName: ((Element) -> String)? = nil,
        name: @escaping (Element) -> String = { "\($0.id)" },
        trace: Trace = .off
    ) {
        self.rows = rows
        self.sectionName = sectionName
        self.name = name
        self.trace = trace
    }

    public var count: Int { rows.count }

    public var sections: [ResultsSection] {
        guard let sectionName else { return [ResultsSection(name: "", count: rows.count)] }
        var sections: [ResultsSection] = []
        for row in rows {
            let name = sectionName(row)
            if let last = sections.last, last.name == name {
                sections[sections.count - 1] = ResultsSection(name: name, count: last.count + 1)
            } else {
                sections.append(ResultsSection(name: name, count: 1))
            }
        }
        return sections
    }

    public func elements(in range: Range<Int>) throws(PokedeskError) -> [Element] {
        Array(rows[range.clamped(to: rows.indices)])
    }

    public func location(of id: Element.ID) throws(PokedeskError) -> RowLocation? {
        rows.firstIndex { $0.id == id }.map(location(ofFlat:))
    }

    // MARK: The rows the user saw

    public var shownCount: Int { shown?.since.shownCount ?? rows.count }

    /// Rows gone from the results count as deleted: the fake has no filters.
    public func shownRow(at flat: Int) throws(PokedeskError) -> ShownRow<Element> {
        var now = flat
        if let shown {
            switch shown.since.fate(of: flat) {
            case .untouched(let place): now = place
            case .touched(let place?): now = place
            case .touched(nil): return .deleted(shownName: name(shown.rows[flat]))
            }
        }
        switch unseen[rows[now].id] {
        case nil: return .unchanged(rows[now], flat: now)
        case .some(let seenName?): return .changed(rows[now], flat: now, shownName: seenName)
        case .some(nil): return .added(rows[now], flat: now)
        }
    }

    public func rowsShown(_ range: Range<Int>) {
        for row in rows[range.clamped(to: rows.indices)] { unseen[row.id] = nil }
    }

    /// A new line was typed and nothing changed elsewhere since the last: the rows now are the
    /// rows the user saw.
    public func forgetShownRows() {
        shown = nil
    }

    // MARK: Changing

    /// Replaces the rows and reports deletions, insertions, moves and updates by id.
    /// `fromElsewhere`: another process made the change, so row numbers typed next still mean
    /// the rows before it.
    public func update(_ newRows: [Element], fromElsewhere: Bool = false) {
        let old = rows
        rows = newRows
        let oldIDs = old.map(\.id)
        let newIDs = newRows.map(\.id)
        var changes: [RowChange] = []
        for (index, id) in oldIDs.enumerated().reversed() where !newIDs.contains(id) {
            changes.append(.deleted(at: RowLocation(section: 0, row: index, flat: index)))
        }
        for (index, id) in newIDs.enumerated() where !oldIDs.contains(id) {
            changes.append(.inserted(at: RowLocation(section: 0, row: index, flat: index)))
        }
        let survivorsBefore = oldIDs.filter(newIDs.contains)
        let survivorsAfter = newIDs.filter(oldIDs.contains)
        for (index, element) in newRows.enumerated() {
            guard let oldIndex = oldIDs.firstIndex(of: element.id) else { continue }
            let moved = survivorsBefore.firstIndex(of: element.id) != survivorsAfter.firstIndex(of: element.id)
            if moved {
                changes.append(
                    .moved(
                        from: RowLocation(section: 0, row: oldIndex, flat: oldIndex),
                        to: RowLocation(section: 0, row: index, flat: index)
                    )
                )
            } else if old[oldIndex] != element {
                changes.append(.updated(at: RowLocation(section: 0, row: oldIndex, flat: oldIndex)))
            }
        }
        guard !changes.isEmpty else { return }
        shown = fromElsewhere ? (old, RowsSinceShown(changes: changes, count: newRows.count)) : nil
        noteUnseen(old: old, new: newRows, fromElsewhere: fromElsewhere)
        delegate?.liveResultsWillChange(self)
        for change in changes { delegate?.liveResults(self, didChange: change) }
        guard let delegate else { return }
        trace.liveResultsDidChange(delegate) { delegate.liveResultsDidChange(self) }
    }

    /// Another process's changes stay unseen until a page shows them; this process's are seen.
    private func noteUnseen(old: [Element], new: [Element], fromElsewhere: Bool) {
        for element in old where !new.contains(element) {
            let stays = new.contains { $0.id == element.id }
            if fromElsewhere && stays {
                if unseen[element.id] == nil { unseen[element.id] = .some(name(element)) }
            } else {
                unseen[element.id] = nil
            }
        }
        for element in new where fromElsewhere && !old.contains(where: { $0.id == element.id }) {
            unseen[element.id] = .some(nil)
        }
    }
}
