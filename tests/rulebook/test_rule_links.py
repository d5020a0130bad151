"""Every link to a rule in the rulebook and the docs lands on a rule that exists there.

A rule moved to another chapter (MISDEAL.CALLED went from irregularities.md to
misdeals.md) leaves links to its old place that a reader follows to nothing;
this finds them.
"""

import re

from locations import REPO

ROOT = REPO
RULE_HEADING = re.compile(r"^### ([A-Z0-9.-]+) —", re.M)
RULE_LINK = re.compile(r"\]\(([^)#\s]*\.md)#([A-Z][A-Z0-9.-]*)\)")


def test_every_link_to_a_rule_finds_it():
    anchors = {
        path.resolve(): set(RULE_HEADING.findall(path.read_text(encoding="utf-8")))
        for path in (ROOT / "spec").rglob("*.md")
    }
    pages = [*(ROOT / "spec").rglob("*.md"), *(ROOT / "docs").glob("*.md")]
    broken = [
        f"{page.relative_to(ROOT)}: {target}#{rule}"
        for page in pages
        for target, rule in RULE_LINK.findall(page.read_text(encoding="utf-8"))
        if (page.parent / target).resolve() in anchors
        and rule not in anchors[(page.parent / target).resolve()]
    ]
    assert broken == []
