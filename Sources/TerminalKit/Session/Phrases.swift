import Foundation
import Localization

// MARK: - The kit's own string table

/// What the kit itself says — help's headings, the session's errors, the pager's, row-change
/// reports, the prefixes `error:` and `warning:` — in each language: `Resources/en.lproj` and
/// `es.lproj`, `Localizable.strings`, as UIKit keeps its own strings apart from the app's. The
/// app chooses the language once, for the kit as for itself (`Language.current`).
enum Phrases {
    static let table = StringTable(resources: "Pokedesk_TerminalKit", bundle: .module)

    /// The line `key` says, its placeholders filled with `arguments` in order.
    static func text(_ key: String, _ arguments: String...) -> String {
        table.text(key, arguments: arguments)
    }

    /// `KEY.one` or `KEY.other` for `count`, its digits the first placeholder.
    static func counted(_ key: String, _ count: Int, _ arguments: String...) -> String {
        table.counted(key, count, arguments: arguments)
    }
}
