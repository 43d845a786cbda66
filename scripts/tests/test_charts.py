"""Tests of scripts/charts.py: python3 -m unittest discover -s scripts/tests -p 'test_charts.py'"""
import contextlib
import io
import json
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import charts  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"


def contestant(key, title, seconds, peak_kib=None):
    result = {"key": key, "title": title, "samples": {"values": seconds}}
    if peak_kib is not None:
        result["peakKiB"] = peak_kib
    return result


def first_page(size, *contestants):
    return {"id": f"first-page-{size}", "curve": "first-page", "size": size, "contestants": list(contestants)}


# A first page at three sizes: ours flat, the naive way growing and leaving after 100k.
REPORT = {
    "curveLimitSeconds": 2,
    "scenarios": [
        {"id": "insert", "size": 1000, "contestants": [contestant("raw", "C API", [0.5])]},
        first_page(
            1_000,
            contestant("live-results", "live results", [0.002, 0.001, 0.003], 20_000),
            contestant("naive", "naive <sorted> & all", [0.01], 30_000),
        ),
        first_page(
            100_000,
            contestant("live-results", "live results", [0.002], 21_000),
            contestant("naive", "naive <sorted> & all", [2.5], 300_000),
        ),
        first_page(10_000_000, contestant("live-results", "live results", [0.004, 0.002], 22_000)),
    ],
}


class ScaleTests(unittest.TestCase):
    def test_decades_cover_the_values_from_the_decade_below_to_the_one_above(self):
        self.assertEqual(charts.decades(0.0009, 0.2), [1e-4, 1e-3, 1e-2, 1e-1, 1.0])
        self.assertEqual(charts.decades(1_000, 10_000_000), [1e3, 1e4, 1e5, 1e6, 1e7])

    def test_one_value_still_spans_a_decade(self):
        self.assertEqual(charts.decades(1_000_000, 1_000_000), [1e6, 1e7])

    def test_log_position_puts_each_decade_an_equal_step_apart(self):
        self.assertAlmostEqual(charts.log_position(10, 1, 1000, 0, 300), 100)
        self.assertAlmostEqual(charts.log_position(100, 1, 1000, 0, 300), 200)
        self.assertAlmostEqual(charts.log_position(100, 1, 1000, 300, 0), 100)

    def test_labels_read_in_the_best_unit(self):
        self.assertEqual([charts.count_label(value) for value in [100, 1e3, 1e5, 1e6, 1e7]],
                         ["100", "1k", "100k", "1M", "10M"])
        self.assertEqual([charts.seconds_label(value) for value in [1e-6, 1e-4, 1e-2, 1, 10]],
                         ["1 µs", "100 µs", "10 ms", "1 s", "10 s"])
        self.assertEqual([charts.bytes_label(value) for value in [1e7, 1e8, 1e9]], ["10 MB", "100 MB", "1 GB"])


class SeriesTests(unittest.TestCase):
    def test_each_contestant_is_a_line_of_medians_by_size(self):
        lines, _ = charts.series(REPORT, charts.CHARTS[0])
        self.assertEqual([key for key, _, _ in lines], ["live-results", "naive"])
        self.assertEqual(lines[0][2], [(1_000, 0.002), (100_000, 0.002), (10_000_000, 0.003)])
        self.assertEqual(lines[1][2], [(1_000, 0.01), (100_000, 2.5)])

    def test_a_line_that_ends_before_the_largest_size_has_stopped(self):
        _, stopped = charts.series(REPORT, charts.CHARTS[0])
        self.assertEqual(stopped, {"naive"})

    def test_the_memory_chart_reads_peaks_in_bytes(self):
        memory = next(chart for chart in charts.CHARTS if chart["figure"] == "peak")
        lines, _ = charts.series(REPORT, memory)
        self.assertEqual(lines[0][2][0], (1_000, 20_000 * 1024))

    def test_a_curve_the_report_lacks_has_no_lines(self):
        fetch = next(chart for chart in charts.CHARTS if chart["curve"] == "fetch")
        self.assertEqual(charts.series(REPORT, fetch), ([], set()))

    def test_the_commands_split_into_those_that_save_and_those_that_read(self):
        report = {"scenarios": [{
            "id": "commands-1000", "curve": "commands", "size": 1000,
            "contestants": [contestant("list", "list", [0.001]), contestant("rename", "rename", [0.002]),
                            contestant("undo rename", "undo rename", [0.002]),
                            contestant("editor: show", "editor: show", [0.001]),
                            contestant("editor: name", "editor: name", [0.002])],
        }]}
        reading, editing = (next(chart for chart in charts.CHARTS if chart.get("edits") is edits)
                            for edits in (False, True))
        self.assertEqual([key for key, _, _ in charts.series(report, reading)[0]], ["list", "editor: show"])
        self.assertEqual([key for key, _, _ in charts.series(report, editing)[0]],
                         ["rename", "undo rename", "editor: name"])


