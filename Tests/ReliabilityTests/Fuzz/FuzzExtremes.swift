// MARK: - Megabyte lines, deep nesting, huge numbers

extension FuzzInputs {
    /// The length of the long lines: a megabyte in `make fuzz`, less in `make test`, where the
    /// megabyte lines go through the app's binary instead (`AppFuzzTests`).
    static let longLine = Settings.longLineBytes

    /// Inputs every run starts with, whatever its size.
    static let extremes: [@Sendable () -> String] = [
        { String(repeating: "a", count: longLine) },
        { "add " + String(repeating: "é", count: longLine / 2) },
        {
            "find " + String(repeating: "(", count: longLine / 2) + "name == 1"
                + String(repeating: ")", count: longLine / 2)
        },
        { "find " + String(repeating: "name == 'a' AND ", count: longLine / 16) + "name == 'b'" },
        { "add \"" + String(repeating: "x", count: longLine) },
        { "page 99999999999999999999999999999999999999999999999999" },
        { "delete -9223372036854775808" },
        { "edit 9223372036854775807" },
        {
            var random = SeededRandom(seed: 7)
            // Every byte but the newline, which would end the line.
            return readerLine((0..<longLine).map { _ in random.byte() }.map { $0 == 0x0A ? 0x0B : $0 })
        },
        { "add e" + String(repeating: "\u{301}", count: 200_000) + " 25" },
        { String(repeating: " \t", count: longLine / 2) },
        { "add \\" + String(repeating: "\\\\", count: longLine / 2) },
        { "find name == " + String(repeating: "9", count: longLine) },
        { "find race.code == 1e999999999" },
        { "find " + String(repeating: "(", count: 5_000) + "name == 'a'" + String(repeating: ")", count: 5_000) },
        { "#" + String(repeating: "comment ", count: longLine / 8) },
        { "rename 1 " + String(repeating: "\u{3000}", count: longLine / 3) },
        { "help " + String(repeating: "\u{1B}[2J", count: longLine / 4) },
        { "find " + String(repeating: "NOT ", count: longLine / 4) + "TRUEPREDICATE" },
        { "find name IN {" + String(repeating: "'a', ", count: longLine / 5) + "'b'}" },
    ]
}
