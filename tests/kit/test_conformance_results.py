"""``studrules conformance report --html``: the page of engines against games and topics, built
from the JSON reports of either runner, that opens from disk."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from html.parser import HTMLParser

from kit_engines import ENGINES, NODE, RUNNER
from patience import patience

from studrules.cli import main
from studrules.conformance.export import export_cases, write_cases
from studrules.conformance.suite import collect

MINI = ENGINES / "features"
LIAR = shlex.join([sys.executable, str(ENGINES / "liar.py")])


class Cells(HTMLParser):
    """The page's tables as rows of cell texts, and every tag it uses with its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.tags: list[tuple[str, dict]] = []
        self.in_cell = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.rows[-1].append("")
            self.in_cell = True

    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.in_cell = False

    def handle_data(self, data):
        if self.in_cell:
            self.rows[-1][-1] += data


def test_the_page_tables_engines_against_games_and_topics(tmp_path, capsys):
    expectations = tmp_path / "liar.expect.json"
    expectations.write_text(json.dumps({"cases": {
        "deals::the-antes-and-the-bring-in-make-the-pot": {"expect": "fail", "reason": "pots"}}}))
    python = tmp_path / "liar.json"
    main(["conformance", "--features", str(MINI), "--engine", LIAR, "--expectations",
          str(expectations), "--json", str(python)])
    cases = tmp_path / "cases.json"
    write_cases(export_cases(collect(MINI), "1.0.0"), cases)
    js = tmp_path / "reference-js.json"
    engine = shlex.join([sys.executable, "-m", "studrules", "engine"])
    subprocess.run([NODE, str(RUNNER), "--cases", str(cases), "--engine", engine, "--json",
                    str(js)], check=True, capture_output=True, timeout=patience(75))
    capsys.readouterr()
    assert main(["conformance", "report", "--html", str(tmp_path / "site"), str(python),
                 str(js)]) == 0
    assert f"wrote {tmp_path / 'site' / 'index.html'} (2 runs)" in capsys.readouterr().out
    parsed = Cells()
    parsed.feed((tmp_path / "site" / "index.html").read_text())
    heads = [row for row in parsed.rows if row[0] == ""]
    assert heads[0][1].startswith("studrules 0.1.0") and LIAR in heads[0][1]
    assert "suite 1.0.0, studrules conformance" in heads[0][1]
    assert "suite 1.0.0, kit/js/run.mjs" in heads[0][2]
    rows = {row[0]: row[1:] for row in parsed.rows if row[0]}
    assert rows["all cases"] == ["5 passed · 1 expected failure · 4 failed", "10 passed"]
    assert rows["seven-card-stud"] == ["1 passed · 1 expected failure", "2 passed"]
    assert rows["razz"] == ["1 passed", "1 passed"]
    assert rows["rankings"] == ["3 passed · 4 failed", "7 passed"]
    used = {tag for tag, _ in parsed.tags}
    assert "script" not in used and not any("src" in a or "href" in a for _, a in parsed.tags)


def test_what_cannot_make_a_page_is_said_in_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"engine": {"spec": "x"}}))
    for args, says in [
        ([str(tmp_path / "none.json")], "cannot read the results file"),
        ([str(bad)], f"the results file {bad} is not the JSON report of a conformance run "
                     "(--json): it lacks 'cases'"),
    ]:
        assert main(["conformance", "report", "--html", str(tmp_path / "site"), *args]) == 2
        err = capsys.readouterr().err
        assert says in err and err.count("\n") == 1
