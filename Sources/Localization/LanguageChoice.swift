// MARK: - Which language a process speaks

extension Language {
    /// The language a `--lang` value names: `en` or `es`, in any case; nil for anything else.
    public init?(flag: String) {
        self.init(rawValue: flag.lowercased())
    }

    /// The language of the user's locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that
    /// is set and not empty — the order POSIX gives them for messages — is Spanish when its
    /// language part is `es` (`es`, `es_ES.UTF-8`, `es_MX`, `es-419`, `es_ES@euro`), English
    /// otherwise, `C` and `POSIX` included. Nothing set is English.
    public static func ofLocale(_ environment: [String: String]) -> Language {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let value else { return .english }
        let code = value.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
        return code.lowercased() == "es" ? .spanish : .english
    }

    /// The language of a process: the `--lang` flag's when given, else the locale's.
    public static func chosen(flag: Language?, environment: [String: String]) -> Language {
        flag ?? ofLocale(environment)
    }
}
