"""Tests of scripts/trace_report.py: python3 -m unittest discover -s scripts/tests -p 'test_trace_report.py'"""
import sys
import textwrap
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import trace_report as report  # noqa: E402

TRANSCRIPT = textwrap.dedent(
    """\
    pokedesk[mvp] pokemons> add Pika pikachu
    inserted at 1
    added "Pika", Pikachu (#25)
    pokedesk[mvp] pokemons> trace on
    pokedesk[mvp] pokemons> change race 1 raichu
    updated 1
    "Pika" is now a Raichu
    trace: 4 hops
      view          PokemonListScreen.handle("change race 1 raichu")
      presenter     · PokemonListPresenter.changeRace(row: 1, race: "raichu; #1")
      repository    · · ContextPokemonRepository.changeRace(of: "Pika", to: 26)
      view model    · Thing.rendered()
      engine: 3 SQL statements, 1 row read, 0 faults fired, 0 batch fills, 0 objects registered, 1 row change delivered, 1 save
    pokedesk[mvp] pokemons> list
    trace: 1 hop
      live results  ManagedLiveResults.elements(in: 0..<1)
      engine: 1 SQL statement, 1 row read, 1 fault fired, 1 batch fill, 1 object registered, 0 row changes delivered, 0 saves
    """
)


class ParsingTests(unittest.TestCase):
    def test_reads_each_traced_command_with_its_hops_and_statements(self):
        commands = report.parse_transcript(TRANSCRIPT)
        self.assertEqual([c.line for c in commands], ["pokemons> change race 1 raichu", "pokemons> list"])
        first = commands[0]
        self.assertEqual(first.statements, 3)
        self.assertEqual(
            first.hops[1],
            report.Hop(1, "presenter", "PokemonListPresenter", 'changeRace(row: 1, race: "raichu; #1")'),
        )
        self.assertEqual(first.hops[3], report.Hop(1, "view model", "Thing", "rendered()"))
        self.assertEqual(first.roles, ["view", "presenter", "repository", "view model"])
        self.assertEqual(commands[1].hops[0].role, "live results")
        self.assertEqual(commands[1].statements, 1)

    def test_a_trace_without_its_engine_line_is_refused(self):
        broken = TRANSCRIPT.replace("  engine: 3 SQL", "  machine: 3 SQL")
        with self.assertRaises(report.TraceFormatError):
            report.parse_transcript(broken)

    def test_a_line_that_is_no_hop_is_refused(self):
        with self.assertRaises(report.TraceFormatError):
            report.parse_hop("  wizard        Merlin.cast()")


class DrawingTests(unittest.TestCase):
    def test_each_hop_is_an_arrow_from_its_caller(self):
        command = report.parse_transcript(TRANSCRIPT)[0]
        self.assertEqual(
            report.sequence_diagram(command),
            [
                "```mermaid",
                "sequenceDiagram",
                "    actor User as user",
                "    participant PokemonListScreen as PokemonListScreen (view)",
                "    participant PokemonListPresenter as PokemonListPresenter (presenter)",
                "    participant ContextPokemonRepository as ContextPokemonRepository (repository)",
                "    participant Thing as Thing (view model)",
                '    User->>PokemonListScreen: handle("change race 1 raichu")',
                '    PokemonListScreen->>PokemonListPresenter: changeRace(row: 1, race: "raichu#59; #35;1")',
                '    PokemonListPresenter->>ContextPokemonRepository: changeRace(of: "Pika", to: 26)',
                "    PokemonListScreen->>Thing: rendered()",
                "```",
            ],
        )

    def test_the_table_has_a_cell_per_command_and_architecture(self):
        commands = report.parse_transcript(TRANSCRIPT)
        block = report.render({"MVP": commands, "VIPER": commands[:1] + commands[1:]})
        self.assertIn("| `pokemons> change race 1 raichu` | 4 · 4 · 3 | 4 · 4 · 3 |", block)
        self.assertIn("| `pokemons> list` | live results | live results |", block)
        self.assertTrue(block.startswith(report.BEGIN_MARKER) and block.endswith(report.END_MARKER + "\n"))

    def test_the_minimum_by_hand_is_a_column_after_the_command(self):
        commands = report.parse_transcript(TRANSCRIPT)
        minimums = report.parse_minimums(
            "# a comment\npokemons> change race 1 raichu | 3 | race; row; update\npokemons> list | 2 | count; page\n"
        )
        block = report.render({"MVP": commands}, minimums)
        self.assertIn("| command | by hand | MVP |", block)
        self.assertIn("| `pokemons> change race 1 raichu` | 3 | 4 · 4 · 3 |", block)

    def test_a_traced_command_without_its_minimum_is_refused(self):
        commands = report.parse_transcript(TRANSCRIPT)
        with self.assertRaises(report.TraceFormatError):
            report.render({"MVP": commands}, {"pokemons> list": 2})

    def test_a_minimums_line_without_its_statements_is_refused(self):
        with self.assertRaises(report.TraceFormatError):
            report.parse_minimums("pokemons> list | 2\n")

    def test_architectures_that_traced_other_commands_are_refused(self):
        commands = report.parse_transcript(TRANSCRIPT)
        with self.assertRaises(report.TraceFormatError):
            report.render({"MVP": commands, "MVC": commands[:1]})


class MarkerTests(unittest.TestCase):
    def test_the_block_replaces_what_was_between_the_markers(self):
        document = f"intro\n{report.BEGIN_MARKER}\nold\n{report.END_MARKER}\noutro\n"
        block = f"{report.BEGIN_MARKER}\nnew\n{report.END_MARKER}\n"
        self.assertEqual(report.replace_between_markers(document, block), f"intro\n{block}outro\n")

    def test_a_document_without_markers_is_refused(self):
        with self.assertRaises(report.MarkerError):
            report.replace_between_markers("no markers here\n", "x")


if __name__ == "__main__":
    unittest.main()
