// Each wrapper calls libedit through the table clibedit_load() filled.
#include <stdio.h>

#include "functions.h"
#include "include/clibedit_editor.h"

// MARK: Editor

EditLine *clibedit_init_standard_streams(const char *program) {
    return clibedit_libedit.el_init(program, stdin, stdout, stderr);
}

void clibedit_end(EditLine *el) {
    clibedit_libedit.el_end(el);
}

const char *clibedit_gets(EditLine *el, int *count) {
    return clibedit_libedit.el_gets(el, count);
}

int clibedit_source(EditLine *el, const char *file) {
    return clibedit_libedit.el_source(el, file);
}

int clibedit_set_editor(EditLine *el, const char *mode) {
    return clibedit_libedit.el_set(el, EL_EDITOR, mode);
}

int clibedit_set_signal_handling(EditLine *el, int enabled) {
    return clibedit_libedit.el_set(el, EL_SIGNAL, enabled);
}

int clibedit_set_prompt(EditLine *el, clibedit_prompt_fn prompt) {
    return clibedit_libedit.el_set(el, EL_PROMPT, prompt);
}

int clibedit_set_client_data(EditLine *el, void *data) {
    return clibedit_libedit.el_set(el, EL_CLIENTDATA, data);
}

void *clibedit_client_data(EditLine *el) {
    void *data = NULL;
    if (clibedit_libedit.el_get(el, EL_CLIENTDATA, &data) != 0) {
        return NULL;
    }
    return data;
}

int clibedit_setty(EditLine *el, const char *mode_set, const char *flag) {
    return clibedit_libedit.el_set(el, EL_SETTY, mode_set, flag, (const char *)NULL);
}

int clibedit_add_function(EditLine *el, const char *name, const char *help, clibedit_command_fn function) {
    return clibedit_libedit.el_set(el, EL_ADDFN, name, help, function);
}

int clibedit_bind(EditLine *el, const char *key, const char *command) {
    return clibedit_libedit.el_set(el, EL_BIND, key, command, (const char *)NULL);
}

int clibedit_use_history(EditLine *el, History *history_state) {
    // libedit calls the history function it is given: the one loaded, not histedit.h's symbol.
    return clibedit_libedit.el_set(el, EL_HIST, clibedit_libedit.history, history_state);
}

// MARK: The line being edited

const LineInfo *clibedit_line(EditLine *el) {
    return clibedit_libedit.el_line(el);
}

int clibedit_move_cursor(EditLine *el, int count) {
    return clibedit_libedit.el_cursor(el, count);
}

void clibedit_delete_before_cursor(EditLine *el, int count) {
    clibedit_libedit.el_deletestr(el, count);
}

int clibedit_insert(EditLine *el, const char *text) {
    return clibedit_libedit.el_insertstr(el, text);
}

// MARK: History

History *clibedit_history_init(void) {
    return clibedit_libedit.history_init();
}

void clibedit_history_end(History *h) {
    clibedit_libedit.history_end(h);
}

int clibedit_history_set_size(History *h, int size) {
    HistEvent event;
    return clibedit_libedit.history(h, &event, H_SETSIZE, size);
}

int clibedit_history_set_unique(History *h, int unique) {
    HistEvent event;
    return clibedit_libedit.history(h, &event, H_SETUNIQUE, unique);
}

int clibedit_history_enter(History *h, const char *line) {
    HistEvent event;
    return clibedit_libedit.history(h, &event, H_ENTER, line);
}
