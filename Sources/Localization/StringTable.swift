public import Foundation

// MARK: - A module's text, in each language

/// The lines of one module, read from its `Localizable.strings` in `en.lproj` and `es.lproj`
/// (the module's `Bundle.module`, resources processed by SwiftPM) through Foundation's own
/// lookup, `Bundle.localizedString(forKey:value:table:)`.
///
/// Keys name what a line says (`pokemons.empty`); the text, with positional placeholders
/// `%1$@`, `%2$@`… (every argument is a `String`, numbers written by the caller, so no locale
/// groups their digits), lives in the files. A count picks one key of two, `KEY.one` or
/// `KEY.other`, as `Language.pluralForm(of:)` says: `.stringsdict` files are not used, since
/// on this platform's Foundation a bundle holding one makes every look-up in it crash.
///
/// A key missing from the table is a programming error: debug builds stop on it; release
/// builds show the key.
public struct StringTable: Sendable {
    private let bundles: [Language: Bundle]
    private let name: String

    /// The table in `bundle`'s `LANG.lproj/NAME.strings`.
    public init(bundle: Bundle, name: String = "Localizable") {
        var bundles: [Language: Bundle] = [:]
        for language in Language.allCases {
            if let path = bundle.path(forResource: language.rawValue, ofType: "lproj"),
                let localized = Bundle(path: path)
            {
                bundles[language] = localized
            }
        }
        self.bundles = bundles
        self.name = name
    }

    /// The line `key` says in `language` (the current one by default), its placeholders
    /// filled with `arguments` in order.
    public func text(_ key: String, _ arguments: String..., in language: Language = .current) -> String {
        text(key, arguments: arguments, in: language)
    }

    /// The same, the arguments as an array.
    public func text(_ key: String, arguments: [String], in language: Language = .current) -> String {
        let format = template(key, in: language)
        // Always formatted, even without arguments, so that `%%` means one `%` in every line.
        return String(format: format, arguments: arguments.map { $0 as any CVarArg })
    }

    /// `KEY.one` or `KEY.other` for `count`, whose digits are the first argument (`%1$@`), the
    /// others after it.
    public func counted(
        _ key: String,
        _ count: Int,
        _ arguments: String...,
        in language: Language = .current
    )
        -> String
    {
        text("\(key).\(language.pluralForm(of: count).rawValue)", arguments: [String(count)] + arguments, in: language)
    }

    /// The text of `key` as the file holds it, placeholders unfilled.
    public func template(_ key: String, in language: Language = .current) -> String {
        let missing = "\u{0}"
        let found = bundles[language]?.localizedString(forKey: key, value: missing, table: name) ?? missing
        guard found != missing else {
            assertionFailure("no \(language.rawValue) text for the key \(key) in \(name).strings")
            return key
        }
        return found
    }

    /// Every key and its text in `language`, as the file holds them: for tests that compare the
    /// languages' tables.
    public func entries(in language: Language) -> [String: String] {
        guard let url = bundles[language]?.url(forResource: name, withExtension: "strings"),
            let data = try? Data(contentsOf: url),
            let entries = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return entries
    }
}
