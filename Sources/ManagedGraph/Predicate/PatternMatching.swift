import Foundation
import Synchronization

// MARK: - LIKE and MATCHES

/// The two string operators SQLite has no exact equivalent of, written once in Swift and used
/// both as SQL functions (`pd_like`, `pd_matches`) and by in-memory evaluation, so the two
/// always agree.
enum PatternMatching {
    /// `LIKE`: `*` matches any run of characters (possibly empty), `?` exactly one, `\` makes the
    /// next character literal; everything else matches itself. Matches the whole text.
    static func like(_ text: String, _ pattern: String) -> Bool {
        let t = Array(text.unicodeScalars)
        let p = Array(pattern.unicodeScalars)
        // Iterative wildcard matching with back-tracking to the last `*`: linear in practice,
        // never exponential, so a hostile pattern cannot hang a fetch.
        var ti = 0
        var pi = 0
        var star: Int?
        var starText = 0
        while ti < t.count {
            if pi < p.count {
                let c = p[pi]
                if c == "*" {
                    star = pi
                    starText = ti
                    pi += 1
                    continue
                }
                if c == "?" {
                    ti += 1
                    pi += 1
                    continue
                }
                let literal: Unicode.Scalar
                let width: Int
                if c == "\\", pi + 1 < p.count {
                    literal = p[pi + 1]
                    width = 2
                } else {
                    literal = c
                    width = 1
                }
                if literal == t[ti] {
                    ti += 1
                    pi += width
                    continue
                }
            }
            guard let s = star else { return false }
            pi = s + 1
            starText += 1
            ti = starText
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// `MATCHES`: the regular expression must match the whole text. An invalid expression
    /// matches nothing (the parser reports it before a fetch runs).
    static func matches(_ text: String, _ pattern: String, caseInsensitive: Bool) -> Bool {
        guard let regex = compiled(pattern, caseInsensitive: caseInsensitive) else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        guard let match = regex.firstMatch(in: text, options: [.anchored], range: range) else { return false }
        return match.range == range
    }

    /// Whether a regular expression compiles, and why not.
    static func regexProblem(_ pattern: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return nil
        } catch {
            return "\"\(pattern)\" is not a valid regular expression"
        }
    }

    // MARK: Cache

    /// Compiled expressions by pattern and flag: a fetch evaluates one pattern on every row.
    private static let cache = Mutex<[String: NSRegularExpression]>([:])

    private static func compiled(_ pattern: String, caseInsensitive: Bool) -> NSRegularExpression? {
        let key = (caseInsensitive ? "i:" : "s:") + pattern
        if let hit = cache.withLock({ $0[key] }) { return hit }
        guard let regex = try? NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        else { return nil }
        cache.withLock { entries in
            if entries.count > 64 { entries.removeAll() }
            entries[key] = regex
        }
        return regex
    }
}
