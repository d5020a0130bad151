"""The showdown options of issue 13: carried odd chips add up, and every new value is checked.

The rulings of each value are the scenarios' (features/hands/showdown.feature,
declare-both.feature, forced-bets.feature); here: money (chips in = chips paid
out + chips carried, in the result, its explanation and the protocol's answer),
the refusal of an unknown value, and random hands under every value drawn.
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import TABLE, assert_side_pots_hold
from random_hands import play as random_play

from studrules.cards import parse_holding
from studrules.errors import OptionError
from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.model import Action, Legal, Stakes
from studrules.house_rules import HAND_OPTIONS, PROFILES, resolve
from studrules.money import Chips
from studrules.protocol.deal import result_answer
from studrules.variants import VARIANTS

STAKES = Stakes(Chips(1), ante=1, bring_in=1, small_bet=2, big_bet=4)
SHOWDOWN_OPTIONS = ("odd-chip", "showdown-suits", "natural-tie", "both-fails", "split-bring-in-ace")
NEW_VALUES = {
    "odd-chip": "carry-over",
    "showdown-suits": "high-card-by-suit",
    "natural-tie": "fewer-wild-cards",
    "both-fails": "three-quarters",
    "split-bring-in-ace": "low",
}

TIE = {
    "Alice": "(As Kd) Qc Jd 9h 4s (3c)",
    "Bob": "(Ah Ks) Qd Jc 9s 5s (2h)",
    "Carol": "(7s 8d) 2c",
    "David": "(Tc Th) 8c",
}
"""Alice and Bob tie with ace-king-queen-jack-nine; Carol's deuce brings in."""


def tied_hand(odd_chip: str) -> HandState:
    """David folds, Alice completes, Bob calls, Carol folds: 9 chips; then everyone checks."""
    holdings = tuple(parse_holding(cards) for cards in TIE.values())
    state = new_hand(
        VARIANTS["seven-card-stud"],
        [(name, None) for name in TIE],
        STAKES,
        resolve("casino", {"odd-chip": odd_chip}),
        Dealer(given=holdings),
    )
    while not state.over:
        legal = {option.verb: option for option in state.legal_actions()}
        name = state.seats[state.actor].name
        chosen: Legal = next(legal[v] for v in ("bring-in", "check", "call") if v in legal)
        if name in ("Carol", "David") and "fold" in legal and "bring-in" not in legal:
            chosen = legal["fold"]
        elif name == "Alice" and "complete" in legal:
            chosen = legal["complete"]
        state = state.apply(Action(name, chosen.verb, chosen.to, chosen.what))
    return state


def test_a_carried_odd_chip_is_paid_to_nobody_and_said_everywhere():
    state = tied_hand("carry-over")
    result = state.outcome
    assert state.pot == 9
    assert dict(result.payouts) == {"Alice": 4, "Bob": 4}
    assert result.carried == 1
    assert sum(amount for _, amount in result.payouts) + result.carried == state.pot
    (pot,) = result.pots
    (share,) = pot.shares
    assert share.carried == 1 and share.amount == 9
    assert result.explain(STAKES.chips) == (
        "the pot ($9): Alice and Bob tie with high card, ace-king-queen-jack-nine and split it: "
        "$4 to Alice and $4 to Bob ($1 stays in the pot for the next hand). "
        "In all, Alice collects $4 and Bob collects $4, and $1 stays in the pot for the next hand"
    )
    answer = result_answer(result, STAKES.chips)
    assert answer["carried"] == "1"
    assert answer["pots"][0]["shares"][0]["carried"] == "1"
    assert any(
        r.rule == "POT.ODD-CHIP" and "stays in the pot for the next hand" in r.text
        for r in state.reasons
    )


def test_without_carry_over_nothing_is_carried_and_the_answer_has_no_carried_field():
    state = tied_hand("position")
    result = state.outcome
    assert dict(result.payouts) == {"Alice": 5, "Bob": 4}
    assert result.carried == 0
    answer = result_answer(result, STAKES.chips)
    assert "carried" not in answer
    assert all("carried" not in share for pot in answer["pots"] for share in pot["shares"])


@pytest.mark.parametrize("name", SHOWDOWN_OPTIONS)
def test_an_unknown_value_is_refused_with_the_list_of_values(name):
    option = HAND_OPTIONS[name]
    assert NEW_VALUES[name] in option.values
    assert NEW_VALUES[name] not in {option.default(profile) for profile in PROFILES}
    with pytest.raises(OptionError) as refused:
        resolve("home", {name: "sometimes"})
    assert str(refused.value) == (
        f'unknown value "sometimes" for {name}: choose one of {", ".join(option.values)}'
    )


@pytest.mark.parametrize("variant", list(VARIANTS))
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    *TABLE,
    st.fixed_dictionaries(
        {name: st.sampled_from(HAND_OPTIONS[name].values) for name in SHOWDOWN_OPTIONS}
    ),
)
def test_every_chip_is_paid_or_carried_under_the_showdown_options(
    variant, profile, seed, players, short, options
):
    """Random hands under each value: chips in = chips paid out + chips carried; only a
    carry-over carries, and no player wins more than POT.SIDE-POTS allows."""
    players = min(players, VARIANTS[variant].max_players)
    final, _ = random_play(variant, profile, seed, players, short, options)
    result = final.result
    paid = sum(amount for _, amount in result.payouts)
    assert paid + result.carried == final.pot
    if options["odd-chip"] != "carry-over":
        assert result.carried == 0
    for pot in result.pots:
        for share in pot.shares:
            assert sum(amount for _, amount in share.amounts) + share.carried == share.amount
    assert_side_pots_hold(final)
