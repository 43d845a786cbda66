import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - A list that follows the store

/// A view model showing a long list of live results a page at a time (B-1, B-22): the pokemons,
/// the races. Besides its page, it announces the rows each change of the store moved and what
/// the last command did.
protocol LiveListViewModel: PagingInput {
    associatedtype Element: Identifiable

    /// The live results being paged through.
    var pages: PagedLiveResults<Element> { get }
    /// The rows the last change of the store inserted, deleted, moved or updated.
    var lastChanges: Announcement<ChangeSummary>? { get }
    /// What the last command did: `added "Pika", Pikachu (#25)`, `undone: …`.
    var message: Announcement<String>? { get }
    /// Reads the current page again into the view model's state. The intents call it from
    /// within; the view asks through `reloadPage()`.
    func readPage() throws(PokedeskError)
}

// MARK: - Paging

extension LiveListViewModel {
    func reloadPage() throws(PokedeskError) {
        try readPage()
    }

    func nextPage() throws {
        try pages.paging.next()
        try readPage()
    }

    func previousPage() throws {
        try pages.paging.previous()
        try readPage()
    }

    func goToPage(_ number: Int) throws {
        try pages.paging.go(toPage: number)
        try readPage()
    }
}
