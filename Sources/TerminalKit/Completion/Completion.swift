/// What a completer found for a line: the candidates (raw values, unquoted) for the word at the
/// cursor, and where that word sits.
public struct Completion: Sendable, Equatable {
    public var candidates: [String]
    /// Characters of the line the chosen candidate replaces, an opening quote included.
    public var replacing: Range<Int>
    /// The word as typed so far, unquoted.
    public var partial: String
    public var openQuote: Character?
    /// Whether a candidate is written in quotes even when it reads as a word without them.
    public var isQuoted: Bool

    public init(
        candidates: [String],
        replacing: Range<Int>,
        partial: String,
        openQuote: Character? = nil,
        quoted: Bool = false
    ) {
        var seen = Set<String>()
        self.candidates = candidates.filter { seen.insert($0).inserted }
        self.replacing = replacing
        self.partial = partial
        self.openQuote = openQuote
        isQuoted = quoted
    }

    public init(candidates: [String], for request: CompletionRequest, quoted: Bool = false) {
        self.init(
            candidates: candidates,
            replacing: request.partialRange,
            partial: request.partial,
            openQuote: request.openQuote,
            quoted: quoted
        )
    }

    public static func none(at cursor: Int) -> Completion {
        Completion(candidates: [], replacing: cursor..<cursor, partial: "")
    }

    // MARK: What an editor does with it

    /// - One candidate: replace the word with it, quoted if needed, and a space after it.
    /// - Several whose longest common prefix is longer than what is typed: replace the word with
    ///   that prefix (its quote left open if it needs one), so typing can go on.
    /// - Otherwise: list the candidates; none at all: nothing (the editor beeps).
    public var action: CompletionAction {
        guard let first = candidates.first else { return .nothing }
        let quote = openQuote ?? (isQuoted ? "\"" : nil)
        if candidates.count == 1 {
            return .replace(replacing, with: CommandQuoting.quote(first, opened: quote) + " ")
        }
        let common = Self.longestCommonPrefix(of: candidates)
        if common.count > partial.count {
            return .replace(replacing, with: CommandQuoting.quote(common, opened: quote, closed: false))
        }
        return .list(candidates)
    }

    static func longestCommonPrefix(of words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var length = 0
            while length < min(prefix.count, characters.count), prefix[length] == characters[length] {
                length += 1
            }
            prefix.removeSubrange(length...)
        }
        return String(prefix)
    }
}

/// The edit a line editor makes for a completion.
public enum CompletionAction: Sendable, Equatable {
    /// Replace these characters of the line (offsets from 0) with this text.
    case replace(Range<Int>, with: String)
    /// Show these candidates under the line and leave the line as it is.
    case list([String])
    /// Nothing fits.
    case nothing
}
