// What TerminalKit's Swift calls in C: libedit, opened with dlopen the first time a line is
// edited on a terminal (clibedit_editor.h), and the few process and terminal calls Swift cannot
// make itself (clibedit_process.h), which need no libedit.
#ifndef CLIBEDIT_H
#define CLIBEDIT_H

#include "clibedit_editor.h"
#include "clibedit_process.h"

#endif
