"""Tests of scripts/docs_check.py: python3 -m unittest discover -s scripts/tests -p 'test_docs_check.py'"""
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import docs_check  # noqa: E402

MAKEFILE = """# Demo
#   make test   run the tests
#   make bench  the benchmarks (2–5 minutes once built)
#   make soak   the long run, rounds for 10 minutes

test: deps
\tswift test
bench: deps
\tswift run bench
soak:
\tswift test --filter Soak
deps:
\ttrue
"""

TRANSFERS = """public enum TransferBatch {
    public static let rows = 5_000
}
"""


class DocsCheckTests(unittest.TestCase):
    def make_repository(self, readme, docs=None):
        folder = Path(tempfile.mkdtemp())
        (folder / "Makefile").write_text(MAKEFILE)
        (folder / "README.md").write_text(readme)
        source = folder / "Sources/PokedeskDomain/Repositories"
        source.mkdir(parents=True)
        (source / "PokemonTransfers.swift").write_text(TRANSFERS)
        guide = folder / "Sources/ManagedGraph/ManagedGraph.docc"
        guide.mkdir(parents=True)
        for name in ["ManagedGraph", "GettingStarted", "Predicates"]:
            (guide / f"{name}.md").write_text(f"# {name}\n")
        (folder / "docs").mkdir()
        for name, text in (docs or {}).items():
            (folder / "docs" / name).write_text(text)
        return str(folder)

    def test_a_repository_whose_docs_agree_passes(self):
        root = self.make_repository(
            "Run `make test`. `make bench` takes 2 to 5 minutes once built.\n\n"
            "See [the screens](docs/screens.md) and `Sources/ManagedGraph/ManagedGraph.docc`.\n"
            "Imports are saved in batches of 5,000 pokemons. The guide, in two short articles.\n",
            {"screens.md": "Back to [README](../README.md#top). Make `Exercises/NN-name/answer.txt`.\n"},
        )
        self.assertEqual(docs_check.check(root), [])

    def test_a_missing_file_is_named_with_its_line(self):
        root = self.make_repository("One.\n\nThe tables: `Sources/Gone.swift`, and [this](docs/gone.md).\n")
        problems = docs_check.check(root)
        self.assertIn("README.md:3: names Sources/Gone.swift, which does not exist", problems)
        self.assertIn("README.md:3: links to docs/gone.md, which does not exist", problems)

    def test_paths_in_code_blocks_and_files_the_reader_makes_are_not_checked(self):
        root = self.make_repository(
            "```sh\ncat Sources/Nowhere.swift `Sources/Nowhere.swift`\n```\n"
            "Write them in a new file `Sources/Yours.swift`, or into `docs/yours.txt`.\n"
        )
        self.assertEqual(docs_check.check(root), [])

    def test_a_make_target_the_makefile_lacks_is_named(self):
        root = self.make_repository("Then `make deploy` and `make bench`.\n")
        self.assertEqual(
            docs_check.check(root), ["README.md:1: names `make deploy`, which the Makefile does not have"]
        )

    def test_a_duration_stated_two_ways_is_named(self):
        root = self.make_repository("`make bench` takes seven to fifteen minutes.\n")
        self.assertEqual(
            docs_check.check(root),
            ["README.md: `make bench` takes 7–15 minutes there, 2–5 minutes in the Makefile's help"],
        )

    def test_a_duration_belongs_to_the_target_before_it_and_decimals_are_results(self):
        root = self.make_repository(
            "| check | long run | last |\n|---|---|---|\n"
            "| soak | `make soak`: rounds for ten minutes | held for 11.7 minutes |\n"
            "| bench | `make bench` (two to five minutes) | |\n"
        )
        self.assertEqual(docs_check.check(root), [])

    def test_a_batch_size_other_than_the_codes_is_named(self):
        root = self.make_repository("Import saves every 1000 pokemons.\n")
        self.assertEqual(docs_check.check(root), ["README.md:1: batches of 1000, where the code saves 5,000"])

    def test_an_article_count_other_than_the_guides_is_named(self):
        root = self.make_repository("The guide explains it in six short articles.\n")
        self.assertEqual(docs_check.check(root), ["README.md: the guide in six short articles, where it has 2"])


if __name__ == "__main__":
    unittest.main()
