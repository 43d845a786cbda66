// MARK: - One log for several doubles

/// Where test doubles write what they were told, in order: shared between doubles, it shows
/// which of them was called first (a router closing its module before the delegate hears).
final class CallLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}
