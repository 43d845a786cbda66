import Testing

@testable import PokedeskData
@testable import PokedeskDomain

// MARK: - A command reads the store as its look found it (B-43)

@Suite("A command's reads across another process's commits")
struct CommandReadsTests {
    private let directory: TemporaryDirectory
    private let mine: Repositories
    private let theirs: Repositories

    init() throws {
        directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        mine = try PokedeskContainer(location: .file(path)).makeRepositories()
        theirs = try PokedeskContainer(location: .file(path)).makeRepositories()
    }

    private func their(_ name: String) throws -> Pokemon {
        let results = try theirs.pokemons.liveResults(for: PokemonQuery())
        let names = try results.elements(in: 0..<results.count).map(\.name)
        return try results.element(at: try #require(names.firstIndex(of: name)))
    }

    private func names(_ results: any LiveResults<Pokemon>) throws -> [String] {
        try results.elements(in: 0..<results.count).map(\.name)
    }

    @Test(
        "given a command's look, when the other process deletes a pokemon of the page meanwhile, then the page still shows it"
    )
    func pageAsTheLookFoundIt() throws {
        for name in ["Abra", "Char", "Pika"] { try mine.pokemons.add(name: name, race: nil) }
        let results = try mine.pokemons.liveResults(for: PokemonQuery())
        _ = try names(results)
        try mine.external.refresh()
        try theirs.pokemons.delete(try their("Char"))

        #expect(try names(results) == ["Abra", "Char", "Pika"], "the command reads what its look found")
        mine.external.commandEnded()
        try mine.external.refresh()
        #expect(try names(results) == ["Abra", "Pika"], "the next command's look brings the deletion in")
    }

    @Test(
        "given a rename refused because the other process renamed the pokemon meanwhile, then what it saved is brought in"
    )
    func conflictBringsTheOthersIn() throws {
        for name in ["Abra", "Char"] { try mine.pokemons.add(name: name, race: nil) }
        let results = try mine.pokemons.liveResults(for: PokemonQuery())
        try mine.external.refresh()
        let char = try results.element(at: 1)
        try theirs.pokemons.rename(try their("Char"), to: "Chaz")
        try theirs.pokemons.add(name: "Aaron", race: nil)

        #expect(throws: PokedeskError.conflict(name: "Char")) { try mine.pokemons.rename(char, to: "Bolt") }
        #expect(try names(results) == ["Aaron", "Abra", "Chaz"], "the page shown after the refusal is the store now")
    }
}
