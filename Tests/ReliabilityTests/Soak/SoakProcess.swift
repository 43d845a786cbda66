import Foundation
import Glibc

// MARK: - One pokedesk of the soak

/// A `pokedesk` process reading its script from a file, its output and errors going to files
/// beside it. It is started behind a barrier: a shell waits for the barrier file to appear,
/// then becomes the pokedesk (`exec`), so every process opens the store at the same moment, and
/// how it ends — its status, the signal that ended it — is the pokedesk's own.
final class SoakProcess {
    enum Ending: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)
        /// Killed by the test: it wrote nothing for `silence`.
        case hung(silence: Duration)

        var description: String {
            switch self {
            case .exited(let status): return "exited with status \(status)"
            case .signalled(let signal): return "ended by signal \(signal) (\(String(cString: strsignal(signal))))"
            case .hung(let silence): return "hung: wrote nothing for \(silence), killed"
            }
        }
    }

    let name: String
    let outputPath: String
    let errorPath: String
    private let process = Process()
    private var lastSize = -1
    private var lastGrowth = ContinuousClock.now
    private(set) var ending: Ending?

    /// - Parameters:
    ///   - name: what its files are called in `directory`: NAME.txt (the script), .out, .err.
    ///   - barrier: the file whose appearance starts it.
    init(
        _ pokedesk: URL,
        name: String,
        architecture: String,
        store: String,
        directory: String,
        barrier: String
    ) throws {
        self.name = name
        outputPath = directory + "/\(name).out"
        errorPath = directory + "/\(name).err"
        for path in [outputPath, errorPath] { try Data().write(to: URL(fileURLWithPath: path)) }
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "while [ ! -e \"$0\" ]; do sleep 0.01; done; exec \"$@\"", barrier,
            pokedesk.path, "--arch", architecture, "--store", store, "--echo",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // The app's English, whatever the locale of whoever runs the tests.
        (environment["LANG"], environment["LC_ALL"], environment["LC_MESSAGES"]) = ("C.UTF-8", nil, nil)
        // A crash's backtrace in its errors, for the report.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: directory + "/\(name).txt"))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Whether it has ended (and now has its `ending`); kills it when it has written nothing
    /// for `silence` — a hang, as no command of a script takes that long.
    func poll(silence: Duration) -> Bool {
        if ending != nil { return true }
        if !process.isRunning {
            process.waitUntilExit()
            ending =
                process.terminationReason == .uncaughtSignal
                ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
            return true
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: outputPath)[.size] as? Int) ?? 0
        if size != lastSize {
            (lastSize, lastGrowth) = (size, .now)
        } else if ContinuousClock.now - lastGrowth > silence {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            ending = .hung(silence: silence)
            return true
        }
        return false
    }

    /// What a process that crashed said of it: the fatal error, and the first frames of its
    /// backtrace in the package's code, as `Function (File.swift:line)`.
    var crashSummary: String {
        let lines = errors.split(separator: "\n")
        let fatal = lines.filter { $0.contains("Fatal error") || $0.hasPrefix("*** Program crashed") }
        let frames = lines.compactMap { line -> String? in
            guard let place = line.range(of: " in pokedesk at "), let plus = line.range(of: " + "),
                let address = line.range(of: " 0x")
            else { return nil }
            let function = line[address.upperBound..<plus.lowerBound].drop { $0 != " " }.dropFirst()
            let file = line[place.upperBound...].split(separator: "/").last ?? ""
            return "\(function) (\(file.split(separator: ":").prefix(2).joined(separator: ":")))"
        }
        return (fatal.map(String.init) + frames.prefix(8).map { "  at " + $0 }).joined(separator: "\n    ")
    }

    var output: String { String(decoding: contents(of: outputPath) ?? Data(), as: UTF8.self) }

    /// The last line of its script it read, as `--echo` wrote it: where a crash or a hang was.
    var lastCommand: String? {
        output.split(separator: "\n").last { $0.hasPrefix("pokedesk[") }.map { line in
            line.range(of: "> ").map { String(line[$0.upperBound...]) } ?? String(line)
        }
    }
    var errors: String { String(decoding: contents(of: errorPath) ?? Data(), as: UTF8.self) }
}
