/// Splits a command line into words, shell style:
/// - words are separated by whitespace;
/// - `"…"` keeps spaces; inside it `\"` and `\\` stand for `"` and `\`, any other backslash is kept;
/// - `'…'` keeps everything literally up to the next `'`;
/// - outside quotes, `\` makes the next character literal (`Mr.\ Mime`);
/// - quoted parts join the word they touch (`ab"c d"` is `abc d`), and `""` is an empty word.
/// Columns are counted in characters from 1.
///
/// Quotes, backslashes and white space are recognised by Unicode scalar, not by character: a
/// combining mark or a joiner right after a space or a quote forms one character with it, yet
/// it belongs to the word, so `add "\u{301}x"` and `add \u{301}x` both add the name `\u{301}x`
/// rather than failing or losing the mark. A word's range then starts at the character that
/// holds its first scalar.
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
        var length = 0
        for (offset, character) in line.enumerated() {
            for scalar in character.unicodeScalars {
                scanner.consume(scalar, at: offset)
            }
            length = offset + 1
        }
        return scanner.finish(length: length)
    }

    // MARK: Transitions

    /// `offset` is the character (from 0) that holds `scalar`.
    private mutating func consume(_ scalar: Unicode.Scalar, at offset: Int) {
        if escapeStart != nil {
            consumeEscaped(scalar)
            return
        }
        switch word?.quote {
        case "'":
            if scalar == "'" { word?.quote = nil } else { word?.text.unicodeScalars.append(scalar) }
        case "\"":
            if scalar == "\\" {
                escapeStart = offset
            } else if scalar == "\"" {
                word?.quote = nil
            } else {
                word?.text.unicodeScalars.append(scalar)
            }
        default:
            consumeUnquoted(scalar, at: offset)
        }
    }

    private mutating func consumeUnquoted(_ scalar: Unicode.Scalar, at offset: Int) {
        if scalar.properties.isWhitespace {
            if let finished = word {
                // The word ends where the white space starts; a word that began in the same
                // character (a mark after a space) still has one character.
                tokens.append(
                    CommandToken(text: finished.text, range: finished.start..<max(offset, finished.start + 1))
                )
                word = nil
            }
            return
        }
        if word == nil { word = OpenWord(text: "", start: offset, quote: nil) }
        switch scalar {
        case "\\":
            escapeStart = offset
        case "\"", "'":
            word?.quote = Character(scalar)
            quoteStart = offset
        default:
            word?.text.unicodeScalars.append(scalar)
        }
    }

    private mutating func consumeEscaped(_ scalar: Unicode.Scalar) {
        escapeStart = nil
        if word?.quote == "\"", scalar != "\"", scalar != "\\" {
            word?.text.unicodeScalars.append("\\")
        }
        word?.text.unicodeScalars.append(scalar)
    }

    private func finish(length: Int) -> Result {
        var result = Result(tokens: tokens, closedTokens: tokens, openWord: word, error: nil)
        if let escapeStart {
            result.error = TokenizerError(reason: .danglingEscape, column: escapeStart + 1)
        } else if let quote = word?.quote {
            result.error = TokenizerError(reason: .unbalancedQuote(quote), column: quoteStart + 1)
        } else if let word {
            result.tokens.append(CommandToken(text: word.text, range: word.start..<max(length, word.start + 1)))
        }
        return result
    }
}
