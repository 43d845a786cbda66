import PokedeskDomain

// MARK: - What happens on the types

enum TypeListAction: Equatable {
    // What the user typed.
    /// A row number or a type's name.
    case select(String)
    case list

    // What the effects found.
    /// The types read again after undo or redo; a failure leaves them as they were.
    case refreshed(Result<[TypeSummary], PokedeskError>)
}
