// MARK: - What a repository's hops say of a query

extension TraceText {
    /// `liveResults(sort: .name)`, with the filter and the sections when there are.
    static func liveResults(_ query: PokemonQuery) -> String {
        var arguments: [String] = []
        if let filter = query.filter { arguments.append("filter: \(Quoting.quoted(filter))") }
        arguments.append("sort: .\(query.sort.rawValue)")
        if query.sections != .off { arguments.append("sections: .\(query.sections.rawValue)") }
        return "liveResults(\(arguments.joined(separator: ", ")))"
    }

    /// `liveResults()`, `liveResults(nameContains: "pi", type: 13)`.
    static func liveResults(_ query: RaceQuery) -> String {
        var arguments: [String] = []
        if let text = query.nameContains { arguments.append("nameContains: \(Quoting.quoted(text))") }
        if let type = query.type { arguments.append("type: \(type.rawValue)") }
        return "liveResults(\(arguments.joined(separator: ", ")))"
    }

    /// A race as its key — in a store the preload filled, its dex code — or `nil`.
    public static func race(_ id: RaceID?) -> String {
        id.map { "\($0.rawValue)" } ?? "nil"
    }
}
