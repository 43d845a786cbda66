import Testing

@testable import ArchTEA

// MARK: - The reducer is a function: the same state and action, the same result

@Suite("TEA: the reducer is pure")
struct PurityTests {
    /// One step of a session: the state after an action, and the effects it asked for.
    private struct Step: Equatable {
        let state: AppState
        let effects: [Effect]
    }

    private static func run(_ actions: [Action], from start: AppState) -> [Step] {
        var state = start
        return actions.map { action in
            let effects = AppReducer.reduce(&state, action)
            return Step(state: state, effects: effects)
        }
    }

    @Test("every action of a long random session, run twice from the same state, gives the same states and effects")
    func sameSessionTwice() {
        var session = RandomSession(seed: 0x7EA)
        let actions = session.actions(20_000)
        let start = Fixture.app(list: Fixture.list(count: 45))
        let first = Self.run(actions, from: start)
        let second = Self.run(actions, from: start)
        #expect(first == second)
        // The session went everywhere: every screen was on top, the stack three screens deep.
        let tops = Set(first.map { $0.state.top.kind })
        #expect(tops == [.pokemons, .editor, .races, .types])
        #expect(first.contains { $0.state.stack.count >= 4 })
        #expect(first.contains { $0.effects.contains(.release(Fixture.raceResults)) })
    }

    @Test("each step alone: reduced twice from the state before it, the same state and effects")
    func eachStepTwice() {
        var session = RandomSession(seed: 42)
        var state = Fixture.app(list: Fixture.list(count: 45))
        for action in session.actions(5_000) {
            var once = state
            var twice = state
            let effectsOnce = AppReducer.reduce(&once, action)
            let effectsTwice = AppReducer.reduce(&twice, action)
            #expect(once == twice && effectsOnce == effectsTwice, "\(action)")
            state = once
        }
    }
}
