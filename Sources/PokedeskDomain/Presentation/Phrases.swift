import Foundation
import Localization
import TextRules

// MARK: - The Domain's string table

/// The Domain's lines in each language: `Resources/en.lproj` and `Resources/es.lproj`,
/// `Localizable.strings`. `Wording` and the errors' descriptions word every line through here,
/// in the language the process chose (`Language.current`), when the line is written.
enum Phrases {
    static let table = StringTable(resources: "Pokedesk_PokedeskDomain", bundle: .module)

    /// The line `key` says, its placeholders filled with `arguments` in order.
    static func text(_ key: String, _ arguments: String...) -> String {
        table.text(key, arguments: arguments)
    }

    /// `KEY.one` or `KEY.other` for `count`, its digits the first placeholder.
    static func counted(_ key: String, _ count: Int, _ arguments: String...) -> String {
        table.counted(key, count, arguments: arguments)
    }

    /// `a, b or c` in the current language: the words as they are, joined by commas and a last
    /// `or` (`o` in Spanish, `u` before a word that starts with the sound o).
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return last }
        let or = Language.current == .spanish && startsWithO(last) ? text("list.orBeforeO") : text("list.or")
        return words.dropLast().joined(separator: ", ") + " \(or) " + last
    }

    private static func startsWithO(_ word: String) -> Bool {
        let folded = TextFolding.fold(word)
        return folded.hasPrefix("o") || folded.hasPrefix("ho")
    }
}
