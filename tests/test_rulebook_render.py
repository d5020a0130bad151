"""Every rule of the rulebook renders as an anchor named by its ID."""

import pytest

from studrules.spec import SPEC_DIR, load_rules
from studrules_trainer.rulebook import render


def test_a_rule_heading_gets_its_id():
    html = render("### HIGH.STRAIGHTS — Aces high or low\n\nText.\n")
    assert '<h3 id="HIGH.STRAIGHTS">HIGH.STRAIGHTS — Aces high or low</h3>' in html


def test_other_headings_and_raw_html_are_left_alone():
    html = render("### Sources\n\n<script>x</script>\n")
    assert "<h3>Sources</h3>" in html
    assert "<script>" not in html


@pytest.mark.parametrize("rule", sorted(load_rules().values(), key=lambda r: r.id), ids=str)
def test_every_rule_of_the_rulebook_is_an_anchor(rule):
    html = render((SPEC_DIR / rule.file).read_text(encoding="utf-8"))
    assert f'id="{rule.id}"' in html
