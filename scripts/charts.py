#!/usr/bin/env python3
"""Draws the bench's cost curves as log-log SVG charts from docs/performance.json.

    python3 scripts/charts.py [--input docs/performance.json] [--output docs/charts]

One chart per curve (the first page, its peak memory, one change delivered, the fetch of all):
the store's size across, the cost up, both on decade scales, one line per contestant. On such
axes a cost that does not depend on the store is a flat line and one that grows with it climbs
one decade per decade, which is what the course wants a learner to see at a glance.

The SVG is written by hand so that the charts need nothing beyond Python's standard library; the
same json always gives the same bytes, so regenerated charts only differ when the figures do.
"""

import argparse
import json
import math
import sys
from pathlib import Path
from xml.sax.saxutils import escape

WIDTH = 720
PLOT_LEFT = 84
PLOT_RIGHT = 680
PLOT_TOP = 84
PLOT_BOTTOM = 384
LEGEND_TOP = 454
LEGEND_LINE = 22

# Okabe and Ito's palette: told apart with the common colour blindnesses, dark enough on white.
COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
MARKERS = ["circle", "square", "triangle", "diamond"]

# What each chart shows: the curve it reads, the figure it takes of each contestant, and words.
CHARTS = [
    {
        "file": "first-page.svg",
        "curve": "first-page",
        "figure": "median",
        "title": "First page of 20 pokemons, and the count",
        "subtitle": "time from the open store to the first 20 rows, in a fresh process",
        "unit": "seconds",
    },
    {
        "file": "first-page-memory.svg",
        "curve": "first-page",
        "figure": "peak",
        "title": "Peak memory of showing the first page",
        "subtitle": "the process's peak resident memory, store opening included",
        "unit": "bytes",
    },
    {
        "file": "live-results.svg",
        "curve": "live-results",
        "figure": "median",
        "title": "One rename delivered to the list",
        "subtitle": "time from the save to the row change the list hears",
        "unit": "seconds",
    },
    {
        "file": "fetch.svg",
        "curve": "fetch",
        "figure": "median",
        "title": "Fetch every pokemon and read its name",
        "subtitle": "time to read the whole table",
        "unit": "seconds",
    },
    {
        "file": "commands-reading.svg",
        "curve": "commands",
        "figure": "median",
        "title": "Commands that read: paging, editor, find, sort, sections",
        "subtitle": "median time of each command inside one pokedesk process, its start left out",
        "unit": "seconds",
        "edits": False,
    },
    {
        "file": "commands-editing.svg",
        "curve": "commands",
        "figure": "median",
        "title": "Commands that save: edits, their undo and redo",
        "subtitle": "median time of each command inside one pokedesk process, the save included",
        "unit": "seconds",
        "edits": True,
    },
]

# The commands curve is split in two charts, one for the commands that save (whose labels name
# the edit) and one for the rest, so that neither draws forty lines.
EDIT_WORDS = ("add", "rename", "change race", "delete", "undo", "redo", "editor: name", "race picker")


def is_edit(key):
    return any(key.startswith(word) for word in EDIT_WORDS)


# MARK: - Scales and labels


def decades(low, high):
    """The powers of ten from the one at or below `low` to the one at or above `high`."""
    first = math.floor(math.log10(low) + 1e-9)
    last = math.ceil(math.log10(high) - 1e-9)
    if last == first:
        last += 1
    return [10.0**exponent for exponent in range(first, last + 1)]


def log_position(value, low, high, start, end):
    """Where `value` falls between `start` and `end` on a log scale from `low` to `high`."""
    share = (math.log10(value) - math.log10(low)) / (math.log10(high) - math.log10(low))
    return start + share * (end - start)


def count_label(value):
    """1000 → "1k", 10000000 → "10M": the store sizes on the horizontal axis."""
    for size, suffix in [(1e9, "G"), (1e6, "M"), (1e3, "k")]:
        if value >= size:
            return f"{value / size:g}{suffix}"
    return f"{value:g}"


