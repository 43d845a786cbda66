// MARK: - Starting without ArgumentParser

/// The command lines that only start a session — `pokedesk`, `pokedesk --store PATH --echo`…
/// — read directly. ArgumentParser builds its whole model of the command (by reflection, and
/// with runtime type look-ups that are slow in a fresh process) before it reads one argument,
/// which made it a quarter of the time `pokedesk --store S < list` takes.
///
/// Only an unambiguous subset is taken: each known option at most once, in its plain form,
/// with a value that cannot be mistaken for an option. Anything else — help, version,
/// `compare`, `--store=PATH`, a repeated or unknown option, a bad value, options that
/// cannot go together — returns nil and goes to ArgumentParser, which accepts or refuses it
/// exactly as before.
enum QuickArguments {
    static func settings(from arguments: [String]) -> SessionSettings? {
        var settings = SessionSettings()
        // A handful of options: a list, not a set, whose first use in a process costs a run-time
        // look-up of `String`'s `Hashable` conformance, more than this whole function.
        var seen: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard !seen.contains(argument) else { return nil }
            seen.append(argument)
            switch argument {
            case "--in-memory": settings.inMemory = true
            case "--echo": settings.echo = true
            case "--sql-debug": settings.sqlDebug = true
            case "--trace": settings.trace = true
            case "--no-color": settings.noColor = true
            case "--store":
                guard let value = remaining.popFirst(), isPlainValue(value) else { return nil }
                settings.store = value
            case "--arch":
                guard let value = remaining.popFirst(), let arch = Architecture(rawValue: value) else { return nil }
                settings.arch = arch
            case "--lang":
                // The process chose its language from it already (`LanguageOption.chosen`).
                guard let value = remaining.popFirst(), LanguageOption(rawValue: value) != nil else { return nil }
            default:
                return nil
            }
        }
        // The rules `ReplOptions.validate()` checks (an empty --store is no plain value, above):
        // ArgumentParser reports them.
        if settings.inMemory && settings.store != nil { return nil }
        return settings
    }

    /// A value ArgumentParser would take as the option's value, not as another option.
    private static func isPlainValue(_ value: String) -> Bool {
        !value.isEmpty && !value.hasPrefix("-")
    }
}
