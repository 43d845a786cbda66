/// Decides whether styled (ANSI) output is allowed on a stream.
///
/// Colour needs all of: an interactive session (standard input is a terminal — scripts always
/// get plain output), the stream itself is a terminal, `NO_COLOR` unset or empty (as
/// no-color.org specifies), `TERM` set and not `dumb`, and no `--no-color` flag.
public enum ColorPolicy {
    public static func allowsColor(
        streamIsTerminal: Bool,
        environment: TerminalEnvironment,
        noColorFlag: Bool
    ) -> Bool {
        guard !noColorFlag, streamIsTerminal, !environment.isScript else { return false }
        if let noColor = environment.variables["NO_COLOR"], !noColor.isEmpty { return false }
        guard let term = environment.variables["TERM"], !term.isEmpty, term != "dumb" else { return false }
        return true
    }
}
