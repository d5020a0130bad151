"""Every game's page opens with a quick card, and no two chapters share a title.

The quick card is what a host prints and puts on the table: one short table,
above the game's full rules, with the same rows for every game so a reader
finds the same thing in the same place. Its player count is checked against
the game's definition, the one place a game is described for the software.
"""

from __future__ import annotations

import re

import pytest
from rulebook_text import SPEC, chapters

from studrules.spec import load_rules
from studrules.variants import VARIANTS

QUICK_CARD = "Quick card"
ROWS = (
    "players",
    "deal",
    "forced bets",
    "order of action",
    "limits",
    "showdown",
    "house rules that matter most",
)
"""The rows of every quick card, in this order."""
MOST_WORDS = 40
"""The longest a quick card's cell may run: a card is read at a glance, and printed on one page."""


def words(cell: str) -> int:
    """How many words a cell shows: a link counts its text, a rule ID one word."""
    shown = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", cell).replace("`", "")
    return len(re.findall(r"[\w$'’.-]+", shown))


def _quick_card(text: str) -> tuple[int, int, list[tuple[str, str]]]:
    """The quick card's line, the game rule's line, and its rows (label, text)."""
    lines = text.splitlines()
    start = next((n for n, line in enumerate(lines) if line.startswith("## ")), -1)
    rule = next((n for n, line in enumerate(lines) if re.match(r"^### \S+\.GAME — ", line)), -1)
    rows = []
    if start >= 0 and lines[start] == f"## {QUICK_CARD}":
        for line in lines[start + 1 :]:
            if line.startswith("#"):
                break
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if line.startswith("|") and len(cells) == 2 and not set(cells[0]) <= set("-: "):
                rows.append((cells[0].strip("*"), cells[1]))
    return start, rule, rows


@pytest.mark.parametrize("variant", VARIANTS.values(), ids=lambda variant: variant.name)
def test_the_games_page_opens_with_its_quick_card(variant):
    page = load_rules()[variant.names.rule].file
    start, rule, rows = _quick_card((SPEC / page).read_text(encoding="utf-8"))
    assert start >= 0 and rule >= 0, f"{page}: no level-2 heading or no .GAME rule"
    assert start < rule, f"{page}: the first section must be the quick card, above the rules"
    assert [label for label, _ in rows[1:]] == list(ROWS), page
    title = (SPEC / page).read_text(encoding="utf-8").splitlines()[0].removeprefix("# ")
    assert title == variant.names.title, f"{page}: its title and the game's definition differ"
    players = dict(rows[1:])["players"]
    assert f"2 to {variant.max_players}" in players, f"{page}: players says {players!r}"


@pytest.mark.parametrize("variant", VARIANTS.values(), ids=lambda variant: variant.name)
def test_every_cell_of_the_quick_card_is_short(variant):
    page = load_rules()[variant.names.rule].file
    _, _, rows = _quick_card((SPEC / page).read_text(encoding="utf-8"))
    long = {label: count for label, cell in rows[1:] if (count := words(cell)) > MOST_WORDS}
    assert not long, f"{page}: cells of more than {MOST_WORDS} words: {long}"


def test_a_cell_counts_what_it_shows():
    assert words("[small bet](../glossary.md#small-bet) on third street") == 5
    assert words("a pair ([BET.FIXED.OPEN-PAIR](../betting.md#BET.FIXED.OPEN-PAIR))") == 3
    assert words("small until a pair shows (`limit-schedule`)") == 6


def test_no_two_chapters_share_a_title():
    titles: dict[str, list[str]] = {}
    for chapter in chapters():
        title = next(line[2:] for line in chapter.text.splitlines() if line.startswith("# "))
        titles.setdefault(title.strip().lower(), []).append(chapter.name)
    assert {title: names for title, names in titles.items() if len(names) > 1} == {}


def test_the_contents_give_each_chapter_one_title_of_its_own():
    readme = (SPEC / "README.md").read_text(encoding="utf-8")
    named: dict[str, set[str]] = {}
    for title, target in re.findall(r"\[([^\]]+)\]\(([^)#]+\.md)\)", readme):
        named.setdefault(title.lower(), set()).add(target)
    assert {title: targets for title, targets in named.items() if len(targets) > 1} == {}
