import Foundation
import GRDBSQLite

// MARK: - Where the figures were taken

/// The machine, software and commit of a run: figures mean little without them.
struct Machine: Codable {
    var cpu: String
    var cores: Int
    var memoryGB: Double
    var system: String
    var swift: String
    var sqlite: String
    var commit: String

    static func current() -> Machine {
        Machine(
            cpu: firstValue(in: "/proc/cpuinfo", key: "model name") ?? "unknown",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryGB: (Double(ProcessInfo.processInfo.physicalMemory) / 1e9 * 10).rounded() / 10,
            system: (osRelease() ?? "Linux") + ", kernel " + kernel(),
            swift: commandOutput(["swift", "--version"]).split(separator: "\n").first.map(String.init) ?? "unknown",
            sqlite: String(cString: sqlite3_libversion()),
            commit: commandOutput(["git", "rev-parse", "--short", "HEAD"]).trimmingCharacters(
                in: .whitespacesAndNewlines
            )
        )
    }

    private static func firstValue(in file: String, key: String) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    private static func osRelease() -> String? {
        firstValue(in: "/etc/os-release", key: "PRETTY_NAME").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    private static func kernel() -> String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// A command's standard output, or "" when it cannot run (no git in a tarball, say).
    private static func commandOutput(_ command: [String]) -> String {
        (try? ChildProcess.run("/usr/bin/env", command, quiet: true).output) ?? ""
    }
}
