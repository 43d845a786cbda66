import Localization
import TextRules

// MARK: - A race's or a type's name, in both languages

/// The name of a race or a type as the data has it: the canonical one, in English — what files,
/// predicates and the store's order use — and the Spanish one (`name_es` in the course's data:
/// `Fire` / `Fuego`, `Type: Null` / `Código Cero`; most races are the same in both). Which one
/// a screen shows is the language's; either one names it when typed.
public struct DataName: Hashable, Sendable {
    public let english: String
    public let spanish: String

    /// `spanish` nil: the same in both languages.
    public init(_ english: String, spanish: String? = nil) {
        self.english = english
        self.spanish = spanish ?? english
    }

    /// The name in the language the process writes in.
    public var shown: String {
        switch Language.current {
        case .english: return english
        case .spanish: return spanish
        }
    }

    /// Both names, the shown one first; one when they are the same.
    public var both: [String] {
        let first = shown
        let other = first == english ? spanish : english
        return other == first ? [first] : [first, other]
    }

    /// Whether `text` is either name, ignoring case and diacritics, as a typed name is read.
    public func isNamed(_ text: String) -> Bool {
        let folded = TextFolding.fold(text)
        return TextFolding.fold(english) == folded || TextFolding.fold(spanish) == folded
    }
}
