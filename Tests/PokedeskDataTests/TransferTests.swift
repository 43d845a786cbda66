import Dispatch
import Foundation
import PokedeskDomain
import Synchronization
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Import, export and generate against a real store

@Suite("Transfers")
struct TransferTests {
    let pokedesk: PokedeskContainer
    let files = try! TemporaryDirectory()

    init() throws {
        pokedesk = try makePokedesk()
    }

    private func transfers(batchSize: Int = 1000) -> ContextPokemonTransfers {
        ContextPokemonTransfers(viewContext: pokedesk.viewContext, batchSize: batchSize)
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let path = files.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func importing(_ path: String, batchSize: Int = 1000) throws(PokedeskError) -> ImportReport {
        try transfers(batchSize: batchSize).importPokemons(from: path, progress: { _ in }, isCancelled: { false })
    }

    /// Exports without a cancel; how many were written.
    private func exporting(_ path: String, batchSize: Int = 1000) throws(PokedeskError) -> Int {
        try transfers(batchSize: batchSize).exportPokemons(to: path, progress: { _ in }, isCancelled: { false })
            .exported
    }

    /// Every stored pokemon as `name #code`, sorted: what most tests compare.
    private func stored(_ container: PokedeskContainer? = nil) throws -> [String] {
        try storedWithDates(container).map { line in
            line.range(of: " @", options: .backwards).map { String(line[..<$0.lowerBound]) } ?? line
        }.sorted()
    }

    /// Every stored pokemon as `name #code @caught`, sorted: what "the same pokedesk" compares.
    private func storedWithDates(_ container: PokedeskContainer? = nil) throws -> [String] {
        let context = ObjectContext(store: (container ?? pokedesk).store)
        return try context.fetchDictionaries(
            FetchRequest(
                entityName: "Pokemon",
                resultType: .dictionaries,
                propertiesToFetch: ["name", "race.code", "caught"]
            )
        ).map {
            let code = $0["race.code"]?.integerValue.map(String.init) ?? "-"
            return "\($0["name"]?.stringValue ?? "?") #\(code) @\($0["caught"]?.textForm ?? "-")"
        }.sorted()
    }

    // MARK: Import

    @Test("a good CSV file: every row imported, races by code or by name as add finds them")
    func goodCSV() throws {
        let path = try file(
            "good.csv",
            "name,race\nPika,25\n\"Mr. Mime, Jr.\",mr. mime\nFlab,FLABEBE\n  Spaced  , 6 \nNobody,\n"
        )
        let report = try importing(path)
        #expect(report == ImportReport(imported: 5, skipped: [], wasCancelled: false))
        #expect(try stored() == ["Flab #669", "Mr. Mime, Jr. #122", "Nobody #-", "Pika #25", "Spaced #6"])
    }

    @Test("a mixed CSV file: bad rows skipped with their line and the reason add gives; the others kept")
    func mixedCSV() throws {
        let long = String(repeating: "x", count: 41)
        let path = try file(
            "mixed.csv",
            "name,race\nPika,25\nBad,Pikachoo\n,25\n\(long),\nOne field\nA,B,C\n\"two\nlines\",1\nChar,6\n"
        )
        let report = try importing(path, batchSize: 2)
        #expect(report.imported == 2)
        #expect(!report.wasCancelled)
        #expect(
            report.skipped == [
                SkippedRow(position: .line(3), reason: .refused(.unknownRace("Pikachoo"))),
                SkippedRow(position: .line(4), reason: .refused(.invalidName(.empty))),
                SkippedRow(position: .line(5), reason: .refused(.invalidName(.tooLong(length: 41)))),
                SkippedRow(position: .line(6), reason: .fieldCount(columns: ["name", "race"], found: 1)),
                SkippedRow(position: .line(7), reason: .fieldCount(columns: ["name", "race"], found: 3)),
                SkippedRow(
                    position: .line(8),
                    reason: .refused(.invalidName(.controlCharacter(scalar: 0x0A, position: 4)))
                ),
            ]
        )
        #expect(try stored() == ["Char #6", "Pika #25"])
    }