def seconds_label(value):
    """A decade of seconds in the unit that reads best: "1 µs", "10 ms", "100 s"."""
    for size, unit in [(1, "s"), (1e-3, "ms"), (1e-6, "µs")]:
        if value >= size * (1 - 1e-9):
            return f"{round(value / size, 9):g} {unit}"
    return f"{round(value * 1e9, 9):g} ns"


def bytes_label(value):
    """A decade of bytes: "1 MB", "100 MB", "10 GB" (powers of ten, as the bench prints)."""
    for size, unit in [(1e9, "GB"), (1e6, "MB"), (1e3, "kB")]:
        if value >= size * (1 - 1e-9):
            return f"{round(value / size, 9):g} {unit}"
    return f"{value:g} B"


# MARK: - Reading the json


def series(report, chart):
    """The lines of one chart: [(key, title, [(size, value)])] in the contestants' order, and
    the keys that left the curve before its largest size."""
    scenarios = sorted(
        (scenario for scenario in report.get("scenarios", []) if scenario.get("curve") == chart["curve"]),
        key=lambda scenario: scenario["size"],
    )
    lines = {}
    for scenario in scenarios:
        for contestant in scenario["contestants"]:
            if "edits" in chart and is_edit(contestant["key"]) != chart["edits"]:
                continue
            value = figure(contestant, chart["figure"])
            if value is None or value <= 0:
                continue
            key = contestant["key"]
            if key not in lines:
                lines[key] = (contestant["title"], [])
            lines[key][1].append((scenario["size"], value))
    largest = scenarios[-1]["size"] if scenarios else None
    stopped = {key for key, (_, points) in lines.items() if points[-1][0] != largest}
    return [(key, title, points) for key, (title, points) in lines.items()], stopped


def figure(contestant, which):
    if which == "peak":
        kib = contestant.get("peakKiB")
        return None if kib is None else kib * 1024
    values = sorted(contestant["samples"]["values"])
    if not values:
        return None
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


# MARK: - Drawing


def marker(shape, x, y, colour):
    if shape == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4.5" fill="{colour}"/>'
    if shape == "square":
        return f'<rect x="{x - 4:.1f}" y="{y - 4:.1f}" width="8" height="8" fill="{colour}"/>'
    if shape == "triangle":
        points = f"{x:.1f},{y - 5.5:.1f} {x + 5:.1f},{y + 4:.1f} {x - 5:.1f},{y + 4:.1f}"
        return f'<polygon points="{points}" fill="{colour}"/>'
    points = f"{x:.1f},{y - 5.5:.1f} {x + 5.5:.1f},{y:.1f} {x:.1f},{y + 5.5:.1f} {x - 5.5:.1f},{y:.1f}"
    return f'<polygon points="{points}" fill="{colour}"/>'


def text(x, y, content, size=13, anchor="start", colour="#222222", weight="normal"):
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" fill="{colour}" '
        f'font-weight="{weight}">{escape(content)}</text>'
    )


