/// A line being edited, cut at the cursor and read the way the tokenizer will read it: the words
/// already complete, and the word being typed. Offsets are in characters from 0.
public struct CompletionRequest: Sendable, Equatable {
    public let line: String
    public let cursor: Int
    /// The words before the one being completed, unquoted (the command word first).
    public let words: [String]
    /// The word being completed as typed so far, unquoted (`"Mr. M` gives `Mr. M`).
    public let partial: String
    /// Where the word being completed sits: from its first character (an opening quote included)
    /// to the cursor.
    public let partialRange: Range<Int>
    /// The quote the user opened and has not closed, if any.
    public let openQuote: Character?

    public init(line: String, cursor: Int) {
        let cursor = min(max(0, cursor), line.count)
        let scan = CommandScanner.scan(String(line.prefix(cursor)))
        self.line = line
        self.cursor = cursor
        self.words = scan.closedTokens.map(\.text)
        if let open = scan.openWord {
            partial = open.text
            partialRange = open.start..<cursor
            openQuote = open.quote
        } else {
            partial = ""
            partialRange = cursor..<cursor
            openQuote = nil
        }
    }
}
