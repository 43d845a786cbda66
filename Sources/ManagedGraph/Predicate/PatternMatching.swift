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

    /// `MATCHES`: the regular expression must match the whole text, as ICU's `matches()` (which
    /// NSPredicate uses) has it: every alternative is tried, so `Al|Alba` matches "Alba" and
    /// `Jo(e|ey)` matches "Joey", where the first match ("Al", "Joe") is too short. An
    /// invalid expression matches nothing (the parser reports it before a fetch runs).
    static func matches(_ text: String, _ pattern: String, caseInsensitive: Bool) -> Bool {
        guard let regex = compiled(pattern, caseInsensitive: caseInsensitive) else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return regex.firstMatch(in: text, options: [.anchored], range: range) != nil
    }

    /// Whether a regular expression compiles, and why not.
    static func regexProblem(_ pattern: String) -> PredicateProblem? {
        guard wholeTextPattern(pattern) == nil else { return nil }
        return PredicateProblem(.notARegularExpression, "\"\(pattern)\"")
    }

    /// The pattern made to match only the whole text: `(?:pattern)\z`, the match anchored at
    /// the start. Foundation has no whole-text match (ICU's `matches()`): checking the length of
    /// the first match is not the same, since that match may be a shorter alternative.
    ///
    /// What follows the pattern must stay outside it. Two valid endings would swallow it: an
    /// open `\Q` quotes to the end of the pattern, and a `#` comment under `(?x)` runs to the
    /// end of the line. Either leaves the `(?:` unclosed, so the first form fails to compile,
    /// and a form that closes the quote (`\E`) or the line (a new line, blank under `(?x)`)
    /// is tried next. A pattern ending in `\c` (a control character with no character) is
    /// refused: no suffix can follow it without changing it. nil when the pattern is invalid.
    static func wholeTextPattern(_ pattern: String) -> String? {
        guard (try? NSRegularExpression(pattern: pattern)) != nil, !endsWithControlEscape(pattern) else { return nil }
        for closing in [")\\z", "\\E)\\z", "\n)\\z"] {
            let anchored = "(?:" + pattern + closing
            if (try? NSRegularExpression(pattern: anchored)) != nil { return anchored }
        }
        return nil
    }

    /// Whether the pattern ends with an unescaped `\c`.
    private static func endsWithControlEscape(_ pattern: String) -> Bool {
        guard pattern.hasSuffix("\\c") else { return false }
        let backslashes = pattern.dropLast().reversed().prefix { $0 == "\\" }.count
        return backslashes % 2 == 1
    }

    // MARK: Cache

    /// Compiled expressions by pattern and flag: a fetch evaluates one pattern on every row.
    private static let cache = Mutex<[String: NSRegularExpression]>([:])

    private static func compiled(_ pattern: String, caseInsensitive: Bool) -> NSRegularExpression? {
        let key = (caseInsensitive ? "i:" : "s:") + pattern
        if let hit = cache.withLock({ $0[key] }) { return hit }
        guard let whole = wholeTextPattern(pattern),
            let regex = try? NSRegularExpression(pattern: whole, options: caseInsensitive ? [.caseInsensitive] : [])
        else { return nil }
        cache.withLock { entries in
            if entries.count > 64 { entries.removeAll() }
            entries[key] = regex
        }
        return regex
    }
}
