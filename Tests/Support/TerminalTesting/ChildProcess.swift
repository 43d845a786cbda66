import Foundation
import Glibc

/// Runs a program and waits for it, with only standard input, output and error inherited, and
/// signals as a fresh process has them.
///
/// Not Foundation's `Process`: tmux's `new-session` forks a server that keeps every inherited
/// descriptor open, and `Process` waits for its own monitoring descriptor to close, so it would wait
/// for the server's end. Here the child gets /dev/null as input, `outputPath` as output and error,
/// and no other descriptor of ours; the wait is a plain `waitpid`.
public enum ChildProcess {
    public struct SpawnError: Error, CustomStringConvertible {
        public let code: Int32
        public var description: String { "cannot start the process: \(String(cString: strerror(code)))" }
    }

    /// Returns the exit status (128 + signal when killed by one).
    public static func run(_ arguments: [String], environment: [String: String], outputPath: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        for descriptor in inheritableDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        // The test runner blocks and ignores signals in its threads; a child inherits both, and
        // then tmux and the program under test would not die on SIGHUP when the server is killed.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let code = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard code == 0 else { throw SpawnError(code: code) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SpawnError(code: errno) }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// This process's open descriptors that a child would inherit (no close-on-exec flag). One
    /// closed meanwhile by another thread does no harm: glibc ignores a close action's EBADF.
    private static func inheritableDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap(Int32.init).filter { descriptor in
            let flags = fcntl(descriptor, F_GETFD)
            return flags >= 0 && flags & FD_CLOEXEC == 0
        }
    }
}
