#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#include "functions.h"
#include "include/clibedit_editor.h"

struct clibedit_functions clibedit_libedit;

// The runtime names of libedit: the versioned one the runtime package installs (libedit2 on
// Debian), then the plain one of the development package.
#if defined(__APPLE__)
static const char *const library_names[] = {"libedit.3.dylib", "libedit.dylib"};
#else
static const char *const library_names[] = {"libedit.so.2", "libedit.so"};
#endif

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static bool loaded = false;
static char load_error[512];

static void keep_error(const char *reason) {
    snprintf(load_error, sizeof load_error, "%s", reason != NULL ? reason : "unknown error");
}

static void *open_library(void) {
    for (size_t index = 0; index < sizeof library_names / sizeof library_names[0]; index += 1) {
        // Local: libedit's symbols stay out of the global namespace, for no one else to bind to.
        void *handle = dlopen(library_names[index], RTLD_NOW | RTLD_LOCAL);
        if (handle != NULL) {
            return handle;
        }
        // The first name's error is kept: it names the library a user should install.
        if (index == 0) {
            keep_error(dlerror());
        }
    }
    return NULL;
}

static void load(void) {
    void *handle = open_library();
    if (handle == NULL) {
        return;
    }
    // The handle is never closed: editors made from it live as long as the process.
#define CLIBEDIT_RESOLVE(name)                                                                     \
    clibedit_libedit.name = (__typeof__(name) *)dlsym(handle, #name);                             \
    if (clibedit_libedit.name == NULL) {                                                           \
        keep_error(dlerror());                                                                     \
        return;                                                                                    \
    }
    CLIBEDIT_FUNCTIONS(CLIBEDIT_RESOLVE)
#undef CLIBEDIT_RESOLVE
    loaded = true;
}

bool clibedit_load(void) {
    pthread_once(&load_once, load);
    return loaded;
}

const char *clibedit_load_error(void) {
    pthread_once(&load_once, load);
    return loaded ? NULL : load_error;
}
