#!/usr/bin/env python3
"""Runs the core commands with `--trace` in every architecture and draws what really happened
into docs/architectures.md: one sequence diagram per command and architecture, and a table of
hops, roles crossed and SQL statements.

    python3 scripts/trace_report.py --pokedesk PATH           write the diagrams between the markers
    python3 scripts/trace_report.py --pokedesk PATH --check   exit 1, with a diff, if they are stale
    python3 scripts/trace_report.py --pokedesk PATH --print   write them to standard output only

The commands are `scripts/trace-commands.txt`: lines before `trace on` set the scene untraced.
The app writes its trace after each traced line (`trace: N hops`, one line a hop with its role,
`· ` per caller, `Type.message`, then `engine: …`); this script reads that text back, so the
diagrams show exactly what a learner sees with `trace on`. Mermaid's `sequenceDiagram` renders
where the repository is browsed.
"""
from __future__ import annotations

import argparse
import difflib
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from architecture_report import ARCHITECTURES  # noqa: E402  (the one list of architectures)

BEGIN_MARKER = "<!-- traces:begin -->"
END_MARKER = "<!-- traces:end -->"
REPORT_PATH = Path("docs/architectures.md")
COMMANDS_PATH = Path("scripts/trace-commands.txt")
MINIMUMS_PATH = Path("scripts/trace-minimums.txt")

# The app's roles, longest first so that `view model` is not read as `view`.
ROLES = sorted(
    [
        "view", "controller", "presenter", "view model", "interactor", "router", "coordinator",
        "store", "action", "reducer", "effect", "repository", "context", "live results",
    ],
    key=len,
    reverse=True,
)
ROLE_WIDTH = max(len(role) for role in ROLES)


# MARK: - Reading a traced transcript


@dataclass(frozen=True)
class Hop:
    depth: int
    role: str
    type: str
    message: str


@dataclass(frozen=True)
class TracedCommand:
    # The prompt's path and the command, as typed: `pokemons/Pika/types> 4`.
    line: str
    hops: tuple[Hop, ...]
    statements: int

    @property
    def roles(self) -> list[str]:
        return list(dict.fromkeys(hop.role for hop in self.hops))


class TraceFormatError(Exception):
    pass


_PROMPT = re.compile(r"^pokedesk\[[a-z]+\] ([^>]*> .*)$")
_HEADING = re.compile(r"^trace: (\d+) hops?$")
_STATEMENTS = re.compile(r"^  engine: (\d+) SQL statements?\b")


def parse_hop(text: str) -> Hop:
    """`  presenter     · PokemonListPresenter.changeRace(row: 1)` as a hop."""
    body = text[2:]
    role = next((role for role in ROLES if body.startswith(role + " ")), None)
    if role is None or not text.startswith("  "):
        raise TraceFormatError(f"not a hop line: {text!r}")
    rest = body[ROLE_WIDTH + 2 :]
    depth = 0
    while rest.startswith("· "):
        depth += 1
        rest = rest[2:]
    type_name, dot, message = rest.partition(".")
    if not dot:
        raise TraceFormatError(f"a hop without Type.message: {text!r}")
    return Hop(depth, role, type_name, message)


def parse_transcript(transcript: str) -> list[TracedCommand]:
    """The traced commands of a `--echo --trace` transcript, in order."""
    commands: list[TracedCommand] = []
    command = None
    lines = iter(transcript.splitlines())
    for line in lines:
        prompt = _PROMPT.match(line)
        if prompt:
            command = prompt.group(1)
            continue
        heading = _HEADING.match(line)
        if not heading:
            continue
        if command is None:
            raise TraceFormatError("a trace before any command")
        hops = tuple(parse_hop(next(lines)) for _ in range(int(heading.group(1))))
        engine = _STATEMENTS.match(next(lines, ""))
        if not engine:
            raise TraceFormatError(f"the trace of {command!r} has no engine line")
        commands.append(TracedCommand(command, hops, int(engine.group(1))))
    return commands


# MARK: - Drawing


def _mermaid_text(text: str) -> str:
    # `;` ends a Mermaid statement and `#` starts an entity: both written as entities.
    return re.sub(r"[#;]", lambda match: f"#{ord(match.group())};", text)


def sequence_diagram(command: TracedCommand) -> list[str]:
    """A Mermaid sequence diagram: the user, then each type in the order it is first met, labelled
    with its role; an arrow from each hop's caller to it."""
    lines = ["```mermaid", "sequenceDiagram", "    actor User as user"]
    participants: dict[str, str] = {}
    for hop in command.hops:
        participants.setdefault(hop.type, hop.role)
    for type_name, role in participants.items():
        lines.append(f"    participant {type_name} as {type_name} ({role})")
    callers: list[str] = []
    for hop in command.hops:
        del callers[hop.depth :]
        caller = callers[-1] if callers else "User"
        lines.append(f"    {caller}->>{hop.type}: {_mermaid_text(hop.message)}")
        callers.append(hop.type)
    lines.append("```")
    return lines


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun if count == 1 else noun + 's'}"


def parse_minimums(text: str) -> dict[str, int]:
    """`scripts/trace-minimums.txt`: `COMMAND | NUMBER | STATEMENTS` a line, `#` comments."""
    minimums: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = [part.strip() for part in line.split("|")]
        if len(parts) != 3 or not parts[1].isdigit() or not parts[2]:
            raise TraceFormatError(f"{MINIMUMS_PATH}:{number}: expected COMMAND | NUMBER | STATEMENTS")
        minimums[parts[0]] = int(parts[1])
    return minimums


