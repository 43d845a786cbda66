public import TerminalKit

// MARK: - The editor's commands

/// Where the editor's Tab completion gets its names, each architecture from its own place.
public protocol PokemonEditorCompletions {
    /// For `name NEW`.
    func pokemonNames() -> [String]
    /// For `race RACE`.
    func raceNames() -> [String]
}

/// One pokemon's screen (B-10 to B-14), in the order `help` lists its commands.
public enum PokemonEditorCommands {
    public static func table(completing names: any PokemonEditorCompletions) -> CommandTable {
        CommandTable(
            [
                CommandSpec(
                    "name",
                    arguments: [.required("NEW", candidates: .dynamic(names.pokemonNames))],
                    summary: "rename this pokemon"
                ),
                CommandSpec(
                    "race",
                    arguments: [.optional("RACE", candidates: .dynamic(names.raceNames))],
                    summary: "choose the race from the list, or set it directly"
                ),
                CommandSpec("types", summary: "choose the race by type"),
                CommandSpec("delete", summary: "delete this pokemon and go back to the list"),
                CommandSpec("show", summary: "show this pokemon again"),
            ] + CommonCommands.history
        )
    }
}
