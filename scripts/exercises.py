#!/usr/bin/env python3
"""Runs the checks of the exercises in docs/exercises.md, and verifies them on CI.

    python3 scripts/exercises.py list       the exercises and their folders
    python3 scripts/exercises.py run N      check exercise N in this tree (make exercise N)
    python3 scripts/exercises.py verify     CI (make exercises-check): every check fails on this
                                            tree, and passes once every solution is applied

An exercise is a folder Exercises/NN-name/ holding
  Check.swift      a Swift Testing suite named ExerciseNNCheck (it may read files of its folder,
                   such as expected.txt, a session written like the behaviour suite's transcripts)
  solution.patch   a reference solution, as `git diff` writes it

The checks are not part of any test target: `run` copies Check.swift (with
Exercises/Support/ExerciseSupport.swift) into Tests/BehaviourTests, builds, runs that suite alone
and removes the copies, whatever happens. So `make test` never runs the check of an exercise
nobody has solved. A check may use what the exercise adds (a new type, a new method): on an
unsolved tree it then does not compile, which counts as failing.

`verify` works in two places, to build as little as possible:
  1. this tree, unchanged: all checks are copied in and built together (a check that does not
     compile is set aside and the rest built again); each must fail. After `make test` this is an
     incremental build of the behaviour tests only.
  2. a scratch worktree of HEAD (git worktree add, removed afterwards) with every solution.patch
     applied in order: it must pass swift format lint, then, with all checks copied in, one full
     build, and each check must pass. The patches must therefore not conflict with each other;
     `git apply --3way` lets them survive unrelated changes of the lines around them.

The environment variables SWIFT (default: swift) and SCRATCH (the build directory of this tree,
default: .build) follow the Makefile's.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUPPORT = Path("Exercises/Support/ExerciseSupport.swift")
CHECKS_TARGET = Path("Tests/BehaviourTests")
DOCUMENT = Path("docs/exercises.md")


# MARK: - The exercises


@dataclass(frozen=True)
class Exercise:
    number: int
    folder: Path  # Relative to the repository root.

    @property
    def name(self) -> str:
        return self.folder.name

    @property
    def suite(self) -> str:
        return f"Exercise{self.number:02d}Check"

    @property
    def copied_check(self) -> Path:
        return CHECKS_TARGET / f"{self.suite}.swift"


def exercises(root: Path) -> list[Exercise]:
    found = []
    for folder in sorted((root / "Exercises").iterdir()):
        match = re.fullmatch(r"(\d{2})-[a-z0-9-]+", folder.name)
        if folder.is_dir() and match:
            found.append(Exercise(int(match.group(1)), folder.relative_to(root)))
    return found


def problems(root: Path, all_exercises: list[Exercise]) -> list[str]:
    """What is missing for the exercises to be checkable: files, suite names, the docs' mention."""
    found = []
    numbers = [e.number for e in all_exercises]
    if numbers != list(range(1, len(numbers) + 1)):
        found.append(f"the exercises are numbered {numbers}; they must run 1, 2, 3… without gaps")
    document = (root / DOCUMENT).read_text(encoding="utf-8") if (root / DOCUMENT).exists() else ""
    for exercise in all_exercises:
        check = root / exercise.folder / "Check.swift"
        if not check.exists():
            found.append(f"{exercise.folder}: Check.swift is missing")
        elif f"struct {exercise.suite}" not in check.read_text(encoding="utf-8"):
            found.append(f"{exercise.folder}/Check.swift: the suite must be named {exercise.suite}")
        if not (root / exercise.folder / "solution.patch").exists():
            found.append(f"{exercise.folder}: solution.patch is missing")
        if f"make exercise {exercise.number}`" not in document:
            found.append(f"{DOCUMENT} does not say `make exercise {exercise.number}`")
    return found


def find(root: Path, number: int) -> Exercise:
    for exercise in exercises(root):
        if exercise.number == number:
            return exercise
    raise SystemExit(f"error: there is no exercise {number}; `make exercise` lists them")


# MARK: - Copying checks in and out


