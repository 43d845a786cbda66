// The libedit functions the wrappers call, as a table that clibedit_load() fills.
#ifndef CLIBEDIT_FUNCTIONS_H
#define CLIBEDIT_FUNCTIONS_H

#include <histedit.h>

// One list drives both the table's fields and the loader's lookups, so they cannot disagree.
// Each field takes its type from histedit.h's declaration of the function of the same name.
#define CLIBEDIT_FUNCTIONS(X)                                                                      \
    X(el_init)                                                                                     \
    X(el_end)                                                                                      \
    X(el_set)                                                                                      \
    X(el_get)                                                                                      \
    X(el_gets)                                                                                     \
    X(el_line)                                                                                     \
    X(el_cursor)                                                                                   \
    X(el_deletestr)                                                                                \
    X(el_insertstr)                                                                                \
    X(el_source)                                                                                   \
    X(history_init)                                                                                \
    X(history_end)                                                                                 \
    X(history)

#define CLIBEDIT_FIELD(name) __typeof__(name) *name;

struct clibedit_functions {
    CLIBEDIT_FUNCTIONS(CLIBEDIT_FIELD)
};

#undef CLIBEDIT_FIELD

/// Filled once by clibedit_load(); read only after it returned true.
extern struct clibedit_functions clibedit_libedit;

#endif
