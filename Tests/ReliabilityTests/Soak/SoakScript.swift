// MARK: - One process's script

/// The lines one soak process reads, made at random from a seed, and the files they import.
/// Every command that reads or changes pokemons is there, on every screen, with arguments that
/// work and arguments that are refused: a process cannot know what the others did to the rows
/// it names, so whatever a line was meant for, the app decides what it does, and the check
/// reads what it said.
struct SoakScript {
    private(set) var lines: [String] = []
    private(set) var files: [ImportFile] = []

    private var random: SeededRandom
    private let process: Int
    /// Names this script gave, for `edit NAME`: the pokemon may be renamed or gone by then.
    private var given: [String] = []
    private var counter = 0

    /// A script of about `length` lines for process `process` (from 1), drawn from `random`.
    init(process: Int, length: Int, random: SeededRandom) {
        self.process = process
        self.random = random
        while lines.count < length { addCommand() }
    }

    private mutating func newName() -> String {
        counter += 1
        let name = ScriptedName.make(process: process, counter: counter, &random)
        given.append(name)
        return name
    }

    /// Some known name now and then, else one no pokemon has, or a made-up one's.
    private mutating func someName() -> String {
        if !given.isEmpty && random.chance(75) { return ScriptedName.argument(random.pick(given)) }
        return random.pick(["nobody", "\"Pikachu 3\"", "K0-1"])
    }

    private mutating func addCommand() {
        switch random.int(0...999) {
        case 0...119: lines.append("list")
        case 120...159: lines.append(random.pick(["next", "prev", "next", "page \(SoakVocabulary.page(&random))"]))
        case 160...279: add()
        case 280...349: onRow("rename \(SoakVocabulary.row(&random)) \(ScriptedName.argument(newName()))")
        case 350...409: onRow("change race \(SoakVocabulary.row(&random)) \(SoakVocabulary.race(&random))")
        case 410...469: onRow("delete \(SoakVocabulary.row(&random))")
        case 470...559: edit()
        case 560...619: lines.append("undo")
        case 620...659: lines.append("redo")
        case 660...684: importFile()
        case 685...699: lines.append("generate \(random.int(1...8))")
        case 700...709: lines.append("export p\(process)-export.\(random.pick(["csv", "json"]))")
        case 710...769: lines.append(random.chance(12) ? "find" : "find \(SoakVocabulary.predicate(&random))")
        case 770...799: lines.append("sort \(random.pick(["name", "race", "code", "caught"]))")
        case 800...829: lines.append("sections \(random.pick(["race", "letter", "off", "off"]))")
        case 830...869: browseTypes()
        case 870...889: lines.append(random.pick(["home", "back", "help", "help find"]))
        default: lines.append(random.pick(SoakVocabulary.garbage))
        }
    }

    /// A command on a row, now and then right after the page it names was shown: the check
    /// then knows which pokemon the row meant.
    private mutating func onRow(_ command: String) {
        if random.chance(35) { lines.append("list") }
        lines.append(command)
    }

    private mutating func add() {
        let name = ScriptedName.argument(newName())
        lines.append(random.chance(15) ? "add \(name)" : "add \(name) \(SoakVocabulary.race(&random))")
    }

    private mutating func importFile() {
        var names: [String] = []
        for _ in 0..<random.int(1...10) { names.append(newName()) }
        let file = ImportFile.make(process: process, index: files.count + 1, names: names, &random)
        files.append(file)
        lines.append("import \(file.name)")
    }

    /// `edit` by row or by name, then what the editor takes, then (mostly) back to the list.
    private mutating func edit() {
        if random.chance(65) {
            onRow("edit \(SoakVocabulary.row(&random))")
        } else {
            lines.append("edit \(someName())")
        }
        for _ in 0..<random.int(1...4) {
            switch random.int(0...9) {
            case 0: lines.append("show")
            case 1...2: lines.append("name \(ScriptedName.argument(newName()))")
            case 3...4: lines.append("race \(SoakVocabulary.race(&random))")
            case 5: chooseRace()
            case 6: chooseRaceByType()
            case 7: lines.append("delete")
            default: lines.append(random.pick(["undo", "redo"]))
            }
        }
        leave()
    }

    /// Back to the list, whatever screen the lines above left it on: mostly `home`, which works
    /// from any (a line meant for the list and read by another screen is one refusal wasted).
    private mutating func leave() {
        switch random.int(0...19) {
        case 0...16: lines.append("home")
        case 17...18: lines.append("back")
        default: break
        }
    }

    /// The races screen from the editor: a row chosen, maybe after paging or a filter, or back.
    private mutating func chooseRace() {
        lines.append("race")
        switch random.int(0...5) {
        case 0: lines.append(String(random.int(1...20)))
        case 1: lines.append("select \(random.int(1...20))")
        case 2: lines += ["next", String(random.int(1...20))]
        case 3: lines += ["find chu", SoakVocabulary.row(&random)]
        case 4: lines += ["page \(random.int(1...45))", "select \(random.int(1...20))"]
        default: lines.append("back")
        }
    }

    /// Types from the editor: a type, then one of its races.
    private mutating func chooseRaceByType() {
        lines += ["types", random.pick(SoakVocabulary.types)]
        lines.append(random.chance(80) ? String(random.int(1...20)) : random.pick(["next", "back", "list"]))
    }

    /// Types from the list, for browsing only.
    private mutating func browseTypes() {
        lines.append("types")
        for _ in 0..<random.int(0...3) {
            lines.append(random.pick(SoakVocabulary.types + ["list", "next", "prev", "page 2", "back", "undo"]))
        }
        leave()
    }
}
