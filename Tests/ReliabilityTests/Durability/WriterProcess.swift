import Foundation
import Synchronization

// MARK: - The store-writer helper as a process

/// A running `store-writer` (see `Sources/store-writer`) or `store-migrator`: its progress lines
/// are collected as they come, so a test can wait for one and then kill the process.
final class WriterProcess: Sendable {
    private let process: Process
    private let lines = Mutex<[String]>([])
    private let ended = Mutex(false)

    convenience init(executable: URL, store: String, count: Int, prefix: String) throws {
        try self.init(executable: executable, arguments: [store, String(count), prefix])
    }

    init(executable: URL, arguments: [String]) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reading = output.fileHandleForReading
        let reader = Thread { [self] in collectLines(from: reading) }
        reader.start()
    }

    private func collectLines(from reading: FileHandle) {
        var pending = Data()
        while true {
            let chunk = reading.availableData
            if chunk.isEmpty { break }
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                lines.withLock { $0.append(line) }
            }
        }
        ended.withLock { $0 = true }
    }

    /// The progress lines read so far.
    var progress: [String] { lines.withLock { $0 } }

    /// Waits until a progress line starts with `marker`; false when the process ended first or
    /// the bound passed (a hang, which the caller reports).
    func wait(for marker: String, atMost limit: Duration = .seconds(300)) -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if progress.contains(where: { $0.hasPrefix(marker) }) { return true }
            if ended.withLock({ $0 }) && !process.isRunning { return progress.contains { $0.hasPrefix(marker) } }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return false
    }

    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the end; true when SIGKILL ended it, false when it exited by itself.
    @discardableResult
    func waitUntilExit() -> (killed: Bool, status: Int32) {
        process.waitUntilExit()
        return (process.terminationReason == .uncaughtSignal, process.terminationStatus)
    }
}
