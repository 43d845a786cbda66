// MARK: - A seeded random source, so every generated case can be replayed

/// SplitMix64 (Steele, Lea and Flood) with the generators' helpers: the same sequence on every
/// platform for a given seed, and the same as the app's generator gives (it is the same
/// algorithm), so a seed means the same cases in both test targets.
struct PredicateFormatRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...(elements.count - 1))]
    }
}
