// MARK: - Errors

/// Anything that stops the benchmark: a store that cannot be made, a child that failed, two
/// contestants that disagree about the rows. Timings never fail the benchmark.
struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
