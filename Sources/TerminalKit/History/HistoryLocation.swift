/// Where an app keeps its line history, from the environment:
/// 1. `$<APP>_HISTORY` (the app name upper-cased, other characters than letters and digits as
///    `_`: `pokedesk` → `POKEDESK_HISTORY`): that file; empty or `/dev/null` turns history off;
/// 2. else `$XDG_STATE_HOME/<app>/history` when that variable is an absolute path;
/// 3. else `$HOME/.local/state/<app>/history`;
/// 4. else (no home) off.
public enum HistoryLocation: Sendable, Equatable {
    case file(path: String)
    case disabled

    public static func variableName(forApp appName: String) -> String {
        let letters = appName.uppercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" }
        return String(letters) + "_HISTORY"
    }

    public static func resolve(appName: String, environment: [String: String]) -> HistoryLocation {
        if let explicit = environment[variableName(forApp: appName)] {
            return explicit.isEmpty || explicit == "/dev/null" ? .disabled : .file(path: explicit)
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return .file(path: "\(state)/\(appName)/history")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return .file(path: "\(home)/.local/state/\(appName)/history")
        }
        return .disabled
    }
}
