import Foundation
import Synchronization
import Testing

// MARK: - Reporting what a fuzzer found

/// Collects the fuzzer's findings as test issues, each with the input's number (to make it
/// again with `FuzzInputs`) and the start of the input; after the first few, only counts them,
/// so one bug does not bury the report.
final class FuzzFindings {
    private let name: String
    private let seed: UInt64
    private(set) var count = 0

    init(_ name: String, seed: UInt64) {
        self.name = name
        self.seed = seed
    }

    func record(_ problem: String, input index: Int, _ text: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        count += 1
        guard count <= 20 else { return }
        let shown = String(text.unicodeScalars.prefix(200)).debugDescription
        Issue.record(
            "\(name), seed \(seed), input \(index) (\(text.unicodeScalars.count) scalars): \(problem); input: \(shown)",
            sourceLocation: sourceLocation
        )
    }

    /// Fails once with the total when there were more findings than were shown.
    func finish() {
        if count > 20 { Issue.record("\(name): \(count) findings in all, the first 20 shown") }
    }
}

extension String {
    /// The text as Unicode scalars: Swift's `==` on strings ignores differences that
    /// canonical equivalence allows (`é` and `e` + U+0301), which the fuzzers must not.
    var scalars: [Unicode.Scalar] { Array(unicodeScalars) }
}

/// With `POKEDESK_FUZZ_TRACE=1`: the input about to run, and the time the one before took.
func trace(_ index: Int) {
    let now = ContinuousClock.now
    let previous = traceClock.withLock { clock in
        defer { clock = now }
        return clock.map { now - $0 }
    }
    let took = previous.map { " (input \(index - 1) took \($0))" } ?? ""
    FileHandle.standardError.write(Data("input \(index)\(took)\n".utf8))
}

private let traceClock = Mutex<ContinuousClock.Instant?>(nil)
