import Testing

@testable import pokedesk_repl

// MARK: - What differs between two transcripts, as `diff -u` shows it

/// A unified diff of the transcript a test expected and the one it got: the file's path, then
/// each run of changed lines with three lines around it (`-` expected, `+` got). A hundred-line
/// transcript printed whole, twice, hides the one line that differs.
enum TranscriptDiff {
    static let context = 3

    static func unified(expected: String, actual: String, path: String, label: String) -> String {
        let old = lines(expected)
        let new = lines(actual)
        let edits = script(old, new)
        var out = ["--- \(path) (expected)", "+++ \(label) (got)"]
        // Each change with three lines either side; ranges that touch are one hunk.
        var hunks: [Range<Int>] = []
        for index in edits.indices where edits[index].kind != .same {
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = hunks.last, last.upperBound >= range.lowerBound {
                hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
            } else {
                hunks.append(range)
            }
        }
        for range in hunks {
            let hunk = edits[range]
            let oldStart = (hunk.first?.oldLine ?? 0) + 1
            let newStart = (hunk.first?.newLine ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            out.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for edit in hunk {
                switch edit.kind {
                case .same: out.append(" " + edit.text)
                case .removed: out.append("-" + edit.text)
                case .added: out.append("+" + edit.text)
                }
            }
        }
        return out.joined(separator: "\n")
    }

    struct Edit {
        enum Kind { case same, removed, added }
        let kind: Kind
        let text: String
        /// The line's place in each transcript before it (0-based), for the hunk's header.
        let oldLine: Int
        let newLine: Int
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The shortest edit script, from the longest common subsequence of the two line lists.
    static func script(_ old: [String], _ new: [String]) -> [Edit] {
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(Edit(kind: .same, text: old[i], oldLine: i, newLine: j))
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                // A removed line before the line that replaces it, as `diff -u` writes them.
                edits.append(Edit(kind: .removed, text: old[i], oldLine: i, newLine: j))
                i += 1
            } else {
                edits.append(Edit(kind: .added, text: new[j], oldLine: i, newLine: j))
                j += 1
            }
        }
        return edits
    }
}

extension TranscriptFile {
    /// Records one issue, the unified diff with the transcript's path, when `written` is not what
    /// `architecture` should write.
    func expectWritten(
        _ written: String,
        by architecture: Architecture,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = body(for: architecture)
        guard written != expected else { return }
        let folder = language == .english ? "" : "\(language.rawValue)/"
        let diff = TranscriptDiff.unified(
            expected: expected,
            actual: written,
            path: "Tests/BehaviourTests/Transcripts/\(folder)\(name).txt",
            label: architecture.rawValue
        )
        Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
    }
}
