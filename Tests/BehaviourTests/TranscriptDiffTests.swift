import Testing

@Suite("Transcript diffs")
struct TranscriptDiffTests {
    static let twelve = (1...12).map { "line \($0)" }

    @Test("one line changed: the path, one hunk with three lines either side")
    func oneLine() {
        var got = Self.twelve
        got[5] = "line six"
        let diff = TranscriptDiff.unified(
            expected: Self.twelve.joined(separator: "\n"),
            actual: got.joined(separator: "\n"),
            path: "Transcripts/01.txt",
            label: "mvp"
        )
        #expect(
            diff == """
                --- Transcripts/01.txt (expected)
                +++ mvp (got)
                @@ -3,7 +3,7 @@
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9
                """
        )
    }

    @Test("changes far apart are two hunks; a line added and one removed are placed by their own transcript")
    func twoHunks() {
        var got = Self.twelve
        got.remove(at: 11)
        got.insert("new", at: 0)
        let diff = TranscriptDiff.unified(
            expected: Self.twelve.joined(separator: "\n"),
            actual: got.joined(separator: "\n"),
            path: "p",
            label: "tea"
        )
        let lines = diff.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -1,3 +1,4 @@", "@@ -9,4 +10,3 @@"])
        #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == ["+new"])
        #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") } == ["-line 12"])
    }
}
