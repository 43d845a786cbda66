// MARK: - What the types view reports

protocol TypeListModuleInterface: ChangeHistoryModuleInterface {
    /// The types are on top, newly pushed or revealed.
    func viewDidAppear()
    func showTypes()
    /// A row number or a type's name.
    func selectType(_ choice: String)
}
