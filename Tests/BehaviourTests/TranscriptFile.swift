import Foundation
import Localization
import Testing

@testable import pokedesk_repl

// MARK: - A transcript file

/// One transcript of the behaviour suite: `## ` lines saying what it checks, then a session as
/// `pokedesk --echo` writes it with the MVC prompt (`pokedesk[mvc] PATH> COMMAND`), output and
/// errors in order, and `@other COMMAND` lines run by another process on the same store.
/// Paths are written `$FIXTURES/NAME` (a file in `Transcripts/fixtures`) and `$SCRATCH/NAME` (a
/// file in a directory made for the run), as `ScriptRunner` expands and writes them back.
///
/// `Transcripts/NAME.txt` are in English; `Transcripts/es/NAME.txt` are the same scripts in
/// Spanish (the app run with `--lang es`), and the Spanish-only scripts.
struct TranscriptFile: CustomTestStringConvertible, Sendable {
    let name: String
    let url: URL
    /// The language the app wrote the transcript in.
    let language: Language
    /// The `## ` lines.
    let header: [String]
    /// Everything after the header, as the app must write it.
    let body: String

    var testDescription: String { language == .english ? name : "\(language.rawValue)/\(name)" }

    /// The lines to feed the app: each command after its prompt, and the `@other` lines. A
    /// command the next line refuses as not UTF-8 is written as the echo shows such a line
    /// (`add \xff\xfe 25`) and fed as the bytes it stands for.
    var input: [ScriptLine] {
        let lines = ScriptLines.split(body)
        var input: [ScriptLine] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(ScriptRunner.otherPrefix) {
                input.append(.text(line))
                continue
            }
            guard line.hasPrefix("pokedesk["), let end = line.range(of: "> ") else { continue }
            let command = String(line[end.upperBound...])
            let refusal = Self.notUTF8(line: input.count + 1, in: language)
            if index + 1 < lines.count, lines[index + 1] == refusal, let bytes = Self.unescaped(command) {
                input.append(.undecodable(bytes))
            } else {
                input.append(.text(command))
            }
        }
        return input
    }

    /// How the session refuses line `line` of a script that is not UTF-8, in `language`.
    static func notUTF8(line: Int, in language: Language) -> String {
        switch language {
        case .english: return "error: line \(line): the text is not UTF-8"
        case .spanish: return "error: línea \(line): el texto no es UTF-8"
        }
    }

    /// The bytes an echo of a line that is not UTF-8 stands for: `\xff` a byte, `\\` a
    /// backslash, anything else its UTF-8; nil for an escape the echo never writes.
    static func unescaped(_ echoed: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var rest = Substring(echoed)
        while let first = rest.first {
            rest = rest.dropFirst()
            guard first == "\\" else {
                bytes += Array(String(first).utf8)
                continue
            }
            if rest.first == "\\" {
                bytes.append(UInt8(ascii: "\\"))
                rest = rest.dropFirst()
            } else if rest.first == "x", let byte = UInt8(rest.dropFirst().prefix(2), radix: 16) {
                bytes.append(byte)
                rest = rest.dropFirst(3)
            } else {
                return nil
            }
        }
        return bytes
    }

    /// The input as a script's bytes: one line each, ending in a newline.
    var inputBytes: [UInt8] {
        input.flatMap { line -> [UInt8] in
            switch line {
            case .text(let text): return Array(text.utf8) + [UInt8(ascii: "\n")]
            case .undecodable(let bytes): return bytes + [UInt8(ascii: "\n")]
            }
        }
    }

    /// The exit status a script of this transcript must end with: 1 when any command failed.
    var expectedStatus: Int32 {
        ScriptLines.split(body).contains { $0.hasPrefix("error: ") } ? 1 : 0
    }

    /// The directory `$FIXTURES/` stands for: `fixtures` beside the English transcripts.
    var fixtures: String {
        var directory = url.deletingLastPathComponent()
        if language != .english { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("fixtures").path
    }

    /// Whether the transcript can run through the binary on an in-memory store.
    var runsInOneProcess: Bool { !input.contains { $0.text?.hasPrefix(ScriptRunner.otherPrefix) == true } }

    init(url: URL, language: Language = .english) throws {
        self.url = url
        self.language = language
        name = url.deletingPathExtension().lastPathComponent
        let lines = ScriptLines.split(try String(contentsOf: url, encoding: .utf8))
        header = Array(lines.prefix { $0.hasPrefix("## ") })
        body = lines.dropFirst(header.count).map { $0 + "\n" }.joined()
    }

    /// Every transcript in the test bundle in `language`, by name.
    static func all(_ language: Language = .english) -> [TranscriptFile] {
        guard var directory = Bundle.module.url(forResource: "Transcripts", withExtension: nil) else { return [] }
        if language != .english { directory.appendPathComponent(language.rawValue) }
        guard let urls = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        else { return [] }
        return urls.filter { $0.pathExtension == "txt" }.compactMap { try? TranscriptFile(url: $0, language: language) }
            .sorted { $0.name < $1.name }
    }

    /// Every English transcript's Spanish one, and the Spanish-only ones: a translation not
    /// recorded yet stands as an empty transcript of that name, which fails until recorded.
    static func allInSpanish() -> [TranscriptFile] {
        let recorded = all(.spanish)
        let missing = all(.english).filter { english in !recorded.contains { $0.name == english.name } }.map {
            TranscriptFile(translationOf: $0)
        }
        return (recorded + missing).sorted { $0.name < $1.name }
    }

    /// A Spanish transcript of `english` with nothing recorded yet.
    private init(translationOf english: TranscriptFile) {
        name = english.name
        language = .spanish
        url = english.url.deletingLastPathComponent().appendingPathComponent("es/\(english.name).txt")
        header = english.header
        body = ""
    }

    /// Where the transcript is in the sources, to record over it.
    var sourceURL: URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Transcripts"
        )
        if language != .english { directory.appendPathComponent(language.rawValue) }
        return directory.appendingPathComponent("\(name).txt")
    }

    /// The transcript as `architecture`'s prompt writes it.
    func body(for architecture: Architecture) -> String {
        body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("pokedesk[mvc] ") ? "pokedesk[\(architecture.rawValue)] " + line.dropFirst(14) : String(line)
        }.joined(separator: "\n")
    }
}

// MARK: - Known issues

/// `KnownIssues.txt`: lines `ARCH TRANSCRIPT reason…` for disagreements being worked on. The
/// suite still runs them and expects them to fail; the list must be empty for a release.
enum KnownIssues {
    static func all() -> [String: String] {
        guard let url = Bundle.module.url(forResource: "KnownIssues", withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [:] }
        var issues: [String: String] = [:]
        for line in ScriptLines.split(text)
        where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count == 3 else { continue }
            issues["\(parts[0]) \(parts[1])"] = parts[2]
        }
        return issues
    }
}
