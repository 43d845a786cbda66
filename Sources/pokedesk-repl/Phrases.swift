import Foundation
import Localization

// MARK: - The composition root's string table

/// What the `pokedesk` executable itself says — `--help`, `compare`'s report, `trace`'s lines,
/// the errors of a script file — in each language: `Resources/en.lproj` and `es.lproj`,
/// `Localizable.strings`.
enum Phrases {
    static let table = StringTable(resources: "Pokedesk_pokedesk-repl", bundle: .module)

    /// The line `key` says, its placeholders filled with `arguments` in order.
    static func text(_ key: String, _ arguments: String...) -> String {
        table.text(key, arguments: arguments)
    }

    /// `KEY.one` or `KEY.other` for `count`, its digits the first placeholder.
    static func counted(_ key: String, _ count: Int, _ arguments: String...) -> String {
        table.counted(key, count, arguments: arguments)
    }
}
