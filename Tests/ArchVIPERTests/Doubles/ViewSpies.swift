@testable import ArchVIPER

// MARK: - Spies on the views

/// What every view can be told.
class MessageViewSpy: MessageViewInterface {
    let log: CallLog

    init(log: CallLog = CallLog()) {
        self.log = log
    }

    func showMessage(_ line: String) { log.record("message: \(line)") }
    func showError(_ message: String) { log.record("error: \(message)") }
}

final class PokemonListViewSpy: MessageViewSpy, PokemonListViewInterface {
    private(set) var pages: [PokemonPageViewModel] = []
    var isStopRequested = false

    func showProgress(_ line: String) { log.record("progress: \(line)") }
    func hideProgress() { log.record("progress hidden") }

    func showPokemons(_ page: PokemonPageViewModel) {
        pages.append(page)
        log.record("pokemons: \(page.footer)")
    }
}

final class PokemonEditorViewSpy: MessageViewSpy, PokemonEditorViewInterface {
    private(set) var title = ""

    func setTitle(_ title: String) { self.title = title }
    func showDetails(_ lines: [String]) { log.record("details: \(lines[0])") }
}

final class RacePickerViewSpy: MessageViewSpy, RacePickerViewInterface {
    private(set) var configuration: (title: String, offersChoice: Bool)?
    private(set) var pages: [RacePageViewModel] = []

    func configure(title: String, offersChoice: Bool) { configuration = (title, offersChoice) }
    func showRaces(_ page: RacePageViewModel) {
        pages.append(page)
        log.record("races: \(page.footer)")
    }
}

final class TypeListViewSpy: MessageViewSpy, TypeListViewInterface {
    private(set) var lists: [TypeListViewModel] = []

    func showTypes(_ list: TypeListViewModel) {
        lists.append(list)
        log.record("types: \(list.footer)")
    }
}
