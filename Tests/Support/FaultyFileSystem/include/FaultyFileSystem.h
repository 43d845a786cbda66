#ifndef FAULTY_FILE_SYSTEM_H
#define FAULTY_FILE_SYSTEM_H

// A SQLite VFS for tests that fails the Nth write, sync or truncate of a store's files, as
// SQLite's own test suite fails its I/O: see FaultyFileSystem.c for why it is a VFS.
//
// This header names no SQLite type on purpose: the Swift tests import it beside GRDB, whose
// own module exposes sqlite3.h, and one header seen through two modules is a conflict.

/// How an injected fault fails.
typedef enum {
    /// The system's I/O error: SQLITE_IOERR_WRITE, _FSYNC or _TRUNCATE, as the call was.
    FaultyFailureIOError = 0,
    /// A full disk: SQLITE_FULL for a write (a sync or a truncate fails as an I/O error).
    FaultyFailureDiskFull = 1,
} FaultyFailure;

/// Registers the VFS as SQLite's default, wrapping the default there was ("unix"): every
/// connection opened afterwards in the process goes through it. Idempotent; 0 on success,
/// else SQLite's error code.
int faulty_file_system_install(void);

/// Starts counting the writes, syncs and truncates of the files whose path begins with
/// `prefix` (a store, its -wal and its -journal), and fails the `failAt`-th of them with
/// `failure`; 0 counts without failing. When `persistent` is set, every counted call after
/// that one fails too (a disk that stays broken), otherwise only that one (a glitch).
void faulty_file_system_arm(const char *prefix, long failAt, FaultyFailure failure, int persistent);

/// Stops counting and failing; the counts stay readable until the next arm.
void faulty_file_system_disarm(void);

/// Calls counted since the last arm: writes, syncs, truncates, and the three together.
long faulty_file_system_writes(void);
long faulty_file_system_syncs(void);
long faulty_file_system_truncates(void);
long faulty_file_system_calls(void);

/// How many calls were failed since the last arm (0 when the operation ended before the
/// fault point).
long faulty_file_system_failures(void);

#endif
