import Foundation
import LapTimer
import ManagedGraph

// The lap timer: a second program on ManagedGraph, the course's example beside the pokedesk.
// `LapTimer` holds the model and the work; this file only reads the command line, opens the
// store, and writes lines.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(status)
}

let commandLine: LapCommandLine
do {
    commandLine = try LapCommandLine(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("error: \(error)\n\(LapCommandLine.usage)", status: 64)
}
if commandLine.command == .help {
    print(LapCommandLine.usage)
    exit(0)
}

let environment = ProcessInfo.processInfo.environment
let path = commandLine.storePath ?? LapCommandLine.defaultStorePath(environment: environment)
let options = PersistentStore.Options(
    sqlLog: commandLine.showsSQL ? PersistentStore.Options.standardErrorLog : nil,
    // The default location's directories are made on first use; a path the user typed is
    // taken as it is, so a typo in a directory's name is an error rather than a new store.
    createsDirectory: commandLine.storePath == nil
)
let report = LapReport()

do {
    let log = try LapLog(location: .file(path), options: options)
    switch commandLine.command {
    case .add(let label):
        let lap = try log.add(label: label)
        print(report.added(lap, among: try log.laps()))
    case .list:
        for line in report.table(try log.laps()) { print(line) }
    case .clear:
        print(LapReport.cleared(try log.clear()))
    case .help:
        break
    }
} catch {
    fail("error: \(error)", status: 1)
}
