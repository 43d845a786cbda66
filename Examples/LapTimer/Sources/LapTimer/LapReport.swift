public import Foundation

// MARK: - How laps are written

/// The program's lines: a table of laps newest first, and the line that confirms a new lap.
///
/// Laps are numbered from the first one taken, so a lap keeps its number as more are added;
/// a lap's time is how long after the lap before it was taken.
public struct LapReport {
    /// The time zone dates are shown in: the user's, or a fixed one for tests.
    public var timeZone: TimeZone

    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
    }

    /// One line per lap, newest first, as `laps` are; "no laps yet" when there are none.
    public func table(_ laps: [Lap]) -> [String] {
        guard !laps.isEmpty else { return ["no laps yet"] }
        let width = String(laps.count).count
        return laps.indices.map { index in
            let number = String(laps.count - index)
            let padding = String(repeating: " ", count: width - number.count)
            let lap = laps[index]
            let time = index + 1 < laps.count ? Self.duration(from: laps[index + 1].date, to: lap.date) : "start"
            let timeColumn = time + String(repeating: " ", count: max(0, 9 - time.count))
            let line = [padding + number, dateText(lap.date), timeColumn, lap.label ?? ""].joined(separator: "  ")
            return line.trimmingTrailingSpaces()
        }
    }

    /// The line that confirms `lap`, found among `laps` (newest first).
    public func added(_ lap: Lap, among laps: [Lap]) -> String {
        guard let index = laps.firstIndex(where: { $0 === lap }) else { return "added a lap" }
        let number = laps.count - index
        let named = lap.label.map { " \"\($0)\"" } ?? ""
        guard index + 1 < laps.count else { return "lap \(number)\(named) started the timer at \(dateText(lap.date))" }
        let time = Self.duration(from: laps[index + 1].date, to: lap.date)
        return "lap \(number)\(named) at \(dateText(lap.date)): \(time) after lap \(number - 1)"
    }

    /// The line that confirms a `clear`.
    public static func cleared(_ count: Int) -> String {
        count == 1 ? "deleted 1 lap" : "deleted \(count) laps"
    }

    // MARK: Pieces

    /// `2024-03-09 14:05:07`, in `timeZone`.
    func dateText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = [parts.year ?? 0, parts.month ?? 0, parts.day ?? 0].map { Self.twoDigits($0) }
        let time = [parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0].map { Self.twoDigits($0) }
        return day.joined(separator: "-") + " " + time.joined(separator: ":")
    }

    /// The time between two dates to a tenth of a second: `0:42.5`, `1:02:03.0`; negative when
    /// the clock went back between two laps.
    static func duration(from start: Date, to end: Date) -> String {
        let tenths = Int((end.timeIntervalSince(start) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let total = abs(tenths)
        let hours = total / 36_000
        let minutes = total / 600 % 60
        let seconds = "\(twoDigits(total / 10 % 60)).\(total % 10)"
        return sign + (hours > 0 ? "\(hours):\(twoDigits(minutes)):\(seconds)" : "\(minutes):\(seconds)")
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
