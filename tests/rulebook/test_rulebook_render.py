"""Every rule of the rulebook renders as an anchor named by its ID."""

import pytest

from studrules.spec import SPEC_DIR, load_rules
from studrules_trainer.rulebook import render


def test_a_rule_heading_gets_its_id():
    html = render("### HIGH.STRAIGHTS — Aces high or low\n\nText.\n")
    assert '<h3 id="HIGH.STRAIGHTS">HIGH.STRAIGHTS — Aces high or low</h3>' in html


def test_raw_html_is_escaped():
    html = render("### Sources\n\n<script>x</script>\n")
    assert "<script>" not in html


def test_other_headings_get_githubs_slug_and_repeats_are_numbered():
    source = "## Robert's Rules of Poker\n\n### `K♠` and *the* bug\n\n## Sources\n\n## Sources\n"
    html = render(source)
    assert '<h2 id="roberts-rules-of-poker">' in html
    assert '<h3 id="k-and-the-bug">' in html
    assert '<h2 id="sources">' in html and '<h2 id="sources-1">' in html


@pytest.mark.parametrize("rule", sorted(load_rules().values(), key=lambda r: r.id), ids=str)
def test_every_rule_of_the_rulebook_is_an_anchor(rule):
    html = render((SPEC_DIR / rule.file).read_text(encoding="utf-8"))
    assert f'id="{rule.id}"' in html
