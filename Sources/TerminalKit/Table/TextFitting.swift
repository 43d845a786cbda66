/// Fits text into a number of columns by display width, never cutting a grapheme cluster.
enum TextFitting {
    static let ellipsis = "…"

    /// The text unchanged when it fits, else cut so that it plus `…` fits in `width` columns.
    static func truncate(_ text: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        let budget = width - DisplayWidth.of(ellipsis)
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > budget { break }
            kept.append(character)
            used += characterWidth
        }
        return kept + ellipsis
    }

    /// The spaces that bring text of `width` columns up to `target`.
    static func padding(from width: Int, to target: Int) -> String {
        String(repeating: " ", count: max(0, target - width))
    }
}
