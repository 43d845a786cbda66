public import PokedeskDomain
public import TerminalKit

// MARK: - The pokemons screen's commands

/// Where the pokemons screen's Tab completion gets its names. Each architecture answers from
/// where its names are: the repositories (`NameCompletion`), a presenter, a view model, an
/// event handler.
public protocol PokemonListCompletions {
    /// For a pokemon's NAME (`add`, `rename`, `edit`), read when asked: they change.
    func pokemonNames() -> [String]
    /// For RACE (`add NAME RACE`, `change race N RACE`).
    func raceNames() -> [String]
    /// For the value typed after a `find` predicate's `words` so far.
    func predicateValues(after words: [String]) -> [String]
}

/// The root screen's table (B-1 to B-8), in the order `help` lists it, and the reading of its
/// arguments that is more than a number.
public enum PokemonListCommands {
    public static func table(completing names: any PokemonListCompletions) -> CommandTable {
        let pokemonNames = CandidateSource.dynamic(names.pokemonNames)
        let raceNames = CandidateSource.dynamic(names.raceNames)
        let values = CandidateSource(quotesValues: true, names.predicateValues)
        let showing = [
            CommandSpec("list", summary: "show the pokemons, 20 a page")
        ]
        let changing = [
            CommandSpec(
                "add",
                arguments: [.required("NAME", candidates: pokemonNames), .optional("RACE", candidates: raceNames)],
                summary: "add a pokemon; RACE is a race code or name",
                details: ["Quote names with spaces: add \"Mr. Mime\" 122"]
            ),
            CommandSpec(
                "rename",
                arguments: [.required("N"), .required("NAME", candidates: pokemonNames)],
                summary: "rename the pokemon in row N"
            ),
            CommandSpec(
                "change",
                arguments: [
                    .required("race", candidates: .choices(["race"])), .required("N"),
                    .required("RACE", candidates: raceNames),
                ],
                summary: "change the race of the pokemon in row N"
            ),
            CommandSpec("delete", arguments: [.required("N")], summary: "delete the pokemon in row N"),
            CommandSpec(
                "edit",
                arguments: [.required("N|NAME", candidates: pokemonNames)],
                summary: "open the pokemon in row N, or called NAME, in the editor"
            ),
        ]
        let filtering = [
            CommandSpec(
                "find",
                arguments: [.text("PREDICATE", candidates: values)],
                summary: "filter the list with a predicate; find alone shows every pokemon",
                details: [
                    "Examples: find name BEGINSWITH[c] \"pi\"",
                    "          find race.code <= 151 AND ANY race.types.name ==[c] \"fire\"",
                    "          find caught >= \"2024-06-01\"",
                    "Dates are ISO 8601 text, in UTC: \"2024-06-01\", \"2024-06-01T12:30:00Z\"",
                ]
            ),
            CommandSpec(
                "sections",
                arguments: [
                    .required("race|letter|off", candidates: .choices(PokemonSections.allCases.map(\.rawValue)))
                ],
                summary: "group the list by race or by initial letter, or not"
            ),
            CommandSpec(
                "sort",
                // ORDER rather than the four words: `help`'s column of usages stays as wide as it was.
                arguments: [.required("ORDER", candidates: .choices(PokemonSort.allCases.map(\.rawValue)))],
                summary: "order the list by name, race, code or date caught",
                details: [
                    "ORDER: name, race (the race's name), code (the race's code) or caught (oldest first)",
                    "Ties go by name; pokemons without a race or a date come first.",
                ]
            ),
        ]
        let elsewhere = [
            CommandSpec("types", summary: "browse the types and their races")
        ]
        return CommandTable(
            showing + CommonCommands.paging + changing + filtering + TransferCommands.specs + elsewhere
                + CommonCommands.history
        )
    }

    // MARK: Reading the arguments

    /// The row N of `change race N RACE`, once the word after `change` is checked to be `race`.
    public static func rowOfRaceChange(_ command: ParsedCommand) throws -> Int {
        _ = try command.keyword(at: 0, named: "the word after change", as: ChangedField.self)
        return try command.integer(at: 1, named: "N")
    }

    /// The grouping `sections race|letter|off` asks for, whatever its case.
    public static func sections(_ command: ParsedCommand) throws(PokedeskError) -> PokemonSections {
        try command.keyword(at: 0, named: "sections")
    }

    /// The order `sort ORDER` asks for (name, race, code or caught), whatever its case.
    public static func sort(_ command: ParsedCommand) throws(PokedeskError) -> PokemonSort {
        try command.keyword(at: 0, named: "sort")
    }

    /// `edit N|NAME`: a row number when the argument is one, a pokemon's name otherwise.
    public static func editTarget(_ command: ParsedCommand) -> PokemonReference {
        Int(command.arguments[0]).map(PokemonReference.row) ?? .named(command.arguments[0])
    }
}

/// A pokemon as a command names it: by the row the user sees it in, or by its name.
public enum PokemonReference: Equatable, Sendable {
    case row(Int)
    case named(String)
}

/// The word after `change`: only the race can be changed from the list.
private enum ChangedField: String, CaseIterable {
    case race
}
