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
                    arguments: [.required(Phrases.text("argument.new"), candidates: .dynamic(names.pokemonNames))],
                    summary: Phrases.text("editor.name.summary")
                ),
                CommandSpec(
                    "race",
                    arguments: [.optional(Phrases.text("argument.race"), candidates: .dynamic(names.raceNames))],
                    summary: Phrases.text("editor.race.summary")
                ),
                CommandSpec("types", summary: Phrases.text("editor.types.summary")),
                CommandSpec("delete", summary: Phrases.text("editor.delete.summary")),
                CommandSpec("show", summary: Phrases.text("editor.show.summary")),
            ] + CommonCommands.history
        )
    }
}
