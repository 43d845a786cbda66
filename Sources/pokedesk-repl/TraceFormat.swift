import PokedeskDomain

// MARK: - Writing a trace

/// A traced command as lines: a heading with the hop count, one line a hop — the role in a
/// column, then `Type.message` indented by one `· ` per caller — and the engine's summary.
enum TraceFormat {
    static let roleWidth = TraceRole.allCases.map(\.rawValue.count).max() ?? 0

    static func lines(hops: [TraceHop], engine: EngineCounts) -> [String] {
        var lines = [Phrases.text("trace.heading", hopCount(hops.count))]
        lines += hops.map { "  " + line(of: $0) }
        lines.append("  " + Phrases.text("trace.engine", engine.summary))
        return lines
    }

    /// `presenter     · PokemonListPresenter.changeRace(row: 1, race: "raichu")`.
    static func line(of hop: TraceHop) -> String {
        let role = hop.role.rawValue.padding(toLength: roleWidth, withPad: " ", startingAt: 0)
        return "\(role)  \(String(repeating: "· ", count: hop.depth))\(hop.type).\(hop.message)"
    }

    /// `1 hop`, `3 hops`.
    static func hopCount(_ count: Int) -> String {
        Phrases.counted("trace.hops", count)
    }
}
