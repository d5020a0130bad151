"""A game's names live in its definition (``Variant.names``) and nowhere else.

The faces that name games (scenario steps, PHH reading and replay, the PokerKit
adapter, the command line, the betting counts, the trainer's sentences and
dispute features) read each name from the definition. This guard fails if one
of them spells a game again: a string literal (docstrings aside) that is a
game's protocol name, title, phrase, alias, rule ID, PHH code or PokerKit class,
or that holds a PHH code or PokerKit class inside longer text. The pages for
programmers that table the games repeat their names for the reader; a test holds
each repeated title to the definition's.
"""

import ast
import re

import pytest
from locations import REPO

from studrules.rankings import RANKINGS
from studrules.scenarios.hands import GAMES
from studrules.spec import load_rules
from studrules.variants import VARIANTS, Names

ROOT = REPO
FACES = (
    "studrules/scenarios/hands.py",
    "studrules/phh/reading.py",
    "studrules/phh/command.py",
    "studrules/adapters/pokerkit_games.py",
    "studrules/cli.py",
    "studrules/perft.py",
    "trainer/studrules_trainer/questions/sentences.py",
    "trainer/studrules_trainer/dispute_feature.py",
)
"""The modules that name games to people or to other formats."""


def _names(names: Names) -> set[str]:
    said = {names.title, names.phrase, names.rule, *names.aliases}
    return said | {code for code in (names.phh, names.pokerkit) if code}


SPELLED = {
    name: variant.name
    for variant in VARIANTS.values()
    for name in {variant.name, *_names(variant.names)} - set(RANKINGS)
}
"""Every name of every game, and the game it names (a ranking's name, ``soko``, is the
ranking's too, so the faces may still say it)."""

CODES = {
    code: variant.name
    for variant in VARIANTS.values()
    for code in (variant.names.phh, variant.names.pokerkit)
    if code
}
"""The names that are codes, found even inside longer text."""


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstring nodes (module, class, function, and the string after an
    assignment that documents it)."""
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for i, stmt in enumerate(body):
            first = i == 0 and isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
            after_assignment = i > 0 and isinstance(body[i - 1], (ast.Assign, ast.AnnAssign))
            if (
                (first or after_assignment)
                and isinstance(stmt, ast.Expr)
                and isinstance(stmt.value, ast.Constant)
                and isinstance(stmt.value.value, str)
            ):
                found.add(id(stmt.value))
    return found


def spelled_games(source: str) -> list[str]:
    """Each literal in ``source`` that spells a game, as ``line N: "text" (game)``."""
    tree = ast.parse(source)
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
            continue
        if id(node) in docstrings:
            continue
        text = node.value
        games = {SPELLED[text]} if text in SPELLED else set()
        games |= {
            game
            for code, game in CODES.items()
            if re.search(rf"(?<![\w/]){re.escape(code)}(?![\w/])", text)
        }
        found += [f'line {node.lineno}: "{text[:60]}" ({game})' for game in sorted(games)]
    return found


@pytest.mark.parametrize("face", FACES)
def test_no_face_spells_a_game(face):
    found = spelled_games((ROOT / face).read_text(encoding="utf-8"))
    assert not found, f"{face} names games itself; read Variant.names instead: {found}"


@pytest.mark.parametrize(
    "source",
    [
        'GAMES = {"razz": "razz"}\n',
        'HELP = "replay F7S/8 histories"\n',
        'GAMES = {"FR": pokerkit.FixedLimitRazz}\n',
        'TITLES = ("seven-card stud high-low",)\n',
        'RULE = "FTQ.GAME"\n',
        'KIND = getattr(pokerkit, "FixedLimitSevenCardStud")\n',
    ],
)
def test_the_guard_finds_a_spelled_game(source):
    assert spelled_games(source)


def test_the_guard_lets_docstrings_and_rankings_be():
    source = (
        '"""Razz and seven-card stud (F7S)."""\n'
        'RANKINGS = {"soko": "Sökö: high hands"}\n'
        '"""The ranking soko, as razz F7S says."""\n'
        "def f():\n"
        '    """``the game is razz``."""\n'
    )
    assert spelled_games(source) == []


def test_every_name_a_face_looks_up_belongs_to_one_game():
    owners: dict[str, set[str]] = {}
    for variant in VARIANTS.values():
        for name in _names(variant.names) | {variant.name}:
            owners.setdefault(name.lower(), set()).add(variant.name)
    shared = {name: games for name, games in owners.items() if len(games) > 1}
    assert not shared, f"names used by more than one game: {shared}"
    titles = [variant.title for variant in VARIANTS.values()]
    assert len(set(titles)) == len(titles), titles


@pytest.mark.parametrize("variant", VARIANTS.values(), ids=list(VARIANTS))
def test_the_names_are_well_formed(variant):
    names = variant.names
    assert names.title[0].isupper(), names.title
    assert GAMES[names.phrase] == variant.name  # the scenario step says the phrase
    rule = load_rules().get(names.rule)
    assert rule is not None and names.rule.endswith(".GAME"), f"{names.rule} is not a game rule"
    assert rule.file.startswith("variants/"), rule.file
    assert f"`{variant.name}`" in (ROOT / "spec" / rule.file).read_text(encoding="utf-8"), (
        f"{names.rule} is on {rule.file}, which does not name {variant.name}"
    )


GAME_TABLES = ("docs/rulebook/games.md", "docs/five-card.md", "docs/seven-card-games.md")
"""The pages for programmers whose tables repeat each game's protocol name beside its title."""


@pytest.mark.parametrize("page", GAME_TABLES)
def test_a_table_that_repeats_a_games_name_gives_its_title_as_the_definition_does(page):
    drifted = []
    for line in (ROOT / page).read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        for variant in VARIANTS.values():
            if line.startswith("|") and f"`{variant.name}`" in cells and (
                variant.names.title not in cells
            ):
                drifted.append(f"{variant.name}: {cells[:3]}, not {variant.names.title!r}")
    assert not drifted, f"{page}: " + "; ".join(drifted)
