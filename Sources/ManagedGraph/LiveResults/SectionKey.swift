import TextRules

// MARK: - How results are grouped into sections

/// What a results controller groups its rows by. Sections follow the sort order, so the
/// first sort descriptor must be the section's key path (Core Data's rule): rows of one
/// section are then contiguous.
///
/// Section names are compared as the sort compares text, scalar by scalar (`isSameName`), not
/// by Swift's `==`, which takes canonically equivalent text as equal: the sort, like the store's
/// index, keeps "É" written precomposed apart from "E" and a combining accent, so rows of the two
/// can be separated by others ("é"), and two sections by `==` would not be contiguous.
public struct SectionKey: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case value
        case initial
    }

    /// The first sort descriptor's key path.
    public let keyPath: String
    let kind: Kind
    /// The section name for rows whose value is nil.
    public let nilName: String

    /// One section per value of `keyPath` (e.g. `owner.name`).
    public static func value(of keyPath: String, nilName: String = "") -> SectionKey {
        SectionKey(keyPath: keyPath, kind: .value, nilName: nilName)
    }

    /// One section per initial letter of `keyPath` as the case-insensitive sort folds it, upper
    /// case where that is one letter ("Émile" and "eve" are both under "E"; see `initial(of:)`).
    public static func initial(of keyPath: String, nilName: String = "") -> SectionKey {
        SectionKey(keyPath: keyPath, kind: .initial, nilName: nilName)
    }

    /// The section name of a row whose first sort key is `value`.
    func name(for value: StoreValue) -> String {
        switch (kind, value) {
        case (_, .null): return nilName
        case (.value, .string(let text)): return text
        case (.value, _): return value.description
        case (.initial, .string(let text)): return Self.initial(of: text) ?? nilName
        case (.initial, _): return String(value.description.prefix(1))
        }
    }

    /// Whether two section names are the same section: the same scalars.
    static func isSameName(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.elementsEqual(rhs.utf8)
    }

    // MARK: Initials

    /// The initial a text is listed under: the first scalar of the text folded as the sort folds
    /// it (`TextFolding.fold`), upper-cased when the upper case folds back to that scalar; nil
    /// when the folded text is empty (a lone combining mark).
    ///
    /// The sort orders rows by folded text first, so the texts that share a first folded scalar
    /// are together — a whole character (a letter with a modifier, a Hangul syllable) would not
    /// be: "👍a" < "👍🏻" < "👍😀". The upper case is kept only where it names no other scalar's
    /// rows: the long s "ſ" (which folds to itself and sorts after "z") would be "S", the title
    /// of "s"; dotless "ı" would be "I"; "ß" would be "SS". Those keep their folded letter.
    static func initial(of text: String) -> String? {
        if let byte = text.utf8.first, byte < 0x80 {
            // An ASCII first letter stays first and only changes case however the rest folds.
            let upper = byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
            return String(decoding: CollectionOfOne(upper), as: UTF8.self)
        }
        guard let first = TextFolding.fold(text).unicodeScalars.first else { return nil }
        let letter = String(first)
        let upper = letter.uppercased()
        return isSameName(TextFolding.fold(upper), letter) ? upper : letter
    }
}
