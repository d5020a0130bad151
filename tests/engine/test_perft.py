"""Betting counts: the published counts recomputed, and small ones counted by hand."""

from __future__ import annotations

import pytest

from studrules import perft
from studrules.hand.engine import HandState
from studrules.hand.model import Action
from studrules.protocol.engines import ReferenceEngine

PUBLISHED = perft.load()
CASES = PUBLISHED["cases"]


def case(variant: str, players: int, cap: int, street: int, open_pair: bool = False) -> dict:
    """The published case with these keys."""
    keys = (variant, players, cap, street, open_pair)
    return next(
        c
        for c in CASES
        if (c["variant"], c["players"], c["max_raises"], c["street"], c["open_pair"]) == keys
    )


def test_two_players_on_fourth_street_with_a_cap_of_one_raise():
    """Nine sequences, four of them ending in a fold, counted by hand.

    The cap is a bet and one raise. P1 acts first (the better board).

    * P1 checks: P2 checks (1); or P2 bets, and P1 folds (2), calls (3), or raises,
      after which the round is capped and P2 folds (4) or calls (5).
    * P1 bets: P2 folds (6), calls (7), or raises, and P1 folds (8) or calls (9).

    Folds end sequences 2, 4, 6 and 8.
    """
    assert perft.count_request(perft.request("seven-card-stud", 2, 1, 4)) == perft.Count(9, 4)
    assert (
        case("seven-card-stud", 2, 1, 4)["sequences"],
        case("seven-card-stud", 2, 1, 4)["uncontested"],
    ) == (9, 4)


def test_two_players_on_third_street_with_a_cap_of_one_raise():
    """Ten sequences, five of them ending in a fold, counted by hand.

    P1 holds the lowest door card. The completion is the bet, the cap a bet and one raise.

    * P1 brings in: P2 folds (1), calls (2: the round is over, P1 has no option), or
      completes, and P1 folds (3), calls (4), or raises, and P2 folds (5) or calls (6).
    * P1 completes: P2 folds (7), calls (8), or raises, and P1 folds (9) or calls (10).

    Folds end sequences 1, 3, 5, 7 and 9.
    """
    counted = perft.count_request(perft.request("seven-card-stud", 2, 1, 3))
    assert counted == perft.Count(10, 5)
    published = case("seven-card-stud", 2, 1, 3)
    assert (published["sequences"], published["uncontested"]) == (10, 5)


def test_each_raise_the_cap_allows_heads_up_adds_four_sequences_on_a_later_street():
    """Heads-up, one more raise allowed adds one more level: fold or call, twice over."""
    counts = [case("razz", 2, cap, 4)["sequences"] for cap in perft.CAPS]
    assert counts == [9, 13, 17, 21]


SMALL = [c for c in CASES if c["sequences"] <= 3000]
"""The cases recomputed here: about half, each in well under a second."""


@pytest.mark.parametrize(
    "published",
    SMALL,
    ids=[
        f"{c['variant']}-{c['players']}p-cap{c['max_raises']}-street{c['street']}"
        + ("-pair" if c["open_pair"] else "")
        for c in SMALL
    ],
)
def test_a_published_count_is_what_the_engine_counts(published):
    assert published["request"] == perft.request(
        published["variant"],
        published["players"],
        published["max_raises"],
        published["street"],
        published["open_pair"],
    )
    counted = perft.count_request(published["request"])
    assert (counted.sequences, counted.uncontested) == (
        published["sequences"],
        published["uncontested"],
    )


def test_the_published_file_has_every_case_once():
    keys = [
        (c["variant"], c["players"], c["max_raises"], c["street"], c["open_pair"]) for c in CASES
    ]
    assert len(keys) == len(set(keys))
    assert [
        {k: c[k] for k in ("variant", "players", "max_raises", "street", "open_pair")}
        for c in CASES
    ] == perft.cases()
    assert PUBLISHED["counted"] == perft.DEFINITION
    assert PUBLISHED["rules"] == perft.RULES and PUBLISHED["stakes"] == perft.STAKES


def test_the_cards_only_rename_the_players():
    """Razz and stud/8 bring in and act in another order, but allow the same sequences."""
    for players in (2, 3, 4):
        for street in (3, 4):
            counts = {case(v, players, 2, street)["sequences"] for v in perft.VARIANTS}
            assert len(counts) == 1


def test_an_open_pair_allows_more_sequences():
    for players in (2, 3):
        plain = case("seven-card-stud", players, 2, 4)["sequences"]
        assert case("seven-card-stud", players, 2, 4, True)["sequences"] > plain


def test_the_protocol_walk_agrees_with_the_walk_in_process():
    with ReferenceEngine() as engine:
        for published in (
            case("seven-card-stud-hi-lo-8", 3, 2, 3),
            case("seven-card-stud", 2, 3, 4, True),
        ):
            counted = perft.count_through(engine, published["request"])
            assert (counted.sequences, counted.uncontested) == (
                published["sequences"],
                published["uncontested"],
            )


def test_remembering_positions_changes_no_count():
    """The walk that remembers positions agrees with a plain depth-first walk."""

    def plain(node: HandState) -> int:
        total = 0
        for legal in node.legal_actions():
            after = node.apply(Action(node.seats[node.to_act].name, legal.verb, legal.to))
            total += 1 if after.over or after.street != node.street else plain(after)
        return total

    for published in (case("razz", 3, 3, 3), case("seven-card-stud", 3, 2, 4, True)):
        state = perft.state_of(published["request"])
        assert plain(state) == perft.count_state(state).sequences == published["sequences"]
