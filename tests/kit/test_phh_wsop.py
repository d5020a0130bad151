"""The 30 stud hands of the public PHH dataset's 2023 WSOP Poker Players Championship final
table (13 seven-card stud, 10 razz, 7 stud/8), written afresh at test time from PokerKit's own
test of that table (``pokerkit.tests.test_wsop.test_2023_43_5`` in its wheel: nothing of it is
kept here), replay through the reference engine with the stacks PokerKit ends them with. In
five stud/8 hands the broadcast never showed a folded player's cards (``??????``): the
history's unknown door card stays unknown, the rest is checked, and the replay says what it
could not check."""

from __future__ import annotations

import importlib
import inspect
import re
import warnings

import pytest

pokerkit = pytest.importorskip("pokerkit")

from studrules import phh  # noqa: E402
from studrules.protocol.engines import ReferenceEngine  # noqa: E402

UNSEEN = {"test_49_02_13_08", "test_50_02_14_32", "test_51_02_18_42", "test_52_02_22_35",
          "test_53_02_25_11"}
"""The hands in which a player's door card was never shown."""


def written_hands() -> dict[str, str]:
    """Each stud hand of PokerKit's test of the final table, as the PHH PokerKit writes of it,
    with the finishing stacks of PokerKit's own final state."""
    module = importlib.import_module("pokerkit.tests.test_wsop.test_2023_43_5")
    source = inspect.getsource(module)
    names = re.findall(r"def (test_\w+)\(self\) -> None:\n\s+game = FixedLimit"
                       r"(?:SevenCardStud|Razz)", source)
    found: dict[str, str] = {}
    told = module.HandHistory

    class Recording(told):
        @classmethod
        def from_game_state(cls, game, state):
            history = super().from_game_state(game, state)
            stacks = ", ".join(str(stack) for stack in state.stacks)
            found[current] = history.dumps().rstrip("\n") + f"\nfinishing_stacks = [{stacks}]\n"
            return history

    module.HandHistory = Recording
    try:
        for current in names:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                getattr(module.StateTestCase(current), current)()
    finally:
        module.HandHistory = told
    return found


HANDS = written_hands()


def test_the_final_table_has_thirty_stud_hands_five_with_unseen_door_cards():
    codes = [phh.loads(text).code for text in HANDS.values()]
    assert (len(codes), codes.count("F7S"), codes.count("FR"), codes.count("F7S/8")) == (
        30, 13, 10, 7)
    unseen = {name for name, text in HANDS.items() if "??????" in text}
    assert unseen == UNSEEN


@pytest.mark.parametrize("name", sorted(HANDS))
def test_each_hand_replays_and_says_what_it_could_not_check(name):
    history = phh.loads(HANDS[name])
    with ReferenceEngine() as reference:
        report = phh.check(history, reference, options={"fourth-street-open-pair": "no-effect"})
    assert report.violation is None, report.violation
    assert any("finishing_stacks agree" in note for note in report.notes), report.notes
    never = [note for note in report.notes if "was never shown" in note]
    assert bool(never) == (name in UNSEEN)
    for note in never:
        assert re.search(r"p\d's card 3 \(third street, face up\) was never shown", note), note
