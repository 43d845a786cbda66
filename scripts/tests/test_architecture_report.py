"""Tests of scripts/architecture_report.py: python3 -m unittest discover -s scripts/tests"""
import contextlib
import io
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import architecture_report as report  # noqa: E402


def measure(source: str) -> report.SwiftMeasure:
    return report.measure_swift(textwrap.dedent(source))


# MARK: - Lines of code


class CommentTests(unittest.TestCase):
    def test_line_and_documentation_comments_are_not_code(self):
        result = measure(
            """\
            // MARK: - A heading
            /// What the type is for.
            struct Pokemon {
                let name: String  // a trailing comment leaves the line code
            }
            """
        )
        self.assertEqual(result.code_lines, 3)

    def test_block_comments_nest_and_span_lines(self):
        result = measure(
            """\
            /* one
               /* nested */
               still a comment */
            let a = 1 /* after code */
            /* before code */ let b = 2
            """
        )
        self.assertEqual(result.code_lines, 2)

    def test_blank_lines_are_not_code(self):
        self.assertEqual(measure("let a = 1\n\n   \n\tlet b = 2\n").code_lines, 2)


class StringTests(unittest.TestCase):
    def test_slashes_in_a_string_are_not_a_comment(self):
        result = measure(
            """\
            let url = "https://example.org" // the comment starts here
            let glob = "/* not a comment"
            let after = 1
            """
        )
        self.assertEqual(result.code_lines, 3)
        blanked = report.blank_comments_and_strings('let url = "a//b" // x\n')
        self.assertNotIn("x", blanked)
        self.assertNotIn("//", blanked)

    def test_every_line_of_a_multiline_string_is_code(self):
        result = measure(
            '''\
            let text = """
                // this line is text, not a comment
                /* neither is this
                """
            '''
        )
        self.assertEqual(result.code_lines, 4)

    def test_raw_strings_and_escaped_quotes(self):
        result = measure(
            """\
            let raw = #"a "quoted" // word"#
            let escaped = "say \\"//\\" twice"
            struct After {}
            """
        )
        self.assertEqual(result.code_lines, 3)
        self.assertEqual(result.types, 1)

    def test_interpolations_are_code_and_may_hold_strings(self):
        source = 'let s = "\\(flag ? "//" : "x") and \\(count(of: "/*")) end" // gone\nstruct Kept {}\n'
        blanked = report.blank_comments_and_strings(source)
        self.assertIn("flag", blanked)
        self.assertIn("count(of:", blanked)
        self.assertNotIn("gone", blanked)
        self.assertEqual(report.measure_swift(source).types, 1)

    def test_keywords_in_strings_and_comments_are_not_declarations(self):
        result = measure(
            """\
            // class Commented {}
            let text = "struct Quoted {}"
            /* protocol Hidden {} */
            """
        )
        self.assertEqual((result.types, result.protocols), (0, 0))


# MARK: - Types, protocols, tests


class DeclarationTests(unittest.TestCase):
    def test_nested_types_count_and_extensions_do_not(self):
        result = measure(
            """\
            final class Controller {
                enum Mode { case a, b }
                private struct Row {
                    indirect enum Tree { case leaf }
                }
            }
            actor Store {}
            extension Controller {}
            """
        )
        self.assertEqual(result.types, 5)

    def test_class_members_are_not_classes(self):
        result = measure(
            """\
            class Base {
                class func make() -> Base { Base() }
                class var name: String { "base" }
            }
            protocol Named: AnyObject {}
            """
        )
        self.assertEqual((result.types, result.protocols), (1, 1))

    def test_test_functions_are_counted_by_attribute(self):
        result = measure(
            """\
            @Suite("A suite")
            struct SomeTests {
                @Test func plain() {}
                @Test("described", arguments: [1, 2])
                func parameterised(value: Int) {}
                // @Test in a comment
                let text = "@Test in a string"
            }
            """
        )
        self.assertEqual(result.tests, 2)


# MARK: - Roles and the document


