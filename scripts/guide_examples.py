#!/usr/bin/env python3
"""Turn the ManagedGraph guide's code into tests: every ```swift block of each DocC article runs.

For each article of Sources/ManagedGraph/ManagedGraph.docc, writes
Tests/GuideTests/<Article>Examples.swift: one test that runs the article's code blocks in the
order a reader meets them, so that an example that no longer compiles fails the build and one
that throws fails the test. The article says what a block needs and the reader need not see, in
HTML comments just before the block (DocC shows none of them):

    <!-- example: before
    let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: model))
    -->                                  code run before the block (`after` for after it)
    <!-- example: own scope -->          the block in a `do { }` of its own, its names apart
    <!-- example: new scope -->          this block and those after it in a `do { }`, until the
                                         next new scope: a new example that reuses names
    <!-- example: replace "laps.sqlite" with path -->   text of the block replaced when run
    <!-- example: not run, REASON -->    left out, with the reason

A block that declares a type (`class`, `struct`, `enum`) comes first in the test, before the
code that uses it. A line that shows a value, an expression followed by a comment that starts
with a literal (`animals[1] is Dog   // true`), checks it: `#expect(animals[1] is Dog == true)`.
`--check` fails when a generated file differs from what the articles make.
"""

import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ARTICLES = os.path.join(ROOT, "Sources", "ManagedGraph", "ManagedGraph.docc")
OUTPUT = os.path.join(ROOT, "Tests", "GuideTests")
HEADER = "// Made by scripts/guide_examples.py from ManagedGraph.docc/{name}.md; do not edit: change the\n" \
    "// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.\n"
TYPE = re.compile(r"^(?:///.*\n)*(?:public |private |final )*(?:class|struct|enum) \w+", re.M)
# An expression alone on its line, then a comment starting with the value it shows.
SHOWN = re.compile(
    r'^(?P<indent>\s*)(?P<expression>(?!(?:let|var|if|for|while|return|try|_|guard|case)\b)[^/]*?)'
    r'\s+// (?P<value>true|false|nil|-?\d[\d_.]*|"[^"]*"|\[.*\]|\.\w+(?:\([^)]*\))?)(?:$|[:,;] .*)'
)


class Block:
    def __init__(self, code, line):
        self.code = code
        self.line = line
        self.before = []
        self.after = []
        self.own_scope = False
        self.new_scope = False
        self.replacements = []
        self.skipped = None

    @property
    def is_type(self):
        return TYPE.match(self.code) is not None

    @property
    def imports(self):
        return re.findall(r"^import (\w+)$", self.code, re.M)

    def body(self):
        lines = [line for line in self.code.split("\n") if not re.match(r"^import \w+$", line)]
        code = "\n".join(checked(line) for line in lines).strip("\n")
        for old, new in self.replacements:
            if old not in code:
                raise SystemExit(f"line {self.line}: replace {old} finds nothing in the block")
            code = code.replace(old, new)
        parts = self.before + [code] + self.after
        text = "\n".join(part.rstrip("\n") for part in parts)
        if self.own_scope:
            text = "do {\n" + indent(text) + "\n}"
        return text


def checked(line):
    """A line that shows a value as an expectation of that value; any other line as it is."""
    match = SHOWN.match(line)
    # An assignment shows no value.
    if not match or re.search(r"(?<![=!<>])=(?!=)", match["expression"]):
        return line
    return f"{match['indent']}#expect(({match['expression'].strip()}) == {match['value']})"


def indent(text, by="    "):
    return "\n".join(by + line if line.strip() else "" for line in text.split("\n"))


def parse(path):
    """The article's swift blocks, each with the notes that precede it."""
    lines = open(path, encoding="utf-8").read().split("\n")
    blocks = []
    notes = []
    number = 0
    while number < len(lines):
        line = lines[number]
        if line.startswith("<!-- example:"):
            text = line[len("<!-- example:"):]
            while "-->" not in text:
                number += 1
                text += "\n" + lines[number]
            notes.append((number + 1, text[: text.index("-->")]))
        elif line.strip() == "```swift":
            start = number + 1
            number += 1
            code = []
            while lines[number].strip() != "```":
                code.append(lines[number])
                number += 1
            block = Block("\n".join(code), start)
            for note_line, note in notes:
                apply(block, note, note_line)
            notes = []
            blocks.append(block)
        elif line.strip() and notes and not line.startswith("<!--"):
            raise SystemExit(f"{path}:{number + 1}: an example note must come just before a ```swift block")
        number += 1
    return blocks


