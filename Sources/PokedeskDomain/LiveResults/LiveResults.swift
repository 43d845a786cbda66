// MARK: - Live results

/// A section of live results.
public struct ResultsSection: Hashable, Sendable {
    /// The section's title (the race name, the initial letter); empty when not sectioned.
    public let name: String
    public let count: Int

    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

/// A sorted, optionally filtered and sectioned list that stays current as the store changes,
/// and tells its delegate exactly which rows changed: the course's fetched results controller,
/// as the presentation layers see it.
///
/// Rows are served on demand: reading the first page of a million rows does not load the rest.
public protocol LiveResults<Element>: AnyObject {
    associatedtype Element: Identifiable

    /// Receives row changes. Held weakly, as a table's delegate would be.
    var delegate: (any LiveResultsDelegate)? { get set }

    /// All rows, across sections.
    var count: Int { get }

    /// The sections in order; one unnamed section when the results are not sectioned.
    var sections: [ResultsSection] { get }

    /// The section holding flat position `flat` (zero-based): what a page's rows show of their
    /// sections. Results that count their sections only as far as they are read (sorted by race
    /// while a range holds most of ten million pokemons) count those before it, not all.
    func section(ofFlat flat: Int) -> ResultsSection

    /// The rows at flat positions `range` (zero-based), materialised a batch at a time.
    func elements(in range: Range<Int>) throws(PokedeskError) -> [Element]

    /// The row at a flat position (zero-based).
    func element(at flat: Int) throws(PokedeskError) -> Element

    /// Where an element is now, or nil when it is not in the results.
    func location(of id: Element.ID) throws(PokedeskError) -> RowLocation?

    /// The section and row of a flat position.
    func location(ofFlat flat: Int) -> RowLocation

    /// How many rows the user saw when typing the current line (see `ShownRow`).
    var shownCount: Int { get }

    /// The screen has just shown the rows at flat positions `range` (a page): as they are now,
    /// they are what the user saw, whatever other processes did to them before (see `ShownRow`).
    func rowsShown(_ range: Range<Int>)

    /// The row at flat position `flat` (zero-based) of the rows the user saw when typing the
    /// current line, and what became of it since (B-43). Throws `listReloaded` when other
    /// processes changed too much at once to follow row by row.
    func shownRow(at flat: Int) throws(PokedeskError) -> ShownRow<Element>
}

extension LiveResults {
    public func element(at flat: Int) throws(PokedeskError) -> Element {
        try elements(in: flat..<(flat + 1))[0]
    }

    public func section(ofFlat flat: Int) -> ResultsSection {
        let sections = sections
        let index = location(ofFlat: flat).section
        return sections.indices.contains(index) ? sections[index] : ResultsSection(name: "", count: 0)
    }

    public func location(ofFlat flat: Int) -> RowLocation {
        var remaining = flat
        for (index, section) in sections.enumerated() {
            if remaining < section.count { return RowLocation(section: index, row: remaining, flat: flat) }
            remaining -= section.count
        }
        return RowLocation(section: max(sections.count - 1, 0), row: remaining, flat: flat)
    }
}

// MARK: - Delegate

/// What a screen implements to hear about changes of its live results, as the course's table
/// view controllers implement the fetched results controller's delegate.
///
/// `results` is the live results that changed, so one object can watch several.
public protocol LiveResultsDelegate: AnyObject {
    func liveResultsWillChange(_ results: AnyObject)
    func liveResults(_ results: AnyObject, didChange change: SectionChange)
    func liveResults(_ results: AnyObject, didChange change: RowChange)
    func liveResultsDidChange(_ results: AnyObject)
}

extension LiveResultsDelegate {
    public func liveResultsWillChange(_ results: AnyObject) {}
    public func liveResults(_ results: AnyObject, didChange change: SectionChange) {}
    public func liveResults(_ results: AnyObject, didChange change: RowChange) {}
    public func liveResultsDidChange(_ results: AnyObject) {}
}
