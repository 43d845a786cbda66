import PokedeskScreens

// MARK: - What the presenter tells the types view

protocol TypeListViewInterface: MessageViewInterface {
    func showTypes(_ list: TypeListViewModel)
}

// MARK: - What the view shows

struct TypeListViewModel: Equatable {
    let rows: [TypeCells]
    let footer: String
}
