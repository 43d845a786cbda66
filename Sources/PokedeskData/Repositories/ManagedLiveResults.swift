import ManagedGraph
import PokedeskDomain

// MARK: - Domain live results over a results controller

/// Live results as the presentation layers see them: values instead of managed objects, and
/// the Domain delegate instead of the controller's. Objects are materialised only for the rows
/// asked for, then turned into values.
///
/// With `trace on`, the fetch, each request for rows and each batch of changes delivered to the
/// delegate are `live results` hops; the delegate's own hops nest inside the delivery's, its
/// `liveResultsDidChange` one of them where the architecture traces it there (MVC, MVP).
final class ManagedLiveResults<Element: Identifiable>: LiveResults, FetchedResultsControllerDelegate {
    weak var delegate: (any LiveResultsDelegate)?

    private let controller: FetchedResultsController
    /// The rows' values, a page at a time (a value may need a read of its own for the page).
    private let values: ([ManagedObject]) throws(ContextError) -> [Element]
    private let objectID: (Element.ID) -> ObjectID
    private let nameKey: String
    private let trace: Trace
    /// The last batch of changes from another process, for rows typed against the rows before it.
    private var shownRows: ShownRowsRecord?
    /// What other processes changed that no page has shown since.
    private var unseen = UnseenChanges()
    /// The row changes of the batch being heard, when it comes from another process.
    private var heardFromElsewhere: HeardChanges?

    /// - Parameter nameKey: the attribute that names a row for the user (in a conflict error).
    init(
        controller: FetchedResultsController,
        values: @escaping ([ManagedObject]) throws(ContextError) -> [Element],
        objectID: @escaping (Element.ID) -> ObjectID,
        nameKey: String,
        trace: Trace = .off
    ) throws(PokedeskError) {
        self.controller = controller
        self.values = values
        self.objectID = objectID
        self.nameKey = nameKey
        self.trace = trace
        controller.delegate = self
        do {
            try trace.hop(.liveResults, FetchedResultsController.self, "performFetch()") { () throws(ContextError) in
                try controller.performFetch()
            }
        } catch {
            throw PokedeskError(error)
        }
    }

    var count: Int { controller.count }

    var sections: [ResultsSection] { controller.sections.map(ResultsSection.init) }

    func section(ofFlat flat: Int) -> ResultsSection { ResultsSection(controller.section(ofFlat: flat)) }

    func elements(in range: Range<Int>) throws(PokedeskError) -> [Element] {
        try trace.hop(.liveResults, Self.self, "elements(in: \(range.lowerBound)..<\(range.upperBound))") {
            () throws(PokedeskError) in
            do throws(ContextError) {
                return try values(controller.objects(in: range))
            } catch .objectNotFound {
                throw .listChangedWhileRead
            } catch {
                throw PokedeskError(error)
            }
        }
    }

    func location(of id: Element.ID) throws(PokedeskError) -> RowLocation? {
        do {
            return try controller.location(of: objectID(id)).map(RowLocation.init)
        } catch {
            throw PokedeskError(error)
        }
    }

    func location(ofFlat flat: Int) -> RowLocation { RowLocation(controller.location(ofFlat: flat)) }

    // MARK: The rows the user saw

    /// The record of the current line, if its look for other processes' commits changed these rows.
    private var currentRecord: ShownRowsRecord? {
        guard let shownRows, shownRows.check == controller.context.externalChangeChecks else { return nil }
        return shownRows
    }

    var shownCount: Int {
        guard let record = currentRecord else { return count }
        return record.rows?.shownCount ?? count
    }

    func shownRow(at flat: Int) throws(PokedeskError) -> ShownRow<Element> {
        guard !unseen.isReloaded else { throw .listReloaded }
        let row = try followed(flat)
        let element: Element
        let now: Int?
        switch row {
        case .unchanged(let found, let flat): (element, now) = (found, flat)
        case .changed(let found, let flat, _): (element, now) = (found, flat)
        case .added, .deleted: return row
        }
        // What earlier lines brought in and no page has shown yet: the name the user saw then.
        switch unseen[objectID(element.id)] {
        case nil: return row
        case .changed(let shownName): return .changed(element, flat: now, shownName: shownName)
        case .added: return now.map { .added(element, flat: $0) } ?? row
        }
    }

