#!/usr/bin/env python3
"""Measures the five architectures and writes the comparison into docs/architectures.md.

    python3 scripts/architecture_report.py           write the tables between the markers
    python3 scripts/architecture_report.py --check   exit 1, with a diff, if the committed tables are stale
    python3 scripts/architecture_report.py --print   write the tables to standard output only

For each architecture module (Sources/Arch-*) and each of its roles it counts files, lines of
code, types and protocols, and for its unit tests (Tests/Arch*Tests) test lines and tests. The
shared screen content all five use (Sources/PokedeskScreens) is measured the same way, apart.

What is counted
  lines of code   lines with something left once comments (//, ///, /* */, nested) are removed;
                  a line inside a string literal is code, and "//" inside a string is not a comment.
  types           class, struct, enum and actor declarations, nested ones included; extensions are
                  not types. Type names are capitalised here (swift-format's
                  TypeNamesShouldBeCapitalized), which is how `class func` and `class var` are told
                  apart from a class.
  protocols       protocol declarations.
  tests           @Test attributes: one per test function, parameterised or not.

Roles: every architecture has its own, named by its own idiom, and a file's role is decided by
its folder or its name (the rules in ARCHITECTURES below; the first rule that matches wins). A
file no rule matches is an error, so a new file cannot slip out of the report unclassified.

Why Python and not a Swift tool: the measure is lexical (comments, strings, a few keywords), the
script runs in well under a second with no build, and it needs no target in Package.swift — a
Swift tool would be compiled by every `make test` and on CI before it could say anything.
"""
from __future__ import annotations

import argparse
import difflib
import fnmatch
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

BEGIN_MARKER = "<!-- report:begin -->"
END_MARKER = "<!-- report:end -->"
REPORT_PATH = Path("docs/architectures.md")


# MARK: - Which file plays which role


@dataclass(frozen=True)
class Role:
    name: str
    # Globs on the path inside the module (fnmatch: `*` also crosses `/`).
    patterns: tuple[str, ...]


@dataclass(frozen=True)
class Architecture:
    name: str
    sources: str
    tests: str
    roles: tuple[Role, ...]
    # How the roles are read from the files, for the reader of the report.
    rule: str