class RenderTests(unittest.TestCase):
    def render(self):
        lines, stopped = charts.series(REPORT, charts.CHARTS[0])
        return charts.render(charts.CHARTS[0], lines, stopped, REPORT["curveLimitSeconds"])

    def test_the_chart_is_well_formed_svg_on_a_white_background(self):
        root = ElementTree.fromstring(self.render())
        background = root.find(f"{SVG}rect")
        self.assertEqual(background.get("fill"), "#ffffff")
        self.assertEqual(background.get("width"), root.get("width"))

    def test_one_line_per_contestant_in_its_own_colour_with_a_marker_per_point(self):
        root = ElementTree.fromstring(self.render())
        polylines = root.findall(f"{SVG}polyline")
        self.assertEqual(len(polylines), 2)
        self.assertNotEqual(polylines[0].get("stroke"), polylines[1].get("stroke"))
        circles = [c for c in root.findall(f"{SVG}circle") if c.get("fill") == polylines[0].get("stroke")]
        self.assertEqual(len(circles), 3 + 1)  # three points and the legend's

    def test_titles_are_escaped_and_the_stop_is_said(self):
        svg = self.render()
        texts = [element.text for element in ElementTree.fromstring(svg).iter(f"{SVG}text")]
        self.assertIn("naive <sorted> & all — stops after 100k (one run took over 2 s)", texts)
        self.assertIn("stops", texts)
        self.assertIn("&lt;sorted&gt; &amp; all", svg)

    def test_the_axes_are_labelled_by_decade(self):
        texts = [element.text for element in ElementTree.fromstring(self.render()).iter(f"{SVG}text")]
        for label in ["1k", "10k", "100k", "1M", "10M", "1 ms", "10 ms", "100 ms", "1 s", "10 s"]:
            self.assertIn(label, texts)

    def test_the_same_figures_give_the_same_bytes(self):
        self.assertEqual(self.render(), self.render())


def quietly(arguments):
    """charts.main with what it prints kept out of the test's output."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return charts.main(arguments)


class CommandTests(unittest.TestCase):
    def test_writes_a_chart_for_each_curve_present_and_no_other(self):
        with tempfile.TemporaryDirectory() as directory:
            source = Path(directory) / "performance.json"
            source.write_text(json.dumps(REPORT), encoding="utf-8")
            output = Path(directory) / "charts"
            self.assertEqual(quietly(["--input", str(source), "--output", str(output)]), 0)
            self.assertEqual(sorted(path.name for path in output.iterdir()), ["first-page-memory.svg", "first-page.svg"])

    def test_a_report_without_curves_is_an_error(self):
        with tempfile.TemporaryDirectory() as directory:
            source = Path(directory) / "performance.json"
            source.write_text(json.dumps({"scenarios": []}), encoding="utf-8")
            self.assertEqual(quietly(["--input", str(source), "--output", directory + "/charts"]), 1)

    def test_a_missing_file_is_an_error(self):
        with tempfile.TemporaryDirectory() as directory:
            self.assertEqual(quietly(["--input", directory + "/none.json", "--output", directory]), 1)


if __name__ == "__main__":
    unittest.main()
