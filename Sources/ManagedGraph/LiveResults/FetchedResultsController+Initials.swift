// MARK: - Sections by initial, counted

extension FetchedResultsController {
    /// The sections of a controller sectioned by the initial of its first sort descriptor —
    /// text of the fetched entity sorted case-insensitively, ascending, through its folded
    /// column — counted by the store a range of that column's index each, without reading the
    /// order; nil for any other section key. A million names are counted in some thirty ranges
    /// and no row is read: the whole order is read only when a change needs it.
    func countInitialSections() throws(ContextError) -> [SectionInfo]? {
        guard let sectionKey, sectionKey.kind == .initial, let first = sortPaths.first, first.steps.isEmpty,
            plan.statement.startsWithFoldedText
        else { return nil }
        let (withoutInitial, initials) = try context.store.read { reader in
            try reader.countsByInitial(of: plan.statement)
        }
        context.statistics.rowsRead += initials.count
        var sections: [SectionInfo] = []
        func add(_ name: String, _ count: Int) {
            guard count > 0 else { return }
            if let last = sections.last, SectionKey.isSameName(last.name, name) {
                sections[sections.count - 1] = SectionInfo(name: name, count: last.count + count)
            } else {
                sections.append(SectionInfo(name: name, count: count))
            }
        }
        add(sectionKey.nilName, withoutInitial)
        for (folded, count) in initials {
            // The folded text's first scalar names the section as the row's own text would.
            add(sectionKey.name(for: .string(folded.unicodeScalars.first.map { String($0) } ?? "")), count)
        }
        return sections
    }
}
