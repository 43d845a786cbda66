import Foundation
import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - The data layer's hops

/// Keeps the hops it hears, one line each: two spaces a level, then `role Type.message`.
private final class HopRecorder: TraceRecorder {
    var isRecording = true
    private(set) var lines: [String] = []
    private var depth = 0

    var trace: Trace { Trace(self) }

    func enter(_ role: TraceRole, _ type: String, _ message: String) {
        lines.append(String(repeating: "  ", count: depth) + "\(role.rawValue) \(type).\(message)")
        depth += 1
    }

    func leave() { depth -= 1 }

    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

/// A list's delegate that records its own hop, as an architecture's view would, when told of a
/// change: it must nest under the live results' delivery.
private final class TracingList: LiveResultsDelegate {
    let trace: Trace
    init(trace: Trace) { self.trace = trace }
    func liveResultsWillChange(_ results: AnyObject) {}
    func liveResults(_ results: AnyObject, didChange change: SectionChange) {}
    func liveResults(_ results: AnyObject, didChange change: RowChange) {}
    func liveResultsDidChange(_ results: AnyObject) { trace.hop(.view, Self.self, "showChanges()") }
}

@Suite("The data layer's hops")
struct RepositoryTraceTests {
    @Test("given a list, when a pokemon is renamed, then repository, context save and delivery nest in that order")
    func renameNests() throws {
        let recorder = HopRecorder()
        let repositories = try makePokedesk().makeRepositories(trace: recorder.trace).traced()
        let pikachu = try repositories.races.race(matching: "pikachu")
        let pika = try repositories.pokemons.add(name: "Pika", race: pikachu.id)
        let results = try repositories.pokemons.liveResults(for: PokemonQuery())
        let list = TracingList(trace: recorder.trace)
        results.delegate = list
        _ = recorder.take()

        _ = try repositories.pokemons.rename(pika, to: "Pikachu")
        #expect(
            recorder.take() == [
                "repository ContextPokemonRepository.rename(\"Pika\", to: \"Pikachu\")",
                "  context ObjectContext.save()",
                "    live results ManagedLiveResults.deliver(updated: 1)",
                "      view TracingList.showChanges()",
            ]
        )
    }

    @Test("without their traced twins, the repositories record only what they ask of the context")
    func contextHopsOnly() throws {
        let recorder = HopRecorder()
        let repositories = try makePokedesk().makeRepositories(trace: recorder.trace)
        _ = try repositories.races.race(matching: "25")
        #expect(recorder.take() == ["context ObjectContext.fetch(Race, …)"])
    }

    @Test("given a list, when pokemons are added and a page read, then each request and fetch is a hop")
    func addAndRead() throws {
        let recorder = HopRecorder()
        let repositories = try makePokedesk().makeRepositories(trace: recorder.trace).traced()
        let results = try repositories.pokemons.liveResults(for: PokemonQuery(filter: "name BEGINSWITH \"P\""))
        #expect(
            recorder.take() == [
                "repository ContextPokemonRepository.liveResults(filter: \"name BEGINSWITH \\\"P\\\"\", sort: .name)",
                "  live results FetchedResultsController.performFetch()",
            ]
        )
        let race = try repositories.races.race(matching: "25")
        _ = try repositories.pokemons.add(name: "Pika", race: race.id)
        #expect(
            recorder.take() == [
                "repository ContextRaceRepository.race(matching: \"25\")",
                "  context ObjectContext.fetch(Race, …)",
                "repository ContextPokemonRepository.add(name: \"Pika\", race: 25)",
                "  context ObjectContext.save()",
                "    live results ManagedLiveResults.deliver(inserted: 1)",
            ]
        )
        #expect(try results.elements(in: 0..<1).map(\.name) == ["Pika"])
        #expect(recorder.take() == ["live results ManagedLiveResults.elements(in: 0..<1)"])
    }

    @Test("given a change, when undone, then the history's undo holds the context's, which delivers")
    func undo() throws {
        let recorder = HopRecorder()
        let repositories = try makePokedesk().makeRepositories(trace: recorder.trace).traced()
        let results = try repositories.pokemons.liveResults(for: PokemonQuery())
        _ = try repositories.pokemons.add(name: "Pika", race: nil)
        #expect(results.count == 1)
        _ = recorder.take()
        try repositories.history.undo()
        #expect(
            recorder.take() == [
                "repository ContextChangeHistory.undo()",
                "  context ObjectContext.undo()",
                "    live results ManagedLiveResults.deliver(deleted: 1)",
            ]
        )
    }

    @Test("given another process, then a refresh is a hop only when it brought something in")
    func externalChanges() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let recorder = HopRecorder()
        let here = try PokedeskContainer(location: .file(path)).makeRepositories(trace: recorder.trace).traced()
        let elsewhere = try PokedeskContainer(location: .file(path)).makeRepositories()
        let results = try here.pokemons.liveResults(for: PokemonQuery())
        _ = recorder.take()

        try here.external.refresh()
        #expect(recorder.take().isEmpty, "nothing new: no hop")
        _ = try elsewhere.pokemons.add(name: "Pika", race: nil)
        try here.external.refresh()
        #expect(
            recorder.take() == [
                "repository ContextExternalChanges.refresh()",
                "  context ObjectContext.processExternalChanges()",
                "    live results ManagedLiveResults.deliver(inserted: 1)",
            ]
        )
        #expect(results.count == 1)
    }

    @Test("given a generate, then the request, the job and the merge are hops, and no row is")
    func generate() throws {
        let recorder = HopRecorder()
        let pokedesk = try makePokedesk()
        let repositories = pokedesk.makeRepositories(trace: recorder.trace).traced()
        let results = try repositories.pokemons.liveResults(for: PokemonQuery())
        _ = recorder.take()
        _ = try repositories.transfers.generatePokemons(count: 30, progress: { _ in }, isCancelled: { false })
        #expect(
            recorder.take() == [
                "repository ContextPokemonTransfers.generatePokemons(count: 30)",
                "  context BackgroundContext.perform(\"generate\")",
                "  context ObjectContext.mergePendingChanges()",
                "    live results ManagedLiveResults.deliver(inserted: 30)",
            ]
        )
        #expect(results.count == 30)
        #expect(pokedesk.backgroundStatistics.saves == 1, "the job's context counted its save")
        #expect(pokedesk.backgroundStatistics.objectsRegistered >= 30)
        #expect(pokedesk.viewContext.statistics.saves == 1, "the preload's, none of the job's")
    }

    @Test("given tracing off, when the repositories work, then nothing is recorded")
    func off() throws {
        let recorder = HopRecorder()
        recorder.isRecording = false
        let repositories = try makePokedesk().makeRepositories(trace: recorder.trace).traced()
        _ = try repositories.pokemons.liveResults(for: PokemonQuery())
        _ = try repositories.pokemons.add(name: "Pika", race: nil)
        #expect(recorder.take().isEmpty)
    }
}
