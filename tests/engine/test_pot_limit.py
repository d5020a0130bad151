"""Pot-limit amounts worked out by hand (POTLIMIT.*), checked against the engine's ranges.

Four players ante $0.25 each (the pot holds $1) and the bring-in is $1, which
is also the minimum bet. Every figure below is in dollars; the chip is $0.25.
"""

from fractions import Fraction

import pytest

from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action, IllegalAction, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.variants import VARIANTS

CHIP = Fraction(1, 4)
STAKES = Stakes(Chips(CHIP), ante=1, bring_in=4, small_bet=4, big_bet=4)


def dollars(count: int) -> Fraction:
    """Chips as dollars."""
    return count * CHIP


def chips(amount: str) -> int:
    """Dollars as chips."""
    return int(Fraction(amount) / CHIP)


def hand(stacks=(None, None, None, None)):
    """London lowball: the king of spades brings in (Carol), dealt from a seeded deck."""
    table = [(name, s) for name, s in zip(("Alice", "Bob", "Carol", "David"), stacks)]
    state = new_hand(
        VARIANTS["london-lowball"], table, STAKES, resolve("casino"), Dealer.shuffled(7)
    )
    return state


def offered(state) -> dict[str, tuple[Fraction | None, Fraction | None]]:
    """Each legal verb with its smallest and largest amount in dollars (None where none)."""
    return {
        a.verb: tuple(None if x is None else dollars(x) for x in (a.to, a.most))
        for a in state.legal_actions()
    }


def test_the_bring_in_may_only_be_posted_when_the_pot_is_below_two_bring_ins():
    state = hand()
    # Opening for more means at least two bring-ins ($2) and at most the pot: the
    # antes, $1. No amount fits, so only the bring-in is offered.
    assert offered(state) == {"bring-in": (Fraction(1), None)}


def test_after_the_bring_in_a_raise_goes_from_two_bring_ins_to_the_pot_after_calling():
    state = hand()
    due = state.seats[state.to_act].name
    state = state.apply(Action(due, "bring-in"))
    # Pot $2 after the bring-in; calling $1 makes it $3; the raise goes to at
    # most $1 + $3 = $4, and at least $1 + $1 = $2 (the last bet was $1).
    assert offered(state) == {
        "fold": (None, None),
        "call": (Fraction(1), None),
        "raise": (Fraction(2), Fraction(4)),
    }


def test_every_whole_chip_in_the_range_is_legal_and_the_reasons_show_the_sum():
    state = hand()
    state = state.apply(Action(state.seats[state.to_act].name, "bring-in"))
    player = state.seats[state.to_act].name
    raised = state.apply(Action(player, "raise", chips("3.25")))
    assert raised.round.level == chips("3.25")
    maximum = [r for r in raised.reasons if r.rule == "POTLIMIT.MAXIMUM"]
    assert maximum and "$4" in maximum[-1].text and "$2 + $1 = $3" in maximum[-1].text
    # Next: pot 1 + 1 + 3.25 = 5.25; calling 3.25 makes 8.5; raise to 3.25 + 8.5 = 11.75
    # at most, and at least 3.25 + 2.25 (the last raise added $2.25) = 5.50.
    assert offered(raised)["raise"] == (Fraction("5.5"), Fraction("11.75"))


@pytest.mark.parametrize("amount", ["1.75", "4.25", "0"])
def test_an_amount_outside_the_range_is_refused_and_changes_nothing(amount):
    state = hand()
    state = state.apply(Action(state.seats[state.to_act].name, "bring-in"))
    player = state.seats[state.to_act].name
    with pytest.raises(IllegalAction):
        state.apply(Action(player, "raise", chips(amount)))
    assert offered(state)["raise"] == (Fraction(2), Fraction(4))


def test_a_raise_without_an_amount_asks_for_one_naming_the_range():
    state = hand()
    state = state.apply(Action(state.seats[state.to_act].name, "bring-in"))
    player = state.seats[state.to_act].name
    with pytest.raises(IllegalAction, match=r"any amount from \$2 to \$4"):
        state.apply(Action(player, "raise"))


def test_a_short_all_in_raise_does_not_reopen_the_betting():
    # Bob starts with $2 and has $1.75 after his ante. Carol's 6c brings in $1
    # (the highest door card, aces low); David and Alice call.
    state = hand(stacks=(None, 8, None, None))
    for player, verb in (("Carol", "bring-in"), ("David", "call"), ("Alice", "call")):
        state = state.apply(Action(player, verb))
    # A full raise would go to $2 at least: Bob can only raise all in, to $1.75.
    assert offered(state) == {
        "fold": (None, None),
        "call": (Fraction(1), None),
        "raise": (Fraction("1.75"), None),
    }
    state = state.apply(Action("Bob", "raise", chips("1.75")))
    # $0.75 more is less than the last bet of $1: Carol, who has acted, may not raise.
    assert state.seats[state.to_act].name == "Carol"
    assert offered(state) == {"fold": (None, None), "call": (Fraction("1.75"), None)}
    assert any(r.rule == "POTLIMIT.ALL-IN" for r in state.reasons)
