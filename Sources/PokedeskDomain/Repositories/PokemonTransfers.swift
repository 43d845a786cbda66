import TextRules

// MARK: - Moving pokemons in and out in bulk

/// Import, export and generation of many pokemons at once: the long jobs of the pokemons screen.
///
/// Import and generate run away from the caller's thread, in batches, each batch saved as it is
/// done; the caller's thread waits, and while it waits it is called back on its own thread with
/// `progress` (about ten times a second) and asked `isCancelled`. A cancel stops the job after
/// the batch in progress: the batches saved before it are kept. When the job ends, the live
/// results of the caller's screens report the new rows before the call returns.
public protocol PokemonTransfers: AnyObject {
    /// Adds the pokemons of a CSV or JSON file, told apart by the name's extension (`.csv`,
    /// `.json`). Rows that break the rules of `add` are skipped and reported; a file that cannot
    /// be read or parsed is an error, and then nothing is imported.
    func importPokemons(
        from path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ImportReport

    /// Writes every pokemon to a CSV or JSON file, replacing it whole or not at all. It runs on
    /// the caller's thread, telling `progress` and asking `isCancelled` between pieces of the
    /// file: a cancel leaves the file as it was (and no temporary file), and nothing written.
    func exportPokemons(
        to path: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> ExportReport

    /// Adds `count` pokemons (1 to `GenerateReport.maximumCount`) with names and races made up from a fixed
    /// seed, so that the same pokedesk always gets the same ones.
    func generatePokemons(
        count: Int,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool
    ) throws(PokedeskError) -> GenerateReport
}

// MARK: - Batches

/// How many rows import and generate save at a time, and export reads at a time: what a cancel
/// waits for at most, what a full disk drops, and what their help says.
public enum TransferBatch {
    public static let rows = 5_000
}

// MARK: - Progress

/// How far a long job is, as the caller's thread last saw it.
public struct TransferProgress: Hashable, Sendable {
    /// Rows handled so far (saved or skipped).
    public let done: Int
    /// Rows in all; 0 while the job does not know yet (a file still being read).
    public let total: Int
    /// Rows handled per second since the job started.
    public let rowsPerSecond: Double
    /// Seconds until the end at the rate so far; nil until there is a rate.
    public let secondsLeft: Double?
    /// Whether the rows are all saved (or the job was cancelled) and the screens' live results
    /// are taking them in — the last step, which takes a while after a large import.
    public let isUpdatingLists: Bool

    public init(done: Int, total: Int, rowsPerSecond: Double, secondsLeft: Double?, isUpdatingLists: Bool = false) {
        self.done = done
        self.total = total
        self.rowsPerSecond = rowsPerSecond
        self.secondsLeft = secondsLeft
        self.isUpdatingLists = isUpdatingLists
    }

    /// The same counts, at the last step.
    public var updatingLists: TransferProgress {
        TransferProgress(
            done: done,
            total: total,
            rowsPerSecond: rowsPerSecond,
            secondsLeft: nil,
            isUpdatingLists: true
        )
    }

    /// Done as a whole percentage of the total (0 while the total is unknown).
    public var percent: Int { total > 0 ? done * 100 / total : 0 }
}

// MARK: - Reports

/// Where a row of an imported file is: a line of a CSV file, an item of a JSON array.
public enum RowPosition: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line of the file (the header is line 1).
    case line(Int)
    /// 1-based position in the JSON array.
    case item(Int)

    /// `line 3`, `item 3`.
    public var description: String {
        switch self {
        case .line(let number): return Phrases.text("position.line", String(number))
        case .item(let number): return Phrases.text("position.item", String(number))
        }
    }

    /// `line` or `item`: the part of a key that tells lines from items, whose words differ.
    var unitKey: String {
        switch self {
        case .line: return "line"
        case .item: return "item"
        }
    }
}

/// A row an import left out, and why, in the words `add` would have used.
public struct SkippedRow: Hashable, Sendable {
    public let position: RowPosition
    public let reason: RowProblem

    public init(position: RowPosition, reason: RowProblem) {
        self.position = position
        self.reason = reason
    }
}

/// Why an imported row was left out: what `add` would have refused, or a row that cannot be a
/// pokemon at all. A value, worded when the report is written.
public enum RowProblem: Hashable, Sendable, CustomStringConvertible {
    /// What `add` says of this name and race: a name's rules, an unknown race.
    case refused(PokedeskError)
    /// A CSV line without as many fields as the header's `columns`.
    case fieldCount(columns: [String], found: Int)
    /// A JSON item that is not an object.
    case notAnObject
    /// A JSON item whose `name` is not a string.
    case nameNotText
    /// A JSON item whose `race` is not a code, a name or null.
    case raceNotCodeOrName
    /// A JSON item whose `caught` is not text or null.
    case caughtNotText
    /// A date caught that is not ISO 8601 text.
    case caughtNotADate(String)

    public var description: String {
        switch self {
        case .refused(let error): return error.description
        case .fieldCount(let columns, let found):
            return Phrases.text(
                "row.fieldCount",
                String(columns.count),
                columns.joined(separator: ","),
                String(found)
            )
        case .notAnObject: return Phrases.text("row.notAnObject")
        case .nameNotText: return Phrases.text("row.nameNotText")
        case .raceNotCodeOrName: return Phrases.text("row.raceNotCodeOrName")
        case .caughtNotText: return Phrases.text("row.caughtNotText")
        case .caughtNotADate(let text): return Phrases.text("row.caughtNotADate", Quoting.quoted(text))
        }
    }
}

/// What an import did.
public struct ImportReport: Hashable, Sendable {
    /// Pokemons saved (all of them, or those of the batches saved before a cancel).
    public let imported: Int
    /// Rows left out, in file order (up to where a cancel stopped the import).
    public let skipped: [SkippedRow]
    public let wasCancelled: Bool

    public init(imported: Int, skipped: [SkippedRow], wasCancelled: Bool) {
        self.imported = imported
        self.skipped = skipped
        self.wasCancelled = wasCancelled
    }
}

/// What an export did.
public struct ExportReport: Hashable, Sendable {
    /// Pokemons written; 0 after a cancel, which writes nothing.
    public let exported: Int
    public let wasCancelled: Bool

    public init(exported: Int, wasCancelled: Bool) {
        self.exported = exported
        self.wasCancelled = wasCancelled
    }
}

/// What a generate did.
public struct GenerateReport: Hashable, Sendable {
    /// The most pokemons one `generate` makes.
    public static let maximumCount = 1_000_000

    /// Pokemons saved (all of them, or those of the batches saved before a cancel).
    public let generated: Int
    public let wasCancelled: Bool

    public init(generated: Int, wasCancelled: Bool) {
        self.generated = generated
        self.wasCancelled = wasCancelled
    }
}
