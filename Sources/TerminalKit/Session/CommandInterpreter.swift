/// Turns a line into what the session must do with it, given the top screen's commands: split it
/// into words, find the command (global ones first, then the screen's, then a bare row number),
/// and check its number of arguments. Pure, so every message can be tested.
enum CommandInterpreter {
    enum Outcome {
        /// A blank line, or a comment (`#` first).
        case nothing
        case global(GlobalCommand, ParsedCommand)
        case screen(ParsedCommand)
        case failure(String)
    }

    static func interpret(_ line: String, table: CommandTable) -> Outcome {
        let trimmed = line.drop { $0.isWhitespace }
        guard let first = trimmed.first, first != "#" else { return .nothing }
        let scan = CommandScanner.scan(line)
        guard let word = scan.tokens.first else {
            return .failure(scan.error?.description ?? "empty command")
        }
        let globals = GlobalCommand.specs(alongside: table)
        if let (global, spec) = globals.first(where: { $0.1.isNamed(word.text) }) {
            return outcome(parse(line, scan: scan, spec: spec)) { .global(global, $0) }
        }
        if let spec = table.command(named: word.text) {
            return outcome(parse(line, scan: scan, spec: spec), Outcome.screen)
        }
        if let shortcut = table.rowShortcut, let spec = table.command(named: shortcut),
            !word.text.isEmpty, word.text.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            return outcome(parse(line, scan: scan, spec: spec, includingCommandWord: true), Outcome.screen)
        }
        return .failure("unknown command \"\(word.text)\"; type help for the list")
    }

    private static func outcome(
        _ parsed: Result<ParsedCommand, CommandFailure>,
        _ make: (ParsedCommand) -> Outcome
    ) -> Outcome {
        switch parsed {
        case .success(let command): return make(command)
        case .failure(let failure): return .failure(failure.message)
        }
    }

    // MARK: Arguments

    /// - Parameter includingCommandWord: the first word is an argument too (a bare row number
    ///   standing for the table's row shortcut command).
    private static func parse(
        _ line: String,
        scan: CommandScanner.Result,
        spec: CommandSpec,
        includingCommandWord: Bool = false
    ) -> Result<ParsedCommand, CommandFailure> {
        let characters = Array(line)
        let commandWord = scan.tokens.first?.range ?? 0..<0
        let rest = characters[(includingCommandWord ? commandWord.lowerBound : commandWord.upperBound)...]
            .drop { $0.isWhitespace }
        let text = String(rest).trimmingTrailingWhitespace()
        func command(_ arguments: [String]) -> ParsedCommand {
            ParsedCommand(
                name: spec.name,
                arguments: arguments,
                text: text,
                textColumn: rest.startIndex + 1,
                line: line
            )
        }
        if spec.takesText { return .success(command([])) }
        if let error = scan.error { return .failure(CommandFailure(error.description)) }
        let arguments = scan.tokens.dropFirst(includingCommandWord ? 0 : 1).map(\.text)
        if let problem = arityProblem(arguments, spec: spec) {
            return .failure(CommandFailure("\(problem); usage: \(spec.usage)"))
        }
        return .success(command(arguments))
    }

    private static func arityProblem(_ arguments: [String], spec: CommandSpec) -> String? {
        let specs = spec.arguments
        if let missing = specs.indices.first(where: { $0 >= arguments.count && specs[$0].kind == .required }) {
            return "missing argument \(specs[missing].name)"
        }
        let acceptsMore = specs.last?.kind == .variadic
        if !acceptsMore, arguments.count > specs.count {
            return "unexpected argument \"\(arguments[specs.count])\""
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingTrailingWhitespace() -> String {
        var copy = self
        while copy.last?.isWhitespace == true { copy.removeLast() }
        return copy
    }
}
