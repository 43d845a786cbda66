import Foundation
import Testing

// MARK: - Who writes an object's state

/// An object's state is written by its transitions alone (`Storage/ManagedObject+Transitions.swift`,
/// through `Storage/ManagedObject+State.swift`): the rest of the engine asks for a transition.
/// The compiler cannot hold other files to it — Swift has no access level for three files — so
/// this test reads the engine's sources and fails on an assignment to a piece of that state
/// anywhere else. (`values` keeps a private setter: the compiler holds that one.)
@Suite("An object's state, written by its transitions alone")
struct ObjectStateWriterTests {
    static let state = [
        "primaryKey", "home", "currentValues", "storedVersion", "extrasBox", "changedSlotBits", "relatedCache",
        "isFault", "isInserted", "isDeleted", "committedValues", "toMany", "committedToMany",
        "changedToManySlots", "transientValues", "changedTransientSlots",
    ]
    static let writers: Set = ["ManagedObject.swift", "ManagedObject+State.swift", "ManagedObject+Transitions.swift"]

    @Test("no file of the engine but the object's own assigns its state")
    func onlyTransitionsWrite() throws {
        let sources = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Sources/ManagedGraph").standardized
        var checked = 0
        var writes: [String] = []
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            checked += 1
            guard !Self.writers.contains(file.lastPathComponent) else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n",
                omittingEmptySubsequences: false
            )
            for (number, line) in lines.enumerated() where try Self.writesState(String(line)) {
                writes.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(checked > 100, "the engine's sources were found")
        #expect(writes.isEmpty, "\(writes.joined(separator: "\n"))")
    }

    @Test("the check finds a write where it is")
    func findsAWrite() throws {
        #expect(try Self.writesState("object.isFault = true"))
        #expect(try Self.writesState("        object.toMany[slot] = keys"))
        #expect(try !Self.writesState("self.primaryKey = primaryKey"))
        #expect(try !Self.writesState("if object.isFault == true {"))
    }

    /// Whether `line` assigns a piece of an object's state: `object.isFault = true`,
    /// `object.toMany[slot] = keys`; not `self.primaryKey = …` (a type's own property), nor `==`.
    static func writesState(_ line: String) throws -> Bool {
        // Most lines name none of it: they are not matched against the pattern at all.
        guard line.contains("="), state.contains(where: line.contains) else { return false }
        let names = state.joined(separator: "|")
        let write = try Regex("(\\w+)\\.(\(names))(\\[[^\\]]*\\])?\\s*(=|\\+=|-=)(?!=)")
        return line.matches(of: write).contains { match in
            match.output[1].substring != "self"
        }
    }
}
