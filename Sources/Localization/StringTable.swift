public import Foundation
import Synchronization

// MARK: - A module's text, in each language

/// The lines of one module, read from its `Localizable.strings` in `en.lproj` and `es.lproj`
/// (the module's resources, processed by SwiftPM): the first time a line of a language is asked
/// for, the table reads that language's file from the module's resource folder beside the
/// executable (`ResourceFolder`), or, when it is not there, where Foundation finds it in the
/// module's `Bundle.module` (`Bundle.path(forResource:ofType:inDirectory:forLocalization:)`).
/// `StringsFileReader` reads it (Foundation's `PropertyListSerialization` when that reader does
/// not know its syntax), and the table keeps it as a dictionary. A language never asked for is
/// never read.
///
/// The bundle is made only when the folder beside the executable lacks the file: making a
/// `Bundle` parses its path as a URL and, the first time, makes the main bundle too, which cost
/// more at start than reading every table.
///
/// Rather than `Bundle.localizedString(forKey:value:table:)` on a bundle per `.lproj`: making
/// those bundles and asking them line by line cost more than everything else the app does
/// before its first page (see docs/performance.md, "Start-up").
///
/// Keys name what a line says (`pokemons.empty`); the text, with positional placeholders
/// `%1$@`, `%2$@`… (every argument is a `String`, numbers written by the caller, so no locale
/// groups their digits), lives in the files. A count picks one key of two, `KEY.one` or
/// `KEY.other`, as `Language.pluralForm(of:)` says: `.stringsdict` files are not used, since
/// on this platform's Foundation a bundle holding one makes every look-up in it crash.
///
/// A key missing from the table is a programming error: debug builds stop on it; release
/// builds show the key.
public final class StringTable: Sendable {
    private let resources: String?
    private let bundle: @Sendable () -> Bundle
    private let name: String
    private let read = Mutex(ReadTables())

    /// The table in `LANG.lproj/NAME.strings` of the resource folder `resources` beside the
    /// executable (SwiftPM's `PACKAGE_MODULE`, e.g. `Pokedesk_PokedeskDomain`), else of `bundle`
    /// (the module's `Bundle.module`), made only then.
    public init(
        resources: String? = nil,
        bundle: @autoclosure @escaping @Sendable () -> Bundle,
        name: String = "Localizable"
    ) {
        self.resources = resources
        self.bundle = bundle
        self.name = name
    }

    /// The line `key` says in `language` (the current one by default), its placeholders
    /// filled with `arguments` in order.
    public func text(_ key: String, _ arguments: String..., in language: Language = .current) -> String {
        text(key, arguments: arguments, in: language)
    }

    /// The same, the arguments as an array.
    public func text(_ key: String, arguments: [String], in language: Language = .current) -> String {
        let format = template(key, in: language)
        // Always filled, even without arguments, so that `%%` means one `%` in every line.
        return TemplateFiller.fill(format, with: arguments)
            ?? String(format: format, arguments: arguments.map { $0 as any CVarArg })
    }

    /// `KEY.one` or `KEY.other` for `count`, whose digits are the first argument (`%1$@`), the
    /// others after it.
    public func counted(
        _ key: String,
        _ count: Int,
        _ arguments: String...,
        in language: Language = .current
    )
        -> String
    {
        counted(key, count, arguments: arguments, in: language)
    }

    /// The same, the other arguments as an array.
    public func counted(_ key: String, _ count: Int, arguments: [String], in language: Language = .current) -> String {
        text("\(key).\(language.pluralForm(of: count).rawValue)", arguments: [String(count)] + arguments, in: language)
    }

    /// The text of `key` as the file holds it, placeholders unfilled.
    public func template(_ key: String, in language: Language = .current) -> String {
        guard let found = entries(in: language)[key] else {
            assertionFailure("no \(language.rawValue) text for the key \(key) in \(name).strings")
            return key
        }
        return found
    }

    /// Every key and its text in `language`, as the file holds them; empty when the module has
    /// no such file.
    public func entries(in language: Language) -> [String: String] {
        read.withLock { tables in
            if let entries = tables[language] { return entries }
            let entries = contents(in: language).map(Self.entries(ofFile:)) ?? [:]
            tables[language] = entries
            return entries
        }
    }

    /// The bytes of `language`'s file: from the folder beside the executable when it is there,
    /// else from the bundle; nil when neither has one.
    func contents(in language: Language) -> Data? {
        if let resources, let path = ResourceFolder.path(of: name, in: language, resources: resources),
            let data = FileManager.default.contents(atPath: path)
        {
            return data
        }
        let path = bundle().path(
            forResource: name,
            ofType: "strings",
            inDirectory: nil,
            forLocalization: language.rawValue
        )
        return path.flatMap(FileManager.default.contents(atPath:))
    }

    /// The keys and texts of a `.strings` file's bytes, read as every table reads its file;
    /// empty when the bytes are not a table of strings.
    public static func entries(ofFile data: Data) -> [String: String] {
        if let entries = StringsFileReader.entries([UInt8](data)) { return entries }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]) ?? [:]
    }
}

/// The tables read so far, a slot per language. Not a dictionary keyed by `Language`: the first
/// such dictionary of the process makes the runtime search every conformance record the
/// program has for `Language: Hashable`, at start.
private struct ReadTables {
    var english: [String: String]?
    var spanish: [String: String]?

    subscript(language: Language) -> [String: String]? {
        get {
            switch language {
            case .english: english
            case .spanish: spanish
            }
        }
        set {
            switch language {
            case .english: english = newValue
            case .spanish: spanish = newValue
            }
        }
    }
}
