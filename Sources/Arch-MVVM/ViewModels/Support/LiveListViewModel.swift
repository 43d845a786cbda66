import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - A list that follows the store

/// A view model showing a long list of live results a page at a time (B-1, B-22): the pokemons,
/// the races. Besides its page, it announces the rows each change of the store moved and what
/// the last command did.
protocol LiveListViewModel: AnyObject {
    associatedtype Element: Identifiable

    /// The live results being paged through.
    var pages: PagedLiveResults<Element> { get }
    /// The rows the last change of the store inserted, deleted, moved or updated.
    var lastChanges: Announcement<ChangeSummary>? { get }
    /// What the last command did: `added "Pika", Pikachu (#25)`, `undone: …`.
    var message: Announcement<String>? { get }
    /// Where the view model records the intents it receives (`trace on`).
    var trace: Trace { get }

    /// Reads the current page again into the view model's state. The intents call it from
    /// within; the view asks through `reloadPage()`, which is traced as an intent.
    func readPage() throws(PokedeskError)
}

// MARK: - Paging

extension LiveListViewModel {
    func reloadPage() throws(PokedeskError) {
        try trace.hop(.viewModel, Self.self, "reloadPage()") { () throws(PokedeskError) in try readPage() }
    }

    func nextPage() throws {
        try trace.hop(.viewModel, Self.self, "nextPage()") {
            try pages.paging.next()
            try readPage()
        }
    }

    func previousPage() throws {
        try trace.hop(.viewModel, Self.self, "previousPage()") {
            try pages.paging.previous()
            try readPage()
        }
    }

    func goToPage(_ number: Int) throws {
        try trace.hop(.viewModel, Self.self, "goToPage(\(number))") {
            try pages.paging.go(toPage: number)
            try readPage()
        }
    }

    // MARK: Following the store

    /// The live results told `pages`, their delegate, that they changed: `update` brings the
    /// view model's state up to date, recorded as the view model hearing the change.
    func hearChange(_ changes: ChangeSummary, _ update: () -> Void) {
        trace.hop(
            .viewModel,
            Self.self,
            "liveResultsDidChange(\(changes.line ?? "no rows moved"))",
            update
        )
    }
}
