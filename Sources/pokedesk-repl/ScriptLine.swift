// MARK: - A line of a script

/// One line of a script: text, or bytes that are not UTF-8, which the session refuses as the
/// stream reader's `undecodable` lines.
enum ScriptLine: Equatable {
    case text(String)
    case undecodable([UInt8])

    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The line with the placeholders of `paths` replaced; bytes stay as they are.
    func expanding(_ paths: ScriptPaths) -> ScriptLine {
        text.map { .text(paths.expand($0)) } ?? self
    }
}
