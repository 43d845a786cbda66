import ArgumentParser
import Localization

// MARK: - `--lang en|es`

/// The values `--lang` takes. ArgumentParser checks them and lists them in `--help`; the
/// language itself is chosen before it parses anything (`LanguageOption.chosen`), so that its
/// own help and errors are in that language too.
enum LanguageOption: String, ExpressibleByArgument, CaseIterable {
    case en
    case es

    var language: Language {
        switch self {
        case .en: return .english
        case .es: return .spanish
        }
    }

    /// The language of this process: the last valid `--lang VALUE` (or `--lang=VALUE`) among
    /// `arguments`, up to a `--`, else the locale's (`Language.ofLocale`). An invalid value
    /// chooses nothing here: ArgumentParser refuses it, in the locale's language.
    static func chosen(arguments: [String], environment: [String: String]) -> Language {
        var flag: Language?
        var remaining = arguments[...]
        while let argument = remaining.popFirst(), argument != "--" {
            if argument == "--lang" {
                if let value = remaining.first, let language = Language(flag: value) { flag = language }
            } else if argument.hasPrefix("--lang="), let language = Language(flag: String(argument.dropFirst(7))) {
                flag = language
            }
        }
        return Language.chosen(flag: flag, environment: environment)
    }
}
