import Foundation

// MARK: - Peak resident memory

/// The process's peak resident set size, from `/proc/self/status` (`VmHWM`, in KiB): what a
/// scenario run alone in a fresh process needed at most.
enum ResidentMemory {
    static func peakKiB() -> Int {
        value("VmHWM:")
    }

    /// The process's resident set size now (`VmRSS`, in KiB).
    static func currentKiB() -> Int {
        value("VmRSS:")
    }

    private static func value(_ key: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(key) {
            let digits = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
            return digits.flatMap { Int($0) } ?? 0
        }
        return 0
    }

    /// The process's anonymous resident memory now (`RssAnon`, in KiB): its heap and stacks,
    /// without the pages of files it maps, such as a store read through SQLite's memory map.
    static func anonymousKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("RssAnon:") {
            let digits = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
            return digits.flatMap { Int($0) } ?? 0
        }
        return 0
    }
}
