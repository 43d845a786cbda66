import Foundation
import GRDB

// The floor of the REPL-start benchmark: the least a Swift program that uses Foundation and
// GRDB can do with a pokedesk store — start, open it, read one row, print it, exit. Whatever
// `pokedesk` takes beyond this is its own doing.

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: pokedesk-bench-floor STORE\n".utf8))
    exit(2)
}
let path = CommandLine.arguments[1]
guard FileManager.default.fileExists(atPath: path) else {
    FileHandle.standardError.write(Data("no store at \(path)\n".utf8))
    exit(1)
}
do {
    let queue = try DatabaseQueue(path: path)
    let name = try queue.read { db in try String.fetchOne(db, sql: "SELECT name FROM Pokemon LIMIT 1") }
    print(name ?? "")
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