    @Test("a JSON file: codes as numbers or text, names, null; bad items skipped by their position")
    func mixedJSON() throws {
        let path = try file(
            "mixed.json",
            """
            [
              {"name": "Pika", "race": 25},
              {"name": "Raichu", "race": "raichu"},
              {"name": "Nobody", "race": null},
              {"name": "Nameless"},
              42,
              {"name": 7, "race": 1},
              {"name": "Half", "race": 2.5},
              {"name": "True", "race": true},
              {"name": "Ghost", "race": 9999}
            ]
            """
        )
        let report = try importing(path)
        #expect(report.imported == 4)
        #expect(
            report.skipped == [
                SkippedRow(position: .item(5), reason: .notAnObject),
                SkippedRow(position: .item(6), reason: .nameNotText),
                SkippedRow(position: .item(7), reason: .raceNotCodeOrName),
                SkippedRow(position: .item(8), reason: .raceNotCodeOrName),
                SkippedRow(position: .item(9), reason: .refused(.unknownRace("9999"))),
            ]
        )
        #expect(try stored() == ["Nameless #-", "Nobody #-", "Pika #25", "Raichu #26"])
    }

    @Test(
        "a file that is not CSV or JSON at all is refused whole, naming the place; nothing is imported",
        arguments: [
            (
                "unclosed.csv", "name,race\nPika,25\n\"Char,6\n",
                "is not valid CSV: line 3: a quoted field is not closed"
            ),
            (
                "header.csv", "nom,race\nPika,25\n",
                "is not valid CSV: line 1: the first line must be the header name,race"
            ),
            ("empty.csv", "", "is not valid CSV: line 1: the first line must be the header name,race"),
            (
                "broken.json", "[{\"name\": \"Pika\"},\n {\"name\": \"Char\"\n]",
                "is not valid JSON: line 3, column 1: expected \",\" or \"}\""
            ),
            (
                "object.json", "{\"name\": \"Pika\"}",
                "is not valid JSON: line 1, column 1: expected an array of pokemons"
            ),
        ]
    )
    func malformed(name: String, text: String, message: String) throws {
        let path = try file(name, text)
        #expect(throws: PokedeskError.self) { try importing(path) }
        do {
            _ = try importing(path)
        } catch {
            #expect(error.description == "\(Quoting.quoted(path)) \(message)")
        }
        #expect(try stored().isEmpty)
    }

    @Test("a missing file, a directory and an unknown extension are one-line errors, for import and export")
    func unusableFiles() throws {
        let missing = files.path("missing.csv")
        #expect(throws: PokedeskError.transfer(.cannotRead(path: missing, reason: .noSuchFile))) {
            try importing(missing)
        }
        let directory = files.path("folder.json")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        #expect(throws: PokedeskError.transfer(.cannotRead(path: directory, reason: .isDirectory))) {
            try importing(directory)
        }
        #expect(throws: PokedeskError.transfer(.unknownFormat(path: "pokemons.txt"))) {
            try importing("pokemons.txt")
        }
        let folder = files.path("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(throws: PokedeskError.transfer(.notAFile(path: folder))) { try importing(folder) }
        #expect(throws: PokedeskError.transfer(.notAFile(path: folder))) { try exporting(folder) }
        #expect(
            PokedeskError.transfer(.notAFile(path: "folder")).description
                == "\"folder\" is a directory, not a .csv or .json file"
        )
        #expect(
            PokedeskError.transfer(.unknownFormat(path: "pokemons.txt")).description
                == "cannot tell the format of \"pokemons.txt\": the name must end in .csv or .json"
        )
    }

    @Test(
        "the writer writes beside the target and renames; abandoned or dropped, it leaves the target and nothing else"
    )
    func writerWholeOrNothing() throws {
        let path = files.path("out.csv")
        try "before\n".write(toFile: path, atomically: false, encoding: .utf8)
        do {
            let abandoned = try TransferFileWriter(path: path)
            try abandoned.append("half")
            #expect(try FileManager.default.contentsOfDirectory(atPath: files.url.path).count == 2, "a temporary file")
            abandoned.abandon()
        }
        do {
            let dropped = try TransferFileWriter(path: path)
            try dropped.append("half")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "before\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: files.url.path) == ["out.csv"])

        let writer = try TransferFileWriter(path: path)
        try writer.append("name,race\n")
        try writer.append("Pika,25\n")
        try writer.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "name,race\nPika,25\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: files.url.path) == ["out.csv"])
    }

    @Test("the system's reasons in words")
    func fileFailures() {
        #expect(FileContents.failure(ENOENT, reading: true) == .noSuchFile)
        #expect(FileContents.failure(ENOENT, reading: false) == .noSuchDirectory)
        #expect(FileContents.failure(EACCES, reading: true) == .permissionDenied)
        #expect(FileContents.failure(ENOSPC, reading: false) == .other("no space left on device"))
        #expect(TransferFileWriter.failure(ENOSPC, path: "/x.csv") == .diskFull, "an export's full disk is the app's")
        #expect(TransferFileWriter.failure(EDQUOT, path: "/x.csv") == .diskFull)
        #expect(
            TransferFileWriter.failure(ENOENT, path: "/x.csv")
                == .transfer(.cannotWrite(path: "/x.csv", reason: .noSuchDirectory))
        )
        #expect(
            PokedeskError.transfer(.cannotWrite(path: "/x.csv", reason: .permissionDenied)).description
                == "cannot write \"/x.csv\": permission denied"
        )
    }

    @Test("the view context's live results report the imported rows before the import returns")
    func mergedIntoTheView() throws {
        let repository = ContextPokemonRepository(context: pokedesk.viewContext)
        try repository.add(name: "Mew", race: nil)
        let list = try repository.liveResults(for: PokemonQuery())
        let recorder = LiveChangeRecorder()
        list.delegate = recorder
        let path = try file("three.csv", "name,race\nAbra,63\nZubat,41\nNew,25\n")
        _ = try importing(path, batchSize: 2)
        #expect(recorder.rows == ["inserted 0", "inserted 2", "inserted 3"], "two batches merged as one change")
        #expect(try list.elements(in: 0..<4).map(\.name) == ["Abra", "Mew", "New", "Zubat"])
    }

    // MARK: Cancel

    @Test("a cancel after k batches keeps exactly those batches, and the report says so")
    func cancelMidImport() throws {
        let rows = (1...50).map { "P\($0),25" }.joined(separator: "\n")
        let path = try file("fifty.csv", "name,race\n" + rows + "\n")
        let transfers = transfers(batchSize: 10)
        let gate = CancelGate(afterBatch: 2)
        transfers.batchSaved = gate.batchSaved
        let report = try transfers.importPokemons(from: path, progress: { _ in }, isCancelled: gate.isCancelled)
        #expect(report == ImportReport(imported: 20, skipped: [], wasCancelled: true))
        #expect(try stored().count == 20)
        #expect(try stored().contains("P20 #25") && !stored().contains("P21 #25"), "file order, batch by batch")
    }

    @Test("a cancel of generate keeps the batches saved before it")
    func cancelGenerate() throws {
        let transfers = transfers(batchSize: 10)
        let gate = CancelGate(afterBatch: 3)
        transfers.batchSaved = gate.batchSaved
        let report = try transfers.generatePokemons(count: 100, progress: { _ in }, isCancelled: gate.isCancelled)
        #expect(report == GenerateReport(generated: 30, wasCancelled: true))
        #expect(try stored().count == 30)
    }

    @Test("progress and isCancelled are called on the calling thread, while the job runs elsewhere")
    func callbacksOnTheCallingThread() throws {
        let caller = pthread_self()
        let transfers = transfers(batchSize: 10)
        let gate = CancelGate(afterBatch: 1)
        transfers.batchSaved = gate.batchSaved
        var progressThreads: [Bool] = []
        var cancelThreads: [Bool] = []
        _ = try transfers.generatePokemons(
            count: 50,
            progress: { _ in progressThreads.append(pthread_equal(pthread_self(), caller) != 0) },
            isCancelled: {
                cancelThreads.append(pthread_equal(pthread_self(), caller) != 0)
                return gate.isCancelled()
            }
        )
        #expect(!progressThreads.isEmpty && progressThreads.allSatisfy { $0 })
        #expect(!cancelThreads.isEmpty && cancelThreads.allSatisfy { $0 })
        #expect(gate.jobThreadWasCaller(caller) == false)
    }

    @Test("the last progress, every row counted, says the list is being updated — before the merge")
    func lastProgressBeforeTheMerge() throws {
        let live = try ContextPokemonRepository(context: pokedesk.viewContext).liveResults(for: PokemonQuery())
        var rowsWhenUpdating: Int?
        var steps: [TransferProgress] = []
        _ = try transfers(batchSize: 10).generatePokemons(
            count: 25,
            progress: { progress in
                steps.append(progress)
                if progress.isUpdatingLists { rowsWhenUpdating = live.count }
            },
            isCancelled: { false }
        )
        let last = try #require(steps.last)
        #expect(last.isUpdatingLists && last.done == 25 && last.total == 25)
        #expect(steps.dropLast().allSatisfy { !$0.isUpdatingLists })
        #expect(rowsWhenUpdating == 0, "the list had not taken the rows in yet")
        #expect(live.count == 25)
    }

    @Test("the list takes in thousands of new rows by filling their objects a few hundred a query")
    func mergeFillsInBatches() throws {
        let statements = Mutex<[String]>([])
        let pokedesk = try makePokedesk(options: .init(sqlLog: { sql in statements.withLock { $0.append(sql) } }))
        let live = try ContextPokemonRepository(context: pokedesk.viewContext).liveResults(for: PokemonQuery())
        statements.withLock { $0 = [] }
        _ = try ContextPokemonTransfers(viewContext: pokedesk.viewContext)
            .generatePokemons(count: 2000, progress: { _ in }, isCancelled: { false })
        #expect(live.count == 2000)
        let fills = statements.withLock { $0 }.filter { $0.contains("FROM \"Pokemon\" WHERE Z_PK IN") }
        #expect(fills.count <= 5, "\(fills.count) queries to fill 2000 objects")
    }

    @Test("progress: the rate so far and the time left at that rate")
    func progressArithmetic() {
        let control = JobControl()
        #expect(
            control.progress(after: .seconds(1))
                == TransferProgress(done: 0, total: 0, rowsPerSecond: 0, secondsLeft: nil)
        )
        control.setTotal(200)
        control.advance(by: 30)
        control.advance(by: 20)
        #expect(
            control.progress(after: .seconds(2))
                == TransferProgress(done: 50, total: 200, rowsPerSecond: 25, secondsLeft: 6)
        )
        #expect(control.progress(after: .seconds(2)).percent == 25)
    }

    // MARK: Export

    private func contents(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    @Test(
        "an import reads the date caught when a row has one; without one, it dates by creation order after the others"
    )
    func importDates() throws {
        // Two pokemons there already: the file's first row is the third pokemon made (index 2),
        // and every pokemon made counts, dated by its row or not.
        let repository = ContextPokemonRepository(context: pokedesk.viewContext)
        try repository.add(name: "Here", race: nil)
        try repository.add(name: "There", race: nil)
        let csv = try file(
            "dated.csv",
            "name,race,caught\nA,25,2024-06-01T12:30:00Z\nB,,\nC,6,2024-06-02\nD,1,  \nE,1,soon\nF,1,2024-06-01T14:30:00+02:00\n"
        )
        let report = try importing(csv)
        #expect(report.imported == 5)
        #expect(
            report.skipped == [
                SkippedRow(position: .line(6), reason: .caughtNotADate("soon"))
            ]
        )
        let json = try file(
            "dated.json",
            #"""
            [{"name": "G", "race": 25, "caught": "2020-02-02T02:02:02Z"}, {"name": "H", "caught": null},
             {"name": "I"}, {"name": "J", "caught": 5}, {"name": "K", "race": "pikachu", "caught": "never"}]
            """#
        )
        let second = try importing(json)
        #expect(second.imported == 3)
        #expect(
            second.skipped == [
                SkippedRow(position: .item(4), reason: .caughtNotText),
                SkippedRow(position: .item(5), reason: .caughtNotADate("never")),
            ]
        )
        let dates = try pokedesk.viewContext.fetch(FetchRequest(entityName: "Pokemon"))
            .compactMap { $0 as? ManagedPokemon }
            .filter { $0.name.count == 1 }
            .sorted { $0.name < $1.name }
            .map { "\($0.name) \(StoreValue.date($0.caught ?? .distantPast).textForm ?? "")" }
        #expect(
            dates == [
                "A 2024-06-01T12:30:00Z", "B 2020-01-01T00:03:00Z", "C 2024-06-02T00:00:00Z", "D 2020-01-01T00:05:00Z",
                "F 2024-06-01T12:30:00Z", "G 2020-02-02T02:02:02Z", "H 2020-01-01T00:08:00Z", "I 2020-01-01T00:09:00Z",
            ]
        )
    }

    @Test("a CSV file of two columns still imports; of three, every line needs the three")
    func csvColumns() throws {
        let path = try file("mixed.csv", "name,race,caught\nA,25\nB,25,2024-06-01,x\nC,25,2024-06-01\n")
        let report = try importing(path)
        #expect(report.imported == 1)
        #expect(
            report.skipped == [
                SkippedRow(position: .line(2), reason: .fieldCount(columns: ["name", "race", "caught"], found: 2)),
                SkippedRow(position: .line(3), reason: .fieldCount(columns: ["name", "race", "caught"], found: 4)),
            ]
        )
    }

    @Test("generate dates its pokemons by creation order, after the pokemons already there")
    func generateDates() throws {
        try ContextPokemonRepository(context: pokedesk.viewContext).add(name: "First", race: nil)
        _ = try transfers().generatePokemons(count: 3, progress: { _ in }, isCancelled: { false })
        let generated = try pokedesk.viewContext.fetch(FetchRequest(entityName: "Pokemon"))
            .compactMap { $0 as? ManagedPokemon }
            .filter { $0.name != "First" }
            .sorted { $0.objectID.primaryKey < $1.objectID.primaryKey }
        #expect(generated.map(\.caught) == (1...3).map { PokedeskModel.caughtDate(creationIndex: $0) })
    }

    @Test("export then import into an empty pokedesk gives the same pokedesk", arguments: ["csv", "json"])
    func roundTrip(format: String) throws {
        let repository = ContextPokemonRepository(context: pokedesk.viewContext)
        let pikachu = try ContextRaceRepository(context: pokedesk.viewContext).race(matching: "25").id
        for name in ["Pika", "Pika", "Mr. \"Mime\", Jr.", "Flabébé 🌸", "back\\slash", "Nobody"] {
            try repository.add(name: name, race: name == "Nobody" ? nil : pikachu)
        }
        _ = try transfers().generatePokemons(count: 25, progress: { _ in }, isCancelled: { false })
        let path = files.path("out.\(format)")
        #expect(try exporting(path) == 31)

        let empty = try makePokedesk()
        let report = try ContextPokemonTransfers(viewContext: empty.viewContext)
            .importPokemons(from: path, progress: { _ in }, isCancelled: { false })
        #expect(report == ImportReport(imported: 31, skipped: [], wasCancelled: false))
        #expect(try storedWithDates(empty) == storedWithDates())
    }

    @Test(
        "export writes a header and rows sorted by name, races as codes, dates caught in ISO 8601",
        arguments: ["csv", "json"]
    )
    func exportText(format: String) throws {
        let repository = ContextPokemonRepository(
            context: pokedesk.viewContext,
            clock: .stepping(from: Date(timeIntervalSince1970: 1_717_243_200))
        )
        let charizard = try ContextRaceRepository(context: pokedesk.viewContext).race(matching: "6").id
        try repository.add(name: "pika, the second", race: nil)
        try repository.add(name: "Char", race: charizard)
        // Another program may leave a pokemon without a date.
        let undated = try pokedesk.viewContext.insert(ManagedPokemon.self)
        undated.name = "Old"
        try pokedesk.viewContext.save()
        let path = files.path("out.\(format)")
        #expect(try exporting(path) == 3)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        if format == "csv" {
            #expect(
                text
                    == "name,race,caught\nChar,6,2024-06-01T12:01:00Z\nOld,,\n\"pika, the second\",,2024-06-01T12:00:00Z\n"
            )
        } else {
            #expect(
                text == """
                    [
                      {"name": "Char", "race": 6, "caught": "2024-06-01T12:01:00Z"},
                      {"name": "Old", "race": null, "caught": null},
                      {"name": "pika, the second", "race": null, "caught": "2024-06-01T12:00:00Z"}
                    ]

                    """
            )
        }
    }

    @Test("written a batch at a time, the file is the same as written at once", arguments: ["csv", "json"])
    func exportInBatches(format: String) throws {
        _ = try transfers().generatePokemons(count: 7, progress: { _ in }, isCancelled: { false })
        #expect(try exporting(files.path("whole.\(format)")) == 7)
        #expect(try exporting(files.path("pieces.\(format)"), batchSize: 2) == 7)
        #expect(contents(files.path("pieces.\(format)")) == contents(files.path("whole.\(format)")))
    }

    @Test("a cancel between batches writes nothing: the file there before is unchanged, no temporary file is left")
    func exportCancelled() throws {
        _ = try transfers().generatePokemons(count: 10, progress: { _ in }, isCancelled: { false })
        let path = try file("kept.csv", "name,race,caught\nOld,1,\n")
        for asksBeforeCancel in 0...6 {
            var asked = 0
            let report = try transfers(batchSize: 3).exportPokemons(
                to: path,
                progress: { _ in },
                isCancelled: {
                    asked += 1
                    return asked > asksBeforeCancel
                }
            )
            if asksBeforeCancel <= 5 {
                #expect(report == ExportReport(exported: 0, wasCancelled: true), "after \(asksBeforeCancel) asks")
                #expect(try String(contentsOfFile: path, encoding: .utf8) == "name,race,caught\nOld,1,\n")
            } else {
                #expect(
                    report == ExportReport(exported: 10, wasCancelled: false),
                    "asked before each batch and at the end"
                )
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: files.url.path) == ["kept.csv"])
        }
    }

    @Test("an empty pokedesk exports a header or an empty array")
    func exportEmpty() throws {
        #expect(try exporting(files.path("empty.csv")) == 0)
        #expect(try String(contentsOfFile: files.path("empty.csv"), encoding: .utf8) == "name,race,caught\n")
        #expect(try exporting(files.path("empty.json")) == 0)
        #expect(try String(contentsOfFile: files.path("empty.json"), encoding: .utf8) == "[]\n")
    }

    @Test("export replaces a file whole, and a failed export leaves nothing behind")
    func exportAtomically() throws {
        let path = try file("old.csv", "name,race\nOld,1\nOlder,2\n")
        #expect(try exporting(path) == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "name,race,caught\n")

        let nowhere = files.path("missing/out.csv")
        #expect(throws: PokedeskError.transfer(.cannotWrite(path: nowhere, reason: .noSuchDirectory))) {
            try exporting(nowhere)
        }
        let directory = files.path("taken.json")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        #expect(throws: PokedeskError.transfer(.cannotWrite(path: directory, reason: .isDirectory))) {
            try exporting(directory)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: files.url.path).sorted() == ["old.csv", "taken.json"]
        )
    }

    // MARK: Generate

    @Test("generate: the same pokedesk gets the same pokemons; a second generate goes on numbering")
    func generateIsDeterministic() throws {
        let other = try makePokedesk()
        _ = try transfers(batchSize: 7).generatePokemons(count: 20, progress: { _ in }, isCancelled: { false })
        _ = try ContextPokemonTransfers(viewContext: other.viewContext)
            .generatePokemons(count: 20, progress: { _ in }, isCancelled: { false })
        #expect(try stored() == stored(other))
        #expect(try stored().allSatisfy { $0.contains(" #") && !$0.hasSuffix("#-") })

        let report = try transfers().generatePokemons(count: 5, progress: { _ in }, isCancelled: { false })
        #expect(report == GenerateReport(generated: 5, wasCancelled: false))
        let numbers = try stored().compactMap { Int($0.split(separator: " ").dropLast().last ?? "") }.sorted()
        #expect(numbers == Array(1...25))
    }

    @Test("generate refuses a count outside 1…1000000", arguments: [0, -3, 1_000_001])
    func generateRange(count: Int) throws {
        #expect(throws: PokedeskError.notInRange(argument: "N", given: count, range: 1...1_000_000)) {
            try transfers().generatePokemons(count: count, progress: { _ in }, isCancelled: { false })
        }
        #expect(
            PokedeskError.notInRange(argument: "N", given: 0, range: 1...1_000_000).description
                == "N must be from 1 to 1000000, not 0"
        )
    }

    @Test("a generated name keeps within 40 characters")
    func generatedNames() {
        #expect(PokemonGenerator.name(race: "Pikachu", number: 13) == "Pikachu 13")
        #expect(PokemonGenerator.name(race: String(repeating: "a", count: 45), number: 7).count == 40)
    }
}

// MARK: - Helpers

/// Holds a job after batch `k` until the calling thread has asked `isCancelled` twice since —
/// the first time answering yes, so that by the second the cancel has reached the job — which
/// makes "cancelled after exactly k batches" certain whatever the threads' speeds.
private final class CancelGate: Sendable {
    private let batch: Int
    private let reached = Atomic(false)
    private let asked = DispatchSemaphore(value: 0)
    private let jobThread = Mutex<pthread_t?>(nil)

    init(afterBatch batch: Int) {
        self.batch = batch
    }

    var batchSaved: @Sendable (Int) -> Void {
        { [self] saved in
            jobThread.withLock { $0 = pthread_self() }
            guard saved == batch else { return }
            reached.store(true, ordering: .sequentiallyConsistent)
            asked.wait()
            asked.wait()
        }
    }

    func isCancelled() -> Bool {
        guard reached.load(ordering: .sequentiallyConsistent) else { return false }
        asked.signal()
        return true
    }

    func jobThreadWasCaller(_ caller: pthread_t) -> Bool {
        jobThread.withLock { $0.map { pthread_equal($0, caller) != 0 } ?? true }
    }
}

/// Records the rows a live results' change touched.
private final class LiveChangeRecorder: LiveResultsDelegate {
    var rows: [String] = []

    func liveResultsWillChange(_ results: AnyObject) {}
    func liveResults(_ results: AnyObject, didChange change: SectionChange) {}
    func liveResults(_ results: AnyObject, didChange change: RowChange) {
        if case .inserted(let at) = change { rows.append("inserted \(at.flat)") }
    }
    func liveResultsDidChange(_ results: AnyObject) {}
}