ARCHITECTURES = (
    # The course's MVC: controllers hold the screen logic and the navigation, views only write.
    Architecture(
        "MVC",
        "Sources/Arch-MVC",
        "Tests/ArchMVCTests",
        (
            Role("controllers", ("Controllers/*",)),
            Role("views", ("Views/*",)),
            Role("assembly", ("MVCAssembly.swift",)),
        ),
        "By folder. The base controllers every screen inherits count as controllers.",
    ),
    # MVP: a contract per screen (the presenter and view protocols), presenters with the logic,
    # passive views that decode commands, and the navigation in a router.
    Architecture(
        "MVP",
        "Sources/Arch-MVP",
        "Tests/ArchMVPTests",
        (
            Role("contracts", ("Contracts/*",)),
            Role("presenters", ("Presenters/*",)),
            Role("views", ("Views/*",)),
            Role("navigation", ("Navigation/*",)),
            Role("tracing", ("Tracing/*",)),
            Role("assembly", ("MVPAssembly.swift",)),
        ),
        "By folder. Helpers count with the folder they sit in: IntentFailure and UndoRedo are presenter "
        "code, CommandGrammar and ConsoleScreen view code; the tracing is the traced twins of the "
        "presenters, views and router that `trace on` records through, put in place by the ScreenFactory.",
    ),
    # MVVM: view models with observable state, views bound to them, a coordinator for the
    # navigation.
    Architecture(
        "MVVM",
        "Sources/Arch-MVVM",
        "Tests/ArchMVVMTests",
        (
            Role("view-model support", ("ViewModels/Support/*",)),
            Role("view models", ("ViewModels/*",)),
            Role("view support", ("Views/Support/*",)),
            Role("views", ("Views/*",)),
            Role("coordinator", ("Coordinator/*",)),
            Role("tracing", ("Tracing/*",)),
            Role("assembly", ("MVVMAssembly.swift",)),
        ),
        "By folder, keeping the code's own Support folders apart: what every view model or every view "
        "shares is not one screen's cost. The view models' input protocols count with the view models; "
        "the tracing is their traced twins and the wrappers of the actions and changes, put in place "
        "by the coordinator.",
    ),
    # VIPER: one folder per module (view, presenter, interactor, router, builder), each file named
    # for its part. Order matters: `Tracing/` and `Common/` come first, or
    # Tracing/TracedPokemonListInteractor.swift would count as an interactor and
    # Common/ChangeHistoryPresenter.swift as a module's presenter.
    Architecture(
        "VIPER",
        "Sources/Arch-VIPER",
        "Tests/ArchVIPERTests",
        (
            Role("tracing", ("Tracing/*",)),
            Role("common", ("Common/*",)),
            Role(
                "interfaces",
                ("*ViewInterface.swift", "*ModuleInterface.swift", "*InteractorIO.swift", "*ModuleDelegate.swift"),
            ),
            Role("views", ("*View.swift", "*View+*.swift")),
            Role("presenters", ("*Presenter.swift", "*Presenter+*.swift")),
            Role("interactors", ("*Interactor.swift", "*Interactor+*.swift")),
            Role("routers", ("*Router.swift",)),
            Role("builders", ("*ModuleBuilder.swift",)),
            Role("assembly", ("VIPERAssembly.swift",)),
        ),
        "By file name, across the four module folders: `…View` is a view, `…Presenter` a presenter and "
        "so on, with their extensions (`…View+Transfers`). The protocols between the parts (`…ViewInterface`, `…ModuleInterface`, `…InteractorIO`, "
        "`…ModuleDelegate`) are a role of their own, since they are what VIPER adds; `Common/` holds what "
        "every module shares; the tracing is the traced twins of those protocols and of the routers, put "
        "in place by the module builders.",
    ),
    # TEA: the loop's parts, one folder each — the state, the actions, the reducers, the effects
    # (values), the runtime that runs them (store, subscriptions), and the views.
    Architecture(
        "TEA",
        "Sources/Arch-TEA",
        "Tests/ArchTEATests",
        (
            Role("state", ("State/*",)),
            Role("actions", ("Action/*",)),
            Role("reducers", ("Reducer/*",)),
            Role("effects", ("Effect/*",)),
            Role("runtime", ("Runtime/*",)),
            Role("views", ("View/*",)),
            Role("tracing", ("Tracing/*",)),
            Role("assembly", ("TEAAssembly.swift",)),
        ),
        "By folder, one for each part of the loop. The runtime is the store, the subscriptions that hold "
        "the live results and the effect runner — the one caller of the repositories; the tracing is what "
        "`trace on` records at the loop's five points, and how actions and effects read there.",
    ),
)


# What the five architectures' screens say alike — command tables, table columns and cells, the
# row-change report, the long commands' terminal side — written once. Measured apart: it is no
# architecture's cost, and each architecture's numbers above are what remains its own.
SHARED = Architecture(
    "shared screen content",
    "Sources/PokedeskScreens",
    "Tests/PokedeskScreensTests",
    (
        Role("command tables", ("Commands/*",)),
        Role("tables", ("Tables/*",)),
        Role("row changes", ("Changes/*",)),
        Role("long commands", ("Transfers/*",)),
        Role("tracing", ("Tracing/*",)),
    ),
    "By folder. Every screen's commands (names, arguments, help, how the arguments that are more than "
    "a number are read), the tables' columns and cells, the live results' changes as the kit reports "
    "them, what a view does while a long command runs, and the trace's first hop of a line, recorded "
    "where the kit hands it to a screen. Each architecture passes in what is its own: "
    "where Tab's names come from, and who handles each command.",
)


# MARK: - Reading Swift


@dataclass
class _Code:
    """Code: the top level, or the inside of a string interpolation `\\( … )`."""

    interpolation: bool
    parens: int = 0


@dataclass
class _String:
    hashes: int
    multiline: bool


_STRING_OPENING = re.compile(r'(#*)("""|")')


