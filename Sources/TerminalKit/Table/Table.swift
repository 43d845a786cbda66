/// A table's data, independent of how wide the terminal is or whether colour is on.
public struct Table: Sendable, Equatable {
    public var columns: [TableColumn]
    public var sections: [TableSection]
    /// Text shown before each marked row (e.g. `✓`); nil for no marker column at all.
    public var marker: String?

    /// A table without sections.
    public init(columns: [TableColumn], rows: [TableRow], marker: String? = nil) {
        self.init(columns: columns, sections: [TableSection(title: nil, rows: rows)], marker: marker)
    }

    public init(columns: [TableColumn], sections: [TableSection], marker: String? = nil) {
        self.columns = columns
        self.sections = sections
        self.marker = marker
    }

    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
}

public struct TableColumn: Sendable, Equatable {
    public enum Alignment: Sendable, Equatable {
        case left
        case right
    }

    public var title: String
    public var alignment: Alignment
    /// Whether the column may be cut with `…` to fit the console width.
    public var isTruncatable: Bool
    /// How narrow truncation may make the column.
    public var minimumWidth: Int
    /// Style of the cells (never of the header), applied only in colour mode.
    public var style: TextStyle?

    public init(
        _ title: String,
        alignment: Alignment = .left,
        truncatable: Bool = true,
        minimumWidth: Int = 4,
        style: TextStyle? = nil
    ) {
        self.title = title
        self.alignment = alignment
        self.isTruncatable = truncatable
        self.minimumWidth = minimumWidth
        self.style = style
    }
}

public struct TableRow: Sendable, Equatable {
    public var cells: [String]
    public var isMarked: Bool

    public init(_ cells: [String], marked: Bool = false) {
        self.cells = cells
        self.isMarked = marked
    }
}

public struct TableSection: Sendable, Equatable {
    /// Shown on its own line before the rows; nil for an untitled section.
    public var title: String?
    public var rows: [TableRow]

    public init(title: String?, rows: [TableRow]) {
        self.title = title
        self.rows = rows
    }
}
