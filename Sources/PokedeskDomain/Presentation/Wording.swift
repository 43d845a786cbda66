public import Foundation

// MARK: - What the user reads

/// Every line the app writes besides tables, in one place, so the five architectures say the
/// same thing byte for byte. Content, not architecture: who decides to write a line (a
/// controller, a presenter, a view model) is each architecture's business; what the line says
/// is decided here. `docs/screens.md` shows each in context.
public enum Wording {
    // MARK: Counting

    /// "1 pokemon", "3 pokemons", "0 races".
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// The part of a footer about pages, empty when everything fits on one.
    public static func pages(_ page: Int, of pageCount: Int) -> String {
        pageCount > 1 ? " · page \(page) of \(pageCount) (next, prev, page N)" : ""
    }

    // MARK: Pokemons

    public static let emptyPokedesk = "The pokedesk is empty. Add a pokemon with: add NAME [RACE]"

    public static func noMatch(_ filter: String) -> String { "No pokemon matches: \(Quoting.printable(filter))" }

    /// The line under the pokemons table.
    public static func pokemonsFooter(count: Int, filter: String?, page: Int, pageCount: Int) -> String {
        let what: String
        if let filter {
            let shown = Quoting.printable(filter)
            what = count == 1 ? "1 pokemon matches: \(shown)" : "\(count) pokemons match: \(shown)"
        } else {
            what = Self.count(count, "pokemon")
        }
        return what + pages(page, of: pageCount)
    }

    /// A race as a confirmation names it: "Pikachu (#25)", or "no race".
    public static func raceLabel(_ race: Race?) -> String {
        race.map { "\($0.name) (#\($0.code))" } ?? "no race"
    }

    public static func added(_ pokemon: Pokemon) -> String {
        "added \(Quoting.quoted(pokemon.name)), \(raceLabel(pokemon.race))"
    }

    public static func deleted(_ pokemon: Pokemon) -> String { "deleted \(Quoting.quoted(pokemon.name))" }

    public static func renamed(from old: String, to new: String) -> String {
        "renamed \(Quoting.quoted(old)) to \(Quoting.quoted(new))"
    }

    public static func raceChanged(_ pokemon: Pokemon) -> String {
        "\(Quoting.quoted(pokemon.name)) is now \(raceLabel(pokemon.race))"
    }

    public static func undone(_ action: String) -> String { "undone: \(action)" }
    public static func redone(_ action: String) -> String { "redone: \(action)" }

    // MARK: Import, export and generate

    /// The progress line of an import, rewritten in place on a terminal:
    /// `importing pokemons.csv: 3000 of 9000 rows (33%) · 1500 rows/s · about 4 s left`.
    public static func importProgress(from path: String, _ progress: TransferProgress) -> String {
        "importing \(Quoting.printable(path)): " + progressDetails(progress)
    }

    /// The progress line of an export: `exporting pokedesk.csv: 3000 of 9000 rows (33%) · …`.
    public static func exportProgress(to path: String, _ progress: TransferProgress) -> String {
        "exporting \(Quoting.printable(path)): " + progressDetails(progress)
    }

    /// The progress line of a generate: `generating: 3000 of 9000 rows (33%) · …`.
    public static func generateProgress(_ progress: TransferProgress) -> String {
        "generating: " + progressDetails(progress)
    }

    /// How many rows, how fast and how long still; only what is known so far. Once the rows
    /// are saved, that the list is being updated with them.
    private static func progressDetails(_ progress: TransferProgress) -> String {
        guard progress.total > 0 else { return "reading the file" }
        var line = "\(progress.done) of \(count(progress.total, "row")) (\(progress.percent)%)"
        if progress.isUpdatingLists { return line + " · updating the list" }
        if progress.rowsPerSecond >= 1 { line += " · \(Int(progress.rowsPerSecond)) rows/s" }
        if let left = progress.secondsLeft, progress.done < progress.total {
            line += " · about \(duration(left)) left"
        }
        return line
    }

    /// `4 s`, `3 min`: precise enough for an estimate.
    private static func duration(_ seconds: Double) -> String {
        let whole = max(1, Int(seconds.rounded(.up)))
        return whole < 100 ? "\(whole) s" : "\((whole + 59) / 60) min"
    }

    /// The progress line of any of the three jobs, as the ones above word it.
    public static func transferProgress(_ request: TransferRequest, _ progress: TransferProgress) -> String {
        switch request {
        case .importPokemons(let path): return importProgress(from: path, progress)
        case .exportPokemons(let path): return exportProgress(to: path, progress)
        case .generatePokemons: return generateProgress(progress)
        }
    }

    /// What a job writes once done (after the list's row changes), one line or more.
    public static func transferOutcome(_ outcome: TransferOutcome) -> [String] {
        switch outcome {
        case .imported(let report, let path): return importReport(report, from: path)
        case .exported(let report, let path): return [exported(report, to: path)]
        case .generated(let report): return [generated(report)]
        }
    }

    /// How many skipped rows an import lists one by one; the rest are counted.
    public static let skippedRowsListed = 10

