// MARK: - Two libraries doing the same work in one process

/// Ours against another library's way of doing the same work in the same process (the insert and
/// the fetch): judged on processor time where both trials measured it — on a loaded machine a
/// trial of a few hundred milliseconds waits for a core for a share of its time that one trial
/// to the next differs by a third, which the clock counts and the processor time does not —
/// with the clock's ratio beside it; on the clock otherwise. The bulk commands' per-row goals
/// take their two ratios from it too (`BulkGoals.perRowGoal`), whole processes timed by `wait4`.
struct LibraryRatio {
    let wall: Double
    let processor: Double?

    init(_ ours: ContestantResult, against other: ContestantResult) {
        wall = ours.timeRatio(to: other)
        processor = ours.processorRatio(to: other)
    }

    /// The figure the goal is judged on.
    var judged: Double { processor ?? wall }

    /// `1.63× CPU; wall 1.84×`, or with `whose` `0.805× GRDB's CPU time; wall 0.966×`; the clock's
    /// ratio alone when there is no processor time.
    func text(of whose: String? = nil) -> String {
        let unit = whose.map { " \($0) time" } ?? ""
        guard let processor else { return Format.ratio(wall) + unit }
        let processorUnit = whose.map { " \($0) CPU time" } ?? " CPU"
        return "\(Format.ratio(processor))\(processorUnit); wall \(Format.ratio(wall))"
    }
}
