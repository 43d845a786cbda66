// A SQLite VFS that forwards every call to the default one ("unix") and can fail the Nth
// write, sync or truncate of a store's files: the I/O-error tests SQLite runs on itself, run
// on the engine above it.
//
// Why a VFS: it is the one layer every file access of SQLite goes through, for the store,
// its write-ahead log and its rollback journal alike, so the engine and GRDB run unchanged
// and meet the failure exactly where a failing disk would put it. Registered as the default
// VFS, it serves every connection the test process opens afterwards; only the files under the
// armed path prefix are counted, so the other tests running at the same time are not touched.
//
// The shared-memory index (-shm) is mapped into memory rather than written, so it has no write
// of its own to fail; temporary files have no name and are never counted either: neither holds
// anything of the store after a crash.

#include "FaultyFileSystem.h"

#include <pthread.h>
#include <sqlite3.h>
#include <stdatomic.h>
#include <string.h>

// MARK: - What is armed

enum { PrefixCapacity = 4096 };

static char armedPrefix[PrefixCapacity];
static size_t armedPrefixLength;
static long armedFailAt;
static FaultyFailure armedFailure;
static int armedPersistent;
static atomic_int armed;

static atomic_long writes;
static atomic_long syncs;
static atomic_long truncates;
static atomic_long calls;
static atomic_long failures;

void faulty_file_system_arm(const char *prefix, long failAt, FaultyFailure failure, int persistent) {
    atomic_store(&armed, 0);
    size_t length = strlen(prefix);
    if (length >= PrefixCapacity) length = PrefixCapacity - 1;
    memcpy(armedPrefix, prefix, length);
    armedPrefix[length] = 0;
    armedPrefixLength = length;
    armedFailAt = failAt;
    armedFailure = failure;
    armedPersistent = persistent;
    atomic_store(&writes, 0);
    atomic_store(&syncs, 0);
    atomic_store(&truncates, 0);
    atomic_store(&calls, 0);
    atomic_store(&failures, 0);
    // Last, with sequential consistency: a thread that sees it armed sees the settings above.
    atomic_store(&armed, 1);
}

void faulty_file_system_disarm(void) { atomic_store(&armed, 0); }

long faulty_file_system_writes(void) { return atomic_load(&writes); }
long faulty_file_system_syncs(void) { return atomic_load(&syncs); }
long faulty_file_system_truncates(void) { return atomic_load(&truncates); }
long faulty_file_system_calls(void) { return atomic_load(&calls); }
long faulty_file_system_failures(void) { return atomic_load(&failures); }

// MARK: - A file that counts

typedef struct {
    sqlite3_file base;
    /// The default VFS's file, in the memory right after this struct.
    sqlite3_file *real;
    /// The name SQLite opened it by (valid until xClose, SQLite guarantees); NULL for a
    /// temporary file.
    const char *name;
} FaultyFile;

typedef enum { CallWrite, CallSync, CallTruncate } CountedCall;

/// Counts the call when the file is watched; returns the error to fail it with, or SQLITE_OK.
static int counted(FaultyFile *file, CountedCall call) {
    if (!atomic_load(&armed) || file->name == NULL) return SQLITE_OK;
    if (strncmp(file->name, armedPrefix, armedPrefixLength) != 0) return SQLITE_OK;
    switch (call) {
    case CallWrite: atomic_fetch_add(&writes, 1); break;
    case CallSync: atomic_fetch_add(&syncs, 1); break;
    case CallTruncate: atomic_fetch_add(&truncates, 1); break;
    }
    long number = atomic_fetch_add(&calls, 1) + 1;
    if (armedFailAt <= 0 || number < armedFailAt || (number > armedFailAt && !armedPersistent)) return SQLITE_OK;
    atomic_fetch_add(&failures, 1);
    switch (call) {
    case CallWrite: return armedFailure == FaultyFailureDiskFull ? SQLITE_FULL : SQLITE_IOERR_WRITE;
    case CallSync: return SQLITE_IOERR_FSYNC;
    case CallTruncate: return SQLITE_IOERR_TRUNCATE;
    }
    return SQLITE_IOERR;
}

#define REAL(file) (((FaultyFile *)(file))->real)

