import SeededGenerator

// MARK: - A seeded random source, so every generated case can be replayed

/// SplitMix64 with the generators' helpers: the same sequence on every platform for a given
/// seed, and the same as the app's generator gives (it is the same algorithm), so a seed means the
/// same cases in both test targets.
struct PredicateFormatRandom: RandomNumberGenerator {
    private var source: SplitMix64

    init(seed: UInt64) { source = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { source.next() }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...(elements.count - 1))]
    }
}
