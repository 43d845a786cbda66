import ManagedGraph
import PokedeskData

// MARK: - Reproducible randomness

/// The data layer's SplitMix64 with the fuzzers' and the kill test's helpers: the same seed gives
/// the same inputs on every machine, so any failure can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var source: SplitMix64

    init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    /// The generator of input `index` in a run seeded `seed`: each input can be made again on its
    /// own, without replaying the ones before it.
    static func forInput(_ index: Int, seed: UInt64) -> SeededRandom {
        var mixer = SeededRandom(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        return SeededRandom(seed: mixer.next())
    }

    mutating func next() -> UInt64 {
        source.next()
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// True with a chance of `percent` in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...(elements.count - 1))]
    }

    mutating func byte() -> UInt8 {
        UInt8(truncatingIfNeeded: next())
    }
}
