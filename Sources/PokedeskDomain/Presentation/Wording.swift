public import Foundation
import TextRules

// MARK: - What the user reads

/// Every line the app writes besides tables, in one place, so the five architectures say the
/// same thing byte for byte. Content, not architecture: who decides to write a line (a
/// controller, a presenter, a view model) is each architecture's business; what the line says
/// is decided here. `docs/screens.md` shows each in context.
///
/// The text itself is in the Domain's string tables (`Resources/en.lproj` and `es.lproj`,
/// `Localizable.strings`, read through `Phrases`), in the language the process chose: the
/// architectures call the same functions whatever the language, and none of them changed to be
/// translated.
public enum Wording {
    // MARK: Counting

    /// The part of a footer about pages, empty when everything fits on one.
    public static func pages(_ page: Int, of pageCount: Int) -> String {
        pageCount > 1 ? Phrases.text("footer.pages", String(page), String(pageCount)) : ""
    }

    // MARK: Screens

    /// The pokemons screen's title in the prompt: `pokemons`.
    public static var pokemonsTitle: String { Phrases.text("title.pokemons") }

    /// The types screen's title: `types`.
    public static var typesTitle: String { Phrases.text("title.types") }

    /// The title of the races screen opened from the editor: `race`. (Opened from Types, it
    /// takes the type's name.)
    public static var raceTitle: String { Phrases.text("title.race") }

    // MARK: Pokemons

    public static var emptyPokedesk: String { Phrases.text("pokemons.empty") }

    public static func noMatch(_ filter: String) -> String {
        Phrases.text("pokemons.noMatch", Quoting.printable(filter))
    }

    /// The line under the pokemons table.
    public static func pokemonsFooter(count: Int, filter: String?, page: Int, pageCount: Int) -> String {
        let what =
            filter.map { Phrases.counted("pokemons.matching", count, Quoting.printable($0)) }
            ?? pokemonCount(count)
        return what + pages(page, of: pageCount)
    }

    /// A race as a confirmation names it: "Pikachu (#25)", or "no race".
    public static func raceLabel(_ race: Race?) -> String {
        race.map { Phrases.text("race.label", $0.name, String($0.code)) } ?? Phrases.text("race.none")
    }

    public static func added(_ pokemon: Pokemon) -> String {
        Phrases.text("pokemon.added", Quoting.quoted(pokemon.name), raceLabel(pokemon.race))
    }

    public static func deleted(_ pokemon: Pokemon) -> String {
        Phrases.text("pokemon.deleted", Quoting.quoted(pokemon.name))
    }

    public static func renamed(from old: String, to new: String) -> String {
        Phrases.text("pokemon.renamed", Quoting.quoted(old), Quoting.quoted(new))
    }

    public static func raceChanged(_ pokemon: Pokemon) -> String {
        Phrases.text("pokemon.raceChanged", Quoting.quoted(pokemon.name), raceLabel(pokemon.race))
    }

    public static func undone(_ action: String) -> String { Phrases.text("history.undone", action) }
    public static func redone(_ action: String) -> String { Phrases.text("history.redone", action) }

    // MARK: What undo names

    /// The name `undo` gives an add: `add "Pika"`.
    public static func addAction(_ name: String) -> String { Phrases.text("action.add", Quoting.quoted(name)) }

    /// `rename "Pika" to "Pikachu"`.
    public static func renameAction(from old: String, to new: String) -> String {
        Phrases.text("action.rename", Quoting.quoted(old), Quoting.quoted(new))
    }

    /// `change the race of "Pika"`.
    public static func raceChangeAction(_ name: String) -> String {
        Phrases.text("action.changeRace", Quoting.quoted(name))
    }

    /// `delete "Pika"`.
    public static func deleteAction(_ name: String) -> String { Phrases.text("action.delete", Quoting.quoted(name)) }

    /// How a conflict names a pokemon it cannot name otherwise.
    public static var unnamedPokemon: String { Phrases.text("pokemon.unnamed") }

    // MARK: Import, export and generate

    /// The progress line of an import, rewritten in place on a terminal:
    /// `importing pokemons.csv: 3000 of 9000 rows (33%) · 1500 rows/s · about 4 s left`.
    public static func importProgress(from path: String, _ progress: TransferProgress) -> String {
        Phrases.text("progress.importing", Quoting.printable(path), progressDetails(progress))
    }

    /// The progress line of an export: `exporting pokedesk.csv: 3000 of 9000 rows (33%) · …`.
    public static func exportProgress(to path: String, _ progress: TransferProgress) -> String {
        Phrases.text("progress.exporting", Quoting.printable(path), progressDetails(progress))
    }

    /// The progress line of a generate: `generating: 3000 of 9000 rows (33%) · …`.
    public static func generateProgress(_ progress: TransferProgress) -> String {
        Phrases.text("progress.generating", progressDetails(progress))
    }

    /// How many rows, how fast and how long still; only what is known so far. Once the rows
    /// are saved, that the list is being updated with them.
    private static func progressDetails(_ progress: TransferProgress) -> String {
        guard progress.total > 0 else { return Phrases.text("progress.reading") }
        var line = Phrases.counted("progress.rows", progress.total, String(progress.done), String(progress.percent))
        if progress.isUpdatingLists { return line + Phrases.text("progress.updatingList") }
        if progress.rowsPerSecond >= 1 { line += Phrases.text("progress.rate", String(Int(progress.rowsPerSecond))) }
        if let left = progress.secondsLeft, progress.done < progress.total {
            line += Phrases.text("progress.left", duration(left))
        }
        return line
    }

