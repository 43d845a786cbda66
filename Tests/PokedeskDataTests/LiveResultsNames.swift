import PropertyBased

// MARK: - Names for the live results' property

/// Names that sort and section in ways plain letters do not, plain ones to sort them among, and
/// the generators that draw from them.
enum LiveResultsNames {
    static let plain = [
        "Abra", "Bulby", "Char", "Dodo", "Mew", "Pika", "Yoyo", "Zubat", "abra", "ABRA", "zubat", "Sam",
    ]

    /// Letters whose case mapping, folding or canonical form is unusual: a long s that sorts
    /// after z yet upper-cases to S, dotless and dotted i, sharp s, a titlecase digraph, a
    /// letter written precomposed and decomposed, signs that decompose to letters, a lone mark,
    /// Hangul in both forms, an emoji with and without a modifier.
    static let tricky = [
        "ſun", "Sun", "sun", "ıgloo", "Igloo", "İris", "iris", "ß", "ss", "SS", "ẞ", "ǅemal", "ǆemal", "Ǆemal",
        "dzemal", "E\u{301}voli", "\u{C9}voli", "\u{E9}voli", "e\u{301}voli", "Evoli", "\u{301}", "\u{301}a", "Ω",
        "\u{2126}", "\u{212A}oko", "Koko", "ﬁsh", "fish", "\u{D55C}\u{AE00}", "\u{1112}\u{1161}\u{11AB}",
        "\u{1112}\u{1161}",
        "\u{1F44D}", "\u{1F44D}\u{1F3FB}", "\u{1F44D}a", "\u{1F44D}\u{1F600}",
    ]

    static let races = [
        "Abra", "abra", "\u{C9}voli", "E\u{301}voli", "\u{E9}voli", "e\u{301}voli", "Evoli", "ſun", "Sun", "ß", "ıgloo",
        "Igloo", "İris", "ǅemal", "Zubat",
    ]

    /// A pokemon's name: plain or tricky ones, sometimes a few scalars of awkward scripts.
    static let pokemon = Gen.frequency((4, Gen.pick(plain)), (5, Gen.pick(tricky)), (1, scalars))

    /// A race's name: mostly one of `races`, sometimes a few scalars of awkward scripts.
    static let race = Gen.frequency((85, Gen.pick(races)), (15, scalars))

    /// One to three scalars from scripts with marks, case, decompositions and joiners; each is
    /// drawn as a pool and an offset within it, so that a failing name shrinks towards "A".
    private static let scalars = zip(Gen.int(in: 0...(pools.count - 1)), Gen.int(in: 0...0x1FF))
        .array(of: 1...3)
        .map { picks in
            var text = ""
            for (pool, offset) in picks {
                let range = pools[pool]
                let value = range.lowerBound + UInt32(offset) % UInt32(range.count)
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            return text
        }

    private static let pools: [ClosedRange<UInt32>] = [
        0x41...0x7A, 0xC0...0x24F, 0x300...0x36F, 0x370...0x3FF, 0x1100...0x11FF, 0x1E00...0x1EFF, 0x2100...0x214F,
        0xAC00...0xAC20, 0xFB00...0xFB06, 0x1F3FB...0x1F3FF, 0x1F600...0x1F610,
    ]
}
