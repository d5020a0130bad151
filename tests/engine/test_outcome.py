"""A hand's result explains itself: how it ended, who won, with which hands, in one sentence.

Hands are dealt from given cards and played out by a small policy, so each
test sees a real result of the engine: a side pot, a split pot, a high-low
split, a pot won uncontested, an uncalled bet going back.
"""

from typing import get_args

import pytest
from random_hands import deals
from random_hands import play as random_play

from studrules.cards import parse_holding
from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.model import Action, Legal, Stakes
from studrules.hand.outcome import Pot, Result, Share, Shown
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.protocol.deal import deal_answer, result_answer
from studrules.protocol.requests import RequestError
from studrules.variants import VARIANTS
from studrules.vocabulary import PHASE_NAMES, VERBS, ShareKind, is_verb

STAKES = Stakes(Chips(1), ante=1, bring_in=1, small_bet=2, big_bet=4)
WAGERS = ("complete", "bet", "raise")


def deal(game: str, players: dict[str, str], stacks: dict[str, int] | None = None) -> HandState:
    """A hand of ``game`` with each player's seven cards given, face-down ones in parentheses."""
    stacks = stacks or {}
    holdings = tuple(parse_holding(cards) for cards in players.values())
    return new_hand(
        VARIANTS[game],
        [(name, stacks.get(name)) for name in players],
        STAKES,
        resolve("casino"),
        Dealer(given=holdings),
    )


def passive(state: HandState, legal: list[Legal]) -> Legal:
    """Bring in, check or call: nobody wagers."""
    verbs = {option.verb: option for option in legal}
    return next(verbs[v] for v in ("bring-in", "check", "call", "declare") if v in verbs)


def betting(bettor: str, folder: str | None = None):
    """``bettor`` wagers whenever the rules let them; ``folder`` folds once anyone is all in."""

    def choose(state: HandState, legal: list[Legal]) -> Legal:
        name = state.seats[state.actor].name
        verbs = {option.verb: option for option in legal}
        if name == bettor:
            wager = next((verbs[v] for v in WAGERS if v in verbs), None)
            if wager is not None:
                return wager
        if name == folder and "fold" in verbs and any(s.all_in for s in state.seats):
            return verbs["fold"]
        return passive(state, legal)

    return choose


def play(state: HandState, choose=passive) -> HandState:
    while not state.over:
        legal = choose(state, state.legal_actions())
        name = state.seats[state.actor].name
        state = state.apply(Action(name, legal.verb, legal.to, legal.what))
    return state


THREE = {
    "Alice": "(As Ad) Ac 2d 3h 4s (9c)",
    "Bob": "(Ks Kd) Kc 5d 6h 8s (Tc)",
    "Carol": "(Qs Qd) 2c 7d 9h Js (3c)",
}
"""Alice makes three aces, Bob three kings, Carol a pair of queens; Carol's deuce brings in."""


def test_a_side_pot_names_each_pot_its_winner_and_hand():
    state = play(deal("seven-card-stud", THREE, {"Alice": 6}), betting("Bob"))
    result = state.outcome
    assert result.termination == "showdown"
    assert [pot.eligible for pot in result.pots] == [("Alice", "Bob", "Carol"), ("Bob", "Carol")]
    main, side = result.pots
    assert result.winners() == ("Alice", "Bob")
    alice = result.winning_hands("Alice")
    bob = result.winning_hands("Bob")
    assert [hand.name for hand in alice] == [main.shares[0].hand.name]
    assert "aces" in alice[0].name and "kings" in bob[0].name
    assert result.winning_hands() == (*alice, *bob)
    assert result.winning_hands("Carol") == ()
    assert result.explain(STAKES.chips) == (
        f"the main pot (${main.amount}): Alice with {alice[0].name}; "
        f"side pot 1 (${side.amount}): Bob with {bob[0].name}. "
        f"In all, Alice collects ${main.amount} and Bob collects ${side.amount}"
    )


