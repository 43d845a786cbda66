import Testing

@testable import ManagedGraph

@Suite("Text sort keys")
struct TextSortKeyTests {
    static let texts: [StoreValue] =
        [
            "Eevee", "eevee", "EEVEE", "Éevee", "éevee", "Flabébé", "Flabebe", "flabébé", "Mr. Mime", "mr. mime",
            "Nidoran♀", "Nidoran♂", "Nidoran", "", "ß", "SS", "ss", "İstanbul", "istanbul", "Ωmega", "ωmega",
            "Zubat", "zubat", "a\u{301}", "á", "👍", "👍🏻", "Ａ", "a",
        ].map { StoreValue.string($0) } + [.null]

    @Test("keys sort texts and nil as the in-memory comparison does, each way", arguments: [true, false])
    func sameOrder(caseInsensitive: Bool) throws {
        let keys = try #require(TextSortKey.keys(Self.texts, caseInsensitive: caseInsensitive))
        for (i, lhs) in Self.texts.enumerated() {
            for (j, rhs) in Self.texts.enumerated() {
                let comparison = ObjectSorter.compare(lhs, rhs, caseInsensitive: caseInsensitive)
                #expect((keys[i] < keys[j]) == (comparison < 0), "\(lhs) < \(rhs)")
                #expect((keys[i] == keys[j]) == (comparison == 0), "\(lhs) == \(rhs)")
            }
        }
    }

    @Test("values other than text have no key: the comparison sorts them")
    func otherValues() {
        #expect(TextSortKey.keys([.string("a"), .integer(1)], caseInsensitive: true) == nil)
    }
}