def render(chart, lines, stopped, limit_seconds=None):
    """The SVG of one chart. `lines` and `stopped` as `series` returns them."""
    sizes = [size for _, _, points in lines for size, _ in points]
    values = [value for _, _, points in lines for _, value in points]
    x_ticks = decades(min(sizes), max(sizes))
    y_ticks = decades(min(values), max(values))
    label = seconds_label if chart["unit"] == "seconds" else bytes_label
    height = LEGEND_TOP + LEGEND_LINE * len(lines) + 16

    def x_of(size):
        return log_position(size, x_ticks[0], x_ticks[-1], PLOT_LEFT, PLOT_RIGHT)

    def y_of(value):
        return log_position(value, y_ticks[0], y_ticks[-1], PLOT_BOTTOM, PLOT_TOP)

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="Helvetica, Arial, sans-serif">',
        # An explicit background: GitHub's dark theme would otherwise show dark text on dark.
        f'<rect width="{WIDTH}" height="{height}" fill="#ffffff"/>',
        text(PLOT_LEFT, 28, chart["title"], size=17, weight="bold"),
        text(PLOT_LEFT, 48, chart["subtitle"], size=12, colour="#555555"),
        text(PLOT_LEFT, 66, "log-log: a flat line costs the same at every size, a climbing one grows with the store",
             size=12, colour="#555555"),
    ]
    # Faint lines at 2…9 of each decade, stronger ones at the decades, labelled.
    for ticks, is_x in [(x_ticks, True), (y_ticks, False)]:
        for decade in ticks[:-1]:
            for step in range(2, 10):
                position = x_of(decade * step) if is_x else y_of(decade * step)
                out.append(grid_line(position, is_x, "#eeeeee"))
        for decade in ticks:
            position = x_of(decade) if is_x else y_of(decade)
            out.append(grid_line(position, is_x, "#cccccc"))
            if is_x:
                out.append(text(position, PLOT_BOTTOM + 20, count_label(decade), anchor="middle"))
            else:
                out.append(text(PLOT_LEFT - 8, position + 4, label(decade), anchor="end"))
    out.append(
        f'<rect x="{PLOT_LEFT}" y="{PLOT_TOP}" width="{PLOT_RIGHT - PLOT_LEFT}" '
        f'height="{PLOT_BOTTOM - PLOT_TOP}" fill="none" stroke="#888888"/>'
    )
    out.append(text((PLOT_LEFT + PLOT_RIGHT) / 2, PLOT_BOTTOM + 42, "pokemons in the store", anchor="middle"))
    axis = "time" if chart["unit"] == "seconds" else "peak resident memory"
    out.append(
        f'<text x="18" y="{(PLOT_TOP + PLOT_BOTTOM) / 2:.1f}" font-size="13" text-anchor="middle" fill="#222222" '
        f'transform="rotate(-90 18 {(PLOT_TOP + PLOT_BOTTOM) / 2:.1f})">{axis}</text>'
    )

    for index, (key, title, points) in enumerate(lines):
        colour = COLOURS[index % len(COLOURS)]
        shape = MARKERS[index % len(MARKERS)]
        path = " ".join(f"{x_of(size):.1f},{y_of(value):.1f}" for size, value in points)
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2.5"/>')
        out += [marker(shape, x_of(size), y_of(value), colour) for size, value in points]
        if key in stopped:
            last_x, last_y = x_of(points[-1][0]), y_of(points[-1][1])
            out.append(text(last_x + 9, last_y + 4, "stops", size=12, colour=colour, weight="bold"))
        legend_y = LEGEND_TOP + LEGEND_LINE * index
        out.append(
            f'<line x1="{PLOT_LEFT}" y1="{legend_y}" x2="{PLOT_LEFT + 28}" y2="{legend_y}" '
            f'stroke="{colour}" stroke-width="2.5"/>'
        )
        out.append(marker(shape, PLOT_LEFT + 14, legend_y, colour))
        words = title
        if key in stopped:
            words += f" — stops after {count_label(points[-1][0])}"
            if limit_seconds is not None:
                words += f" (one run took over {seconds_label(limit_seconds)})"
        out.append(text(PLOT_LEFT + 38, legend_y + 4, words))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def grid_line(position, vertical, colour):
    if vertical:
        return f'<line x1="{position:.1f}" y1="{PLOT_TOP}" x2="{position:.1f}" y2="{PLOT_BOTTOM}" stroke="{colour}"/>'
    return f'<line x1="{PLOT_LEFT}" y1="{position:.1f}" x2="{PLOT_RIGHT}" y2="{position:.1f}" stroke="{colour}"/>'


# MARK: - The command


def write_charts(report, directory):
    """Writes every chart the report has figures for; returns the files written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for chart in CHARTS:
        lines, stopped = series(report, chart)
        if not lines:
            continue
        path = directory / chart["file"]
        path.write_text(render(chart, lines, stopped, report.get("curveLimitSeconds")), encoding="utf-8")
        written.append(path)
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(description="Draw the bench's cost curves as SVG charts.")
    parser.add_argument("--input", default="docs/performance.json", type=Path)
    parser.add_argument("--output", default="docs/charts", type=Path)
    arguments = parser.parse_args(argv)
    try:
        report = json.loads(arguments.input.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(f"charts: cannot read {arguments.input}: {error}", file=sys.stderr)
        return 1
    written = write_charts(report, arguments.output)
    if not written:
        print(f"charts: {arguments.input} has no cost curves (run make bench)", file=sys.stderr)
        return 1
    for path in written:
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