def blank_comments_and_strings(source: str) -> str:
    """The source with comments turned into spaces and string contents into `~`, line breaks kept.

    What is left is the code a reader must read: a line is code when anything but blanks is left
    on it, and keywords are found in it without being fooled by a comment or a string. Handles
    nested block comments, multi-line and raw strings (`#"…"#`), and interpolations, which are
    code again and may hold strings of their own.
    """
    out: list[str] = []
    stack: list[_Code | _String] = [_Code(interpolation=False)]
    i, n = 0, len(source)
    while i < n:
        frame = stack[-1]
        c = source[i]
        if isinstance(frame, _String):
            hashes = "#" * frame.hashes
            if c == "\\" and source.startswith(hashes, i + 1):
                after = i + 1 + frame.hashes
                if after < n and source[after] == "(":
                    out.append("~" * (after + 1 - i))
                    stack.append(_Code(interpolation=True))
                    i = after + 1
                    continue
                if after < n and source[after] != "\n":
                    out.append("~" * (after + 1 - i))
                    i = after + 1
                    continue
                out.append("~" * (after - i))
                i = after
                continue
            closing = ('"""' if frame.multiline else '"') + hashes
            if source.startswith(closing, i):
                out.append(closing)
                stack.pop()
                i += len(closing)
                continue
            if c == "\n":
                if not frame.multiline:
                    stack.pop()  # An unterminated one-line string ends with its line.
                out.append("\n")
            else:
                out.append(" " if c.isspace() else "~")
            i += 1
            continue

        # Code.
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end == -1 else end
            out.append(" " * (end - i))
            i = end
            continue
        if source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth > 0:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("".join("\n" if ch == "\n" else " " for ch in source[i:j]))
            i = j
            continue
        opening = _STRING_OPENING.match(source, i) if c in "\"#" else None
        if opening:
            hashes, quotes = opening.group(1), opening.group(2)
            out.append(opening.group(0))
            stack.append(_String(hashes=len(hashes), multiline=quotes == '"""'))
            i = opening.end()
            continue
        if frame.interpolation:
            if c == "(":
                frame.parens += 1
            elif c == ")":
                if frame.parens == 0:
                    stack.pop()
                    out.append("~")
                    i += 1
                    continue
                frame.parens -= 1
        out.append(c)
        i += 1
    return "".join(out)


_TYPE = re.compile(r"(?<![\w.`])(?:class|struct|enum|actor)\s+(?=[A-Z_])")
_PROTOCOL = re.compile(r"(?<![\w.`])protocol\s+(?=[A-Z_])")
_TEST = re.compile(r"(?<![\w.`])@Test\b")


@dataclass(frozen=True)
class SwiftMeasure:
    code_lines: int
    types: int
    protocols: int
    tests: int


def measure_swift(source: str) -> SwiftMeasure:
    code = blank_comments_and_strings(source)
    return SwiftMeasure(
        code_lines=sum(1 for line in code.split("\n") if line.strip()),
        types=len(_TYPE.findall(code)),
        protocols=len(_PROTOCOL.findall(code)),
        tests=len(_TEST.findall(code)),
    )


# MARK: - Measuring the modules


@dataclass
class Tally:
    files: list[str] = field(default_factory=list)
    code_lines: int = 0
    types: int = 0
    protocols: int = 0
    tests: int = 0

    def add(self, path: str, measure: SwiftMeasure) -> None:
        self.files.append(path)
        self.code_lines += measure.code_lines
        self.types += measure.types
        self.protocols += measure.protocols
        self.tests += measure.tests


@dataclass
class ArchitectureMeasure:
    architecture: Architecture
    roles: dict[str, Tally]
    total: Tally
    tests: Tally


class UnclassifiedFile(Exception):
    pass


# What `trace on` records through is counted apart: the comparison measures each pattern, not
# the instrument that watches it.
TRACING = "tracing"


def role_of(architecture: Architecture, relative: str) -> str:
    for role in architecture.roles:
        if any(fnmatch.fnmatchcase(relative, pattern) for pattern in role.patterns):
            return role.name
    raise UnclassifiedFile(
        f"{architecture.sources}/{relative}: no role of {architecture.name} matches it; "
        "add a rule in scripts/architecture_report.py"
    )


def swift_files(directory: Path) -> list[Path]:
    return sorted(directory.rglob("*.swift"), key=lambda p: p.as_posix())


