import Foundation

// MARK: - A module's resources, beside the executable

/// Where SwiftPM puts a module's resources: a folder `PACKAGE_MODULE.resources` in the directory
/// of the executable (the one its generated `Bundle.module` looks in first), language files in
/// `LANG.lproj` inside. Found from `/proc/self/exe`, the program's own file with its links
/// resolved, as Foundation finds the main bundle on Linux; nil when that cannot be read.
enum ResourceFolder {
    /// The directory of the running executable, read once.
    static let executableDirectory: String? = {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            let slash = executable.lastIndex(of: "/")
        else { return nil }
        return String(executable[..<slash])
    }()

    /// The path of `resources`' `LANG.lproj/NAME.strings`, whether or not the file exists.
    static func path(of name: String, in language: Language, resources: String) -> String? {
        executableDirectory.map { "\($0)/\(resources).resources/\(language.rawValue).lproj/\(name).strings" }
    }
}
