import Foundation

// MARK: - The environment, read at start

/// The environment the process started with, read from `/proc/self/environ`: Foundation's
/// `ProcessInfo.processInfo.environment` makes the process-info object and its dictionary
/// first, which cost more at start than the rest of what `pokedesk` does before opening the
/// store. Foundation's answer where the file cannot be read.
enum ProcessEnvironment {
    static func variables() -> [String: String] {
        guard let bytes = readAll("/proc/self/environ") else { return ProcessInfo.processInfo.environment }
        var variables: [String: String] = [:]
        for entry in bytes.split(separator: 0, omittingEmptySubsequences: true) {
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")), equals > entry.startIndex else { continue }
            let name = String(decoding: entry[..<equals], as: UTF8.self)
            guard variables[name] == nil else { continue }
            variables[name] = String(decoding: entry[(equals + 1)...], as: UTF8.self)
        }
        return variables
    }

    private static func readAll(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}
