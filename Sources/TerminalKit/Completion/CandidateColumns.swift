/// Lays completion candidates out in columns under the line being edited, row by row, as many
/// columns as fit the width.
public enum CandidateColumns {
    public static func lines(for candidates: [String], width: Int) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let gap = 2
        let cellWidth = candidates.map { DisplayWidth.of($0) }.max() ?? 0
        let perLine = max(1, (width + gap) / (cellWidth + gap))
        return stride(from: 0, to: candidates.count, by: perLine).map { start in
            let cells = candidates[start..<min(start + perLine, candidates.count)]
            var line = cells.map { $0 + TextFitting.padding(from: DisplayWidth.of($0), to: cellWidth + gap) }.joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
