// Swift cannot call C variadic functions, and Swift 6 rejects touching C globals such as
// `stdin` from Swift code. Each use TerminalKit makes of libedit's variadic `el_set`,
// `el_get` and `history`, and of the standard streams, goes through one small wrapper here.
#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H

#include <histedit.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

typedef unsigned char (*clibedit_command_fn)(EditLine *, int);
typedef char *(*clibedit_prompt_fn)(EditLine *);

// MARK: Editor

static inline EditLine *clibedit_init_standard_streams(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

static inline int clibedit_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int clibedit_set_signal_handling(EditLine *el, int enabled) {
    return el_set(el, EL_SIGNAL, enabled);
}

static inline int clibedit_set_prompt(EditLine *el, clibedit_prompt_fn prompt) {
    return el_set(el, EL_PROMPT, prompt);
}

static inline int clibedit_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *clibedit_client_data(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) {
        return NULL;
    }
    return data;
}

/// Changes one terminal mode flag while editing, e.g. ("-d", "-isig") turns ^C into a key.
static inline int clibedit_setty(EditLine *el, const char *mode_set, const char *flag) {
    return el_set(el, EL_SETTY, mode_set, flag, (const char *)NULL);
}

static inline int clibedit_add_function(EditLine *el, const char *name, const char *help,
                                        clibedit_command_fn function) {
    return el_set(el, EL_ADDFN, name, help, function);
}

static inline int clibedit_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

static inline int clibedit_use_history(EditLine *el, History *history_state) {
    return el_set(el, EL_HIST, history, history_state);
}

// MARK: History

static inline int clibedit_history_set_size(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}

static inline int clibedit_history_set_unique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}

static inline int clibedit_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}

// MARK: Process and terminal

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

/// The terminal's width in columns, or 0 when `fd` is not a terminal (ioctl is variadic too).
static inline int clibedit_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
        return 0;
    }
    return (int)size.ws_col;
}

#endif
