// MARK: - What the types view reports

protocol TypeListModuleInterface: ChangeHistoryModuleInterface {
    /// The types are on top, newly pushed or revealed.
    func viewDidAppear()
    func showTypes()
    func selectType(inRow number: Int)
}