static int faultyClose(sqlite3_file *file) { return REAL(file)->pMethods->xClose(REAL(file)); }

static int faultyRead(sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset) {
    return REAL(file)->pMethods->xRead(REAL(file), buffer, amount, offset);
}

static int faultyWrite(sqlite3_file *file, const void *buffer, int amount, sqlite3_int64 offset) {
    int failure = counted((FaultyFile *)file, CallWrite);
    if (failure != SQLITE_OK) return failure;
    return REAL(file)->pMethods->xWrite(REAL(file), buffer, amount, offset);
}

static int faultyTruncate(sqlite3_file *file, sqlite3_int64 size) {
    int failure = counted((FaultyFile *)file, CallTruncate);
    if (failure != SQLITE_OK) return failure;
    return REAL(file)->pMethods->xTruncate(REAL(file), size);
}

static int faultySync(sqlite3_file *file, int flags) {
    int failure = counted((FaultyFile *)file, CallSync);
    if (failure != SQLITE_OK) return failure;
    return REAL(file)->pMethods->xSync(REAL(file), flags);
}

static int faultyFileSize(sqlite3_file *file, sqlite3_int64 *size) {
    return REAL(file)->pMethods->xFileSize(REAL(file), size);
}

static int faultyLock(sqlite3_file *file, int lock) { return REAL(file)->pMethods->xLock(REAL(file), lock); }

static int faultyUnlock(sqlite3_file *file, int lock) { return REAL(file)->pMethods->xUnlock(REAL(file), lock); }

static int faultyCheckReservedLock(sqlite3_file *file, int *result) {
    return REAL(file)->pMethods->xCheckReservedLock(REAL(file), result);
}

static int faultyFileControl(sqlite3_file *file, int operation, void *argument) {
    return REAL(file)->pMethods->xFileControl(REAL(file), operation, argument);
}

static int faultySectorSize(sqlite3_file *file) { return REAL(file)->pMethods->xSectorSize(REAL(file)); }

static int faultyDeviceCharacteristics(sqlite3_file *file) {
    return REAL(file)->pMethods->xDeviceCharacteristics(REAL(file));
}

static int faultyShmMap(sqlite3_file *file, int region, int size, int extend, void volatile **memory) {
    return REAL(file)->pMethods->xShmMap(REAL(file), region, size, extend, memory);
}

static int faultyShmLock(sqlite3_file *file, int offset, int count, int flags) {
    return REAL(file)->pMethods->xShmLock(REAL(file), offset, count, flags);
}

static void faultyShmBarrier(sqlite3_file *file) { REAL(file)->pMethods->xShmBarrier(REAL(file)); }

static int faultyShmUnmap(sqlite3_file *file, int deleteFlag) {
    return REAL(file)->pMethods->xShmUnmap(REAL(file), deleteFlag);
}

static int faultyFetch(sqlite3_file *file, sqlite3_int64 offset, int amount, void **page) {
    return REAL(file)->pMethods->xFetch(REAL(file), offset, amount, page);
}

static int faultyUnfetch(sqlite3_file *file, sqlite3_int64 offset, void *page) {
    return REAL(file)->pMethods->xUnfetch(REAL(file), offset, page);
}

// Version 3, as the unix VFS's own files: the write-ahead log needs the shared-memory calls.
static const sqlite3_io_methods faultyMethods = {
    3,
    faultyClose,
    faultyRead,
    faultyWrite,
    faultyTruncate,
    faultySync,
    faultyFileSize,
    faultyLock,
    faultyUnlock,
    faultyCheckReservedLock,
    faultyFileControl,
    faultySectorSize,
    faultyDeviceCharacteristics,
    faultyShmMap,
    faultyShmLock,
    faultyShmBarrier,
    faultyShmUnmap,
    faultyFetch,
    faultyUnfetch,
};

// MARK: - The VFS

#define REAL_VFS(vfs) ((sqlite3_vfs *)(vfs)->pAppData)

static int faultyOpen(sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags, int *outFlags) {
    FaultyFile *faulty = (FaultyFile *)file;
    faulty->real = (sqlite3_file *)(faulty + 1);
    faulty->name = name;
    int result = REAL_VFS(vfs)->xOpen(REAL_VFS(vfs), name, faulty->real, flags, outFlags);
    // SQLite calls xClose exactly when pMethods is set: as the real file says.
    file->pMethods = faulty->real->pMethods != NULL ? &faultyMethods : NULL;
    return result;
}

