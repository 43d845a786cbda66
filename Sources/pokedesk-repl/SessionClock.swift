import Foundation
import PokedeskData

// MARK: - The clock a session's pokemons are caught by

/// Which clock dates the pokemons a session adds: the system's, unless a test asks for a fixed
/// one. Scripts run in-process (`compare`, the behaviour suite) always get the fixed one, so
/// that architectures and runs write the same dates.
enum SessionClock {
    /// Test-only: `POKEDESK_TEST_CLOCK=2024-06-01T12:00:00Z` starts the clock at that date and
    /// moves it a minute at each pokemon added, so that a test running the binary reads the same
    /// dates as `ScriptRunner`'s (docs/screens.md, "Editor").
    static let environmentKey = "POKEDESK_TEST_CLOCK"

    /// Where scripts run in-process start: 1 June 2024, noon UTC.
    static let scriptStart = Date(timeIntervalSince1970: 1_717_243_200)

    /// The fixed clock of scripts: `scriptStart`, then a minute more at each reading.
    static func scripted() -> CaughtClock { .stepping(from: scriptStart) }

    /// The clock `environment` asks for: the system's without `POKEDESK_TEST_CLOCK`.
    static func from(environment: [String: String]) throws(SessionClockError) -> CaughtClock {
        guard let text = environment[environmentKey] else { return .system }
        guard let start = try? Date.ISO8601FormatStyle().parse(text) else { throw SessionClockError(text: text) }
        return .stepping(from: start)
    }
}

/// A `POKEDESK_TEST_CLOCK` that is not a date.
struct SessionClockError: Error, CustomStringConvertible {
    let text: String

    var description: String {
        Phrases.text("clock.notADate", SessionClock.environmentKey, "\"\(text)\"")
    }
}
