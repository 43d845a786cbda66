// MARK: - A seeded generator for a session that must come out the same twice

/// SplitMix64 (Steele, Lea and Flood): the same seed gives the same numbers on every machine.
/// TEA's purity check runs one long random session twice and compares: what it finds is a
/// reducer that is not a function, which no smaller case replays, so it is not a property to
/// shrink (the randomized tests that are use PropertyBased). The app's `generate` has its own
/// in PokedeskData.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
