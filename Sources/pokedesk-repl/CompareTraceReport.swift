import TerminalKit

// MARK: - `compare --trace`: the paths side by side

/// Each command of a script with every architecture's trace of it — side by side when they fit
/// the width, one after another when they do not — and a table of hop counts at the end.
struct CompareTraceReport {
    /// Each architecture's name and its traced lines, in the script's order.
    let traces: [(name: String, lines: [TracedLine])]
    let width: Int

    var lines: [String] {
        guard let first = traces.first else { return [] }
        var lines: [String] = []
        for (index, traced) in first.lines.enumerated() {
            let columns = traces.map { (name: $0.name, line: $0.lines[index]) }
            lines.append("\(index + 1). \(traced.line)")
            lines += block(columns)
            lines.append("")
        }
        return lines + hopTable
    }

    // MARK: One command

    private func block(_ columns: [(name: String, line: TracedLine)]) -> [String] {
        let texts = columns.map { column in
            ["\(column.name): \(TraceFormat.hopCount(column.line.hops.count))"]
                + column.line.hops.map(TraceFormat.line(of:))
        }
        var lines = sideBySide(texts) ?? texts.flatMap { $0.map { "  " + $0 } }
        let summaries = columns.map(\.line.engine.summary)
        if Set(summaries).count == 1 {
            lines.append("  " + Phrases.text("compare.engineSame", String(columns.count), summaries[0]))
        } else {
            lines += zip(columns, summaries).map { "  " + Phrases.text("compare.engineIn", $0.name, $1) }
        }
        return lines
    }

    /// The texts as columns, or nil when they do not fit the width.
    private func sideBySide(_ texts: [[String]]) -> [String]? {
        let separator = " │ "
        let widths = texts.map { $0.map { DisplayWidth.of($0) }.max() ?? 0 }
        let total = 2 + widths.reduce(0, +) + separator.count * (texts.count - 1)
        guard texts.count > 1, total <= width else { return nil }
        let height = texts.map(\.count).max() ?? 0
        return (0..<height).map { row in
            let cells = zip(texts, widths).map { text, width in
                let cell = row < text.count ? text[row] : ""
                return cell + String(repeating: " ", count: width - DisplayWidth.of(cell))
            }
            var line = "  " + cells.joined(separator: separator)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    // MARK: The counts

    /// Hops per command and architecture, and their total.
    private var hopTable: [String] {
        guard let first = traces.first else { return [] }
        let commands = first.lines.map(\.line)
        let header = [Phrases.text("compare.hops")] + traces.map(\.name)
        var rows = commands.enumerated().map { index, command in
            ["\(index + 1). \(command)"] + traces.map { String($0.lines[index].hops.count) }
        }
        rows.append([Phrases.text("compare.total")] + traces.map { String($0.lines.map(\.hops.count).reduce(0, +)) })
        let widths = header.indices.map { column in
            ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        return ([header] + rows).map { cells in
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }
}
