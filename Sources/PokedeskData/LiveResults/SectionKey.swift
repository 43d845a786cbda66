import PokedeskDomain

// MARK: - How results are grouped into sections

/// What a results controller groups its rows by. Sections follow the sort order, so the
/// first sort descriptor must be the section's key path (Core Data's rule): rows of one
/// section are then contiguous.
public struct SectionKey: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case value
        case initial
    }

    /// The first sort descriptor's key path.
    public let keyPath: String
    let kind: Kind
    /// The section name for rows whose value is nil.
    public let nilName: String

    /// One section per value of `keyPath` (e.g. `race.name`).
    public static func value(of keyPath: String, nilName: String = "") -> SectionKey {
        SectionKey(keyPath: keyPath, kind: .value, nilName: nilName)
    }

    /// One section per initial letter of `keyPath`, case- and diacritic-folded then upper-cased
    /// ("Émile" and "eve" are both under "E").
    public static func initial(of keyPath: String, nilName: String = "") -> SectionKey {
        SectionKey(keyPath: keyPath, kind: .initial, nilName: nilName)
    }

    /// The section name of a row whose first sort key is `value`.
    func name(for value: StoreValue) -> String {
        switch (kind, value) {
        case (_, .null): return nilName
        case (.value, .string(let text)): return text
        case (.value, _): return value.description
        case (.initial, .string(let text)):
            guard let first = TextFolding.fold(text).first else { return nilName }
            return String(first).uppercased()
        case (.initial, _): return String(value.description.prefix(1))
        }
    }
}
