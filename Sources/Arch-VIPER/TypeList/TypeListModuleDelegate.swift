import PokedeskDomain

// MARK: - The types' public face (with its builder)

/// How the types report back to the module that opened them to choose a race.
protocol TypeListModuleDelegate: AnyObject {
    /// The user chose `race` among the races of a type. The types and the races have already
    /// closed themselves.
    func typeList(didChoose race: Race)
}
