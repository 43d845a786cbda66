#!/usr/bin/env python3
"""Checks that the repository's docs say only what is so: `make docs-check`, in CI.

- A path a doc names, as a link or in backticks from a top-level folder, exists.
- A `make TARGET` a doc names is a target of the Makefile.
- A figure stated in two places is stated the same way: a make target's duration in README and
  in the Makefile's help, the size of an import's saves (and the code's constant), the number of
  the engine guide's articles.

Prints one line per problem, `FILE:LINE: what`, and exits 1 when there is any.
"""

import argparse
import glob
import os
import re
import sys

TOP_LEVEL = ("Sources/", "Tests/", "docs/", "scripts/", "Examples/", "Exercises/", "Fuzz/", ".ci/")
NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "twenty": 20, "thirty": 30,
}
NUMBER = r"(?:\d+|" + "|".join(NUMBER_WORDS) + r")"
DURATION = re.compile(
    r"(?<![\d.,])\b(" + NUMBER + r")(?:\s*(?:to|–|-)\s*(" + NUMBER + r"))?\s+minutes\b",
    re.IGNORECASE,
)
MAKE_TARGET = re.compile(r"`make ([a-z][a-z-]*)")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
BACKTICKED = re.compile(r"`([^`\s]+)`")


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def number(word):
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def durations(text):
    """The durations stated in `text`, each as (low, high) minutes."""
    found = []
    for match in DURATION.finditer(text):
        low = number(match.group(1))
        high = number(match.group(2)) if match.group(2) else low
        found.append((low, high))
    return found


def documents(root):
    paths = ["README.md"] + sorted(glob.glob("docs/*.md"))
    paths += sorted(glob.glob("Sources/**/*.md", recursive=True))
    paths += sorted(glob.glob("Exercises/**/*.md", recursive=True))
    paths += sorted(glob.glob("Examples/**/*.md", recursive=True))
    return [p for p in paths if os.path.isfile(os.path.join(root, p))]


def makefile_targets(makefile_text):
    targets = set()
    for line in makefile_text.splitlines():
        match = re.match(r"^([a-zA-Z][a-zA-Z0-9_-]*)\s*:(?!=)", line)
        if match:
            targets.add(match.group(1))
    return targets


def exists(root, path):
    if any(c in path for c in "*?["):
        return bool(glob.glob(os.path.join(root, path)))
    return os.path.exists(os.path.join(root, path))


def check_paths(root, doc, text):
    problems = []
    folder = os.path.dirname(doc)
    in_code = False
    for number_, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            continue
        for target in LINK.findall(line):
            if re.match(r"^[a-z]+:", target) or target.startswith("#") or target.startswith("<doc:"):
                continue
            path = target.split("#")[0]
            if path and not exists(root, os.path.normpath(os.path.join(folder, path))):
                problems.append(f"{doc}:{number_}: links to {path}, which does not exist")
        for found in BACKTICKED.finditer(line):
            path = found.group(1).rstrip(".,:;)")
            if not path.startswith(TOP_LEVEL) or is_placeholder(path) or is_made_by_reader(line, found.start()):
                continue
            if not exists(root, path):
                problems.append(f"{doc}:{number_}: names {path}, which does not exist")
    return problems


def is_placeholder(path):
    """`Exercises/NN-name/`, `ExerciseNNCheck.swift`, `Fuzz/Corpus/TARGET/`: a stand-in."""
    parts = path.split("/")
    return "…" in path or "NN" in path or any(re.fullmatch(r"[A-Z]{2,}(-.*)?", part) for part in parts)


def is_made_by_reader(line, start):
    """A file the reader is told to make (`in a new file …`, `into …`)."""
    before = line[max(0, start - 20) : start]
    return "new file" in before or before.rstrip().endswith("into")


def check_make_targets(doc, text, targets):
    problems = []
    for number_, line in enumerate(text.splitlines(), 1):
        for target in MAKE_TARGET.findall(line):
            if target not in targets:
                problems.append(f"{doc}:{number_}: names `make {target}`, which the Makefile does not have")
    return problems


