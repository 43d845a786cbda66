/// Picks the line reader that fits where the process runs.
public enum LineReaderFactory {
    /// libedit with persistent history when standard input and output are both terminals;
    /// otherwise a plain reader of standard input, which shows the prompt only when standard
    /// input is a terminal (a script gets none). History problems, and libedit missing on a
    /// terminal, become warnings on `console`.
    public static func make(
        appName: String,
        environment: TerminalEnvironment,
        console: Console,
        historyCapacity: Int = LineHistory.defaultCapacity
    ) -> any LineReader {
        if environment.supportsLineEditing {
            do {
                try EditLineLibrary.load()
                let history = LineHistory(
                    location: HistoryLocation.resolve(appName: appName, environment: environment.variables),
                    capacity: historyCapacity,
                    warn: console.reportWarning
                )
                history.load()
                if let reader = EditLineReader(programName: appName, history: history, console: console) {
                    return reader
                }
            } catch {
                // Said, because the user is at a terminal and would otherwise find no keys working.
                console.reportWarning(error.description)
            }
        }
        let showPrompt: ((String) -> Void)? = environment.standardInputIsTerminal ? { console.write($0) } : nil
        return StreamLineReader(showPrompt: showPrompt)
    }
}