    /// What an import writes once done (after the list's row changes): the rows it skipped, the
    /// first `skippedRowsListed` of them one a line, then what it did.
    public static func importReport(_ report: ImportReport, from path: String) -> [String] {
        var lines = report.skipped.prefix(skippedRowsListed).map { "skipped \($0.position): \($0.reason)" }
        let unit = report.skipped.first?.position.unit ?? "line"
        let unlisted = report.skipped.count - lines.count
        if unlisted > 0 { lines.append("skipped \(unlisted) more \(unlisted == 1 ? unit : unit + "s")") }
        if report.wasCancelled {
            lines.append("import cancelled: " + keptBeforeCancel(report.imported, "imported"))
        } else {
            var summary = "imported \(count(report.imported, "pokemon")) from \(Quoting.printable(path))"
            if !report.skipped.isEmpty { summary += ", skipped \(count(report.skipped.count, unit))" }
            lines.append(summary)
        }
        return lines
    }

    /// What an export writes once done: how many went to the file, or that a cancel wrote nothing.
    public static func exported(_ report: ExportReport, to path: String) -> String {
        report.wasCancelled
            ? "export cancelled: nothing was written"
            : "exported \(count(report.exported, "pokemon")) to \(Quoting.printable(path))"
    }

    public static func generated(_ report: GenerateReport) -> String {
        report.wasCancelled
            ? "generate cancelled: " + keptBeforeCancel(report.generated, "generated")
            : "generated \(count(report.generated, "pokemon"))"
    }

    /// `the 3000 pokemons imported before the cancel are kept`, or that there are none.
    private static func keptBeforeCancel(_ count: Int, _ done: String) -> String {
        switch count {
        case 0: return "no pokemon was \(done) before the cancel"
        case 1: return "the 1 pokemon \(done) before the cancel is kept"
        default: return "the \(count) pokemons \(done) before the cancel are kept"
        }
    }

    // MARK: Opening an older pokedesk

    /// The progress line of an upgrade, rewritten in place on a terminal while the store opens:
    /// `upgrading the pokedesk from version 2 to 3: 300000 of 1000000 pokemons (30%)`.
    public static func upgradeProgress(_ progress: StoreUpgradeProgress) -> String {
        let done = "\(progress.done) of \(progress.total)"
        let step: String
        switch progress.step {
        case .pokemons: step = "\(done) \(progress.total == 1 ? "pokemon" : "pokemons") (\(progress.percent)%)"
        case .races: step = "\(done) \(progress.total == 1 ? "race" : "races") (\(progress.percent)%)"
        case .types: step = "\(done) \(progress.total == 1 ? "type" : "types") (\(progress.percent)%)"
        case .racesTypes: step = "the races' types, \(done) (\(progress.percent)%)"
        case .finishing: step = "putting the new tables in place"
        }
        return "upgrading the pokedesk from version \(progress.fromVersion) to \(progress.toVersion): " + step
    }

    // MARK: Cells

    /// What a table shows for a missing value.
    public static let none = "—"

    /// "2 pokemons" in the races picker.
    public static func pokemonCount(_ count: Int) -> String { Self.count(count, "pokemon") }

    // MARK: Editor

    /// The editor's lines: label, value (B-10), and when the pokemon was caught.
    public static func editorLines(_ pokemon: Pokemon) -> [String] {
        let race = pokemon.race
        let rows = [
            ("Name", pokemon.name),
            ("Race", race?.name ?? none),
            ("Code", race.map { String($0.code) } ?? none),
            ("Image", race?.imageFile ?? none),
            ("Types", race.map(\.typeNames) ?? none),
            ("Caught", pokemon.caught.map(caughtDate) ?? none),
        ]
        return rows.map { label, value in label + String(repeating: " ", count: 7 - label.count) + value }
    }

    /// A date as the editor shows it, to the minute: `2020-01-01 00:01 UTC`. In UTC whatever the
    /// machine's time zone, because `find caught >= "2020-01-02"` reads a day as midnight UTC:
    /// what the editor shows is what `find` compares with, and a transcript is the same anywhere.
    public static func caughtDate(_ date: Date) -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d UTC",
            parts.year ?? 0,
            parts.month ?? 0,
            parts.day ?? 0,
            parts.hour ?? 0,
            parts.minute ?? 0
        )
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    // MARK: Races and types

    /// The line under a races table: how many, what the filter is, pages, and how to choose.
    public static func racesFooter(
        count: Int,
        nameContains: String?,
        page: Int,
        pageCount: Int,
        choosing: Bool
    )
        -> String
    {
        var line = Self.count(count, "race")
        if let text = nameContains { line += " with \(Quoting.quoted(text)) in the name" }
        line += pages(page, of: pageCount)
        if choosing && count > 0 { line += " · choose one with N or select N" }
        return line
    }

    public static func typesFooter(count: Int) -> String {
        Self.count(count, "type") + " · see the races of one with N or select N"
    }

    // MARK: Session

    public static func banner(architecture: String) -> [String] {
        ["Pokedesk, \(architecture.uppercased()) architecture. Type help for the commands, quit to leave."]
    }
}
