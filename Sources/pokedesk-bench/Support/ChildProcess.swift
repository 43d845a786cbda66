import Foundation

// MARK: - Whole processes, timed

/// Runs another program — the `pokedesk` REPL, the minimal program, or this benchmark again
/// for a scenario that needs a fresh process — with `posix_spawn`, and times it from just
/// before the spawn to just after `wait4` reports its end: nothing of Foundation's `Process`
/// machinery adds to the time.
///
/// `wait4`'s peak memory is not the child's own: `posix_spawn` starts the child in the
/// parent's address space (vfork), and Linux keeps that space's high-water mark across `exec`.
/// A child that must report its memory reads its own `VmHWM` (see `ResidentMemory`).
enum ChildProcess {
    struct Outcome {
        let seconds: Double
        /// What it wrote to standard output, when captured.
        let output: String
        /// `wait4`'s peak resident memory of the child (KiB): its own peak, or this process's
        /// memory when the child was spawned, whichever is larger (see above) — so a figure
        /// only when this process is small (`MeasuredProcess`).
        let peakKiB: Int
        /// `wait4`'s processor time of the child, user and system (seconds): the work it did,
        /// which a busy machine stretches less than its wall time.
        let cpuSeconds: Double
    }

    /// Runs `executable` with `arguments`, standard input from `input` (or /dev/null), and
    /// standard output captured (or sent to /dev/null when `captureOutput` is false). Standard
    /// error is inherited, so a child's complaint reaches the terminal, unless `quiet`. The child
    /// has this process's environment and `environment` beside it. Throws unless it exits 0.
    static func run(
        _ executable: String,
        _ arguments: [String],
        input: String? = nil,
        captureOutput: Bool = true,
        quiet: Bool = false,
        environment: [String: String] = [:]
    ) throws(BenchError) -> Outcome {
        let outputPath = captureOutput ? NSTemporaryDirectory() + "pokedesk-bench-\(UUID().uuidString).out" : nil
        defer { if let outputPath { unlink(outputPath) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions,
            STDOUT_FILENO,
            outputPath ?? "/dev/null",
            O_WRONLY | O_CREAT | O_TRUNC,
            0o600
        )
        if quiet { posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0) }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var inherited: [UnsafeMutablePointer<CChar>?] = []
        var cursor = environ
        while let entry = cursor.pointee {
            inherited.append(entry)
            cursor += 1
        }
        let added = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in added { free(pointer) } }
        let envp = inherited + added + [nil]

        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("waiting for \(executable) failed") }
        }
        let seconds = Stopwatch.seconds(clock.now - start)

        // The wait status as the W* macros, which Swift does not import, read it.
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        guard exited && code == 0 else {
            let how = exited ? "exit status \(code)" : "signal \(status & 0x7F)"
            throw BenchError("\(executable) \(arguments.joined(separator: " ")) ended with \(how)")
        }
        let output = outputPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        return Outcome(
            seconds: seconds,
            output: output,
            peakKiB: usage.ru_maxrss,
            cpuSeconds: Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime)
        )
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) * 1e-6
    }

    /// The directory of this executable: the other programs are built beside it.
    static var executableDirectory: String {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return (path as NSString).deletingLastPathComponent
    }

    static var ownExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
