// MARK: - A unified diff of two texts

/// The differences between two texts in unified diff form (`---`, `+++`, `@@` hunks with three
/// lines of context), from a longest-common-subsequence alignment of their lines.
enum UnifiedDiff {
    static func text(from old: String, to new: String, fromName: String, toName: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = align(a, b)
        var output = "--- \(fromName)\n+++ \(toName)\n"
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            var lastChange = firstChange
            while end < edits.count {
                if edits[end].kind != .same { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            end = min(edits.count, lastChange + context + 1)
            let hunk = edits[start..<end]
            let oldStart = (hunk.first { $0.kind != .insert }?.oldLine ?? 0) + 1
            let newStart = (hunk.first { $0.kind != .delete }?.newLine ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: output += " \(a[edit.oldLine])\n"
                case .delete: output += "-\(a[edit.oldLine])\n"
                case .insert: output += "+\(b[edit.newLine])\n"
                }
            }
            index = end
        }
        return output
    }

    private struct Edit {
        enum Kind { case same, delete, insert }
        let kind: Kind
        let oldLine: Int
        let newLine: Int
    }

    /// Aligns the lines by dynamic programming; transcripts are short, so O(n·m) is fine.
    private static func align(_ a: [String], _ b: [String]) -> [Edit] {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(Edit(kind: .same, oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] > lengths[i + 1][j] {
                // On a tie the old line goes first, as unified diffs show a changed line: - then +.
                edits.append(Edit(kind: .insert, oldLine: i, newLine: j))
                j += 1
            } else {
                edits.append(Edit(kind: .delete, oldLine: i, newLine: j))
                i += 1
            }
        }
        return edits
    }
}