def apply(block, note, line):
    head, _, rest = note.partition("\n")
    head = head.strip()
    if head in ("before", "after"):
        getattr(block, head).append(rest.rstrip())
    elif head == "own scope":
        block.own_scope = True
    elif head == "new scope":
        block.new_scope = True
    elif head.startswith("replace "):
        match = re.fullmatch(r'replace (".*?") with (.+)', head)
        if not match:
            raise SystemExit(f"line {line}: write `replace \"TEXT\" with CODE`")
        block.replacements.append((match.group(1), match.group(2)))
    elif head.startswith("not run, "):
        block.skipped = head[len("not run, "):]
    else:
        raise SystemExit(f"line {line}: unknown example note: {head}")


def title(path):
    for line in open(path, encoding="utf-8"):
        if line.startswith("# "):
            return line[2:].strip().replace("``", "")
    return os.path.basename(path)


def generate(path):
    name = os.path.splitext(os.path.basename(path))[0]
    blocks = [block for block in parse(path) if block.skipped is None]
    if not blocks:
        return None
    types = [block for block in blocks if block.is_type]
    code = [block for block in blocks if not block.is_type]
    function = name[0].lower() + name[1:] + "Examples"
    parts = [f"// {name}.md, line {block.line}\n{block.body()}" for block in types]
    scoped = []
    for block in code:
        text = f"// {name}.md, line {block.line}\n{block.body()}"
        if block.new_scope:
            if scoped:
                parts.append("do {\n" + indent("\n\n".join(scoped)) + "\n}")
            scoped = [text]
        elif scoped:
            scoped.append(text)
        else:
            parts.append(text)
    if scoped:
        parts.append("do {\n" + indent("\n\n".join(scoped)) + "\n}")
    body = "\n\n".join(parts)
    if "#expect" not in body:
        raise SystemExit(
            f"{path}: no example checks anything; add an `after` note with an #expect, or a line that shows a value"
        )
    return (
        HEADER.format(name=name)
        + "".join(f"import {module}\n" for module in sorted({"Foundation", "LapTimer", "ManagedGraph", "Testing"}
                                                         | {m for block in blocks for m in block.imports}))
        + "\n"
        + f'@Test("{title(path)}: every example of the article runs")\n'
        + f"func {function}() async throws {{\n"
        + indent(body)
        + "\n}\n"
    )


def formatted(text, target):
    """`text` as swift-format writes it, so that `make lint` passes the generated files."""
    result = subprocess.run(
        ["swift", "format", "--assume-filename", target],
        input=text, capture_output=True, text=True, cwd=ROOT,
    )
    if result.returncode != 0:
        raise SystemExit(f"guide-examples: swift format failed on {target}:\n{result.stderr}")
    return result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when a generated file is stale")
    arguments = parser.parse_args()
    stale = []
    wanted = {}
    for entry in sorted(os.listdir(ARTICLES)):
        if entry.endswith(".md"):
            text = generate(os.path.join(ARTICLES, entry))
            if text is not None:
                name = os.path.splitext(entry)[0] + "Examples.swift"
                wanted[name] = formatted(text, os.path.join(OUTPUT, name))
    existing = {entry for entry in os.listdir(OUTPUT) if entry.endswith("Examples.swift")} if os.path.isdir(OUTPUT) else set()
    for entry, text in wanted.items():
        target = os.path.join(OUTPUT, entry)
        current = open(target, encoding="utf-8").read() if os.path.exists(target) else None
        if current == text:
            continue
        if arguments.check:
            stale.append(entry)
        else:
            os.makedirs(OUTPUT, exist_ok=True)
            with open(target, "w", encoding="utf-8") as file:
                file.write(text)
    for entry in sorted(existing - set(wanted)):
        if arguments.check:
            stale.append(entry)
        else:
            os.remove(os.path.join(OUTPUT, entry))
    if stale:
        print("guide-examples: stale, run `make guide-examples`: " + ", ".join(stale), file=sys.stderr)
        return 1
    print(f"guide-examples: {len(wanted)} articles' examples " + ("checked" if arguments.check else "written"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
