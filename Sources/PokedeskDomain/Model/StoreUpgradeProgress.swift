// MARK: - Upgrading a pokedesk written by an older version

/// How far the upgrade of a pokedesk that an older version of the app wrote has got, as the
/// store reports it while it opens, before the first command: the objects of each kind copied
/// into the new version's tables, the links between races and types, then the last step, which
/// puts the new tables in place of the old.
public struct StoreUpgradeProgress: Hashable, Sendable {
    public enum Step: Hashable, Sendable {
        case pokemons
        case races
        case types
        /// The links between races and their types.
        case racesTypes
        /// One last transaction: the new tables replace the old ones and are indexed.
        case finishing
        /// What lets every command cost a page at millions of pokemons — counts, counted orders,
        /// indexes — made for a pokedesk written before the store kept them: `done` of `total`
        /// of those. The version stays as it is.
        case preparing
    }

    /// The version the pokedesk was written by.
    public let fromVersion: Int
    /// The version it becomes.
    public let toVersion: Int
    public let step: Step
    /// How many objects (or links) of the step are done.
    public let done: Int
    /// How many there are.
    public let total: Int

    public init(fromVersion: Int, toVersion: Int, step: Step, done: Int, total: Int) {
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.step = step
        self.done = done
        self.total = total
    }

    /// Done as a whole percentage of the total (100 when there is nothing to do).
    public var percent: Int { total > 0 ? done * 100 / total : 100 }
}