def measure_architecture(root: Path, architecture: Architecture) -> ArchitectureMeasure:
    roles = {role.name: Tally() for role in architecture.roles}
    total = Tally()
    sources = root / architecture.sources
    for path in swift_files(sources):
        relative = path.relative_to(sources).as_posix()
        measure = measure_swift(path.read_text(encoding="utf-8"))
        role = role_of(architecture, relative)
        roles[role].add(relative, measure)
        if role != TRACING:
            total.add(relative, measure)
    tests = Tally()
    test_root = root / architecture.tests
    for path in swift_files(test_root):
        tests.add(path.relative_to(test_root).as_posix(), measure_swift(path.read_text(encoding="utf-8")))
    return ArchitectureMeasure(architecture, roles, total, tests)


# MARK: - Writing the tables


NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

WARNING = """\
**Fewer lines is not better.** These numbers say how much code there is to read, not how good it
is. They do not count how many of those lines a change has to touch, how many of them a test can
reach without a terminal, or how far apart the lines that must agree sit. The extra lines of the
layered architectures are mostly protocols and the types that cross them: they are what lets a
presenter, a view model or an interactor be tested alone with a stand-in on each side, and what
keeps a screen's logic out of the code that writes to the terminal. TEA's are mostly values — the
actions, the effects, the state — which let its reducer be tested with no stand-in at all. Read the
code lines beside the test lines and the roles below, and judge a cost against what it buys."""

HOW_COUNTED = """\
Lines of code are non-blank lines once comments (`//`, `///`, `/* */`) are removed; a line inside
a string literal counts. Types are `class`, `struct`, `enum` and `actor` declarations, nested ones
included (extensions are not counted); protocols are counted apart. Tests are `@Test` functions in
`Tests/Arch*Tests`, including their doubles and helpers in the test lines. Not counted here: the
layers all five share (`PokedeskDomain`, `PokedeskData` and the engine below it, `ManagedGraph`,
`TerminalKit`, and `PokedeskScreens`, measured apart below), the fakes of
`Tests/Support/PokedeskDomainFakes` they all use, and the behaviour suite that runs every transcript
through each of them."""


def _files_cell(tally: Tally) -> str:
    """The files of a role, grouped by folder: `Controllers/` LiveListViewController, …"""
    folders: dict[str, list[str]] = {}
    for path in tally.files:
        folder, _, name = path.rpartition("/")
        folders.setdefault(folder, []).append(name.removesuffix(".swift"))
    parts = []
    for folder, names in folders.items():
        prefix = f"`{folder}/` " if folder else ""
        parts.append(prefix + ", ".join(names))
    return "; ".join(parts)


def _count(number: int, unit: str) -> str:
    return f"{number} {unit}" + ("" if number == 1 else "s")


