/// Writes a word back as command-line text that the tokenizer reads as that same word.
enum CommandQuoting {
    static func needsQuotes(_ word: String) -> Bool {
        word.isEmpty || word.contains { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" }
    }

    /// The word quoted when needed (or when the user already opened a quote, whose style is kept
    /// if it can hold the word). `closed: false` leaves the quote open, for a partial completion
    /// that the user will go on typing.
    static func quote(_ word: String, opened: Character?, closed: Bool = true) -> String {
        guard opened != nil || needsQuotes(word) else { return word }
        if opened == "'", !word.contains("'") {
            return "'" + word + (closed ? "'" : "")
        }
        var escaped = ""
        for character in word {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + (closed ? "\"" : "")
    }
}
