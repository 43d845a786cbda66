import TextRules

// MARK: - Why a file could not be imported or exported

/// What went wrong with the file of an `import` or `export`, phrased for the person who typed
/// its name. Each is one line after "error: "; a problem with the file as a whole means nothing
/// was imported (rows that are merely wrong are skipped and reported instead, see `SkippedRow`).
///
/// Values, not words: the import finds them on a background context, and they are worded in the
/// language of the session when it writes them.
public enum TransferProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name ends neither in `.csv` nor in `.json`.
    case unknownFormat(path: String)
    /// A directory was named, and its name does not say a format either: that it is a
    /// directory is what the person needs to hear.
    case notAFile(path: String)
    case cannotRead(path: String, reason: FileFailure)
    case cannotWrite(path: String, reason: FileFailure)
    /// The file is not CSV or JSON at all: `format` is `CSV` or `JSON`, `position` where and
    /// `reason` why.
    case malformed(path: String, format: String, position: FilePosition, reason: MalformedReason)

    public var description: String {
        switch self {
        case .unknownFormat(let path):
            return Phrases.text("transfer.unknownFormat", Quoting.quoted(path))
        case .notAFile(let path):
            return Phrases.text("transfer.notAFile", Quoting.quoted(path))
        case .cannotRead(let path, let reason):
            return Phrases.text("transfer.cannotRead", Quoting.quoted(path), reason.description)
        case .cannotWrite(let path, let reason):
            return Phrases.text("transfer.cannotWrite", Quoting.quoted(path), reason.description)
        case .malformed(let path, let format, let position, let reason):
            return Phrases.text(
                "transfer.malformed",
                Quoting.quoted(path),
                format,
                position.description,
                reason.description
            )
        }
    }
}

/// Where in a file something is wrong: `line 4`, or `line 3, column 7`.
public enum FilePosition: Hashable, Sendable, CustomStringConvertible {
    case line(Int)
    case lineAndColumn(line: Int, column: Int)

    public var description: String {
        switch self {
        case .line(let line): return Phrases.text("position.line", String(line))
        case .lineAndColumn(let line, let column):
            return Phrases.text("position.lineAndColumn", String(line), String(column))
        }
    }
}

/// Why a file is not CSV or JSON at all (or not the shape an import reads).
public enum MalformedReason: Hashable, Sendable, CustomStringConvertible {
    // Either format
    case notUTF8
    // CSV
    case quotedFieldNotClosed
    case quoteNotFollowedByComma
    /// The first line is not `name,race`.
    case missingHeader
    // JSON
    case expectedEnd
    case nestedTooDeeply
    case expectedValue
    /// `expected "," or "]"`: the characters that could come next.
    case expectedOneOf([String])
    case expectedMemberName
    case stringNotClosed
    case unescapedControlCharacter
    case loneLowSurrogate
    case loneHighSurrogate
    case unknownEscape
    case expectedHexDigits
    case leadingZero
    case expectedDigit
    case expectedFractionDigit
    case expectedExponentDigit
    /// The document is JSON, but not an array.
    case expectedArray

    public var description: String {
        switch self {
        case .notUTF8: return Phrases.text("malformed.notUTF8")
        case .quotedFieldNotClosed: return Phrases.text("malformed.quotedFieldNotClosed")
        case .quoteNotFollowedByComma: return Phrases.text("malformed.quoteNotFollowedByComma")
        case .missingHeader: return Phrases.text("malformed.missingHeader")
        case .expectedEnd: return Phrases.text("malformed.expectedEnd")
        case .nestedTooDeeply: return Phrases.text("malformed.nestedTooDeeply")
        case .expectedValue: return Phrases.text("malformed.expectedValue")
        case .expectedOneOf(let characters):
            return Phrases.text("malformed.expectedOneOf", Phrases.alternatives(characters.map(Quoting.quoted)))
        case .expectedMemberName: return Phrases.text("malformed.expectedMemberName")
        case .stringNotClosed: return Phrases.text("malformed.stringNotClosed")
        case .unescapedControlCharacter: return Phrases.text("malformed.unescapedControlCharacter")
        case .loneLowSurrogate: return Phrases.text("malformed.loneLowSurrogate")
        case .loneHighSurrogate: return Phrases.text("malformed.loneHighSurrogate")
        case .unknownEscape: return Phrases.text("malformed.unknownEscape")
        case .expectedHexDigits: return Phrases.text("malformed.expectedHexDigits")
        case .leadingZero: return Phrases.text("malformed.leadingZero")
        case .expectedDigit: return Phrases.text("malformed.expectedDigit")
        case .expectedFractionDigit: return Phrases.text("malformed.expectedFractionDigit")
        case .expectedExponentDigit: return Phrases.text("malformed.expectedExponentDigit")
        case .expectedArray: return Phrases.text("malformed.expectedArray")
        }
    }
}

/// Why the system refused a file, in a few words.
public enum FileFailure: Error, Hashable, Sendable, CustomStringConvertible {
    case noSuchFile
    case noSuchDirectory
    case permissionDenied
    case isDirectory
    /// Anything rarer (a full disk, an I/O error), as the system words it.
    case other(String)

    public var description: String {
        switch self {
        case .noSuchFile: return Phrases.text("file.noSuchFile")
        case .noSuchDirectory: return Phrases.text("file.noSuchDirectory")
        case .permissionDenied: return Phrases.text("file.permissionDenied")
        case .isDirectory: return Phrases.text("file.isDirectory")
        case .other(let text): return text
        }
    }
}
