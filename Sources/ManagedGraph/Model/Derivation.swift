import TextRules

// MARK: - How a derived attribute is computed

/// The expression a derived attribute's value is computed from, by the store, at every save
/// (Core Data's `NSDerivedAttributeDescription.derivationExpression`). The forms Core Data
/// supports in a SQLite store:
///
/// | derivation | format | value |
/// |---|---|---|
/// | `.keyPath("name")` | `name` | a copy of an attribute of the object |
/// | `.keyPath("owner.name")` | `owner.name` | an attribute of the object at the end of a to-one relationship |
/// | `.keyPath("cars.@count")` | `cars.@count` | how many objects a to-many relationship holds |
/// | `.keyPath("cars.@sum.price")` | `cars.@sum.price` | `@sum`, `@min`, `@max`, `@avg` of a to-many relationship's attribute |
/// | `.lowercase("name")` | `lowercase:(name)` | the text in lower case |
/// | `.uppercase("name")` | `uppercase:(name)` | the text in upper case |
/// | `.canonical("name")` | `canonical:(name)` | the text without case or diacritics (`TextFolding.fold`) |
/// | `.now` | `now()` | when the object was last saved: a date (or a double of seconds since 1970) |
///
/// A key path goes one step at most: an attribute of the object, of the object at the end of
/// one to-one relationship, or an aggregate over one to-many relationship of the object. The
/// functions take an attribute of the object or of a to-one relationship's object.
public enum Derivation: Hashable, Sendable, CustomStringConvertible {
    /// A key path: an attribute, a to-one relationship's attribute, or a to-many aggregate.
    case keyPath(String)
    /// The text of a key path, lower-cased.
    case lowercase(String)
    /// The text of a key path, upper-cased.
    case uppercase(String)
    /// The text of a key path, case- and diacritic-folded: what `==[cd]` compares.
    case canonical(String)
    /// The moment of the object's last save: a date, or seconds since 1970 in a double.
    case now

    /// A derivation written as Core Data writes derivation expressions: `cars.@count`,
    /// `lowercase:(name)` (or `lowercase(name)`), `canonical:(name)`, `now()`.
    public init(format: String) throws(ModelError) {
        let text = Self.trimmed(format[...])
        if text == "now()" {
            self = .now
            return
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            guard !text.isEmpty, !text.contains(where: { $0 == " " || $0 == "(" || $0 == ")" }) else {
                throw ModelError("\(Quoting.quoted(format)) is not a derivation; write a key path or a function")
            }
            self = .keyPath(text)
            return
        }
        var function = String(text[..<open])
        if function.hasSuffix(":") { function.removeLast() }
        let argument = Self.trimmed(text[text.index(after: open)..<text.index(before: text.endIndex)])
        guard !argument.isEmpty else {
            throw ModelError("\(function)() needs a key path, e.g. \(function):(name)")
        }
        switch function {
        case "lowercase": self = .lowercase(argument)
        case "uppercase": self = .uppercase(argument)
        case "canonical": self = .canonical(argument)
        default:
            throw ModelError(
                "\(Quoting.quoted(function)) is not a derivation function; "
                    + "the functions are lowercase:, uppercase:, canonical: and now()"
            )
        }
    }

    /// The text without the spaces around it (no Foundation in the model).
    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// The key path it reads, if any.
    public var keyPath: String? {
        switch self {
        case .keyPath(let path), .lowercase(let path), .uppercase(let path), .canonical(let path): return path
        case .now: return nil
        }
    }

    /// The derivation in the format `init(format:)` reads.
    public var description: String {
        switch self {
        case .keyPath(let path): return path
        case .lowercase(let path): return "lowercase:(\(path))"
        case .uppercase(let path): return "uppercase:(\(path))"
        case .canonical(let path): return "canonical:(\(path))"
        case .now: return "now()"
        }
    }
}
