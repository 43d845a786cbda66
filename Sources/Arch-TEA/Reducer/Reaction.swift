import PokedeskDomain

// MARK: - What a screen's reducer gives back

/// A screen's reducer sees its own state only; besides changing it, it returns the effects to run
/// and, when the user is to go elsewhere, where (Elm's "out message"). `AppReducer` applies the
/// move to the stack, which it owns.
struct Reaction: Equatable {
    var effects: [Effect] = []
    var navigation: Navigation?

    static let none = Reaction()

    static func run(_ effects: Effect...) -> Reaction {
        Reaction(effects: effects)
    }

    static func run(_ effects: [Effect]) -> Reaction {
        Reaction(effects: effects)
    }
}

/// A move between screens that a screen asks for. Going to a new screen is not one: a screen is
/// pushed once an effect fetched what it shows (`Action.opened`).
enum Navigation: Equatable {
    case popToRoot
    /// Back to the editor that asked for a race, which then saves it.
    case returnRace(Race)
}