    func rowsShown(_ range: Range<Int>) {
        guard !unseen.isEmpty, let objects = try? controller.objects(in: range) else { return }
        unseen.pageShown(objects.map(\.objectID))
    }

    /// Row `flat` of the rows seen, followed through the changes this line brought in.
    private func followed(_ flat: Int) throws(PokedeskError) -> ShownRow<Element> {
        guard let record = currentRecord, let rows = record.rows else {
            return .unchanged(try element(at: flat), flat: flat)
        }
        switch rows.fate(of: flat) {
        case .untouched(let now):
            return .unchanged(try element(at: now), flat: now)
        case .touched(let now):
            guard let touched = record.touched[flat], !touched.isDeleted else {
                return .deleted(shownName: record.touched[flat]?.shownName ?? "")
            }
            if let now { return .changed(try element(at: now), flat: now, shownName: touched.shownName) }
            // Changed so that it left these results (a filter no longer matches): still there.
            let object = controller.context.object(with: touched.objectID)
            guard (try? object.fulfill()) != nil else { return .deleted(shownName: touched.shownName) }
            // Its row is there: a failure to read what it shows is the store's, not a deletion.
            do throws(ContextError) {
                guard let element = try values([object]).first else { return .deleted(shownName: touched.shownName) }
                return .changed(element, flat: nil, shownName: touched.shownName)
            } catch {
                throw PokedeskError(error)
            }
        }
    }

    // MARK: FetchedResultsControllerDelegate

    func controller(
        _ controller: FetchedResultsController,
        delivering counts: FetchedChangeCounts,
        _ delivery: () -> Void
    ) {
        trace.hop(.liveResults, Self.self, TraceMessages.deliver(counts)) { delivery() }
    }

    func controllerWillChangeContent(_ controller: FetchedResultsController) {
        heardFromElsewhere = controller.changeBeingDelivered?.origin == .externalProcess ? HeardChanges() : nil
        delegate?.liveResultsWillChange(self)
    }

    func controller(_ controller: FetchedResultsController, didChange change: FetchedSectionChange) {
        delegate?.liveResults(self, didChange: SectionChange(change))
    }

    func controller(
        _ controller: FetchedResultsController,
        didChange fetchedChange: FetchedObjectChange,
        for object: ObjectID
    ) {
        let change = RowChange(fetchedChange)
        if heardFromElsewhere != nil {
            heardFromElsewhere?.hear(change, of: object)
        } else {
            unseen.forget([object])
        }
        delegate?.liveResults(self, didChange: change)
    }

    func controllerDidChangeContent(_ controller: FetchedResultsController) {
        // A change of this process is reported to the user as it is made: the rows after it
        // are the rows they see. Only another process's change is heard before it is seen.
        if let heard = heardFromElsewhere, let changes = controller.changeBeingDelivered {
            let record = ShownRowsRecord(
                heard: heard,
                countNow: count,
                changes: changes,
                context: controller.context,
                nameKey: nameKey
            )
            shownRows = record
            unseen.take(record, inserted: heard.inserted)
        } else {
            shownRows = nil
        }
        heardFromElsewhere = nil
        guard let delegate else { return }
        trace.liveResultsDidChange(delegate) { delegate.liveResultsDidChange(self) }
    }
}

// MARK: - Errors for the presentation layers

extension PokedeskError {
    /// A context's error as the user reads it.
    init(_ error: ContextError) {
        switch error {
        case .conflict(let conflicts):
            self = .conflict(name: conflicts.first.map { Self.name(in: $0.object) } ?? Wording.unnamedPokemon)
        case .storeBusy:
            self = .storeBusy
        case .readOnlyStore:
            self = .readOnlyStore
        case .storeFull:
            self = .diskFull
        case .storeIOError:
            self = .ioError
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
