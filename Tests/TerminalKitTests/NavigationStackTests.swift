import TerminalKit
import Testing

@Suite("Navigation stack")
struct NavigationStackTests {
    @Test("push, pop, pop to a screen and pop to root; the first screen always stays")
    func moves() {
        let root = TestScreen(title: "pokemons")
        let editor = TestScreen(title: "Pika")
        let races = TestScreen(title: "race")
        let stack = NavigationStack()
        #expect(stack.top == nil)
        stack.setRoot(root)
        stack.push(editor)
        stack.push(races)
        #expect(stack.path == ["pokemons", "Pika", "race"])
        #expect(stack.top === races)
        #expect(stack.pop(to: editor))
        #expect(stack.top === editor)
        #expect(!stack.pop(to: races))
        stack.push(races)
        stack.popToRoot()
        #expect(stack.path == ["pokemons"])
        #expect(!stack.pop())
        #expect(stack.root === root)
        #expect(stack.contains(root) && !stack.contains(editor))
    }

    @Test("the prompt names the app, the architecture and the path")
    func prompt() {
        #expect(
            Prompt.text(appName: "pokedesk", architecture: "mvvm", path: ["pokemons", "Pika", "race"])
                == "pokedesk[mvvm] pokemons/Pika/race> "
        )
        #expect(Prompt.text(appName: "pokedesk", architecture: nil, path: ["pokemons"]) == "pokedesk pokemons> ")
        #expect(Prompt.text(appName: "pokedesk", architecture: "mvc", path: []) == "pokedesk[mvc]> ")
    }
}
