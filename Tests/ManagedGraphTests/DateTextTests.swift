import Foundation
import PropertyBased
import Testing

@testable import ManagedGraph

// MARK: - Reading dates written as text

@Suite("Dates as text: read as Foundation reads them, a day or time off the calendar refused")
struct DateTextTests {
    static let foundation = Date.ISO8601FormatStyle()

    @Test("dates of whole seconds from year 1 to 9999, leap days included, read back as written")
    func roundTrip() async {
        for text in [
            "1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z", "1900-02-28T12:00:00Z", "0001-01-01T00:00:00Z",
            "9999-12-31T23:59:59Z", "1969-12-31T23:59:59Z", "2024-06-01T12:30:00Z",
        ] {
            readsAsWritten(text)
        }
        // Any second of the calendar's ten thousand years; a failing one shrinks towards 1970.
        await propertyCheck(count: 2_000, input: Gen.int64(in: -62_135_596_800...253_402_300_799)) { seconds in
            readsAsWritten(Self.foundation.format(Date(timeIntervalSince1970: Double(seconds))))
        }
    }

    private func readsAsWritten(_ text: String) {
        #expect(DateText.date(from: text) == (try? Self.foundation.parse(text)), "\(text)")
        #expect(DateText.date(from: text).map(DateText.iso8601) == text)
    }

    @Test("what is not a day and time of the calendar is refused, with a zone, a fraction or neither")
    func notOnTheCalendar() {
        for text in [
            "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-04-31T00:00:00Z", "2024-00-10T00:00:00Z",
            "2024-01-00T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T23:60:00Z", "2024-01-01T23:59:60Z",
            "2024-01-01T2a:00:00Z", "2024-01-01 23:00:00Z", "2024-01-01T23:00:00+", "2023-02-29T10:00:00+01:00",
            "2024-04-31T10:00:00.500Z", "2024-06-01T24:00:00-05:00", "2024-06-01T10:61:00+02:00", "2023-02-29",
            "1900-02-29T00:00:00Z", "2024-02-30 10:00", "2024-05-01 25:00",
        ] {
            #expect(DateText.date(from: text) == nil, "\(text)")
        }
    }

    @Test("days and times of the calendar with a zone or a fraction are read as Foundation reads them")
    func onTheCalendar() throws {
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        for text in ["2024-02-29T23:59:59+01:00", "2024-06-01T00:00:00-05:00", "1500-02-29T12:00:00Z"] {
            #expect(DateText.date(from: text) == (try Self.foundation.parse(text)), "\(text)")
        }
        let fraction = "2024-02-29T10:00:00.250+02:00"
        #expect(DateText.date(from: fraction) == (try withFraction.parse(fraction)))
        #expect(DateText.date(from: "2024-02-29") == (try Self.foundation.year().month().day().parse("2024-02-29")))
    }
}
