import Testing

@testable import ManagedGraph

// MARK: - Section names

@Suite("Section keys")
struct SectionKeyTests {
    @Test(
        "initials: the first letter as the sort folds it, upper case where that names no other letter",
        arguments: [
            ("Émile", "E"), ("eve", "E"), ("E\u{301}voli", "E"), ("\u{212A}oko", "K"), ("İris", "I"), ("ǅemal", "Ǆ"),
            ("ǆemal", "Ǆ"), ("ſun", "ſ"), ("ıgloo", "ı"), ("ß", "ß"), ("ẞ", "ß"), ("ﬁsh", "ﬁ"), ("\u{2126}", "\u{3A9}"),
            ("\u{D55C}\u{AE00}", "\u{1112}"), ("\u{1F44D}\u{1F3FB}", "\u{1F44D}"), ("42", "4"), ("(x)", "("),
        ]
    )
    func initials(name: String, initial: String) {
        #expect(SectionKey.initial(of: name).map { SectionKey.isSameName($0, initial) } == true, "\(name)")
    }

    @Test("a name that folds to nothing, a lone mark, is under the section of nil values")
    func foldsToNothing() {
        #expect(SectionKey.initial(of: "\u{301}") == nil)
        #expect(SectionKey.initial(of: "\u{301}a") == "A")
        #expect(SectionKey.initial(of: "name").name(for: .string("\u{301}")) == "")
    }

    /// Planes 0, 1 and 14: every letter with a case, every mark and every decomposition is
    /// there; the other planes hold ideographs without case, and unassigned and private scalars.
    @Test("every scalar's initial names its first folded scalar and no other, by scalars and by ==")
    func initialsOfEveryScalar() {
        var byExactName: [[UInt8]: Unicode.Scalar] = [:]
        var byName: [String: Unicode.Scalar] = [:]
        var clashes: [String] = []
        for value in Array(UInt32(0)...0x1FFFF) + Array(UInt32(0xE0000)...0xEFFFF) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            guard let folded = TextFolding.fold(text).unicodeScalars.first else {
                if SectionKey.initial(of: text) != nil {
                    clashes.append("U+\(value): folds to nothing, has an initial")
                }
                continue
            }
            guard let name = SectionKey.initial(of: text) else {
                clashes.append("U+\(value): no initial")
                continue
            }
            if let other = byExactName.updateValue(folded, forKey: Array(name.utf8)), other != folded {
                clashes.append("\(name.debugDescription) names U+\(other.value) and U+\(folded.value)")
            }
            if let other = byName.updateValue(folded, forKey: name), other != folded {
                clashes.append("\(name.debugDescription) equals the name of U+\(other.value) and of U+\(folded.value)")
            }
        }
        #expect(clashes.isEmpty, "\(clashes.prefix(20))")
    }
}
