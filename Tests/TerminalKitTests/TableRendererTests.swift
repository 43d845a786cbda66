import TerminalKit
import Testing

@Suite("Table renderer")
struct TableRendererTests {
    static let columns = [
        TableColumn("#", alignment: .right, truncatable: false),
        TableColumn("Name"),
        TableColumn("Race"),
        TableColumn("Code", alignment: .right, truncatable: false, style: .dim),
    ]

    static let table = Table(
        columns: columns,
        rows: [
            TableRow(["1", "Bulbasaur", "Bulbasaur", "1"]),
            TableRow(["2", "Pika", "Pikachu", "25"], marked: true),
            TableRow(["10", "Sparky", "", ""]),
        ],
        marker: "✓"
    )

    // MARK: Plain

    @Test("plain: aligned columns, a marker column and no trailing spaces")
    func plain() {
        let lines = TableRenderer(width: 80).render(Self.table)
        #expect(
            lines == [
                "   #  Name       Race       Code",
                "   1  Bulbasaur  Bulbasaur     1",
                "✓  2  Pika       Pikachu      25",
                "  10  Sparky",
            ]
        )
    }

    @Test("sections get a title line before their rows")
    func sections() {
        let table = Table(
            columns: [TableColumn("#", alignment: .right), TableColumn("Name")],
            sections: [
                TableSection(title: "Electric", rows: [TableRow(["1", "Pika"])]),
                TableSection(title: "Grass", rows: [TableRow(["2", "Bulby"]), TableRow(["3", "Oddish"])]),
            ]
        )
        #expect(
            TableRenderer(width: 80).render(table) == [
                "#  Name",
                "-- Electric --",
                "1  Pika",
                "-- Grass --",
                "2  Bulby",
                "3  Oddish",
            ]
        )
    }

    // MARK: Colour

    @Test("colour: bold header, green marker, column styles; the same widths as plain")
    func color() {
        let lines = TableRenderer(width: 80, styler: .color).render(Self.table)
        let bold = "\u{1B}[1m"
        let dim = "\u{1B}[2m"
        let green = "\u{1B}[32m"
        let reset = "\u{1B}[0m"
        #expect(
            lines == [
                "   \(bold)#\(reset)  \(bold)Name\(reset)       \(bold)Race\(reset)       \(bold)Code\(reset)",
                "   1  Bulbasaur  Bulbasaur     \(dim)1\(reset)",
                "\(green)✓\(reset)  2  Pika       Pikachu      \(dim)25\(reset)",
                "  10  Sparky",
            ]
        )
        #expect(lines.map(strippingEscapes) == TableRenderer(width: 80).render(Self.table))
    }

    // MARK: Wide characters and truncation

    static let wideTable = Table(
        columns: [TableColumn("#", alignment: .right, truncatable: false), TableColumn("Name"), TableColumn("Note")],
        rows: [
            TableRow(["1", "Flabe\u{301}be\u{301}", "fée"]),
            TableRow(["2", "ピカチュウ", "電気"]),
            TableRow(["3", "Fire 🔥", "👨‍👩‍👧 family"]),
        ]
    )

    @Test("accents, combining marks, emoji and CJK are padded by their display width")
    func wideCharacters() {
        #expect(
            TableRenderer(width: 80).render(Self.wideTable) == [
                "#  Name        Note",
                "1  Flabe\u{301}be\u{301}     fée",
                "2  ピカチュウ  電気",
                "3  Fire 🔥     👨‍👩‍👧 family",
            ]
        )
    }

    @Test("a table too wide is fitted by cutting the widest truncatable column with …")
    func truncation() {
        let lines = TableRenderer(width: 17).render(Self.wideTable)
        #expect(
            lines == [
                "#  Name    Note",
                "1  Flabe\u{301}…  fée",
                "2  ピカ…   電気",
                "3  Fire …  👨‍👩‍👧 fa…",
            ]
        )
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 17 })
    }

    @Test("columns never shrink below their minimum, so a tiny console overflows rather than loses data")
    func minimumWidth() {
        let table = Table(
            columns: [TableColumn("#", alignment: .right, truncatable: false), TableColumn("Name", minimumWidth: 4)],
            rows: [TableRow(["12", "Bulbasaur"])]
        )
        #expect(TableRenderer(width: 3).render(table) == [" #  Name", "12  Bul…"])
    }

    @Test("the renderer takes the console's width and colour")
    func fromConsole() {
        let (console, _) = Console.inMemory(width: 17, color: true)
        let renderer = TableRenderer(console: console)
        #expect(renderer.width == 17)
        #expect(renderer.styler == .color)
    }
}
