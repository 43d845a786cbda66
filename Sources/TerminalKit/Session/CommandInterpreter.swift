import TextRules

/// Turns a line into what the session must do with it, given the top screen's commands: split it
/// into words, find the command (global ones first, then the screen's, then a bare row number),
/// and check its number of arguments. Pure, so every message can be tested.
enum CommandInterpreter {
    enum Outcome {
        /// A blank line, or a comment (`#` first).
        case nothing
        case global(GlobalCommand, ParsedCommand)
        /// One of the commands the app added to every screen, by its index among them.
        case session(Int, ParsedCommand)
        case screen(ParsedCommand)
        case failure(String)
    }

    static func interpret(_ line: String, table: CommandTable, sessionCommands: [CommandSpec] = []) -> Outcome {
        // By scalar, as the tokenizer reads: a mark after a space starts a word, not a blank.
        guard let first = line.unicodeScalars.first(where: { !$0.properties.isWhitespace }), first != "#" else {
            return .nothing
        }
        let scan = CommandScanner.scan(line)
        guard let word = scan.tokens.first else {
            return .failure(scan.error?.description ?? Phrases.text("command.empty"))
        }
        let globals = GlobalCommand.specs(alongside: table, sessionCommands: sessionCommands)
        if let (global, spec) = globals.first(where: { $0.1.isNamed(word.text) }) {
            return outcome(parse(line, scan: scan, spec: spec)) { .global(global, $0) }
        }
        if let index = sessionCommands.firstIndex(where: { $0.isNamed(word.text) }) {
            return outcome(parse(line, scan: scan, spec: sessionCommands[index])) { .session(index, $0) }
        }
        if let spec = table.command(named: word.text) {
            return outcome(parse(line, scan: scan, spec: spec), Outcome.screen)
        }
        if let shortcut = table.rowShortcut, let spec = table.command(named: shortcut), !word.text.isEmpty,
            word.text.allSatisfy({ $0.isASCII && $0.isNumber }) || table.shortcutNames?.contains(word.text) == true
        {
            return outcome(parse(line, scan: scan, spec: spec, includingCommandWord: true), Outcome.screen)
        }
        return .failure(Phrases.text("session.unknownCommand", Quoting.quoted(word.text)))
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
        let commandWord = scan.tokens.first?.range ?? 0..<0
        let rest = Self.text(of: line, from: includingCommandWord ? commandWord.lowerBound : commandWord.upperBound)
        func command(_ arguments: [String]) -> ParsedCommand {
            ParsedCommand(
                name: spec.name,
                arguments: arguments,
                text: rest.text,
                textColumn: rest.column,
                line: line
            )
        }
        if spec.takesText { return .success(command([])) }
        if let error = scan.error { return .failure(CommandFailure(error.description)) }
        let arguments = scan.tokens.dropFirst(includingCommandWord ? 0 : 1).map(\.text)
        if let problem = arityProblem(arguments, spec: spec) {
            return .failure(CommandFailure(Phrases.text("command.usage", problem, spec.usage)))
        }
        return .success(command(arguments))
    }

    private static func arityProblem(_ arguments: [String], spec: CommandSpec) -> String? {
        let specs = spec.arguments
        if let missing = specs.indices.first(where: { $0 >= arguments.count && specs[$0].kind == .required }) {
            return Phrases.text("command.missingArgument", specs[missing].name)
        }
        let acceptsMore = specs.last?.kind == .variadic
        if !acceptsMore, arguments.count > specs.count {
            return Phrases.text("command.unexpectedArgument", Quoting.quoted(arguments[specs.count]))
        }
        return nil
    }

    // MARK: Verbatim text

    /// The line from character `start` on, without the white space around it, and the 1-based
    /// column where it starts (one past the end when nothing is left). White space is skipped
    /// scalar by scalar, as the tokenizer splits words: a mark after a space stays in the text.
    private static func text(of line: String, from start: Int) -> (text: String, column: Int) {
        var text = ""
        var column: Int?
        var length = 0
        for (offset, character) in line.enumerated() {
            length = offset + 1
            guard offset >= start else { continue }
            for scalar in character.unicodeScalars {
                if column == nil {
                    if scalar.properties.isWhitespace { continue }
                    column = offset + 1
                }
                text.unicodeScalars.append(scalar)
            }
        }
        while let last = text.unicodeScalars.last, last.properties.isWhitespace {
            text.unicodeScalars.removeLast()
        }
        return (text, column ?? length + 1)
    }
}
