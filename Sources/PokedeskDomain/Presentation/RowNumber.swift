// MARK: - Row numbers typed by the user

/// Row numbers are 1-based positions in the current results (B-1): what the user typed, checked
/// against how many rows there are.
public enum RowNumber {
    /// The zero-based position of row `number`, or the reason there is no such row.
    public static func index(_ number: Int, count: Int) throws(PokedeskError) -> Int {
        guard (1...max(count, 1)).contains(number), count > 0 else { throw .noSuchRow(number, count: count) }
        return number - 1
    }

    /// The row the user means by `number`: one of the rows they saw when typing the line,
    /// followed to where it is now (see `ShownRow`). A number past the rows they saw is refused,
    /// even when rows added since reach it: they did not see that row.
    public static func shownRow<Element>(
        _ number: Int,
        in results: any LiveResults<Element>
    ) throws(PokedeskError) -> ShownRow<Element> {
        let shown = results.shownCount
        guard number >= 1, number <= shown else {
            if number >= 1, number <= results.count { throw .rowNotShown(number) }
            throw .noSuchRow(number, count: results.count)
        }
        return try results.shownRow(at: number - 1)
    }

    /// Runs `action` on row `number` as the user saw it. Returns nil when it ran; when the
    /// screen turns out older than the store — another process changed or deleted the row since
    /// the user saw it (B-43) — returns why and where the row is now, for the screen to say so
    /// and show the current state. Other refusals are thrown.
    public static func act<Element>(
        onShownRow number: Int,
        in results: any LiveResults<Element>,
        _ action: (ShownRow<Element>) throws(PokedeskError) -> Void
    ) throws(PokedeskError) -> StaleRow? {
        var shown: ShownRow<Element>?
        do {
            let row = try shownRow(number, in: results)
            shown = row
            try action(row)
            return nil
        } catch  where error.meansStaleScreen {
            return StaleRow(error: error, flatNow: shown?.flatNow)
        }
    }
}

/// A command refused because the screen showed an older state than the store holds (B-43).
public struct StaleRow: Hashable, Sendable {
    /// What the user reads: a conflict, a pokemon gone, a list read again.
    public let error: PokedeskError
    /// Where the row is now (zero-based), if still in the results: the page to show.
    public let flatNow: Int?

    public init(error: PokedeskError, flatNow: Int?) {
        self.error = error
        self.flatNow = flatNow
    }
}
