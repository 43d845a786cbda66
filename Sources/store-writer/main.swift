import Foundation
import ManagedGraph
import PokedeskData

// MARK: - A process that saves many pokemons at once, for the durability test

// Not part of the app: the kill test starts it, kills it with SIGKILL at random moments and
// checks that the store it was writing is intact and holds all of its pokemons or none.
//
//     store-writer STORE COUNT PREFIX
//
// Opens (creating and preloading if needed) the pokedesk store at STORE, inserts COUNT pokemons
// named PREFIX-1… into one context and saves them in ONE save, so in one transaction. It tells
// how far it got on standard output, one word a line, written at once (no buffering), so the
// test knows which part a kill interrupted:
//
//     opened BEFORE     the store is open and held BEFORE pokemons
//     inserted          the pokemons are in the context, not yet saved
//     begin             the save's transaction starts (BEGIN IMMEDIATE, from the SQL log)
//     commit            the transaction is about to commit (COMMIT, from the SQL log)
//     saved AFTER       the save returned; the store holds AFTER pokemons
//
// Exits 0, or 1 with one line on standard error.

/// Writes one progress line straight to file descriptor 1: a kill loses nothing written.
@Sendable func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("store-writer: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]), count >= 0 else {
    fail("usage: store-writer STORE COUNT PREFIX")
}
let path = arguments[1]
let prefix = arguments[3]

// The SQL log marks the transaction's edges; every other statement passes silently.
let markers = PersistentStore.Options(sqlLog: { statement in
    if statement.hasPrefix("BEGIN") {
        report("begin")
    } else if statement.hasPrefix("COMMIT") {
        report("commit")
    }
})

let container: PokedeskContainer
do {
    container = try PokedeskContainer(location: .file(path), options: markers)
} catch {
    fail(error.description)
}
let context = container.viewContext
let pokemons = FetchRequest(entityName: "Pokemon")
do {
    report("opened \(try context.count(for: pokemons))")
    for index in 0..<count {
        let pokemon = try context.insert(ManagedPokemon.self)
        pokemon.name = "\(prefix)-\(index + 1)"
    }
    report("inserted")
    try context.save()
    report("saved \(try context.count(for: pokemons))")
} catch {
    fail(error.description)
}
