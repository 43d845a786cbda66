import PokedeskDomain
import TerminalKit

// MARK: - A command's fixed words

extension ParsedCommand {
    /// The argument at `index` as one of a command's fixed words, whatever its case: `sections
    /// letter`, `sort code`, `change race`. Another word is refused with the words there are.
    func keyword<Word: RawRepresentable & CaseIterable>(
        at index: Int,
        named name: String,
        as _: Word.Type = Word.self
    ) throws(PokedeskError) -> Word where Word.RawValue == String {
        let given = arguments[index]
        guard let word = Word(rawValue: given.lowercased()) else {
            throw .notAChoice(argument: name, given: given, choices: Word.allCases.map(\.rawValue))
        }
        return word
    }
}
