// MARK: - Paths in scripts

/// Two placeholders that keep scripts and transcripts free of machine-specific paths:
/// `$FIXTURES/` stands for the `fixtures` directory beside the script (files to import), and
/// `$SCRATCH/` for an empty directory made for the run (files to export). Input lines get the
/// real paths; what the app writes gets the placeholders back, so a transcript reads the same on
/// every machine.
struct ScriptPaths {
    static let fixtures = "$FIXTURES/"
    static let scratch = "$SCRATCH/"

    /// Each placeholder with the real directory it stands for, ending in `/`.
    private let replacements: [(placeholder: String, directory: String)]

    init(fixtures: String?, scratch: String?) {
        var replacements: [(String, String)] = []
        if let fixtures { replacements.append((Self.fixtures, Self.withSlash(fixtures))) }
        if let scratch { replacements.append((Self.scratch, Self.withSlash(scratch))) }
        self.replacements = replacements
    }

    /// Whether a script needs a scratch directory.
    static func usesScratch(_ lines: [String]) -> Bool {
        lines.contains { $0.contains(scratch) }
    }

    /// A line to run: placeholders replaced by the real directories.
    func expand(_ line: String) -> String {
        replacements.reduce(line) { $0.replacing($1.placeholder, with: $1.directory) }
    }

    /// What the app wrote: the real directories written as placeholders again.
    func collapse(_ text: String) -> String {
        replacements.reduce(text) { $0.replacing($1.directory, with: $1.placeholder) }
    }

    private static func withSlash(_ directory: String) -> String {
        directory.hasSuffix("/") ? directory : directory + "/"
    }
}