def run(arguments: list[str]) -> int:
    """The tool's exit status, its messages kept out of the test output."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return report.main(arguments)


def write(root: Path, relative: str, text: str) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


class DocumentTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.root = Path(self.directory.name)
        write(self.root, "Sources/Arch-MVC/Controllers/ListController.swift", "final class ListController {}\n")
        write(self.root, "Tests/ArchMVCTests/ListTests.swift", "@Test func lists() {}\n")
        write(self.root, "docs/architectures.md", f"# Title\n\nProse.\n\n{report.BEGIN_MARKER}\n{report.END_MARKER}\n\nMore.\n")

    def tearDown(self):
        self.directory.cleanup()

    def test_roles_come_from_folders_and_names(self):
        viper = next(a for a in report.ARCHITECTURES if a.name == "VIPER")
        self.assertEqual(report.role_of(viper, "PokemonList/PokemonListViewInterface.swift"), "interfaces")
        self.assertEqual(report.role_of(viper, "PokemonList/PokemonListView.swift"), "views")
        self.assertEqual(report.role_of(viper, "PokemonList/PokemonListView+Transfers.swift"), "views")
        self.assertEqual(report.role_of(viper, "PokemonList/PokemonListInteractor+Transfers.swift"), "interactors")
        self.assertEqual(report.role_of(viper, "Common/PagedListPresenter.swift"), "common")
        mvvm = next(a for a in report.ARCHITECTURES if a.name == "MVVM")
        self.assertEqual(report.role_of(mvvm, "ViewModels/Support/PagedLiveResults.swift"), "view-model support")
        self.assertEqual(report.role_of(mvvm, "ViewModels/RacePage.swift"), "view models")
        tea = next(a for a in report.ARCHITECTURES if a.name == "TEA")
        self.assertEqual(report.role_of(tea, "Reducer/PokemonListReducer.swift"), "reducers")
        self.assertEqual(report.role_of(tea, "Action/PokemonListAction.swift"), "actions")
        self.assertEqual(report.role_of(tea, "Runtime/EffectRunner+Screens.swift"), "runtime")
        self.assertEqual(report.role_of(tea, "TEAAssembly.swift"), "assembly")

    def test_the_shared_screen_content_is_measured_apart_by_folder(self):
        self.assertEqual(report.role_of(report.SHARED, "Commands/PokemonListCommands.swift"), "command tables")
        self.assertEqual(report.role_of(report.SHARED, "Changes/ChangeReportItems.swift"), "row changes")
        write(self.root, "Sources/PokedeskScreens/Tables/ListTable.swift", "enum ListTable {}\nprotocol Cells {}\n")
        write(self.root, "Tests/PokedeskScreensTests/ListTableTests.swift", "@Test func columns() {}\n")
        text = report.render_all(self.root)
        self.assertIn("### The five modules in numbers", text)
        self.assertIn("### The shared screen content (`Sources/PokedeskScreens`)", text)
        self.assertIn("| tables | 1 | 2 | 100% | 1 | 1 | `Tables/` ListTable |", text)
        self.assertIn("1 file, 1 line of code, 1 test.", text)
        # Not one of the five: their totals do not count it.
        self.assertIn("| files | 1 | 0 | 0 | 0 | 0 |", text)

    def test_a_file_no_role_matches_is_an_error(self):
        write(self.root, "Sources/Arch-MVC/Helpers/Stray.swift", "struct Stray {}\n")
        with self.assertRaises(report.UnclassifiedFile):
            report.measure_all(self.root)

    def test_a_stale_table_is_detected_and_writing_it_makes_it_current(self):
        self.assertNotEqual(report.stale_diff(self.root), "")
        self.assertEqual(run(["--check", "--root", str(self.root)]), 1)

        self.assertEqual(run(["--root", str(self.root)]), 0)
        self.assertEqual(report.stale_diff(self.root), "")
        document = (self.root / "docs/architectures.md").read_text(encoding="utf-8")
        self.assertTrue(document.startswith("# Title\n\nProse.\n\n"))
        self.assertTrue(document.endswith("\n\nMore.\n"))
        self.assertIn("| files | 1 | 0 | 0 | 0 | 0 |", document)

        # A change in the code makes the committed table stale again.
        write(self.root, "Sources/Arch-MVC/Views/ListView.swift", "struct ListView {}\n")
        self.assertIn("+| files | 2 | 0 | 0 | 0 | 0 |", report.stale_diff(self.root))
        self.assertEqual(run(["--check", "--root", str(self.root)]), 1)

    def test_a_hand_edit_inside_the_markers_is_stale(self):
        run(["--root", str(self.root)])
        path = self.root / "docs/architectures.md"
        path.write_text(path.read_text(encoding="utf-8").replace("| files | 1 |", "| files | 9 |"), encoding="utf-8")
        self.assertEqual(run(["--check", "--root", str(self.root)]), 1)

    def test_missing_markers_are_an_error(self):
        (self.root / "docs/architectures.md").write_text("# No markers\n", encoding="utf-8")
        with self.assertRaises(report.MarkerError):
            report.stale_diff(self.root)
        self.assertEqual(run(["--check", "--root", str(self.root)]), 2)


if __name__ == "__main__":
    unittest.main()