class CopiedChecks:
    """The support file and some checks copied into the behaviour tests, for a `with` block;
    every copy is removed when it ends, however it ends."""

    def __init__(self, root: Path, chosen: list[Exercise]):
        self.root = root
        self.chosen = chosen
        self.copies: dict[int, Path] = {}
        self.support = root / CHECKS_TARGET / SUPPORT.name

    def remove(self, number: int) -> None:
        self.copies.pop(number).unlink(missing_ok=True)

    def _remove_all(self) -> None:
        for path in list(self.copies.values()) + [self.support]:
            path.unlink(missing_ok=True)
        self.copies = {}

    def __enter__(self) -> CopiedChecks:
        try:
            shutil.copyfile(ROOT / SUPPORT, self.support)
            for exercise in self.chosen:
                target = self.root / exercise.copied_check
                self.copies[exercise.number] = target
                shutil.copyfile(self.root / exercise.folder / "Check.swift", target)
        except BaseException:
            self._remove_all()
            raise
        return self

    def __exit__(self, *_: object) -> None:
        self._remove_all()


# MARK: - Swift


def swift(arguments: list[str], cwd: Path, scratch: Path, echo: bool) -> tuple[int, str]:
    """Runs `swift ARGUMENTS --scratch-path SCRATCH`; the output is returned, and shown if `echo`."""
    command = [os.environ.get("SWIFT", "swift"), *arguments, "--scratch-path", str(scratch)]
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    output = []
    assert process.stdout is not None
    for line in process.stdout:
        output.append(line)
        if echo:
            sys.stdout.write(line)
            sys.stdout.flush()
    return process.wait(), "".join(output)


def build(cwd: Path, scratch: Path, echo: bool) -> tuple[int, str]:
    return swift(["build", "--build-tests"], cwd, scratch, echo)


def run_suite(exercise: Exercise, cwd: Path, scratch: Path, echo: bool) -> tuple[bool, str]:
    """Whether the suite ran at least one test and every test passed."""
    # XCTest would print "Executed 0 tests" before the check's own result: the checks are Swift Testing.
    status, output = swift(
        ["test", "--skip-build", "--disable-xctest", "--filter", exercise.suite], cwd, scratch, echo
    )
    return status == 0 and tests_run(output) > 0, output


def tests_run(output: str) -> int:
    """How many Swift Testing tests a `swift test` run reports: a filter that matched nothing
    passes with 0, and must not count as a check passing."""
    counts = re.findall(r"Test run with (\d+) tests?", output)
    return int(counts[-1]) if counts else 0


def failures_of(output: str) -> str:
    """The lines of a `swift test` run that say what failed: each failure, and the lines it
    indents under itself (a transcript's diff)."""
    kept: list[str] = []
    within = False
    for line in output.splitlines():
        if "✘" in line or line.startswith("↳"):
            kept.append(line)
            within = line.startswith("↳")
        elif within and line.startswith("  "):
            kept.append(line)
        else:
            within = False
    return "\n".join(kept) + "\n"


def checks_not_compiling(output: str, chosen: list[Exercise]) -> list[Exercise]:
    """The checks a failed build names in its errors."""
    return [e for e in chosen if re.search(rf"{e.suite}\.swift:\d+:\d+: error:", output)]


# MARK: - make exercise N


def run(root: Path, number: int) -> int:
    exercise = find(root, number)
    scratch = root / os.environ.get("SCRATCH", ".build")
    print(f"== exercise {number} ({exercise.name}): building with its check", flush=True)
    with CopiedChecks(root, [exercise]):
        status, _ = build(root, scratch, echo=True)
        if status != 0:
            print(f"\n== exercise {number}: NOT DONE — the code does not build with the check (errors above)")
            return 1
        passed, _ = run_suite(exercise, root, scratch, echo=True)
    if passed:
        print(f"\n== exercise {number}: DONE — its check passes")
        return 0
    print(f"\n== exercise {number}: NOT DONE — see the failures above, and the hints in {DOCUMENT}")
    return 1


# MARK: - make exercises-check


def verify(root: Path, keep: bool) -> int:
    all_exercises = exercises(root)
    found = problems(root, all_exercises)
    if found:
        for problem in found:
            print(f"error: {problem}")
        return 1
    failures: list[str] = []
    started = time.monotonic()
    print(f"== {len(all_exercises)} exercises; 1/2: every check must fail on this tree", flush=True)
    failures += fail_unsolved(root, all_exercises)
    middle = time.monotonic()
    print(
        "== 2/2: every check, then the whole suite, must pass with every solution applied, in a scratch worktree",
        flush=True,
    )
    failures += pass_solved(root, all_exercises, keep)
    end = time.monotonic()
    print(f"== unsolved: {middle - started:.0f} s; solved: {end - middle:.0f} s")
    for failure in failures:
        print(f"error: {failure}")
    return 1 if failures else 0