def test_the_shown_hands_are_typed_records_read_as_before():
    result = play(deal("seven-card-stud", THREE)).outcome
    assert [shown.player for shown in result.hands] == [name for name, _, _ in result.hands]
    assert all(isinstance(shown, Shown) and shown.low is None for shown in result.hands)
    assert {shown.player: shown.high.name for shown in result.hands}["Alice"] == (
        result.winning_hands()[0].name
    )


def one_pot(game: str, players: dict[str, str]) -> tuple[Result, Pot]:
    """The result of a hand of ``game`` everyone checks and calls to the end, and its one pot."""
    result = play(deal(game, players)).outcome
    (pot,) = result.pots
    return result, pot


def test_a_tie_splits_the_pot_and_says_who_gets_what():
    result, pot = one_pot("seven-card-stud", {
        "Alice": "(As Kd) Qc Jd 9h 4s (3c)",
        "Bob": "(Ah Ks) Qd Jc 9s 5s (2h)",
        "Carol": "(7s 8d) 2c Td 6h 3s (4d)",
    })
    (share,) = pot.shares
    assert share.winners == ("Alice", "Bob")
    assert sum(amount for _, amount in share.amounts) == pot.amount
    assert result.winners() == ("Alice", "Bob")
    split = " and ".join(f"${amount} to {name}" for name, amount in share.amounts)
    assert result.explain(STAKES.chips) == (
        f"the pot (${pot.amount}): Alice and Bob tie with {share.hand.name} and split it: {split}."
        f" In all, {' and '.join(f'{n} collects ${a}' for n, a in result.payouts)}"
    )


def test_a_high_low_pot_names_each_half():
    result, pot = one_pot("seven-card-stud-hi-lo-8", {
        "Alice": "(As Ad) Ac Kd Kh 9s (9c)",
        "Bob": "(2s 3d) 4c 5d 7h Qs (Jc)",
        "Carol": "(Qh Qd) 2c Td 9h Js (3c)",
    })
    high, low = pot.shares
    assert (high.kind, low.kind) == ("high", "low")
    assert result.winners() == ("Alice", "Bob")
    sentence = result.explain(STAKES.chips)
    assert sentence.startswith(
        f"the pot (${pot.amount}): the high half (${high.amount}) to Alice with {high.hand.name}, "
        f"the low half (${low.amount}) to Bob with {low.hand.name}."
    )


def test_a_pot_won_uncontested_says_so_and_shows_no_hand():
    state = play(deal("seven-card-stud", THREE), lambda state, legal: (
        next(a for a in legal if a.verb in ("bring-in", "fold"))
    ))
    result = state.outcome
    assert result.termination == "uncontested"
    assert result.hands == () and result.winning_hands() == ()
    (pot,) = result.pots
    assert result.winners() == pot.eligible == ("Carol",)
    assert result.explain(STAKES.chips) == (
        f"the pot (${pot.amount}) goes to Carol uncontested: every other player folded. "
        f"In all, Carol collects ${pot.amount}"
    )


def test_an_uncalled_bet_goes_back_as_chips_returned_not_as_a_pot():
    """Chips nobody else matched belong to no pot (POT.SIDE-POTS): the result returns them to
    their player (``returned``), counts them in what the player receives, and has no pot of them."""
    state = play(deal("seven-card-stud", THREE, {"Alice": 6}), betting("Bob", folder="Carol"))
    result = state.outcome
    assert result.returned == (("Bob", 10),)
    assert [pot.eligible for pot in result.pots] == [("Alice", "Bob")]
    assert result.winners() == ("Alice",)
    assert dict(result.payouts)["Bob"] == 10 + sum(
        amount for pot in result.pots for share in pot.shares
        for name, amount in share.amounts if name == "Bob"
    )
    said = result.explain(STAKES.chips)
    assert "$10 that nobody else matched goes back to Bob (no pot)" in said
    assert "side pot" not in said


