"""Tests of scripts/exercises.py (the parts that need no Swift build):
python3 -m unittest discover -s scripts/tests"""
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import exercises  # noqa: E402


def write(root: Path, relative: str, text: str = "") -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


class LayoutTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = Path(self.directory.name)
        for number, name in [(1, "01-first"), (2, "02-second")]:
            write(self.root, f"Exercises/{name}/Check.swift", f"struct Exercise{number:02d}Check {{}}\n")
            write(self.root, f"Exercises/{name}/solution.patch")
        write(self.root, "Exercises/Support/ExerciseSupport.swift")
        write(self.root, "docs/exercises.md", "`make exercise 1` and `make exercise 2`\n")

    def tearDown(self):
        self.directory.cleanup()

    def test_exercises_are_the_numbered_folders_in_order(self):
        found = exercises.exercises(self.root)
        self.assertEqual([(e.number, e.name) for e in found], [(1, "01-first"), (2, "02-second")])
        self.assertEqual(found[1].suite, "Exercise02Check")
        self.assertEqual(found[1].copied_check, Path("Tests/BehaviourTests/Exercise02Check.swift"))

    def test_a_complete_layout_has_no_problems(self):
        self.assertEqual(exercises.problems(self.root, exercises.exercises(self.root)), [])

    def test_missing_files_gaps_wrong_suites_and_undocumented_exercises_are_problems(self):
        write(self.root, "Exercises/04-fourth/Check.swift", "struct Misnamed {}\n")
        (self.root / "Exercises/02-second/solution.patch").unlink()
        found = exercises.problems(self.root, exercises.exercises(self.root))
        self.assertTrue(any("numbered [1, 2, 4]" in p for p in found), found)
        self.assertTrue(any("02-second: solution.patch is missing" in p for p in found), found)
        self.assertTrue(any("must be named Exercise04Check" in p for p in found), found)
        self.assertTrue(any("`make exercise 4`" in p for p in found), found)

    def test_copies_are_removed_even_when_the_block_fails(self):
        chosen = exercises.exercises(self.root)
        target = self.root / "Tests/BehaviourTests"
        target.mkdir(parents=True)
        original_root = exercises.ROOT
        exercises.ROOT = self.root  # The support file is read from the repository the tool is in.
        try:
            with self.assertRaises(RuntimeError):
                with exercises.CopiedChecks(self.root, chosen):
                    self.assertEqual(
                        sorted(p.name for p in target.iterdir()),
                        ["Exercise01Check.swift", "Exercise02Check.swift", "ExerciseSupport.swift"],
                    )
                    raise RuntimeError("the build was interrupted")
        finally:
            exercises.ROOT = original_root
        self.assertEqual(list(target.iterdir()), [])


class OutputTests(unittest.TestCase):
    def test_tests_run_reads_the_swift_testing_summary(self):
        passed = "✔ Test run with 3 tests in 1 suite passed after 0.9 seconds.\n"
        failed = "✘ Test run with 1 test in 1 suite failed after 0.9 seconds with 2 issues.\n"
        nothing = "✔ Test run with 0 tests passed after 0.001 seconds.\n"
        self.assertEqual(exercises.tests_run(passed), 3)
        self.assertEqual(exercises.tests_run(failed), 1)
        self.assertEqual(exercises.tests_run(nothing), 0)
        self.assertEqual(exercises.tests_run("error: no tests found\n"), 0)

    def test_a_failed_run_is_shown_by_its_failures_and_their_diffs(self):
        output = "\n".join([
            "◇ Test run started.",
            "✔ Test \"a passing one\" passed after 0.1 seconds.",
            "✘ Test \"every transcript\" recorded an issue at A.swift:3:1: Issue recorded",
            "↳ --- 11-help.txt (expected)",
            "  +++ mvc (got)",
            "  -  old line",
            "◇ Test case passing 1 argument started.",
            "✘ Test run with 2 tests failed after 1 seconds with 1 issue.",
        ])
        shown = exercises.failures_of(output)
        self.assertIn("  -  old line", shown)
        self.assertIn("✘ Test run with 2 tests failed", shown)
        self.assertNotIn("passed after", shown)
        self.assertNotIn("◇ Test case", shown)

    def test_a_failed_build_is_blamed_on_the_checks_it_names(self):
        chosen = [exercises.Exercise(n, Path(f"Exercises/0{n}-x")) for n in (1, 2, 3)]
        output = (
            "/repo/Tests/BehaviourTests/Exercise02Check.swift:12:9: error: type 'ManagedPokemon' has no member 'v3'\n"
            "/repo/Tests/BehaviourTests/Exercise03Check.swift:4:1: warning: unused variable\n"
        )
        self.assertEqual([e.number for e in exercises.checks_not_compiling(output, chosen)], [2])


if __name__ == "__main__":
    unittest.main()
