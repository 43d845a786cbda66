// MARK: - The names the soak's scripts give

/// The names a soak script gives its pokemons — added, renamed, imported: a letter, the
/// process's number, a dash and a counter of its own (`k3-17`), now and then with letters
/// beyond ASCII or a space after. No two processes and no two lines give the same one, and
/// none is a name `generate` makes (a race's name, a space and a number), so a failure can
/// name the line that made a pokemon.
enum ScriptedName {
    private static let endings = ["", "", "", "", "", "é", "ß", "ピカ", " Jr.", "ŉ"]

    static func make(process: Int, counter: Int, _ random: inout SeededRandom) -> String {
        random.pick(SoakVocabulary.letters) + "\(process)-\(counter)" + random.pick(endings)
    }

    /// The name as a command argument: in quotes when it holds a space.
    static func argument(_ name: String) -> String {
        name.contains(" ") ? "\"\(name)\"" : name
    }

    /// Whether a script gave `name` (else `generate` did, or the test's first pokemons).
    static func isScripted(_ name: String) -> Bool {
        var rest = Substring(name)
        guard let letter = rest.first, letter.isASCII, letter.isLowercase else { return false }
        rest = rest.dropFirst()
        let process = rest.prefix { $0.isASCII && $0.isNumber }
        guard !process.isEmpty, rest.dropFirst(process.count).first == "-" else { return false }
        rest = rest.dropFirst(process.count + 1)
        return rest.first.map { $0.isASCII && $0.isNumber } ?? false
    }
}