def test_the_protocol_answers_chips_returned_beside_the_pots_not_among_them():
    state = play(deal("seven-card-stud", THREE, {"Alice": 6}), betting("Bob", folder="Carol"))
    answer = result_answer(state.outcome, STAKES.chips)
    assert answer["returned"] == {"Bob": "10"}
    assert all(pot["eligible"] != ["Bob"] for pot in answer["pots"])


def test_the_protocol_leaves_returned_out_where_nothing_goes_back():
    state = play(deal("seven-card-stud", THREE), passive)
    assert "returned" not in result_answer(state.outcome, STAKES.chips)


def request(*actions: list[str]) -> dict:
    """A protocol deal request of ``THREE``'s hand with ``actions``."""
    return {
        "variant": "seven-card-stud",
        "stakes": {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
        "players": [{"name": name, "cards": cards} for name, cards in THREE.items()],
        "actions": list(actions),
    }


def test_the_protocol_answers_an_uncontested_pot_as_before():
    """The protocol's result is untouched by the typed records: no hands, no show order."""
    answer = deal_answer(
        request(["Carol", "bring-in"], ["Alice", "fold"], ["Bob", "fold"])
    )["state"]["result"]
    assert answer["show_order"] == [] and answer["hands"] == {}
    assert answer["payouts"] == {"Carol": "4"}


def test_the_tables_of_phases_and_shares_cover_their_kinds():
    brought = {name for variant in VARIANTS.values() for name in variant.phases}
    assert brought == set(PHASE_NAMES) - {"betting", "complete"}
    for kind in get_args(ShareKind):
        words = Share(kind, 6, ("Ann",), (("Ann", 6),)).words(STAKES.chips)
        assert words == ("Ann" if kind == "whole" else f"the {kind} half ($6) to Ann")
    assert is_verb("stand-pat") and not is_verb("stand pat") and not is_verb("Fold")


def test_the_engine_uses_exactly_the_verbs_phases_and_shares_defined():
    """Hands of every game offer only the defined verbs, and every defined one is offered."""
    verbs, phases, kinds = set(), set(), set()
    for game in VARIANTS:
        for deal_ in deals(game, 25):
            final, seen = random_play(*deal_.args)
            for state in seen:
                phases.add(state.phase)
                verbs.update(legal.verb for legal in state.legal_actions())
            kinds.update(share.kind for pot in final.outcome.pots for share in pot.shares)
    assert verbs == set(VERBS)
    assert phases == set(PHASE_NAMES)
    assert kinds == set(get_args(ShareKind))


@pytest.mark.parametrize("game", list(VARIANTS))
def test_every_game_shares_its_pots_in_known_kinds(game):
    assert set(VARIANTS[game].shares) <= set(get_args(ShareKind))


def test_an_unknown_verb_is_refused_at_the_border_listing_every_verb():
    with pytest.raises(RequestError) as refused:
        deal_answer(request(["Carol", "post"]))
    assert f'unknown verb "post": use one of {", ".join(VERBS)}' in str(refused.value)


def test_a_natural_hand_tying_a_wild_one_is_explained_under_the_house_rule_in_force():
    """WILD.NATURAL-TIE at every profile's ``split`` too: the natural straight and the straight
    made with a wild nine are equal and split, and the reasons say why neither wins it."""
    state = play(deal("baseball", {
        "Alice": "(Ac Kd) Qh Js Th 2c (4d)",
        "Bob": "(As Kh) Qc Jd 9c 5h (6s)",
    }))
    (pot,) = state.outcome.pots
    assert pot.shares[0].winners == ("Alice", "Bob")
    natural = [r.text for r in state.reasons if r.rule == "WILD.NATURAL-TIE"]
    assert natural == [
        "the hands are equal, and by the house rule equal hands tie however many wild cards "
        "they use: Alice's no wild card and Bob's one wild card"
    ]
