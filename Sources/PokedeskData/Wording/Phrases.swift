import Foundation
import Localization

// MARK: - The data layer's string table

/// What the data layer words itself, in each language: the engine's refusals of a predicate and
/// of a store file, which the engine gives as values and words only in English
/// (`Resources/en.lproj` and `es.lproj`, `Localizable.strings`).
enum Phrases {
    static let table = StringTable(resources: "Pokedesk_PokedeskData", bundle: .module)

    /// The line `key` says, its placeholders filled with `arguments` in order.
    static func text(_ key: String, _ arguments: String...) -> String {
        table.text(key, arguments: arguments)
    }
}
