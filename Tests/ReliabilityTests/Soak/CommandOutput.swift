// MARK: - A process's output, command by command

/// What a process wrote for one line of its script: the line as `--echo` wrote it after the
/// prompt, the screen the prompt named, and the lines up to the next prompt.
struct CommandOutput {
    let command: String
    /// The prompt's path: `pokemons`, `pokemons/Pika`, `pokemons/types/Fire`.
    let path: String
    /// The output's line number of the first line after the prompt (from 1).
    let firstLine: Int
    let lines: [Substring]

    /// The output cut at each prompt; what comes before the first prompt is left out.
    static func split(_ output: String) -> [CommandOutput] {
        var outputs: [CommandOutput] = []
        var current: (command: String, path: String, firstLine: Int, lines: [Substring])?
        for (index, line) in output.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("pokedesk["), let close = line.firstIndex(of: "]"), let end = line.range(of: "> ") {
                if let done = current { outputs.append(CommandOutput(done)) }
                let path = line[line.index(close, offsetBy: 2)..<end.lowerBound]
                current = (String(line[end.upperBound...]), String(path), index + 2, [])
            } else {
                current?.lines.append(line)
            }
        }
        if let done = current { outputs.append(CommandOutput(done)) }
        return outputs
    }

    private init(_ parts: (command: String, path: String, firstLine: Int, lines: [Substring])) {
        (command, path, firstLine, lines) = parts
    }

    /// Whether the pokemons list was on top when the line was typed.
    var isOnList: Bool { path == "pokemons" }

    /// Whether the output reports row changes (another process's, brought in by this line, or
    /// its own): `inserted at 3`, `deleted 2`, `moved 3→2`, `updated 5`, sections.
    var reportsRowChanges: Bool {
        lines.contains { line in
            ["inserted at ", "deleted ", "moved ", "updated ", "section \""].contains { line.hasPrefix($0) }
                && !line.hasPrefix("deleted \"")
        }
    }
}