def render(traces: dict[str, list[TracedCommand]], minimums: dict[str, int] | None = None) -> str:
    """The block between the markers, markers included. With `minimums`, every traced command
    must have one, shown in the column "by hand"."""
    names = list(traces)
    commands = [traced.line for traced in traces[names[0]]]
    for name in names[1:]:
        if [traced.line for traced in traces[name]] != commands:
            raise TraceFormatError(f"{name} traced other commands than {names[0]}")
    if minimums is not None:
        missing = [command for command in commands if command not in minimums]
        if missing:
            raise TraceFormatError(f"{MINIMUMS_PATH} has no line for {', '.join(missing)}")
    by_hand = minimums is not None
    out = [
        BEGIN_MARKER,
        "<!-- Written by `make report` (scripts/trace_report.py) from real runs with `--trace`: do not edit. -->",
        "",
        f"The commands of `{COMMANDS_PATH}`, run with `--trace` in each architecture, each after the "
        "screen it was typed on. A cell reads hops · roles crossed · SQL statements."
        + (
            f" *By hand* is the fewest statements a program written by hand for that command needs, "
            f"keeping nothing in memory from one command to the next (`{MINIMUMS_PATH}` lists them): "
            "what an architecture runs beyond it is its own and the engine's; fewer, what the live "
            "results kept (the count, the rows a page handed out)."
            if by_hand
            else ""
        ),
        "",
        "| command | " + ("by hand | " if by_hand else "") + " | ".join(names) + " |",
        "|---" * (len(names) + 1 + (1 if by_hand else 0)) + "|",
    ]
    for index, command in enumerate(commands):
        cells = [str(minimums[command])] if minimums is not None else []
        for name in names:
            traced = traces[name][index]
            cells.append(f"{len(traced.hops)} · {len(traced.roles)} · {traced.statements}")
        out.append(f"| `{command}` | " + " | ".join(cells) + " |")
    out.append("")
    out.append("Roles crossed, in the order met:")
    out.append("")
    out.append("| command | " + " | ".join(names) + " |")
    out.append("|---" * (len(names) + 1) + "|")
    for index, command in enumerate(commands):
        cells = [", ".join(traces[name][index].roles) for name in names]
        out.append(f"| `{command}` | " + " | ".join(cells) + " |")
    for index, command in enumerate(commands):
        out += ["", f"#### `{command}`", ""]
        for name in names:
            traced = traces[name][index]
            out.append(
                f"<details><summary>{name}: {_plural(len(traced.hops), 'hop')}, "
                f"{_plural(traced.statements, 'SQL statement')}</summary>"
            )
            out.append("")
            out += sequence_diagram(traced)
            out.append("")
            out.append("</details>")
    out.append(END_MARKER)
    return "\n".join(out) + "\n"


# MARK: - Running the app


def run_traced(pokedesk: Path, architecture: str, script: str) -> list[TracedCommand]:
    completed = subprocess.run(
        [str(pokedesk), "--in-memory", "--echo", "--arch", architecture],
        input=script,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if completed.returncode != 0:
        raise TraceFormatError(f"{architecture} failed: {completed.stderr.strip()}")
    return parse_transcript(completed.stdout)


def render_all(root: Path, pokedesk: Path) -> str:
    script = (root / COMMANDS_PATH).read_text(encoding="utf-8")
    traces = {a.name: run_traced(pokedesk, a.name.lower(), script) for a in ARCHITECTURES}
    minimums = parse_minimums((root / MINIMUMS_PATH).read_text(encoding="utf-8"))
    return render(traces, minimums)


# MARK: - The markers


class MarkerError(Exception):
    pass


def replace_between_markers(document: str, block: str) -> str:
    begin = document.find(BEGIN_MARKER)
    end = document.find(END_MARKER)
    if begin == -1 or end == -1 or end < begin:
        raise MarkerError(f"{REPORT_PATH} needs the lines {BEGIN_MARKER} and {END_MARKER}, in that order")
    after = end + len(END_MARKER)
    if document.startswith("\n", after):
        after += 1
    return document[:begin] + block + document[after:]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="fail if the committed diagrams are stale")
    mode.add_argument("--print", action="store_true", help="write the diagrams to standard output")
    parser.add_argument("--pokedesk", type=Path, required=True, help="the built pokedesk executable")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    options = parser.parse_args(argv)
    root: Path = options.root
    try:
        block = render_all(root, options.pokedesk)
        if options.print:
            sys.stdout.write(block)
            return 0
        path = root / REPORT_PATH
        document = path.read_text(encoding="utf-8")
        updated = replace_between_markers(document, block)
        if options.check:
            if updated != document:
                sys.stderr.writelines(
                    difflib.unified_diff(
                        document.splitlines(keepends=True),
                        updated.splitlines(keepends=True),
                        fromfile=f"{REPORT_PATH} (committed)",
                        tofile=f"{REPORT_PATH} (from a traced run)",
                    )
                )
                sys.stderr.write(f"\n{REPORT_PATH}: the traced diagrams are stale: run `make report` and commit.\n")
                return 1
            print(f"{REPORT_PATH}: the traced diagrams are up to date")
            return 0
        if updated != document:
            path.write_text(updated, encoding="utf-8")
            print(f"{REPORT_PATH}: traced diagrams written")
        else:
            print(f"{REPORT_PATH}: the traced diagrams were already up to date")
        return 0
    except (TraceFormatError, MarkerError, FileNotFoundError, subprocess.TimeoutExpired) as error:
        sys.stderr.write(f"error: {error}\n")
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
