import Localization

// MARK: - ArgumentParser's own words, in the chosen language

/// ArgumentParser writes `--help` and the errors of a wrong command line with fixed English
/// words of its own (`USAGE:`, `Show help information.`, `Unknown option '--x'`), which it
/// offers no way to translate. In another language they are replaced, in the text it made, by
/// the table's (`parser.*` keys); what the app words itself (the overview, the options' help)
/// is in the chosen language already.
enum ArgumentParserWords {
    /// ArgumentParser's phrases as it writes them, longest first where one holds another.
    static let phrases: [(english: String, key: String)] = [
        ("See 'pokedesk help <subcommand>' for detailed help.", "parser.detailedHelp"),
        ("OVERVIEW:", "parser.overview"),
        ("USAGE:", "parser.usageHeading"),
        ("ARGUMENTS:", "parser.arguments"),
        ("OPTIONS:", "parser.options"),
        ("SUBCOMMANDS:", "parser.subcommands"),
        ("Show help information.", "parser.showHelp"),
        ("Show the version.", "parser.showVersion"),
        ("(values: ", "parser.values"),
        ("default: ", "parser.default"),
        ("Error: ", "parser.error"),
        ("Usage: ", "parser.usage"),
        ("Help: ", "parser.help"),
        ("  See '", "parser.see"),
        ("' for more information.", "parser.moreInformation"),
        ("Unknown option '", "parser.unknownOption"),
        ("Missing value for '", "parser.missingValue"),
        ("Missing expected argument '", "parser.missingArgument"),
        ("Unexpected argument '", "parser.unexpectedArgument"),
        ("The value '", "parser.theValue"),
        ("' is invalid for '", "parser.isInvalidFor"),
        (". Please provide one of ", "parser.provideOneOf"),
        ("' or '", "parser.or"),
        ("' and '", "parser.and"),
    ]

    /// `text` with ArgumentParser's phrases in the current language; as it is in English.
    static func translated(_ text: String) -> String {
        guard Language.current != .english else { return text }
        var result = text
        for (english, key) in phrases {
            result = result.replacing(english, with: Phrases.text(key))
        }
        return result
    }
}
