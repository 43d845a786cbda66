import TerminalKit

// MARK: - The column of row numbers

extension TableColumn {
    /// The `#` column every list starts with: the row numbers the user types.
    static let rowNumber = TableColumn("#", alignment: .right, truncatable: false)
}
