import PokedeskDomain

// MARK: - A list that follows the store

/// A view model showing a long list of live results a page at a time (B-1, B-22): the pokemons,
/// the races. Besides its page, it announces the rows each change of the store moved and what
/// the last command did.
protocol LiveListViewModel: AnyObject {
    associatedtype Element: Identifiable

    /// The live results being paged through.
    var pages: PagedLiveResults<Element> { get }
    /// The rows the last change of the store inserted, deleted, moved or updated.
    var lastChanges: Announcement<[ResultsChange]>? { get }
    /// What the last command did: `added "Pika", Pikachu (#25)`, `undone: …`.
    var message: Announcement<String>? { get }

    /// Reads the current page again into the view model's state.
    func reloadPage() throws(PokedeskError)
}

// MARK: - Paging

extension LiveListViewModel {
    func nextPage() throws {
        try pages.paging.next()
        try reloadPage()
    }

    func previousPage() throws {
        try pages.paging.previous()
        try reloadPage()
    }

    func goToPage(_ number: Int) throws {
        try pages.paging.go(to: number)
        try reloadPage()
    }
}