def fail_unsolved(root: Path, all_exercises: list[Exercise]) -> list[str]:
    scratch = root / os.environ.get("SCRATCH", ".build")
    failures = []
    with CopiedChecks(root, all_exercises) as copies:
        building = list(all_exercises)
        while True:
            status, output = build(root, scratch, echo=False)
            if status == 0:
                break
            broken = checks_not_compiling(output, building)
            if not broken:
                sys.stdout.write(output)
                return ["the unsolved tree does not build with the checks, for a reason no check explains"]
            for exercise in broken:
                print(f"   exercise {exercise.number}: fails (its check does not compile without the solution)")
                copies.remove(exercise.number)
                building.remove(exercise)
        for exercise in building:
            passed, output = run_suite(exercise, root, scratch, echo=False)
            if passed:
                failures.append(f"exercise {exercise.number}: its check passes without the solution")
            else:
                print(f"   exercise {exercise.number}: fails, as it must")
    return failures


def pass_solved(root: Path, all_exercises: list[Exercise], keep: bool) -> list[str]:
    workspace = Path(tempfile.mkdtemp(prefix="pokedesk-exercises-"))
    tree = workspace / "tree"
    subprocess.run(["git", "worktree", "add", "--detach", "--quiet", str(tree), "HEAD"], cwd=root, check=True)
    try:
        resolved = root / "Package.resolved"
        if resolved.exists():
            shutil.copyfile(resolved, tree / "Package.resolved")  # The same dependency versions.
        for exercise in all_exercises:
            patch = root / exercise.folder / "solution.patch"
            applied = subprocess.run(
                ["git", "apply", "--3way", "--whitespace=nowarn", str(patch)],
                cwd=tree,
                capture_output=True,
                text=True,
            )
            if applied.returncode != 0:
                sys.stdout.write(applied.stdout + applied.stderr)
                return [f"exercise {exercise.number}: {patch.relative_to(root)} does not apply (see above)"]
        failures = []
        # The solutions are examples to learn from: they keep the repository's formatting.
        lint = subprocess.run(
            [os.environ.get("SWIFT", "swift"), "format", "lint", "--strict", "--recursive", "--parallel", "Sources", "Tests"],
            cwd=tree,
            capture_output=True,
            text=True,
        )
        if lint.returncode != 0 or lint.stdout.strip() or lint.stderr.strip():
            sys.stdout.write(lint.stdout + lint.stderr)
            failures.append("the tree with every solution applied does not pass swift format lint (see above)")
        with CopiedChecks(tree, all_exercises):
            status, output = build(tree, tree / ".build", echo=False)
            if status != 0:
                sys.stdout.write(output)
                return ["the tree with every solution applied does not build (see above)"]
            for exercise in all_exercises:
                passed, output = run_suite(exercise, tree, tree / ".build", echo=False)
                if passed:
                    print(f"   exercise {exercise.number}: passes with its solution")
                else:
                    sys.stdout.write(output)
                    failures.append(f"exercise {exercise.number}: its check fails with its solution applied")
            # What a learner ends with: the project's whole suite passes with every solution in
            # place, the behaviour suite's transcripts included.
            status, output = swift(["test", "--skip-build"], tree, tree / ".build", echo=False)
            if status == 0:
                print("   the whole test suite passes with every solution applied")
            else:
                sys.stdout.write(failures_of(output))
                failures.append("the whole test suite fails with every solution applied (see above)")
        return failures
    finally:
        if keep:
            print(f"   scratch worktree kept at {tree}")
        else:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=root, check=False)
            shutil.rmtree(workspace, ignore_errors=True)
            # SwiftPM leaves lock files named after the build directory's path in the temporary
            # directory; they belong to this scratch tree alone.
            for lock in Path(tempfile.gettempdir()).glob(str(tree).replace("/", "_") + "_*.lock"):
                lock.unlink(missing_ok=True)


# MARK: - Command line


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("list", help="the exercises")
    run_parser = commands.add_parser("run", help="check one exercise in this tree")
    run_parser.add_argument("number", type=int)
    verify_parser = commands.add_parser("verify", help="CI: checks fail unsolved and pass solved")
    verify_parser.add_argument("--keep", action="store_true", help="keep the scratch worktree")
    options = parser.parse_args(argv)
    if options.command == "run":
        return run(ROOT, options.number)
    if options.command == "verify":
        return verify(ROOT, options.keep)
    for exercise in exercises(ROOT):
        print(f"make exercise {exercise.number}   {exercise.folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
