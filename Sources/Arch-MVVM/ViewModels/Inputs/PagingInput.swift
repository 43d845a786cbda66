import PokedeskDomain

// MARK: - Paging, as a view asks it

/// The intents of a list's view model that turn its pages (B-1, B-22); the page read lands in
/// the view model's state, which the view renders.
protocol PagingInput: AnyObject {
    func reloadPage() throws(PokedeskError)
    func nextPage() throws
    func previousPage() throws
    func goToPage(_ number: Int) throws
}
