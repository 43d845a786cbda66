/// The demo's command-line options, read by hand: the demo depends on the kit alone.
struct DemoOptions {
    var echo = false
    var noColor = false
    var architecture = "demo"

    static let usage = "usage: terminal-kit-demo [--echo] [--no-color] [--arch LABEL]"

    /// The options, or a failure naming the option that is not understood.
    static func parse(_ arguments: [String]) -> Result<DemoOptions, DemoOptionsError> {
        var options = DemoOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--echo": options.echo = true
            case "--no-color": options.noColor = true
            case "--arch":
                guard let label = remaining.popFirst() else {
                    return .failure(DemoOptionsError("--arch needs a label"))
                }
                options.architecture = label
            default:
                return .failure(DemoOptionsError("unknown option \(argument)"))
            }
        }
        return .success(options)
    }
}

struct DemoOptionsError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
