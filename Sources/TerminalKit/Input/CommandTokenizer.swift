/// Splits a command line into words, shell style:
/// - words are separated by whitespace;
/// - `"…"` keeps spaces; inside it `\"` and `\\` stand for `"` and `\`, any other backslash is kept;
/// - `'…'` keeps everything literally up to the next `'`;
/// - outside quotes, `\` makes the next character literal (`Mr.\ Mime`);
/// - quoted parts join the word they touch (`ab"c d"` is `abc d`), and `""` is an empty word.
/// Columns are counted in characters from 1.
public enum CommandTokenizer {
    public static func tokenize(_ line: String) throws(TokenizerError) -> [CommandToken] {
        let scan = CommandScanner.scan(line)
        if let error = scan.error { throw error }
        return scan.tokens
    }

    public static func words(_ line: String) throws(TokenizerError) -> [String] {
        try tokenize(line).map(\.text)
    }
}

/// The tokenizer's state machine, lenient: it also describes a line cut short (an open quote, a
/// word still being typed), which is what completion needs.
struct CommandScanner {
    /// The word in progress at the end of the scanned text.
    struct OpenWord: Equatable {
        var text: String
        var start: Int
        /// The quote still open at the end, if any.
        var quote: Character?
    }

    struct Result {
        /// Every well-formed word, the last one included when the text ends inside it.
        var tokens: [CommandToken]
        /// The words already ended by whitespace.
        var closedTokens: [CommandToken]
        var openWord: OpenWord?
        var error: TokenizerError?
    }

    private var tokens: [CommandToken] = []
    private var word: OpenWord?
    private var quoteStart = 0
    private var escapeStart: Int?

    static func scan(_ line: String) -> Result {
        var scanner = CommandScanner()
        for (offset, character) in line.enumerated() {
            scanner.consume(character, at: offset)
        }
        return scanner.finish(length: line.count)
    }

    // MARK: Transitions

    private mutating func consume(_ character: Character, at offset: Int) {
        if escapeStart != nil {
            consumeEscaped(character)
            return
        }
        switch word?.quote {
        case "'":
            if character == "'" { word?.quote = nil } else { word?.text.append(character) }
        case "\"":
            if character == "\\" {
                escapeStart = offset
            } else if character == "\"" {
                word?.quote = nil
            } else {
                word?.text.append(character)
            }
        default:
            consumeUnquoted(character, at: offset)
        }
    }

    private mutating func consumeUnquoted(_ character: Character, at offset: Int) {
        if character.isWhitespace {
            if let finished = word {
                tokens.append(CommandToken(text: finished.text, range: finished.start..<offset))
                word = nil
            }
            return
        }
        if word == nil { word = OpenWord(text: "", start: offset, quote: nil) }
        switch character {
        case "\\":
            escapeStart = offset
        case "\"", "'":
            word?.quote = character
            quoteStart = offset
        default:
            word?.text.append(character)
        }
    }

    private mutating func consumeEscaped(_ character: Character) {
        escapeStart = nil
        if word?.quote == "\"", character != "\"", character != "\\" {
            word?.text.append("\\")
        }
        word?.text.append(character)
    }

    private func finish(length: Int) -> Result {
        var result = Result(tokens: tokens, closedTokens: tokens, openWord: word, error: nil)
        if let escapeStart {
            result.error = TokenizerError(reason: .danglingEscape, column: escapeStart + 1)
        } else if let quote = word?.quote {
            result.error = TokenizerError(reason: .unbalancedQuote(quote), column: quoteStart + 1)
        } else if let word {
            result.tokens.append(CommandToken(text: word.text, range: word.start..<length))
        }
        return result
    }
}