def _role_table(measure: ArchitectureMeasure) -> list[str]:
    """A module's roles, one row each, then its total."""
    lines = [
        "| role | files | lines of code | share | types | protocols | files in it |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for role in measure.architecture.roles:
        tally = measure.roles[role.name]
        share = f"{100 * tally.code_lines / max(measure.total.code_lines, 1):.0f}%" if role.name != TRACING else "apart"
        lines.append(
            f"| {role.name} | {len(tally.files)} | {tally.code_lines} | {share} | {tally.types} "
            f"| {tally.protocols} | {_files_cell(tally)} |"
        )
    lines.append(
        f"| **total** | **{len(measure.total.files)}** | **{measure.total.code_lines}** | 100% "
        f"| **{measure.total.types}** | **{measure.total.protocols}** | |"
    )
    return lines


def render(measures: list[ArchitectureMeasure], shared: ArchitectureMeasure) -> str:
    names = [m.architecture.name for m in measures]
    lines = [
        BEGIN_MARKER,
        "<!-- Written by `make report` (scripts/architecture_report.py) from the code; do not edit by hand.",
        "     `make report-check` fails on CI when this part differs from what the code gives. -->",
        "",
        f"### The {NUMBER_WORDS.get(len(measures), str(len(measures)))} modules in numbers",
        "",
        "| | " + " | ".join(names) + " |",
        "|---|" + "---:|" * len(names),
    ]
    rows = [
        ("files", lambda m: len(m.total.files)),
        ("lines of code", lambda m: m.total.code_lines),
        ("types (class, struct, enum, actor)", lambda m: m.total.types),
        ("protocols", lambda m: m.total.protocols),
        ("tracing, apart: lines of code", lambda m: m.roles[TRACING].code_lines if TRACING in m.roles else 0),
        ("unit test files", lambda m: len(m.tests.files)),
        ("unit test lines of code", lambda m: m.tests.code_lines),
        ("unit tests (`@Test` functions)", lambda m: m.tests.tests),
        ("test lines per line of code", lambda m: f"{m.tests.code_lines / max(m.total.code_lines, 1):.2f}"),
    ]
    for label, value in rows:
        lines.append(f"| {label} | " + " | ".join(str(value(m)) for m in measures) + " |")
    lines += ["", WARNING, "", HOW_COUNTED, "", "### Where the code goes, role by role", ""]
    lines += [
        "Each architecture is split by its own roles, read from its folders and file names (the rules",
        "are in `scripts/architecture_report.py`). The last column lists the files of each role; share is",
        "the role's part of the module's lines of code. A module's tracing — what `trace on` records",
        "through — is counted apart, outside its total.",
    ]
    for measure in measures:
        arch = measure.architecture
        lines += ["", f"#### {arch.name} (`{arch.sources}`)", "", arch.rule, ""]
        lines += _role_table(measure)
    lines += [
        "",
        f"### The {shared.architecture.name} (`{shared.architecture.sources}`)",
        "",
        shared.architecture.rule,
        "",
    ]
    lines += _role_table(shared)
    lines += [
        "",
        f"Its unit tests (`{shared.architecture.tests}`): {_count(len(shared.tests.files), 'file')}, "
        f"{_count(shared.tests.code_lines, 'line')} of code, {_count(shared.tests.tests, 'test')}.",
    ]
    lines.append(END_MARKER)
    return "\n".join(lines) + "\n"


# MARK: - The markers in docs/architectures.md


class MarkerError(Exception):
    pass


def replace_between_markers(document: str, block: str) -> str:
    """`document` with everything from the begin marker to the end marker (inclusive) replaced by
    `block`, which carries the markers itself."""
    begin = document.find(BEGIN_MARKER)
    end = document.find(END_MARKER)
    if begin == -1 or end == -1 or end < begin:
        raise MarkerError(f"{REPORT_PATH} needs the lines {BEGIN_MARKER} and {END_MARKER}, in that order")
    if document.find(BEGIN_MARKER, begin + 1) != -1 or document.find(END_MARKER, end + 1) != -1:
        raise MarkerError(f"{REPORT_PATH} has its report markers more than once")
    after = end + len(END_MARKER)
    if document.startswith("\n", after):
        after += 1
    return document[:begin] + block + document[after:]


def measure_all(root: Path) -> list[ArchitectureMeasure]:
    return [measure_architecture(root, architecture) for architecture in ARCHITECTURES]


def render_all(root: Path) -> str:
    return render(measure_all(root), measure_architecture(root, SHARED))


def stale_diff(root: Path) -> str:
    """A unified diff from the committed document to the one the code gives; empty when current."""
    path = root / REPORT_PATH
    committed = path.read_text(encoding="utf-8")
    wanted = replace_between_markers(committed, render_all(root))
    return "".join(
        difflib.unified_diff(
            committed.splitlines(keepends=True),
            wanted.splitlines(keepends=True),
            fromfile=f"{REPORT_PATH} (committed)",
            tofile=f"{REPORT_PATH} (from the code)",
        )
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="fail if the committed tables are stale")
    mode.add_argument("--print", action="store_true", help="write the tables to standard output")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    options = parser.parse_args(argv)
    root: Path = options.root
    try:
        if options.print:
            sys.stdout.write(render_all(root))
            return 0
        if options.check:
            diff = stale_diff(root)
            if diff:
                sys.stderr.write(diff)
                sys.stderr.write(f"\n{REPORT_PATH} is stale: run `make report` and commit the result.\n")
                return 1
            print(f"{REPORT_PATH}: the report is up to date")
            return 0
        path = root / REPORT_PATH
        document = path.read_text(encoding="utf-8")
        updated = replace_between_markers(document, render_all(root))
        if updated != document:
            path.write_text(updated, encoding="utf-8")
            print(f"{REPORT_PATH}: report written")
        else:
            print(f"{REPORT_PATH}: the report was already up to date")
        return 0
    except (UnclassifiedFile, MarkerError, FileNotFoundError) as error:
        sys.stderr.write(f"error: {error}\n")
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
