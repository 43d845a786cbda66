import Foundation

/// Finds the `terminal-kit-demo` executable built beside the test bundle: on Linux the test
/// runner lives in the same products directory as the package's executables, whatever the
/// `--scratch-path`.
enum DemoExecutable {
    static let name = "terminal-kit-demo"

    static func path() -> String? {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        return directories.map { $0.appendingPathComponent(name).path }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
