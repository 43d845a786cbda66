import PokedeskDomain
import PokedeskScreens
import TerminalKit

@testable import ArchMVP

// MARK: - Views that remember what they were told

/// Everything a presenter can tell a view, in the order it was told.
enum ViewCall: Equatable {
    case title(String)
    case message(String)
    case error(String)
    case changes(ChangeSummary)
    case pokemonPage(PokemonListPage)
    case racePage(RaceListPage)
    case details([String])
    case types([TypeCells], footer: String)
    case selection(Bool)
    case raceNames([String])
    case typeNames([String])
    case progress(String)
    case progressHidden
}

/// The part every spy view shares; one subclass per screen's view protocol.
class SpyView: LiveListView {
    var calls: [ViewCall] = []
    var isActive = true

    func showTitle(_ title: String) { calls.append(.title(title)) }
    func showMessage(_ line: String) { calls.append(.message(line)) }
    func showError(_ message: String) { calls.append(.error(message)) }
    func showChanges(_ changes: ChangeSummary) { calls.append(.changes(changes)) }

    /// The errors only.
    var errors: [String] {
        calls.compactMap { if case .error(let message) = $0 { message } else { nil } }
    }
}

final class SpyPokemonListView: SpyView, PokemonListView {
    /// Answers that the user wants to stop once this many progress lines were shown.
    var stopAfterProgressLines: Int?

    func showPage(_ page: PokemonListPage) { calls.append(.pokemonPage(page)) }
    func suggestRaceNames(_ names: [String]) { calls.append(.raceNames(names)) }
    func showProgress(_ line: String) { calls.append(.progress(line)) }
    func hideProgress() { calls.append(.progressHidden) }

    var isStopRequested: Bool {
        guard let stopAfterProgressLines else { return false }
        return calls.filter { if case .progress = $0 { true } else { false } }.count >= stopAfterProgressLines
    }

    /// The last page shown.
    var lastPage: PokemonListPage? {
        calls.reversed().lazy.compactMap { if case .pokemonPage(let page) = $0 { page } else { nil } }.first
    }
}

final class SpyPokemonEditorView: SpyView, PokemonEditorView {
    func showDetails(_ lines: [String]) { calls.append(.details(lines)) }
    func suggestRaceNames(_ names: [String]) { calls.append(.raceNames(names)) }
}

final class SpyRaceListView: SpyView, RaceListView {
    func enableSelection(_ enabled: Bool) { calls.append(.selection(enabled)) }
    func suggestRaceNames(_ names: [String]) { calls.append(.raceNames(names)) }
    func showPage(_ page: RaceListPage) { calls.append(.racePage(page)) }

    var lastPage: RaceListPage? {
        calls.reversed().lazy.compactMap { if case .racePage(let page) = $0 { page } else { nil } }.first
    }
}

final class SpyTypeListView: SpyView, TypeListView {
    func showTypes(_ rows: [TypeCells], footer: String) { calls.append(.types(rows, footer: footer)) }
    func suggestTypeNames(_ names: [String]) { calls.append(.typeNames(names)) }
}
