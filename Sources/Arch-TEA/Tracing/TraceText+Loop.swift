import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - How the loop's hops read

/// The messages of the runtime's hops (`trace on`): an action or an effect as Swift writes it —
/// `rename(row: 1, to: "Abra")`, `rowChanged(.deleted("Pika"))` — read off the value itself, so
/// that a case added to `Action` or `Effect` reads right in the trace at once. User text is quoted
/// as messages quote it; what would make a hop long is shortened: a pokemon or a race by its name,
/// live results by their id, rows by their range, a list by its length, a query by what it asks.
extension TraceText {
    /// `value` as a hop shows it; an enum case starts with a dot, as when nested in another.
    static func describe(_ value: Any) -> String {
        if let short = shortened(value) { return short }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first, let name = payload.label else { return ".\(value)" }
            return ".\(name)(\(arguments(payload.value)))"
        case .optional:
            return mirror.children.first.map { describe($0.value) } ?? "nil"
        case .tuple:
            return arguments(value)
        default:
            return (value as? any CustomStringConvertible)?.description ?? "\(type(of: value))"
        }
    }

    /// A case's payload: `row: 1, to: "Abra"`.
    private static func arguments(_ payload: Any) -> String {
        let mirror = Mirror(reflecting: payload)
        guard mirror.displayStyle == .tuple else { return describe(payload) }
        return mirror.children.map { child in
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            return (label.map { "\($0): " } ?? "") + describe(child.value)
        }.joined(separator: ", ")
    }

    /// The values that read better short than field by field.
    private static func shortened(_ value: Any) -> String? {
        switch value {
        case let text as String: return Quoting.quoted(text)
        case let pokemon as Pokemon: return Quoting.quoted(pokemon.name)
        case let race as Race: return Quoting.quoted(race.name)
        // An error's case has no name to read when it has no payload: its line says it.
        case let error as PokedeskError: return Quoting.quoted(error.description)
        case let range as Range<Int>: return rows(range.map { $0 + 1 })
        case let report as ResultsChangeReport: return changes(report.changes)
        case let opened as ResultsOpened: return "\(opened.results), \(opened.count) rows"
        case let request as RaceListRequest: return Quoting.quoted(request.title)
        case let query as PokemonQuery:
            return "filter: \(quoted(query.filter)), .\(query.sections), .\(query.sort)"
        case let query as RaceQuery: return "nameContains: \(quoted(query.nameContains))"
        case let progress as TransferProgress: return "\(progress.done) of \(progress.total)"
        case let stale as StaleRow: return "now at row \(stale.flatNow.map { "\($0 + 1)" } ?? "none")"
        case let rows as [PokemonRow]: return "\(rows.count) rows"
        case let rows as [RaceRow]: return "\(rows.count) rows"
        case let types as [TypeSummary]: return "\(types.count) types"
        case let lines as [String]: return lines.first.map(Quoting.quoted) ?? "no line"
        default: return nil
        }
    }

    /// The effects a reducer returned, by name: `actOnShownRow, write(.message)`.
    static func names(of effects: [Effect]) -> String {
        guard !effects.isEmpty else { return "no effect" }
        return effects.map { effect in
            guard case .write(let output) = effect else { return String(effect.traceMessage.prefix { $0 != "(" }) }
            return "write(\(describe(output).prefix { $0 != "(" }))"
        }.joined(separator: ", ")
    }
}

// MARK: - Actions and effects

extension Action {
    /// The enum the hop names: the screen's action enum for a screen's action.
    var traceType: Any.Type {
        switch self {
        case .pokemons: return PokemonListAction.self
        case .editor: return PokemonEditorAction.self
        case .races: return RaceListAction.self
        case .types: return TypeListAction.self
        case .history: return HistoryAction.self
        case .appeared, .opened, .resultsChanged, .failed: return Action.self
        }
    }

    /// `PokemonListAction.rename(row: 1, to: "Abra")` reads `rename(row: 1, to: "Abra")`.
    var traceMessage: String {
        switch self {
        case .pokemons(let action as Any), .editor(let action as Any), .races(let action as Any),
            .types(let action as Any), .history(let action as Any):
            return String(TraceText.describe(action).dropFirst())
        default:
            return String(TraceText.describe(self).dropFirst())
        }
    }
}

extension Effect {
    var traceMessage: String {
        String(TraceText.describe(self).dropFirst())
    }
}

extension AppReducer {
    /// The reducer an action goes to, as its hop names it.
    static func reducer(of action: Action) -> Any.Type {
        switch action {
        case .pokemons: return PokemonListReducer.self
        case .editor: return PokemonEditorReducer.self
        case .races: return RaceListReducer.self
        case .types: return TypeListReducer.self
        case .history: return HistoryReducer.self
        case .appeared, .opened: return NavigationReducer.self
        case .resultsChanged, .failed: return AppReducer.self
        }
    }
}
