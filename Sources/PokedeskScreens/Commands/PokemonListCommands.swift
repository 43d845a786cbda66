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
        let name = Phrases.text("argument.name")
        let race = Phrases.text("argument.race")
        let showing = [
            CommandSpec("list", summary: Phrases.text("pokemons.list.summary"))
        ]
        let changing = [
            CommandSpec(
                "add",
                arguments: [.required(name, candidates: pokemonNames), .optional(race, candidates: raceNames)],
                summary: Phrases.text("pokemons.add.summary"),
                details: Phrases.lines("pokemons.add.details", count: 1)
            ),
            CommandSpec(
                "rename",
                arguments: [.required("N"), .required(name, candidates: pokemonNames)],
                summary: Phrases.text("pokemons.rename.summary")
            ),
            CommandSpec(
                "change",
                arguments: [
                    .required("race", candidates: .choices(["race"])), .required("N"),
                    .required(race, candidates: raceNames),
                ],
                summary: Phrases.text("pokemons.change.summary")
            ),
            CommandSpec("delete", arguments: [.required("N")], summary: Phrases.text("pokemons.delete.summary")),
            CommandSpec(
                "edit",
                arguments: [.required("N|" + name, candidates: pokemonNames)],
                summary: Phrases.text("pokemons.edit.summary")
            ),
        ]
        let filtering = [
            CommandSpec(
                "find",
                arguments: [.text(Phrases.text("argument.predicate"), candidates: values)],
                summary: Phrases.text("pokemons.find.summary"),
                details: Phrases.lines("pokemons.find.details", count: 4)
            ),
            CommandSpec(
                "sections",
                arguments: [
                    .required("race|letter|off", candidates: .choices(PokemonSections.allCases.map(\.rawValue)))
                ],
                summary: Phrases.text("pokemons.sections.summary")
            ),
            CommandSpec(
                "sort",
                // ORDER rather than the four words: `help`'s column of usages stays as wide as it was.
                arguments: [
                    .required(
                        Phrases.text("argument.order"),
                        candidates: .choices(PokemonSort.allCases.map(\.rawValue))
                    )
                ],
                summary: Phrases.text("pokemons.sort.summary"),
                details: Phrases.lines("pokemons.sort.details", count: 2)
            ),
        ]
        let elsewhere = [
            CommandSpec("types", summary: Phrases.text("pokemons.types.summary"))
        ]
        return CommandTable(
            showing + CommonCommands.paging + changing + filtering + TransferCommands.specs + elsewhere
                + CommonCommands.history
        )
    }

    // MARK: Reading the arguments

    /// The row N of `change race N RACE`, once the word after `change` is checked to be `race`.
    public static func rowOfRaceChange(_ command: ParsedCommand) throws -> Int {
        _ = try command.keyword(at: 0, named: Phrases.text("argument.wordAfterChange"), as: ChangedField.self)
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
