import PokedeskDomain

// MARK: - Domain live results over a results controller

/// Live results as the presentation layers see them: values instead of managed objects, and
/// the Domain delegate instead of the controller's. Objects are materialised only for the rows
/// asked for, then turned into values.
final class ManagedLiveResults<Element: Identifiable>: LiveResults, FetchedResultsControllerDelegate {
    weak var delegate: (any LiveResultsDelegate)?

    private let controller: FetchedResultsController
    private let value: (ManagedObject) -> Element
    private let objectID: (Element.ID) -> ObjectID

    init(
        controller: FetchedResultsController,
        value: @escaping (ManagedObject) -> Element,
        objectID: @escaping (Element.ID) -> ObjectID
    ) throws(PokedeskError) {
        self.controller = controller
        self.value = value
        self.objectID = objectID
        controller.delegate = self
        do {
            try controller.performFetch()
        } catch {
            throw PokedeskError(error)
        }
    }

    var count: Int { controller.count }

    var sections: [ResultsSection] { controller.sections }

    func elements(in range: Range<Int>) throws(PokedeskError) -> [Element] {
        do {
            return try controller.objects(in: range).map(value)
        } catch {
            throw PokedeskError(error)
        }
    }

    func location(of id: Element.ID) throws(PokedeskError) -> RowLocation? {
        do {
            return try controller.location(of: objectID(id))
        } catch {
            throw PokedeskError(error)
        }
    }

    func location(ofFlat flat: Int) -> RowLocation { controller.location(ofFlat: flat) }

    // MARK: FetchedResultsControllerDelegate

    func controllerWillChangeContent(_ controller: FetchedResultsController) {
        delegate?.liveResultsWillChange(self)
    }

    func controller(_ controller: FetchedResultsController, didChange change: SectionChange) {
        delegate?.liveResults(self, didChange: change)
    }

    func controller(_ controller: FetchedResultsController, didChange change: RowChange, for object: ObjectID) {
        delegate?.liveResults(self, didChange: change)
    }

    func controllerDidChangeContent(_ controller: FetchedResultsController) {
        delegate?.liveResultsDidChange(self)
    }
}

// MARK: - Errors for the presentation layers

extension PokedeskError {
    /// A context's error as the user reads it.
    init(_ error: ContextError) {
        switch error {
        case .conflict(let conflicts):
            self = .conflict(name: conflicts.first.map { Self.name(in: $0.object) } ?? "the pokemon")
        case .storeBusy:
            self = .storeBusy
        case .readOnlyStore:
            self = .readOnlyStore
        case .storeFull:
            self = .diskFull
        case .store(let message):
            self = .store(message)
        default:
            self = .store(error.description)
        }
    }

    /// `Pokemon "Pika"` → `Pika`.
    private static func name(in description: String) -> String {
        guard let open = description.firstIndex(of: "\""), description.last == "\"" else { return description }
        return String(description[description.index(after: open)..<description.index(before: description.endIndex)])
    }
}
