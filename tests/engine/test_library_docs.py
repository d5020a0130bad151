"""docs/library.md runs: its ``pycon`` examples are doctests over the public ``studrules`` names."""

import doctest
import re

import pytest
from locations import REPO

import studrules

LIBRARY = REPO / "docs" / "library.md"
EXAMPLE = re.compile(r"^```pycon\n(.*?)^```$", re.S | re.M)


def test_the_library_page_examples_give_what_they_show():
    text = LIBRARY.read_text(encoding="utf-8")
    blocks = EXAMPLE.findall(text)
    assert len(blocks) >= 5, "docs/library.md has lost its examples"
    test = doctest.DocTestParser().get_doctest(
        "\n".join(blocks), {}, "library.md", str(LIBRARY), 0
    )
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    failures = []
    runner.run(test, out=failures.append)
    assert runner.failures == 0, "".join(failures)
    assert runner.tries >= 20


def test_every_name_the_package_exports_is_there():
    missing = [name for name in studrules.__all__ if not hasattr(studrules, name)]
    assert not missing
    for name in ("new_hand", "HandState", "Action", "VARIANTS", "evaluate", "rank",
                 "HouseRules", "HandRules", "PROFILES", "StudrulesError", "IllegalAction"):
        assert name in studrules.__all__, name


def test_the_library_refuses_bad_input_naming_it():
    with pytest.raises(studrules.MoneyError, match='"one dollar" is not an amount'):
        studrules.Stakes.of("one dollar", 2)
    with pytest.raises(studrules.OptionError, match='unknown profile "casinoo"'):
        studrules.HandRules.of("casinoo")
    with pytest.raises(studrules.OptionError, match='unknown option "odd-chips"'):
        studrules.HandRules.of("home", {"odd-chips": "position"})
    with pytest.raises(studrules.RankingError, match='unknown ranking "highest"'):
        studrules.rank("highest", [studrules.parse_cards("As Kd")])


def test_stakes_are_counted_in_the_largest_chip_that_divides_them():
    stakes = studrules.Stakes.of(1, 2, ante="$0.10", bring_in="0.25")
    assert stakes.chips.text(1) == "0.05"
    assert (stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet) == (2, 5, 20, 40)
