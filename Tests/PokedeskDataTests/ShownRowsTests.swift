import Testing

@testable import ManagedGraph
@testable import PokedeskData
@testable import PokedeskDomain

// MARK: - Live results answering for the rows the user saw (B-43)

@Suite("Shown rows across another process's commits")
struct ShownRowsTests {
    private let directory: TemporaryDirectory
    private let mine: Repositories
    private let theirs: Repositories

    init() throws {
        directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        mine = try PokedeskContainer(location: .file(path)).makeRepositories()
        theirs = try PokedeskContainer(location: .file(path)).makeRepositories()
    }

    /// The pokemons in the other process, by name.
    private func their(_ name: String) throws -> Pokemon {
        let names = try theirs.pokemons.allNames()
        let results = try theirs.pokemons.liveResults(for: PokemonQuery())
        return try results.element(at: try #require(names.firstIndex(of: name)))
    }

    @Test("rows the other process inserted, renamed and deleted: each row seen is followed to where it is now")
    func rowsFollowed() throws {
        for name in ["Abra", "Char", "Pika", "Zubat"] { try mine.pokemons.add(name: name, race: nil) }
        let results = try mine.pokemons.liveResults(for: PokemonQuery())
        try theirs.pokemons.add(name: "Aaron", race: nil)
        try theirs.pokemons.rename(try their("Char"), to: "Yoyo")
        try theirs.pokemons.delete(try their("Pika"))
        try mine.external.refresh()

        #expect(results.shownCount == 4)
        #expect(try results.element(at: 0).name == "Aaron")
        guard case .unchanged(let abra, let abraNow) = try results.shownRow(at: 0) else {
            Issue.record("Abra should be unchanged")
            return
        }
        #expect(abra.name == "Abra" && abraNow == 1)
        guard case .changed(let yoyo, let yoyoNow, let shownName) = try results.shownRow(at: 1) else {
            Issue.record("Char should be changed")
            return
        }
        #expect(yoyo.name == "Yoyo" && yoyoNow == 2 && shownName == "Char")
        guard case .deleted(let pikaName) = try results.shownRow(at: 2) else {
            Issue.record("Pika should be deleted")
            return
        }
        #expect(pikaName == "Pika")
        guard case .unchanged(let zubat, 3) = try results.shownRow(at: 3) else {
            Issue.record("Zubat should be unchanged, now last")
            return
        }
        #expect(zubat.name == "Zubat")
    }

    @Test("the next look ends it: rows are numbered as now, and what was added stays unseen until a page shows it")
    func nextLookEnds() throws {
        try mine.pokemons.add(name: "Abra", race: nil)
        let results = try mine.pokemons.liveResults(for: PokemonQuery())
        try theirs.pokemons.add(name: "Aaron", race: nil)
        try mine.external.refresh()
        #expect(results.shownCount == 1)
        try mine.external.refresh()
        #expect(results.shownCount == 2)
        guard case .added(let aaron, 0) = try results.shownRow(at: 0) else {
            Issue.record("row 1 should now be Aaron, added and not seen yet")
            return
        }
        #expect(aaron.name == "Aaron")
        results.rowsShown(0..<2)
        guard case .unchanged(_, 0) = try results.shownRow(at: 0) else {
            Issue.record("row 1 should be seen once its page was shown")
            return
        }
    }

    @Test("a rename reported on an earlier line stays unseen, under the name seen, until a page shows it")
    func changedStaysUnseen() throws {
        try mine.pokemons.add(name: "Pika", race: nil)
        let results = try mine.pokemons.liveResults(for: PokemonQuery())
        try theirs.pokemons.rename(try their("Pika"), to: "Zed")
        try mine.external.refresh()
        try theirs.pokemons.rename(try their("Zed"), to: "Zap")
        try mine.external.refresh()
        try mine.external.refresh()
        guard case .changed(let zap, 0, "Pika") = try results.shownRow(at: 0) else {
            Issue.record("row 1 should be changed since Pika was seen")
            return
        }
        #expect(zap.name == "Zap")
        results.rowsShown(0..<1)
        guard case .unchanged = try results.shownRow(at: 0) else {
            Issue.record("row 1 should be seen once its page was shown")
            return
        }
    }

    @Test("this process's own change, reported as it is made, ends it too")
    func ownChangeEnds() throws {
        try mine.pokemons.add(name: "Abra", race: nil)
        let results = try mine.pokemons.liveResults(for: PokemonQuery())
        try theirs.pokemons.add(name: "Aaron", race: nil)
        try mine.external.refresh()
        try mine.pokemons.add(name: "Zed", race: nil)
        #expect(results.shownCount == 3)
    }

    @Test("a row changed so that it leaves a filtered list is changed, not deleted, and found as it is now")
    func changedOutOfFilter() throws {
        try mine.pokemons.add(name: "Pika", race: nil)
        let results = try mine.pokemons.liveResults(for: PokemonQuery(filter: "name BEGINSWITH \"P\""))
        try theirs.pokemons.rename(try their("Pika"), to: "Zed")
        try mine.external.refresh()
        #expect(results.count == 0)
        guard case .changed(let zed, nil, "Pika") = try results.shownRow(at: 0) else {
            Issue.record("Pika should be changed and out of the list")
            return
        }
        #expect(zed.name == "Zed")
    }

    @Test("more saves elsewhere than the change log keeps: the list is read again, and rows typed are refused")
    func tooManyChangesElsewhere() throws {
        try mine.pokemons.add(name: "Abra", race: nil)
        let results = try mine.pokemons.liveResults(for: PokemonQuery())
        for number in 0..<1100 { try theirs.pokemons.add(name: "P\(number)", race: nil) }
        try mine.external.refresh()
        #expect(results.count == 1101)
        #expect(throws: PokedeskError.listReloaded) { try results.shownRow(at: 0) }
    }

    @Test("results made after another process committed, before this one looked, do not count the change twice")
    func resultsMadeBeforeTheLook() throws {
        try mine.pokemons.add(name: "Abra", race: nil)
        try theirs.pokemons.delete(try their("Abra"))
        let results = try mine.pokemons.liveResults(for: PokemonQuery())
        try mine.external.refresh()
        #expect(results.count == 0)
        #expect(results.shownCount == 0)
    }
}
