// A small REPL built on TerminalKit alone, to try the kit by hand and to drive it in terminal tests.
import Glibc
import TerminalKit

let environment = TerminalEnvironment.current()
let options: DemoOptions
switch DemoOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    Console.standard(environment: environment).reportError(error.message)
    print(DemoOptions.usage)
    exit(2)
}

let appName = "kitdemo"
let console = Console.standard(environment: environment, noColorFlag: options.noColor)
let navigation = NavigationStack()
navigation.setRoot(BasketScreen(basket: Basket(), console: console, navigator: navigation))
let session = TerminalSession(
    configuration: SessionConfiguration(
        appName: appName,
        architecture: options.architecture,
        mode: SessionMode.detect(environment: environment, echo: options.echo),
        banner: ["TerminalKit demo: fruits and colours. Type help for the commands."]
    ),
    reader: LineReaderFactory.make(appName: appName, environment: environment, console: console),
    console: console,
    navigation: navigation
)
exit(session.run())
