import ArgumentParser

// MARK: - The command line

/// `pokedesk [options]` runs the REPL; `pokedesk compare SCRIPT` runs a script in every
/// architecture and says whether they agree.
@main
struct PokedeskCommand: ParsableCommand {
    @OptionGroup var options: ReplOptions

    static let configuration = CommandConfiguration(
        commandName: "pokedesk",
        abstract: "A pokedesk of pokemons, built in five architectures that behave identically.",
        // The generated usage line ends in `<subcommand>`, which reads as if one were required:
        // the REPL is the command itself, `compare` the one alternative.
        usage: """
            pokedesk [--arch <arch>] [--store <store>] [--in-memory] [--echo] [--sql-debug] [--trace] [--no-color]
            pokedesk compare [--trace] <script>
            """,
        discussion: """
            Interactive on a terminal (line editing, history, Tab completion); a script when \
            standard input is not a terminal. Type help inside for the commands.
            """,
        version: "pokedesk 1.0.0",
        subcommands: [CompareCommand.self]
    )

    /// Starts a session at once when the arguments are only the REPL's own options (see
    /// `QuickArguments`); everything else is ArgumentParser's, as before.
    static func main() {
        guard let settings = QuickArguments.settings(from: Array(CommandLine.arguments.dropFirst())) else {
            return main(nil)
        }
        do {
            try settings.runSession()
        } catch {
            exit(withError: error)
        }
    }

    func validate() throws {
        try options.validate()
    }

    func run() throws {
        try options.runSession()
    }
}
