// libedit is not linked: a script never edits a line, and linking it would make every start map
// and relocate it and the libraries it needs (libbsd, libmd, libtinfo). clibedit_load() opens it
// once; every other function here calls libedit through the table it fills, so it may be called
// only after clibedit_load() returned true. histedit.h is included for its types and constants.
//
// Each wrapper also spares Swift a variadic call (el_set, el_get, history), which it cannot make.
#ifndef CLIBEDIT_EDITOR_H
#define CLIBEDIT_EDITOR_H

#include <histedit.h>
#include <stdbool.h>

typedef unsigned char (*clibedit_command_fn)(EditLine *, int);
typedef char *(*clibedit_prompt_fn)(EditLine *);

// MARK: Loading

/// Opens libedit and finds every function the wrappers below call; true when all were found. Safe to call
/// from any thread, any number of times: the work is done once per process.
bool clibedit_load(void);

/// Why libedit cannot be loaded (dlerror's message), or NULL when it can; loads it if no one
/// has tried yet.
const char *clibedit_load_error(void);

// MARK: Editor

EditLine *clibedit_init_standard_streams(const char *program);
void clibedit_end(EditLine *el);
const char *clibedit_gets(EditLine *el, int *count);
int clibedit_source(EditLine *el, const char *file);
int clibedit_set_editor(EditLine *el, const char *mode);
int clibedit_set_signal_handling(EditLine *el, int enabled);
int clibedit_set_prompt(EditLine *el, clibedit_prompt_fn prompt);
int clibedit_set_client_data(EditLine *el, void *data);
void *clibedit_client_data(EditLine *el);
/// Changes one terminal mode flag while editing, e.g. ("-d", "-isig") turns ^C into a key.
int clibedit_setty(EditLine *el, const char *mode_set, const char *flag);
int clibedit_add_function(EditLine *el, const char *name, const char *help, clibedit_command_fn function);
int clibedit_bind(EditLine *el, const char *key, const char *command);
int clibedit_use_history(EditLine *el, History *history_state);

// MARK: The line being edited, from a bound function

/// el_line: the buffer, the cursor and the end of the line.
const LineInfo *clibedit_line(EditLine *el);
/// el_cursor: moves the cursor `count` characters (back when negative).
int clibedit_move_cursor(EditLine *el, int count);
/// el_deletestr: deletes `count` characters before the cursor.
void clibedit_delete_before_cursor(EditLine *el, int count);
/// el_insertstr: inserts `text` at the cursor; 0 when it fits.
int clibedit_insert(EditLine *el, const char *text);

// MARK: History

History *clibedit_history_init(void);
void clibedit_history_end(History *h);
int clibedit_history_set_size(History *h, int size);
int clibedit_history_set_unique(History *h, int unique);
int clibedit_history_enter(History *h, const char *line);

#endif
