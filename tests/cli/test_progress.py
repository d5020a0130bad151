"""Commands that run over a second show their progress on a terminal, and say where they wrote.

Issue 27: ``studrules export`` took half a minute and printed nothing while it worked, and
``studrules conformance`` without ``--engine`` was an error though the README says it works
from any folder. ``studrules.progress.Progress`` draws a count in place on one line of
standard error when it is a terminal, and nothing when it is not.
"""

from __future__ import annotations

import io
import json

from locations import REPO

from studrules import cli
from studrules.progress import Progress

ROOT = REPO


class Terminal(io.StringIO):
    """A stream that says it is a terminal, and keeps what is written to it."""

    def isatty(self) -> bool:
        return True


class Clock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def shown(written: str) -> str:
    """What a terminal shows at the end: the text after the last carriage return, per line."""
    return "\n".join(line.rsplit("\r", 1)[-1] for line in written.split("\n"))


# The helper.


def test_on_a_terminal_the_count_is_drawn_in_place_and_cleared_at_the_end():
    stream, clock = Terminal(), Clock()
    with Progress("exporting", total=4, unit="cases", stream=stream, clock=clock) as progress:
        for _ in range(4):
            clock.now += 1
            progress.advance()
        drawn = stream.getvalue()
    assert "\n" not in drawn
    assert drawn.count("\r") >= 4
    assert "exporting" in drawn and "1/4 cases" in drawn and "4/4 cases" in drawn
    assert "100%" in drawn
    assert shown(stream.getvalue()).strip() == ""  # cleared: the next output starts clean


def test_the_count_is_redrawn_at_most_every_interval_but_always_at_the_end():
    stream, clock = Terminal(), Clock()
    progress = Progress("replaying", total=1000, stream=stream, interval=0.5, clock=clock)
    for _ in range(999):
        progress.advance()  # the clock stands still: only the first draw
    assert stream.getvalue().count("/1000") == 1
    progress.advance()
    assert "1000/1000" in stream.getvalue()
    progress.close()


def test_without_a_total_the_count_alone_is_shown():
    stream, clock = Terminal(), Clock()
    with Progress("building", stream=stream, unit="pages", clock=clock) as progress:
        progress.advance(3)
        assert "building: 3 pages" in stream.getvalue()


def test_a_line_said_while_counting_stands_above_the_count():
    stream, clock = Terminal(), Clock()
    with Progress("conformance", total=2, unit="cases", stream=stream, clock=clock) as progress:
        progress.advance()
        progress.say("  passed case-1")
        clock.now += 1
        progress.advance()
    lines = shown(stream.getvalue()).split("\n")
    assert lines[0] == "  passed case-1"
    assert lines[1].strip() == ""


def test_not_on_a_terminal_nothing_is_drawn_but_lines_said_are_written():
    stream = io.StringIO()
    with Progress("exporting", total=3, stream=stream) as progress:
        progress.advance(3)
        progress.say("a line")
    assert stream.getvalue() == "a line\n"


def test_a_stream_without_isatty_counts_as_no_terminal():
    class Bare:
        def __init__(self) -> None:
            self.text = ""

        def write(self, text: str) -> None:
            self.text += text

        def flush(self) -> None:
            pass

    stream = Bare()
    with Progress("x", total=1, stream=stream) as progress:  # type: ignore[arg-type]
        progress.advance()
    assert stream.text == ""


def test_a_long_label_is_cut_to_the_terminals_width(monkeypatch):
    monkeypatch.setenv("COLUMNS", "30")
    stream = Terminal()
    with Progress("x" * 100, total=5, stream=stream, clock=Clock()) as progress:
        progress.advance()
        drawn = stream.getvalue().split("\r")
    assert all(len(part) < 30 for part in drawn), drawn


# conformance without --engine; --expectations needs --engine.


def test_conformance_without_an_engine_runs_the_reference(capsys):
    code = cli.main(["conformance", "--select", "rule:HIGH.STRAIGHTS"])
    captured = capsys.readouterr()
    assert code == 0, captured
    assert "conformance of reference" in captured.out


def test_conformance_gating_expectations_need_an_engine_named(capsys, tmp_path):
    expectations = tmp_path / "expectations.json"
    code = cli.main(["conformance", "--expectations", str(expectations), "--select",
                     "rule:HIGH.STRAIGHTS"])
    said = capsys.readouterr().err
    assert code == 2
    assert "--expectations" in said and "--engine" in said


# Where each command wrote.


def test_conformance_says_where_it_wrote_its_json_report(capsys, tmp_path):
    report = tmp_path / "report.json"
    code = cli.main(["conformance", "--engine", "reference", "--select", "rule:HIGH.STRAIGHTS",
                     "--json", str(report)])
    out = capsys.readouterr().out
    assert code == 0
    assert f"wrote the JSON report to {report}" in out
    assert json.loads(report.read_text("utf-8"))["totals"]["passed"] > 0


def test_export_says_where_it_wrote_and_how_many_cases(capsys, tmp_path):
    cases = tmp_path / "cases.json"
    code = cli.main(["export", "--select", "rule:HIGH.STRAIGHTS", "-o", str(cases)])
    captured = capsys.readouterr()
    written = json.loads(cases.read_text("utf-8"))["cases"]
    assert code == 0
    assert f"wrote {len(written)} cases to {cases}" in captured.err


def test_export_to_standard_output_prints_only_the_document(capsys):
    code = cli.main(["export", "--select", "rule:HIGH.STRAIGHTS", "-o", "-"])
    captured = capsys.readouterr()
    assert code == 0
    assert json.loads(captured.out)["cases"]
    assert "wrote" not in captured.err


# The commands draw their progress on a terminal.


def test_export_draws_its_progress_on_a_terminal(monkeypatch, tmp_path):
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert cli.main(["export", "--select", "rule:HIGH.STRAIGHTS", "-o",
                     str(tmp_path / "c.json")]) == 0
    drawn = terminal.getvalue()
    assert "\r" in drawn and "cases" in drawn
    assert "wrote" in shown(drawn)


def test_conformance_draws_its_progress_on_a_terminal_and_not_when_piped(monkeypatch):
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert cli.main(["conformance", "--select", "rule:HIGH.STRAIGHTS"]) == 0
    assert "\r" in terminal.getvalue() and "cases" in terminal.getvalue()
    piped = io.StringIO()
    monkeypatch.setattr("sys.stderr", piped)
    assert cli.main(["conformance", "--select", "rule:HIGH.STRAIGHTS"]) == 0
    assert piped.getvalue() == ""


def test_replay_of_many_hands_draws_its_progress_on_a_terminal(monkeypatch, capsys, tmp_path):
    hands = sorted((ROOT / "tests" / "data" / "phh").glob("pokerkit-razz-*.phh"))
    many = tmp_path / "hands.phhs"
    many.write_text("\n".join(f"[{k}]\n{path.read_text('utf-8')}" for k, path in
                              enumerate(hands, 1)), encoding="utf-8")
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert cli.main(["replay", str(many)]) == 0
    assert f"/{len(hands)} hands" in terminal.getvalue()
    assert capsys.readouterr().out.count("✓ the hand follows the rules") == len(hands)


def test_rulebook_build_draws_its_progress_and_says_where_it_wrote(monkeypatch, capsys,
                                                                  tmp_path):
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert cli.main(["rulebook", "build", str(tmp_path / "site")]) == 0
    assert "\r" in terminal.getvalue() and "chapters rendered" in terminal.getvalue()
    assert f"to {tmp_path / 'site'}" in capsys.readouterr().out
