import Foundation

// MARK: - Reading what a soak process wrote

/// A soak process's output read back: the commands it echoed (`--echo`) and the changes it
/// confirmed, in order. Lines of tables, editors, help and row changes are passed over; a
/// confirmation that cannot be read as one (a race code no race has, an import whose count is
/// not its file's) is a problem of its own, and so is a change made to another pokemon than the
/// row typed showed (B-43: a row number means the row the user saw).
struct SoakTranscript {
    private(set) var commands = 0
    private(set) var changes: [ReportedChange] = []
    private(set) var problems: [String] = []
    /// Commands that named a row of the page shown just before, whose pokemon was checked.
    private(set) var rowsChecked = 0

    init(output: String, process: Int, files: [String: ImportFile], races: RaceKeys) {
        var page: ShownPage?
        for block in CommandOutput.split(output) {
            commands += 1
            let first = changes.count
            for (offset, line) in block.lines.enumerated() {
                var reader = LineReader(line)
                let reading = Reading(reader: &reader, files: files, races: races)
                switch reading {
                case .change(let kind, let action):
                    changes.append(
                        ReportedChange(
                            kind: kind,
                            action: action,
                            process: process,
                            outputLine: block.firstLine + offset,
                            command: block.command,
                            text: String(line)
                        )
                    )
                case .problem(let problem):
                    problems.append(
                        "p\(process) output line \(block.firstLine + offset), after `\(block.command)`: \(line): \(problem)"
                    )
                case nil:
                    break
                }
            }
            if let page, block.isOnList, let problem = check(block, changes[first...], against: page) {
                problems.append("p\(process) output line \(block.firstLine), `\(block.command)`: \(problem)")
            }
            page = block.isOnList ? ShownPage(block.lines) : nil
        }
    }

    /// Whether a command that named row N acted on the pokemon the page showed there: a change
    /// confirmed, or the editor opened without another process's change brought in first.
    private mutating func check(
        _ block: CommandOutput,
        _ confirmed: ArraySlice<ReportedChange>,
        against page: ShownPage
    ) -> String? {
        let words = block.command.split(separator: " ")
        let rowWord = words.first == "change" ? words.dropFirst(2).first : words.dropFirst().first
        guard let rowWord, let row = Int(rowWord), let shown = page.rows[row] else { return nil }
        let name: String?
        switch (words.first, confirmed.first?.kind) {
        case ("rename", .renamed(let old, _)?): name = old
        case ("change", .raceChanged(let old, _)?): name = old
        case ("delete", .deleted(let old)?): name = old
        case ("edit", nil) where !block.reportsRowChanges:
            name = block.lines.first { $0.hasPrefix("Name ") }.map { String($0.dropFirst(5).drop { $0 == " " }) }
        default: name = nil
        }
        guard let name else { return nil }
        rowsChecked += 1
        return ShownPage.shows(shown, as: name)
            ? nil : "acted on \(name.debugDescription), row \(row) showed \(shown.debugDescription)"
    }

    /// What one line says, when it is a confirmation.
    private enum Reading {
        case change(ReportedChange.Kind, action: String?)
        case problem(String)

        init?(reader: inout LineReader, files: [String: ImportFile], races: RaceKeys) {
            if reader.skip("added "), let name = reader.quoted(), reader.skip(", ") {
                guard let race = reader.race(races) else { self = .problem("no race has that code"); return }
                self = .change(.added(PokemonRow(name: name.text, race: race)), action: "add \(name.quoted)")
            } else if reader.skip("renamed "), let old = reader.quoted(), reader.skip(" to "),
                let new = reader.quoted(),
                reader.atEnd
            {
                self = .change(.renamed(from: old.text, to: new.text), action: "rename \(old.quoted) to \(new.quoted)")
            } else if let name = reader.quoted(), reader.skip(" is now ") {
                guard let race = reader.race(races) else { self = .problem("no race has that code"); return }
                self = .change(.raceChanged(name: name.text, race: race), action: "change the race of \(name.quoted)")
            } else if reader.skip("deleted "), let name = reader.quoted(), reader.atEnd {
                self = .change(.deleted(name: name.text), action: "delete \(name.quoted)")
            } else if reader.skip("undone: ") {
                self = .change(.undone(action: reader.rest), action: nil)
            } else if reader.skip("redone: ") {
                self = .change(.redone(action: reader.rest), action: nil)
            } else if reader.skip("generated "), let count = reader.number(), reader.skip(" pokemon") {
                self = .change(.generated(count), action: nil)
            } else if reader.skip("imported "), let count = reader.number(), reader.skip(" pokemon") {
                _ = reader.skip("s")
                guard reader.skip(" from ") else { return nil }
                let name = String(reader.rest.prefix { $0 != "," })
                guard let file = files[name] else { self = .problem("the script imports no such file"); return }
                let keys = file.imported.map { row in row.race.map { races.key($0) } }
                guard !keys.contains(where: { $0 == .some(nil) }) else {
                    self = .problem("a race of \(name) is not in the store")
                    return
                }
                let rows = zip(file.imported, keys).map { PokemonRow(name: $0.name, race: $1 ?? nil) }
                guard count == rows.count else {
                    self = .problem("\(name) has \(rows.count) rows that import, not \(count)")
                    return
                }
                self = .change(.imported(rows), action: nil)
            } else {
                return nil
            }
        }
    }
}

/// A cursor over one line of output.
private struct LineReader {
    private var remaining: Substring

    init(_ line: Substring) {
        remaining = line
    }

    var atEnd: Bool { remaining.isEmpty }

    var rest: String { String(remaining) }

    mutating func skip(_ text: String) -> Bool {
        guard remaining.hasPrefix(text) else { return false }
        remaining = remaining.dropFirst(text.count)
        return true
    }

    mutating func number() -> Int? {
        let digits = remaining.prefix(while: \.isASCIINumber)
        remaining = remaining.dropFirst(digits.count)
        return Int(digits)
    }

    /// A name as messages quote it (`MessageQuoting`): its text, and the quoted form as written.
    mutating func quoted() -> (text: String, quoted: String)? {
        guard remaining.first == "\"" else { return nil }
        var text = ""
        var index = remaining.index(after: remaining.startIndex)
        while index < remaining.endIndex {
            let character = remaining[index]
            if character == "\"" {
                let quoted = String(remaining[...index])
                remaining = remaining[remaining.index(after: index)...]
                return (text, quoted)
            }
            if character == "\\" {
                index = remaining.index(after: index)
                guard index < remaining.endIndex else { return nil }
                switch remaining[index] {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "u":
                    // \u{1b}
                    guard let close = remaining[index...].firstIndex(of: "}"),
                        let value = UInt32(remaining[remaining.index(index, offsetBy: 2)..<close], radix: 16),
                        let scalar = Unicode.Scalar(value)
                    else { return nil }
                    text.unicodeScalars.append(scalar)
                    index = close
                default: text.append(remaining[index])
                }
            } else {
                text.append(character)
            }
            index = remaining.index(after: index)
        }
        return nil
    }

    /// `no race`, or `Pikachu (#25)` as the race's key; nil when no race has the code.
    mutating func race(_ races: RaceKeys) -> Int64?? {
        if remaining == "no race" { return .some(nil) }
        guard remaining.hasSuffix(")"), let open = remaining.range(of: " (#", options: .backwards),
            let code = Int(remaining[open.upperBound..<remaining.index(before: remaining.endIndex)]),
            let key = races.key(code: code)
        else { return nil }
        return .some(key)
    }
}

extension Character {
    fileprivate var isASCIINumber: Bool { isASCII && isNumber }
}
