import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchMVC

// MARK: - The races list controller and its delegate

/// A delegate that remembers what it was told.
private final class DelegateSpy: RaceListViewControllerDelegate {
    var chosen: [Race] = []
    func raceList(_ controller: RaceListViewController, didChoose race: Race) throws { chosen.append(race) }
}

@Suite("MVC: races list controller")
struct RaceListViewControllerTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()

    @Test("given choosing mode, when a bare row number is typed, then the delegate is told that race")
    func givenChoosing_whenNumber_thenTellsDelegate() throws {
        let spy = DelegateSpy()
        let controller = try RaceListViewController(
            title: "race",
            query: RaceQuery(),
            mode: .choose(current: RaceID(rawValue: 25)),
            delegate: spy,
            repositories: pokedesk.repositories,
            navigation: terminal.navigator,
            console: terminal.console
        )
        terminal.run(controller, ["3"])
        #expect(spy.chosen.map(\.name) == ["Pikachu"])
        #expect(terminal.outputLines.contains { $0.hasPrefix("✓ 3  Pikachu") })
    }

    @Test("given browsing mode, then there is no select and no ✓")
    func givenBrowsing_thenNoSelect() throws {
        let controller = try RaceListViewController(
            title: "Fire",
            query: RaceQuery(),
            mode: .browse,
            delegate: nil,
            repositories: pokedesk.repositories,
            navigation: terminal.navigator,
            console: terminal.console
        )
        let status = terminal.run(controller, ["select 1"])
        #expect(status == 1)
        #expect(controller.commandTable.command(named: "select") == nil)
        #expect(!terminal.transcript.contains("✓"))
    }

    @Test("given find, then the footer names the text and the repository gets the filter")
    func givenFind_thenFiltered() throws {
        let controller = try RaceListViewController(
            title: "race",
            query: RaceQuery(),
            mode: .browse,
            delegate: nil,
            repositories: pokedesk.repositories,
            navigation: terminal.navigator,
            console: terminal.console
        )
        terminal.run(controller, ["find chu"])
        #expect(pokedesk.calls.last == "races.liveResults(nameContains: chu)")
        #expect(terminal.outputLines.last == "2 races with \"chu\" in the name")
    }
}
