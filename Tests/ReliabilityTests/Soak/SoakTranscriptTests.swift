import Testing

// MARK: - Reading a soak process's output

@Suite("Soak: reading what a process confirmed")
struct SoakTranscriptTests {
    @Test("confirmations are read with their names and races; row changes, tables and errors are not")
    func confirmations() throws {
        let races = try Self.races()
        let pikachu = try #require(races.key(code: 25))
        let output = """
            pokedesk[mvc] pokemons> add Pika 25
            inserted at 1
            added "Pika", Pikachu (#25)
            pokedesk[mvc] pokemons> rename 1 "Mr \\"Q\\""
            updated 1
            renamed "Pika" to "Mr \\"Q\\""
            pokedesk[mvc] pokemons> list
            #  Name      Race  Code  Types
            1  Mr "Q"    —
            section "Mewtwo" deleted, deleted 1
            pokedesk[mvc] pokemons/Mr "Q"> race
            "Mr \\"Q\\"" is now no race
            undone: rename "Pika" to "Mr \\"Q\\""
            deleted "Abra"
            pokedesk[mvc] pokemons> import f.csv
            skipped line 3: no race has the code or name "Pikachoo"
            imported 1 pokemon from f.csv, skipped 1 line
            generated 3 pokemons
            redone: delete "Abra"
            "Ho" is now Pikachu (#999)
            """
        let file = ImportFile(
            name: "f.csv",
            text: "",
            imported: [ImportFile.Row(name: "Bolt", race: .name("pikachu"))]
        )
        let transcript = SoakTranscript(output: output, process: 2, files: ["f.csv": file], races: races)
        #expect(transcript.commands == 5)
        #expect(
            transcript.changes.map(\.kind) == [
                .added(PokemonRow(name: "Pika", race: pikachu)), .renamed(from: "Pika", to: "Mr \"Q\""),
                .raceChanged(name: "Mr \"Q\"", race: nil), .undone(action: "rename \"Pika\" to \"Mr \\\"Q\\\"\""),
                .deleted(name: "Abra"), .imported([PokemonRow(name: "Bolt", race: pikachu)]), .generated(3),
                .redone(action: "delete \"Abra\""),
            ]
        )
        #expect(transcript.changes[1].action == "rename \"Pika\" to \"Mr \\\"Q\\\"\"")
        #expect(
            transcript.changes.map(\.command).suffix(4) == ["race", "import f.csv", "import f.csv", "import f.csv"]
        )
        #expect(transcript.problems.count == 1, "a race code no race has: \(transcript.problems)")
    }

    @Test("a row typed right after a page is shown means that page's row: a change to another pokemon is found")
    func rowsShown() throws {
        let races = try Self.races()
        func transcript(renaming old: String, editing name: String) -> SoakTranscript {
            let output = """
                pokedesk[tea] pokemons> list
                 #  Name             Race     Code  Types
                -- P --
                 1  Pika ピカチュウ  Pikachu    25  Electric
                 2  Raichu 7         Raichu     26  Electric
                2 pokemons
                pokedesk[tea] pokemons> rename 1 Bolt
                updated 1
                renamed "\(old)" to "Bolt"
                pokedesk[tea] pokemons> list
                 #  Name         Race     Code  Types
                 1  Bolt         Pikachu    25  Electric
                 2  Raichu 7     Raichu     26  Electric
                2 pokemons
                pokedesk[tea] pokemons> edit 2
                Name   \(name)
                Race   Raichu
                pokedesk[tea] pokemons/\(name)> back
                """
            return SoakTranscript(output: output, process: 1, files: [:], races: races)
        }
        let right = transcript(renaming: "Pika ピカチュウ", editing: "Raichu 7")
        #expect(right.problems.isEmpty, "\(right.problems)")
        #expect(right.rowsChecked == 2)
        let wrong = transcript(renaming: "Raichu 7", editing: "Bolt")
        #expect(wrong.problems.count == 2, "\(wrong.problems)")
    }

    /// The races of a new store, which confirmations name.
    private static func races() throws -> RaceKeys {
        let directory = try TemporaryDirectory()
        let store = directory.path("races.sqlite")
        try makeStore(at: store, names: [])
        return try RaceKeys(store: store)
    }
}
