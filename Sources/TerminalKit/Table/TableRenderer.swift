/// Lays a table out as lines of text for a console of a given width.
///
/// Layout: an optional marker column (the marker or blanks, then one space), the columns separated
/// by two spaces, a header line of titles, and for each titled section a `-- Title --` line before
/// its rows. Trailing spaces are trimmed. When the table is wider than the console, the widest
/// truncatable column loses one column at a time (down to its minimum width) until it fits; cut
/// cells end with `…`. Colour mode only adds styles — bold header and section titles, the marker in
/// green, each column's own style — and never changes a width.
public struct TableRenderer: Sendable {
    public var width: Int
    public var styler: Styler

    public init(width: Int, styler: Styler = .plain) {
        self.width = width
        self.styler = styler
    }

    public init(console: Console) {
        self.init(width: console.width, styler: console.styler)
    }

    static let columnGap = "  "
    public static let markerStyle = TextStyle.green
    public static let headerStyle = TextStyle.bold

    // MARK: Rendering

    public func render(_ table: Table) -> [String] {
        let markerWidth = table.marker.map { DisplayWidth.of($0) } ?? 0
        let widths = columnWidths(for: table, markerWidth: markerWidth)
        var lines = [line(titlesOf: table, widths: widths, markerWidth: markerWidth)]
        for section in table.sections {
            if let title = section.title {
                let text = TextFitting.truncate("-- \(title) --", toWidth: width)
                lines.append(styler(text, Self.headerStyle))
            }
            for row in section.rows {
                lines.append(line(for: row, in: table, widths: widths, markerWidth: markerWidth))
            }
        }
        return lines
    }

    // MARK: Widths

    private func columnWidths(for table: Table, markerWidth: Int) -> [Int] {
        var widths = table.columns.map { DisplayWidth.of($0.title) }
        for section in table.sections {
            for row in section.rows {
                for (index, cell) in row.cells.prefix(widths.count).enumerated() {
                    widths[index] = max(widths[index], DisplayWidth.of(cell))
                }
            }
        }
        let fixed = (markerWidth > 0 ? markerWidth + 1 : 0) + Self.columnGap.count * max(0, widths.count - 1)
        var total = fixed + widths.reduce(0, +)
        while total > width, let widest = widestShrinkableColumn(in: table, widths: widths) {
            widths[widest] -= 1
            total -= 1
        }
        return widths
    }

    private func widestShrinkableColumn(in table: Table, widths: [Int]) -> Int? {
        var widest: Int?
        for (index, column) in table.columns.enumerated()
        where column.isTruncatable && widths[index] > max(1, column.minimumWidth) {
            if widest.map({ widths[index] > widths[$0] }) ?? true { widest = index }
        }
        return widest
    }

    // MARK: Lines

    private func line(titlesOf table: Table, widths: [Int], markerWidth: Int) -> String {
        let cells = table.columns.map { ($0.title, Self.headerStyle) }
        return assemble(cells, columns: table.columns, widths: widths, marker: markerPrefix(nil, width: markerWidth))
    }

    private func line(for row: TableRow, in table: Table, widths: [Int], markerWidth: Int) -> String {
        let cells = table.columns.indices.map { index in
            (index < row.cells.count ? row.cells[index] : "", table.columns[index].style)
        }
        let marker = markerPrefix(row.isMarked ? table.marker : nil, width: markerWidth)
        return assemble(cells, columns: table.columns, widths: widths, marker: marker)
    }

    private func markerPrefix(_ marker: String?, width markerWidth: Int) -> String {
        guard markerWidth > 0 else { return "" }
        guard let marker else { return String(repeating: " ", count: markerWidth + 1) }
        return styler(marker, Self.markerStyle) + TextFitting.padding(from: DisplayWidth.of(marker), to: markerWidth)
            + " "
    }

    /// Padding stays outside the styled text, so trimming the line's trailing spaces is safe.
    private func assemble(
        _ cells: [(text: String, style: TextStyle?)],
        columns: [TableColumn],
        widths: [Int],
        marker: String
    ) -> String {
        var line = marker
        for (index, cell) in cells.enumerated() {
            if index > 0 { line += Self.columnGap }
            let text = TextFitting.truncate(cell.text, toWidth: widths[index])
            let padding = TextFitting.padding(from: DisplayWidth.of(text), to: widths[index])
            let styled = styler(text, cell.style)
            switch columns[index].alignment {
            case .left: line += styled + padding
            case .right: line += padding + styled
            }
        }
        while line.last == " " { line.removeLast() }
        return line
    }
}
