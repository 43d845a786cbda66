// MARK: - What the presenter tells the types view

protocol TypeListViewInterface: MessageViewInterface {
    func showTypes(_ list: TypeListViewModel)
}

// MARK: - What the view shows

struct TypeListViewModel: Equatable {
    let rows: [TypeRowViewModel]
    let footer: String
}

struct TypeRowViewModel: Equatable {
    let number: String
    let name: String
    let raceCount: String
}
