// MARK: - Row numbers typed by the user

/// Row numbers are 1-based positions in the current results (B-1): what the user typed, checked
/// against how many rows there are.
public enum RowNumber {
    /// The zero-based position of row `number`, or the reason there is no such row.
    public static func index(_ number: Int, count: Int) throws(PokedeskError) -> Int {
        guard (1...max(count, 1)).contains(number), count > 0 else { throw .noSuchRow(number, count: count) }
        return number - 1
    }
}
