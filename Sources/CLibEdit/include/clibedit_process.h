// Swift 6 rejects touching C globals such as `stdout` from Swift code, and cannot call variadic
// functions such as `ioctl`: these wrappers do it. None of them needs libedit.
#ifndef CLIBEDIT_PROCESS_H
#define CLIBEDIT_PROCESS_H

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

/// LC_CTYPE from the environment; when that is the C locale (no locale variable set, as in many
/// containers and cron jobs, or one naming a locale that is not installed), C.UTF-8 instead, as
/// Python does (PEP 538). In the C locale libedit drops every non-ASCII byte typed, while the
/// rest of the program reads and writes UTF-8 whatever the locale.
static inline void clibedit_use_environment_locale(void) {
    const char *name = setlocale(LC_CTYPE, "");
    if (name == NULL || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0) {
        setlocale(LC_CTYPE, "C.UTF-8");
    }
}

static inline void clibedit_flush_standard_output(void) {
    fflush(stdout);
}

/// The terminal's width in columns, or 0 when `fd` is not a terminal.
static inline int clibedit_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
        return 0;
    }
    return (int)size.ws_col;
}

#endif
