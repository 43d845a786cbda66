import PokedeskData
import PokedeskDomain

// MARK: - The script `compare` runs

/// A script file's lines, or the one reason it cannot be run: it cannot be read (missing, a
/// directory, not permitted), or a line of it is not UTF-8. `compare` runs the same lines in
/// every architecture and shows where they disagree, which means nothing for lines the app
/// would refuse before running them.
struct ScriptFile {
    /// Why a script cannot be run, in one line after `error: `.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case cannotRead(path: String, reason: FileFailure)
        case notUTF8(path: String, line: Int)

        var description: String {
            switch self {
            case .cannotRead(let path, let reason):
                return Phrases.text("script.cannotRead", Quoting.printable(path), reason.description)
            case .notUTF8(let path, let line):
                return Phrases.text("script.notUTF8", Quoting.printable(path), String(line))
            }
        }
    }

    let path: String

    /// The script's lines, without the empty one after a final newline.
    func lines() throws(Problem) -> [String] {
        let bytes = try read()
        var lines: [String] = []
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard let text = String(validating: line, as: UTF8.self) else {
                throw .notUTF8(path: path, line: index + 1)
            }
            lines.append(text)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private func read() throws(Problem) -> [UInt8] {
        do {
            return try FileContents.bytes(at: path)
        } catch {
            throw .cannotRead(path: path, reason: error)
        }
    }
}
