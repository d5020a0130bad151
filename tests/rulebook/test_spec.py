"""The rulebook reader: rule headings become rules with anchors; malformed ones are refused."""

import pytest

from studrules.spec import SpecError, load_rules


def write(tmp_path, name, text):
    (tmp_path / name).write_text(text, encoding="utf-8")


def test_rules_are_read_with_their_anchor(tmp_path):
    write(tmp_path, "high.md", "# High\n\n### HIGH.STRAIGHTS — Aces high or low\n\nText.\n")
    rules = load_rules(tmp_path)
    rule = rules["HIGH.STRAIGHTS"]
    assert (rule.title, rule.file, rule.line) == ("Aces high or low", "high.md", 3)
    assert rule.anchor == "high.md#HIGH.STRAIGHTS"


def test_a_rule_id_may_hyphenate_its_first_part(tmp_path):
    write(tmp_path, "forced-bets.md", "### BRING-IN.SUIT-TIE — Equal door cards\n")
    assert list(load_rules(tmp_path)) == ["BRING-IN.SUIT-TIE"]


def test_a_repeated_id_is_refused_with_both_places(tmp_path):
    write(tmp_path, "a.md", "### LOW.PAIRS — One\n")
    write(tmp_path, "b.md", "\n### LOW.PAIRS — Two\n")
    with pytest.raises(SpecError, match=r"b.md:2: rule LOW.PAIRS is already defined at a.md:1"):
        load_rules(tmp_path)


def test_a_malformed_rule_heading_is_refused(tmp_path):
    write(tmp_path, "a.md", "## LOW.PAIRS: pairs\n")
    expected = r'a\.md:1: a rule heading must read "### RULE\.ID — Title"'
    with pytest.raises(SpecError, match=expected):
        load_rules(tmp_path)


def test_the_real_rulebook_loads():
    rules = load_rules()
    assert rules, "spec/ defines no rules"
    assert all(rule.file.endswith(".md") for rule in rules.values())
