import ArgumentParser
import Foundation
import Localization

// MARK: - The command line

/// `pokedesk [options]` runs the REPL; `pokedesk compare SCRIPT` runs a script in every
/// architecture and says whether they agree.
@main
struct PokedeskCommand: ParsableCommand {
    @OptionGroup var options: ReplOptions

    /// Worded when ArgumentParser asks, in the language the process chose.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "pokedesk",
            abstract: Phrases.text("command.abstract"),
            // The generated usage line ends in `<subcommand>`, which reads as if one were
            // required: the REPL is the command itself, `compare` the one alternative.
            usage: """
                pokedesk [--arch <arch>] [--store <store>] [--in-memory] [--echo] [--sql-debug] [--trace] [--no-color] [--lang <lang>]
                pokedesk compare [--trace] [--lang <lang>] <script>
                """,
            discussion: Phrases.text("command.discussion"),
            version: "pokedesk 1.0.0",
            subcommands: [CompareCommand.self]
        )
    }

    /// Chooses the language first (`--lang`, else the locale), then runs everything in it:
    /// starts a session at once when the arguments are only the REPL's own options (see
    /// `QuickArguments`); everything else is ArgumentParser's, its help and errors put in the
    /// chosen language (`ArgumentParserWords`).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessEnvironment.variables()
        let language = LanguageOption.chosen(arguments: arguments, environment: environment)
        Language.$current.withValue(language) {
            guard let settings = QuickArguments.settings(from: arguments) else {
                return parseAndRun(arguments)
            }
            do {
                try settings.runSession(environment: environment)
            } catch {
                exit(withError: error)
            }
        }
    }

    /// What `main(nil)` does, with ArgumentParser's messages reworded before they are written.
    private static func parseAndRun(_ arguments: [String]) {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let text = ArgumentParserWords.translated(fullMessage(for: error))
            if !text.isEmpty {
                if code == .success {
                    print(text)
                } else {
                    FileHandle.standardError.write(Data((text + "\n").utf8))
                }
            }
            Foundation.exit(code.rawValue)
        }
    }

    func validate() throws {
        try options.validate()
    }

    func run() throws {
        try options.runSession()
    }
}
