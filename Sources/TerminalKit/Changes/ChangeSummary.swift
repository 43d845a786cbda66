// MARK: - The changes heard so far, as the line will show them

/// A batch of row changes gathered one at a time, keeping only what ``ChangeReport``'s line
/// shows: the first items merged into runs, the latest item (a following change may still extend
/// its run) and how many items came after the first. A list that hears a large batch (an import of
/// millions of rows) gathers it here instead of in an array: its size does not grow with the
/// batch.
///
/// `line` is the text `ChangeReport.line(for:)` gives for the same changes in the same order.
public struct ChangeSummary: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The first items, as many as the line can show.
    private var first: [ChangeReport.Item] = []
    /// Once `first` is full, the last item heard: the next change may extend its run.
    private var latest: ChangeReport.Item?
    /// How many items came after `first`, `latest` among them.
    private var itemsPast = 0
    /// How many changes were added, each one (not each item of the line).
    public private(set) var count = 0

    public init() {}

    public init(_ changes: some Sequence<ChangeReportItem>) {
        for change in changes { add(change) }
    }

    public init(arrayLiteral changes: ChangeReportItem...) {
        self.init(changes)
    }

    /// No change was added: there is nothing to report.
    public var isEmpty: Bool { count == 0 }

    /// Adds the next change of the batch, in the order the list was told them.
    public mutating func add(_ change: ChangeReportItem) {
        count += 1
        if let latest {
            if let extended = latest.extended(by: change) {
                self.latest = extended
            } else {
                self.latest = ChangeReport.Item(change)
                itemsPast += 1
            }
        } else if let last = first.last, let extended = last.extended(by: change) {
            first[first.count - 1] = extended
        } else if first.count < ChangeReport.limit {
            first.append(ChangeReport.Item(change))
        } else {
            latest = ChangeReport.Item(change)
            itemsPast = 1
        }
    }

    /// The one line reporting the changes; nil when there are none.
    public var line: String? {
        ChangeReport.line(shown: first, total: first.count + itemsPast)
    }
}
