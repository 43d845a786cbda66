import TerminalKit

/// A line reader fed from a list of inputs (lines, Ctrl-C, end), recording the prompts it got and
/// running the completer it was given, as a line editor would.
final class ScriptedReader: LineReader {
    private var inputs: [LineInput]
    private(set) var prompts: [String] = []
    private(set) var lastCompleter: Completer?

    init(_ inputs: [LineInput]) {
        self.inputs = inputs
    }

    convenience init(lines: [String]) {
        self.init(lines.map(LineInput.line))
    }

    /// As a line editor by default; false as a script's reader, which never calls the completer.
    var servesCompletion = true

    func readLine(prompt: String, completer: Completer) -> LineInput {
        prompts.append(prompt)
        lastCompleter = completer
        return inputs.isEmpty ? .endOfInput : inputs.removeFirst()
    }
}