static int faultyDelete(sqlite3_vfs *vfs, const char *name, int syncDirectory) {
    return REAL_VFS(vfs)->xDelete(REAL_VFS(vfs), name, syncDirectory);
}

static int faultyAccess(sqlite3_vfs *vfs, const char *name, int flags, int *result) {
    return REAL_VFS(vfs)->xAccess(REAL_VFS(vfs), name, flags, result);
}

static int faultyFullPathname(sqlite3_vfs *vfs, const char *name, int size, char *output) {
    return REAL_VFS(vfs)->xFullPathname(REAL_VFS(vfs), name, size, output);
}

static void *faultyDlOpen(sqlite3_vfs *vfs, const char *name) { return REAL_VFS(vfs)->xDlOpen(REAL_VFS(vfs), name); }

static void faultyDlError(sqlite3_vfs *vfs, int size, char *message) {
    REAL_VFS(vfs)->xDlError(REAL_VFS(vfs), size, message);
}

static void (*faultyDlSym(sqlite3_vfs *vfs, void *library, const char *symbol))(void) {
    return REAL_VFS(vfs)->xDlSym(REAL_VFS(vfs), library, symbol);
}

static void faultyDlClose(sqlite3_vfs *vfs, void *library) { REAL_VFS(vfs)->xDlClose(REAL_VFS(vfs), library); }

static int faultyRandomness(sqlite3_vfs *vfs, int size, char *output) {
    return REAL_VFS(vfs)->xRandomness(REAL_VFS(vfs), size, output);
}

static int faultySleep(sqlite3_vfs *vfs, int microseconds) {
    return REAL_VFS(vfs)->xSleep(REAL_VFS(vfs), microseconds);
}

static int faultyCurrentTime(sqlite3_vfs *vfs, double *now) {
    return REAL_VFS(vfs)->xCurrentTime(REAL_VFS(vfs), now);
}

static int faultyGetLastError(sqlite3_vfs *vfs, int size, char *message) {
    return REAL_VFS(vfs)->xGetLastError(REAL_VFS(vfs), size, message);
}

static int faultyCurrentTimeInt64(sqlite3_vfs *vfs, sqlite3_int64 *now) {
    return REAL_VFS(vfs)->xCurrentTimeInt64(REAL_VFS(vfs), now);
}

static sqlite3_vfs faultyVFS;
static pthread_once_t installation = PTHREAD_ONCE_INIT;
static int installResult = SQLITE_OK;

static void install(void) {
    sqlite3_vfs *real = sqlite3_vfs_find(NULL);
    if (real == NULL) {
        installResult = SQLITE_ERROR;
        return;
    }
    // Version 2 at most: the system-call overrides of version 3 are the unix VFS's own
    // testing hooks, which nothing here needs.
    faultyVFS.iVersion = real->iVersion < 2 ? real->iVersion : 2;
    faultyVFS.szOsFile = (int)sizeof(FaultyFile) + real->szOsFile;
    faultyVFS.mxPathname = real->mxPathname;
    faultyVFS.zName = "faulty";
    faultyVFS.pAppData = real;
    faultyVFS.xOpen = faultyOpen;
    faultyVFS.xDelete = faultyDelete;
    faultyVFS.xAccess = faultyAccess;
    faultyVFS.xFullPathname = faultyFullPathname;
    faultyVFS.xDlOpen = faultyDlOpen;
    faultyVFS.xDlError = faultyDlError;
    faultyVFS.xDlSym = faultyDlSym;
    faultyVFS.xDlClose = faultyDlClose;
    faultyVFS.xRandomness = faultyRandomness;
    faultyVFS.xSleep = faultySleep;
    faultyVFS.xCurrentTime = faultyCurrentTime;
    faultyVFS.xGetLastError = faultyGetLastError;
    faultyVFS.xCurrentTimeInt64 = faultyCurrentTimeInt64;
    installResult = sqlite3_vfs_register(&faultyVFS, 1);
}

int faulty_file_system_install(void) {
    pthread_once(&installation, install);
    return installResult;
}