    /// `4 s`, `3 min`: precise enough for an estimate.
    private static func duration(_ seconds: Double) -> String {
        let whole = max(1, Int(seconds.rounded(.up)))
        return whole < 100
            ? Phrases.text("duration.seconds", String(whole))
            : Phrases.text("duration.minutes", String((whole + 59) / 60))
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
        var lines = report.skipped.prefix(skippedRowsListed).map(skipped)
        let unit = report.skipped.first?.position.unitKey ?? RowPosition.line(0).unitKey
        let unlisted = report.skipped.count - lines.count
        if unlisted > 0 { lines.append(Phrases.counted("import.skippedMore.\(unit)", unlisted)) }
        if report.wasCancelled {
            lines.append(Phrases.text("import.cancelled", keptBeforeCancel(report.imported, "imported")))
        } else {
            var summary = Phrases.counted("import.done", report.imported, Quoting.printable(path))
            if !report.skipped.isEmpty { summary += Phrases.counted("import.skipped.\(unit)", report.skipped.count) }
            lines.append(summary)
        }
        return lines
    }

    /// `skipped line 3: a name cannot be empty`.
    private static func skipped(_ row: SkippedRow) -> String {
        switch row.position {
        case .line(let number): return Phrases.text("import.skippedRow.line", String(number), row.reason.description)
        case .item(let number): return Phrases.text("import.skippedRow.item", String(number), row.reason.description)
        }
    }

    /// What an export writes once done: how many went to the file, or that a cancel wrote nothing.
    public static func exported(_ report: ExportReport, to path: String) -> String {
        report.wasCancelled
            ? Phrases.text("export.cancelled")
            : Phrases.counted("export.done", report.exported, Quoting.printable(path))
    }

    public static func generated(_ report: GenerateReport) -> String {
        report.wasCancelled
            ? Phrases.text("generate.cancelled", keptBeforeCancel(report.generated, "generated"))
            : Phrases.counted("generate.done", report.generated)
    }

    /// `the 3000 pokemons imported before the cancel are kept`, or that there are none.
    private static func keptBeforeCancel(_ count: Int, _ job: String) -> String {
        count == 0 ? Phrases.text("cancel.keptNone.\(job)") : Phrases.counted("cancel.kept.\(job)", count)
    }

    // MARK: Opening an older pokedesk

    /// The progress line of an upgrade, rewritten in place on a terminal while the store opens:
    /// `upgrading the pokedesk from version 2 to 3: 300000 of 1000000 pokemons (30%)`, or
    /// `preparing the pokedesk for long lists: 2 of 5 steps (40%)`.
    public static func upgradeProgress(_ progress: StoreUpgradeProgress) -> String {
        let (done, total, percent) = (String(progress.done), progress.total, String(progress.percent))
        let step: String
        switch progress.step {
        case .pokemons: step = Phrases.counted("upgrade.pokemons", total, done, percent)
        case .races: step = Phrases.counted("upgrade.races", total, done, percent)
        case .types: step = Phrases.counted("upgrade.types", total, done, percent)
        case .racesTypes: step = Phrases.text("upgrade.racesTypes", done, String(total), percent)
        case .finishing: step = Phrases.text("upgrade.finishing")
        // No version changes: a line of its own.
        case .preparing: return Phrases.text("upgrade.preparing", done, String(total), percent)
        }
        return Phrases.text("upgrade.progress", String(progress.fromVersion), String(progress.toVersion), step)
    }

    // MARK: Cells

    /// What a table shows for a missing value.
    public static let none = "—"

    /// "2 pokemons" in the races picker.
    public static func pokemonCount(_ count: Int) -> String { Phrases.counted("count.pokemons", count) }

    // MARK: Editor

    /// The editor's lines: label, value (B-10), and when the pokemon was caught; the values lined
    /// up after the longest label, at least 7 characters from the left.
    public static func editorLines(_ pokemon: Pokemon) -> [String] {
        let race = pokemon.race
        let rows = [
            (Phrases.text("editor.name"), pokemon.name),
            (Phrases.text("editor.race"), race?.name ?? none),
            (Phrases.text("editor.code"), race.map { String($0.code) } ?? none),
            (Phrases.text("editor.image"), race?.imageFile ?? none),
            (Phrases.text("editor.types"), race.map(\.typeNames) ?? none),
            (Phrases.text("editor.caught"), pokemon.caught.map(caughtDate) ?? none),
        ]
        let width = max(7, (rows.map(\.0.count).max() ?? 0) + 1)
        return rows.map { label, value in label + String(repeating: " ", count: width - label.count) + value }
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
        var line = Phrases.counted("count.races", count)
        if let text = nameContains { line += Phrases.text("races.filter", Quoting.quoted(text)) }
        line += pages(page, of: pageCount)
        if choosing && count > 0 { line += Phrases.text("races.choose") }
        return line
    }

    public static func typesFooter(count: Int) -> String {
        Phrases.counted("count.types", count) + Phrases.text("types.choose")
    }

    // MARK: Session

    public static func banner(architecture: String) -> [String] {
        [Phrases.text("session.banner", architecture.uppercased())]
    }
}
