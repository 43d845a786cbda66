import LapTimer
import Testing

// MARK: - Reading the lap timer's command line

@Suite("Lap command line")
struct LapCommandLineTests {
    @Test("given each command, then it is read with its label and options, options on either side")
    func commands() throws {
        #expect(try LapCommandLine(arguments: ["add"]).command == .add(label: nil))
        #expect(try LapCommandLine(arguments: ["add", "warm up"]).command == .add(label: "warm up"))
        #expect(try LapCommandLine(arguments: ["list"]).command == .list)
        #expect(try LapCommandLine(arguments: ["clear"]).command == .clear)
        #expect(try LapCommandLine(arguments: ["--help"]).command == .help)

        let line = try LapCommandLine(arguments: ["list", "--store", "/tmp/l.sqlite", "--sql-debug"])
        #expect(line.command == .list && line.storePath == "/tmp/l.sqlite" && line.showsSQL)
        #expect(try LapCommandLine(arguments: ["list"]).storePath == nil, "the default store")
        #expect(try LapCommandLine(arguments: ["--store", "x.sqlite", "add"]).storePath == "x.sqlite")
    }

    @Test("given a command line the program cannot run, then the error says why in one line")
    func refusals() {
        let cases: [([String], String)] = [
            ([], "a command is needed: add, list or clear"),
            (["lap"], "unknown command lap; use add, list or clear"),
            (["add", "warm", "up"], "add takes one label; quote a label of several words"),
            (["list", "all"], "list takes no arguments"),
            (["list", "--store"], "--store needs a file path"),
            (["list", "--verbose"], "unknown option --verbose"),
        ]
        for (arguments, message) in cases {
            #expect("\(arguments)") {
                try LapCommandLine(arguments: arguments)
            } throws: { error in
                (error as? LapCommandLine.UsageError)?.message == message
            }
        }
    }

    @Test("given the environment, then the default store is under the XDG data directory")
    func defaultStore() {
        #expect(
            LapCommandLine.defaultStorePath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"])
                == "/data/lap-timer/laps.sqlite"
        )
        #expect(
            LapCommandLine.defaultStorePath(environment: ["HOME": "/home/ana"])
                == "/home/ana/.local/share/lap-timer/laps.sqlite"
        )
    }
}
