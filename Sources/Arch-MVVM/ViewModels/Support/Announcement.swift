// MARK: - Something said once

/// What a view model says once rather than keeps showing: a confirmation, the rows a change
/// moved, a refused change. Numbered, because Observation does not report a property set to a
/// value equal to the one it had, and a list that says "inserted at 1" twice in a row has two
/// things to show.
struct Announcement<Content: Equatable>: Equatable {
    let content: Content
    /// 1 for the first announcement of a property, then one more each time.
    let number: Int
}

extension Optional {
    /// Replaces the announcement with a new one saying `content`.
    mutating func announce<Content>(_ content: Content) where Wrapped == Announcement<Content> {
        self = Announcement(content: content, number: (self?.number ?? 0) + 1)
    }
}
