"""``studrules conformance report --html OUT RESULTS.json...``: a static page of engines' results.

Each RESULTS.json is the JSON report of one run (``studrules conformance --json``,
or ``node run.mjs --json``). The page tables the engines against the games (the
cases that deal one) and the topics of the hands alone (the rankings' feature
files), each cell the cases passed, failed as expected, skipped and failed (a
failure or an error the engine's expectations did not foresee), and heads each
engine's column with its name and version as its ``hello`` gave them and the
suite version it ran, as Bowtie tables JSON Schema's implementations. The page is
one HTML file with its style inside: no script, nothing from the network, so it
opens from disk.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from html import escape
from pathlib import Path, PurePosixPath

from studrules import __version__
from studrules.errors import StudrulesError
from studrules.files import FileProblem, read_text, write_text

from .suite import HANDS_ALONE

COLUMNS = ("passed", "expected failure", "skipped", "failed")
"""What a cell counts, in the order it shows them."""
STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
@media (max-width: 600px) { body { margin: 1em; } }
.wide { overflow-x: auto; margin-bottom: 2em; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
th.engine { min-width: 9em; }
td.all { background: #e6f4e6; } td.known { background: #fff6dd; }
td.none { background: #f2f2f2; color: #777; } td.bad { background: #fbe3e3; }
.n { font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: bold; margin: 0.5em 0; }
"""


class ResultsError(StudrulesError):
    """A results file that cannot be read as the JSON report of a conformance run."""


@dataclass(frozen=True)
class Run:
    """One engine's run: who it is, the suite it ran, and each case's row and counted kind."""

    name: str
    spec: str
    suite: str
    runner: str
    cases: list[tuple[str, str, str]]
    """Each case as (section, row, kind): ``("Games", "razz", "passed")``."""

    def counts(self, section: str, row: str) -> Counter:
        """How many cases of the row ended as each kind."""
        return Counter(kind for where, name, kind in self.cases if (where, name) == (section, row))


def kind_of(case: dict) -> str:
    """What a case counts as on the page: passed, expected failure, skipped or failed."""
    status, outcome = case["status"], case.get("outcome", "")
    if status == "passed":
        return "passed"
    if status == "skipped":
        return "skipped"
    return "expected failure" if outcome == "expected failure" else "failed"


def place_of(case: dict) -> tuple[str, str]:
    """The section and row of a case: the game it deals, or the topic of its hands alone."""
    if case["variant"] != HANDS_ALONE:
        return "Games", case["variant"]
    return "Hands alone", PurePosixPath(case["feature"]).stem


def read_run(path: str | Path) -> Run:
    """The run a JSON report tells; ``ResultsError`` naming the file and what is wrong."""
    try:
        report = json.loads(read_text(path, "the results file"))
    except FileProblem as error:
        raise ResultsError(str(error)) from None
    except ValueError as error:
        raise ResultsError(f"the results file {path} is not JSON: {error}") from None
    try:
        engine, cases = report["engine"], report["cases"]
        hello = engine.get("hello") or {}
        rows = [(*place_of(case), kind_of(case)) for case in cases]
        name = str(hello.get("engine") or engine["spec"])
        return Run(name, str(engine["spec"]), str(report.get("suite") or "?"),
                   str(report.get("runner") or "studrules conformance"), rows)
    except (KeyError, TypeError, AttributeError) as error:
        raise ResultsError(
            f"the results file {path} is not the JSON report of a conformance run (--json): "
            f"it lacks {error}"
        ) from None


def _cell(counts: Counter) -> str:
    """One cell: its counts, coloured by the worst of them."""
    total = sum(counts.values())
    if not total:
        return '<td class="none">·</td>'
    worst = ("bad" if counts["failed"] else "known" if counts["expected failure"]
             else "none" if not counts["passed"] else "all")
    shown = " · ".join(f'<span class="n">{counts[kind]}</span> {escape(kind)}'
                       for kind in COLUMNS if counts[kind])
    return f'<td class="{worst}">{shown}</td>'


def page(runs: list[Run]) -> str:
    """The results page of ``runs``, as HTML."""
    head = "".join(
        f'<th class="engine">{escape(run.name)}<br><small>{escape(run.spec)}<br>suite '
        f"{escape(run.suite)}, {escape(run.runner)}</small></th>"
        for run in runs
    )
    totals = "".join(_cell(Counter(kind for *_, kind in run.cases)) for run in runs)
    parts = [
        "<!doctype html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        "<title>studrules conformance results</title>", f"<style>{STYLE}</style>", "</head>",
        "<body>", "<h1>Conformance to the studrules suite</h1>",
        f"<p>{len(runs)} engines, each cell the cases {', '.join(COLUMNS)} (a failure or an "
        "error the engine's expectations did not foresee). Built by studrules "
        f"{escape(__version__)}.</p>",
        '<div class="wide"><table>', "<caption>Every case</caption>",
        f"<tr><th></th>{head}</tr>", f"<tr><th>all cases</th>{totals}</tr>", "</table></div>",
    ]
    for section in ("Games", "Hands alone"):
        rows = sorted({row for run in runs for where, row, _ in run.cases if where == section})
        if not rows:
            continue
        parts += ['<div class="wide"><table>', f"<caption>{section}</caption>",
                  f"<tr><th></th>{head}</tr>"]
        for row in rows:
            cells = "".join(_cell(run.counts(section, row)) for run in runs)
            parts.append(f"<tr><th>{escape(row)}</th>{cells}</tr>")
        parts.append("</table></div>")
    parts += ["</body>", "</html>"]
    return "\n".join(parts) + "\n"


def build(out: str | Path, files: list[str]) -> Path:
    """Write the page of the runs in ``files`` as ``out/index.html``; its path."""
    if not files:
        raise ResultsError("give the JSON reports of one run or more (--json of a run)")
    runs = [read_run(name) for name in files]
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise ResultsError(f"{folder} is a file: give a folder for the page")
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "index.html"
    write_text(target, page(runs), "the results page")
    return target