def makefile_durations(makefile_text):
    """Each target's durations as the Makefile's help states them (its header's comments)."""
    entries = {}
    current = None
    for line in makefile_text.splitlines():
        if not line.startswith("#"):
            if entries:
                break
            continue
        match = re.match(r"^#\s+make ([a-z][a-z-]*)", line)
        if match:
            current = match.group(1)
            entries[current] = line
        elif current:
            entries[current] += " " + line
    return {target: durations(text) for target, text in entries.items() if durations(text)}


def readme_durations(readme_text):
    """Each target's durations as README states them: a duration belongs to the last `make
    TARGET` named before it in its paragraph."""
    found = {}
    # A paragraph, or a row of a table, which says one thing of each target.
    units = [u for block in re.split(r"\n\s*\n", readme_text) for u in split_rows(block)]
    for paragraph in units:
        flat = " ".join(paragraph.split())
        for match in DURATION.finditer(flat):
            before = MAKE_TARGET.findall(flat[: match.start()])
            if before:
                low = number(match.group(1))
                high = number(match.group(2)) if match.group(2) else low
                found.setdefault(before[-1], []).append((low, high))
    return found


def split_rows(block):
    lines = block.splitlines()
    if lines and all(line.lstrip().startswith("|") for line in lines):
        return lines
    return [block]


def check_durations(readme_text, makefile_text):
    problems = []
    stated = makefile_durations(makefile_text)
    for target, spans in readme_durations(readme_text).items():
        if target in stated and sorted(set(spans)) != sorted(set(stated[target])):
            problems.append(
                f"README.md: `make {target}` takes {show(spans)} there, {show(stated[target])} in the Makefile's help"
            )
    return problems


def show(spans):
    return ", ".join(f"{a}–{b} minutes" if a != b else f"{a} minutes" for a, b in sorted(set(spans)))


def check_batch_size(root, docs):
    problems = []
    source = read(os.path.join(root, "Sources/PokedeskDomain/Repositories/PokemonTransfers.swift"))
    match = re.search(r"enum TransferBatch \{\s*public static let rows = ([\d_]+)", source)
    if not match:
        return ["Sources/PokedeskDomain/Repositories/PokemonTransfers.swift: no TransferBatch.rows"]
    rows = int(match.group(1).replace("_", ""))
    pattern = re.compile(r"(?:saved? in batches of|save every|saves? every) ([\d,]+)(?: pokemons| rows)?")
    for doc in docs:
        for number_, line in enumerate(read(os.path.join(root, doc)).splitlines(), 1):
            for stated in pattern.findall(line):
                if int(stated.replace(",", "")) != rows:
                    problems.append(f"{doc}:{number_}: batches of {stated}, where the code saves {rows:,}")
    return problems


def check_article_count(root, readme_text):
    articles = [
        p for p in glob.glob(os.path.join(root, "Sources/ManagedGraph/ManagedGraph.docc/*.md"))
        if os.path.basename(p) != "ManagedGraph.md"
    ]
    problems = []
    for match in re.finditer(r"in (\w+) short articles", readme_text):
        word = match.group(1)
        stated = int(word) if word.isdigit() else NUMBER_WORDS.get(word.lower())
        if stated != len(articles):
            problems.append(f"README.md: the guide in {word} short articles, where it has {len(articles)}")
    return problems


def check(root):
    makefile_text = read(os.path.join(root, "Makefile"))
    readme_text = read(os.path.join(root, "README.md"))
    targets = makefile_targets(makefile_text)
    docs = documents(root)
    problems = []
    for doc in docs:
        text = read(os.path.join(root, doc))
        problems += check_paths(root, doc, text)
        problems += check_make_targets(doc, text, targets)
    problems += check_durations(readme_text, makefile_text)
    problems += check_batch_size(root, docs)
    problems += check_article_count(root, readme_text)
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=".")
    arguments = parser.parse_args()
    problems = check(arguments.root)
    for problem in problems:
        print(problem)
    if problems:
        print(f"docs-check: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print("docs-check: every path, make target and figure checked agrees")
    return 0


if __name__ == "__main__":
    sys.exit(main())
