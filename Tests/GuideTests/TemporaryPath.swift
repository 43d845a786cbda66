import Foundation

/// A path named `name` in a new folder of the system's temporary directory: where an example's
/// store file goes when the guide's code runs as a test.
func temporaryPath(_ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
}
