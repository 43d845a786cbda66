import Foundation

// MARK: - Numbers as people read them

enum Format {
    /// 1000000 → "1,000,000".
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// Seconds in the unit that keeps three significant digits: "1.23 s", "45.6 ms", "789 µs".
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if value >= 1 { return fixed(value, 3) + " s" }
        if value >= 1e-3 { return fixed(value * 1e3, 3) + " ms" }
        return fixed(value * 1e6, 3) + " µs"
    }

    /// A ratio: "1.42×", "0.031×", "57×".
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        return fixed(value, 3) + "×"
    }

    /// KiB as MB (10^6 bytes, as `ps` and the goals count).
    static func megabytes(kib: Int) -> String {
        fixed(Double(kib) * 1024 / 1e6, 3) + " MB"
    }

    /// `significant` significant digits, without an exponent.
    static func fixed(_ value: Double, _ significant: Int) -> String {
        guard value != 0 else { return "0" }
        let magnitude = Int(floor(log10(abs(value)))) + 1
        let decimals = max(0, significant - magnitude)
        return String(format: "%.\(decimals)f", value)
    }
}
