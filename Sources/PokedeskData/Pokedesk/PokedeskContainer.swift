import Foundation
public import ManagedGraph
public import PokedeskDomain

// MARK: - Opening a pokedesk

/// A pokedesk store ready to use: opened (created or migrated), preloaded, with a view
/// context — Core Data's persistent container for this app.
public final class PokedeskContainer {
    public let store: PersistentStore
    /// The context the user's commands work in.
    public let viewContext: ObjectContext
    /// What the background contexts of imports and generates did, added up as each job ends:
    /// the view context's statistics count only its own work.
    public internal(set) var backgroundStatistics = ContextStatistics()
    /// Whether a store opened read-only has no races or types, because it was never preloaded
    /// (which needs writing).
    public let lacksCatalogue: Bool

    /// One line telling so, in the current language; nil otherwise. The app shows it as a warning.
    public var catalogueNotice: String? {
        lacksCatalogue ? Phrases.text("opening.noCatalogue", store.location.description) : nil
    }

    /// Opens the pokedesk at `location`, bringing a store of an earlier version up to the
    /// current one first; a heavy step (v2 to v3) tells `upgradeProgress` how far it is, on
    /// this thread, between its transactions.
    public init(
        location: PersistentStore.Location,
        options: PersistentStore.Options = .init(),
        upgradeProgress: (@Sendable (StoreUpgradeProgress) -> Void)? = nil
    ) throws(PokedeskOpeningError) {
        var options = options
        if let upgradeProgress {
            options.migrationProgress = { progress in
                if let upgrade = StoreUpgradeProgress(progress) { upgradeProgress(upgrade) }
            }
        }
        do {
            store = try PersistentStore(
                location: location,
                model: PokedeskModel.current,
                history: PokedeskModel.history,
                mappings: PokedeskModel.mappings,
                options: options
            )
        } catch {
            throw .store(error)
        }
        viewContext = ObjectContext(store: store, name: "view")
        // Background imports save batch after batch; the view context takes them in (and its
        // live results report them) when it next brings in changes.
        viewContext.automaticallyMergesChangesFromOtherContexts = true
        // Each command reads the store as its look found it (B-43): a row another process
        // deletes meanwhile is still the row the user is shown, and is reported at the next look.
        viewContext.pinsReadsToLastLook = true
        guard !store.isReadOnly else {
            let size = try? PokedeskPreload.storedSize(in: viewContext)
            lacksCatalogue = size?.races == 0
            return
        }
        lacksCatalogue = false
        do {
            try PokedeskPreload.loadIfNeeded(into: viewContext)
        } catch .storeFull {
            throw .fullBeforePreload(path: location.description)
        } catch .storeIOError {
            throw .ioErrorBeforePreload(path: location.description)
        } catch {
            throw .preloadFailed(error)
        }
    }

    /// The default store location: `$XDG_DATA_HOME/pokedesk/pokedesk.sqlite`, else
    /// `~/.local/share/pokedesk/pokedesk.sqlite`.
    public static func defaultStorePath(environment: [String: String]? = nil) -> String {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let base: String
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            base = data
        } else {
            base = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        }
        return base + "/pokedesk/pokedesk.sqlite"
    }
}

// MARK: - The engine's migration progress in the Domain's terms

extension StoreUpgradeProgress {
    /// The report of one of the pokedesk's own entities or links; nil for anything else.
    init?(_ progress: MigrationProgress) {
        let step: Step
        switch progress.stage {
        case .objects(entity: "Pokemon"): step = .pokemons
        case .objects(entity: "Race"): step = .races
        case .objects(entity: "Type"): step = .types
        case .links(relationship: "Race.types"): step = .racesTypes
        case .finishing: step = .finishing
        case .keeping: step = .preparing
        default: return nil
        }
        self.init(
            fromVersion: progress.sourceVersion,
            toVersion: progress.destinationVersion,
            step: step,
            done: progress.done,
            total: progress.total
        )
    }
}
