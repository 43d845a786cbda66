import Foundation
import Localization

// MARK: - The shared screens' string table

/// What the screens' commands and tables say — each command's usage words, summary and
/// details, the tables' headers — in each language: `Resources/en.lproj` and `es.lproj`,
/// `Localizable.strings`. Command words (`add`, `select`, `race|letter|off`) are not in it:
/// they are the program's, the same in every language.
enum Phrases {
    static let table = StringTable(resources: "Pokedesk_PokedeskScreens", bundle: .module)

    /// The line `key` says, its placeholders filled with `arguments` in order.
    static func text(_ key: String, _ arguments: String...) -> String {
        table.text(key, arguments: arguments)
    }

    /// The lines `KEY.1`, `KEY.2`… up to `count`: a command's detail lines, their
    /// placeholders filled with `arguments`.
    static func lines(_ key: String, count: Int, _ arguments: String...) -> [String] {
        (1...count).map { table.text("\(key).\($0)", arguments: arguments) }
    }
}
