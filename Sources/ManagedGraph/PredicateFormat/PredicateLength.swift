// MARK: - How long a format string may be

/// The limits on a format string's size, stated in characters as a learner counts them on
/// screen, and checked before anything else reads the string.
///
/// A limit on characters alone would not bound the work: one character can carry any number
/// of combining marks (`e` and a million accents is one character). So a character may also
/// carry only so many marks, and the two limits together bound how many Unicode scalars the
/// lexer can be given. The check itself reads at most one scalar more than that bound, however
/// long the string, so even a megabyte line is refused at a small, fixed cost.
enum PredicateLength {
    /// The most characters a format string may have.
    static let maximumCharacters = 10_000
    /// The most combining marks (accents and the like) one character may carry; every Unicode
    /// scalar of a character after its first counts as one. Real text needs a few: an emoji
    /// family with skin tones, joiners and all, counts ten.
    static let maximumMarks = 16

    /// The most scalars a string within both limits can have.
    static let maximumScalars = maximumCharacters * (maximumMarks + 1)

    /// Refuses `format` if it has too many characters, or a character with too many marks.
    /// `firstColumn` is the column of its first character in the line the user typed.
    static func check(_ format: String, firstColumn: Int) throws(PredicateError) {
        let scalars = format.unicodeScalars
        let end =
            scalars.index(scalars.startIndex, offsetBy: maximumScalars + 1, limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        // A string cut there breaks into the same characters as the whole, but for the last one,
        // which may be cut short: still at the same column, and still carrying too many marks if
        // the cut left it with too many.
        let examined = Substring(scalars[..<end])
        var count = 0
        for character in examined {
            count += 1
            if count <= maximumCharacters, character.unicodeScalars.count > maximumMarks + 1 {
                throw PredicateError(.tooManyMarks, "\(maximumMarks)", column: firstColumn + count - 1)
            }
        }
        // When the string goes on past the scalars examined, one of the two limits was broken
        // within them (maximumScalars + 1 scalars do not fit in the limits): if no character
        // carried too many marks, there are too many characters.
        guard count > maximumCharacters else { return }
        let counted = end == scalars.endIndex ? "\(count)" : "at least \(count)"
        throw PredicateError(.tooLong, "\(counted)", "\(maximumCharacters)", column: firstColumn + maximumCharacters)
    }
}
