/// Writes a word back as command-line text that the tokenizer reads as that same word.
enum CommandQuoting {
    /// By scalar, as the tokenizer reads: a quote followed by a combining mark is still a quote.
    static func needsQuotes(_ word: String) -> Bool {
        word.isEmpty
            || word.unicodeScalars.contains { $0.properties.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" }
    }

    /// The word quoted when needed (or when the user already opened a quote, whose style is kept
    /// if it can hold the word). `closed: false` leaves the quote open, for a partial completion
    /// that the user will go on typing.
    static func quote(_ word: String, opened: Character?, closed: Bool = true) -> String {
        guard opened != nil || needsQuotes(word) else { return word }
        if opened == "'", !word.unicodeScalars.contains("'") {
            return "'" + word + (closed ? "'" : "")
        }
        var escaped = ""
        for scalar in word.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return "\"" + escaped + (closed ? "\"" : "")
    }
}
