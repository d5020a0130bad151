"""PHH community cards (``d db``): replayed where the stub runs short, refused elsewhere.

``data/phh/community/stud-eight-players.phh`` is a seven-card stud hand of eight players
who all stay to seventh street: the stub runs short and the Jc is turned up. PokerKit
reads it and pays it the same (``test_pokerkit_plays_the_hand_to_the_same_stacks``).
"""

from __future__ import annotations

import random
import re
import warnings

import pytest
from locations import DATA

from studrules import phh
from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.protocol.engines import ReferenceEngine
from studrules.variants import VARIANTS

EIGHT = (
    DATA / "phh" / "community" / "stud-eight-players.phh"
).read_text()


def checked(text: str) -> phh.Report:
    with ReferenceEngine() as engine:
        return phh.check(phh.loads(text), engine)


def test_a_history_with_a_community_card_follows_the_rules():
    report = checked(EIGHT)
    assert report.ok, report.violation
    assert any("Jc is turned up for everyone [DEAL.STUB-SHORT" in note for note in report.notes)
    assert any("p1 (Bob) wins 428" in note and "agree" in note for note in report.notes)


def test_the_community_card_plays_in_every_hand():
    # Bob's own cards make three aces with eight-five kickers; the Jc kicks them.
    notes = checked(EIGHT).notes
    assert any('with "three of a kind, aces, jack-eight kickers"' in note for note in notes)


def test_pokerkit_plays_the_hand_to_the_same_stacks():
    pokerkit = pytest.importorskip("pokerkit")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        final = list(pokerkit.HandHistory.loads(EIGHT))[-1]
    assert [repr(card) for row in final.board_cards for card in row] == ["Jc"]
    assert list(final.stacks) == list(phh.loads(EIGHT).finishing_stacks)


ACTIONS = re.findall(r'^  "(.*)",$', EIGHT, re.M)
DB = ACTIONS.index("d db Jc")
SIXTH = ACTIONS.index("d dh p1 5c")


def history(actions: list[str]) -> str:
    """The eight-player hand with other action lines and, when they differ, no result."""
    text = EIGHT.replace(
        "\n".join(f'  "{a}",' for a in ACTIONS), "\n".join(f'  "{a}",' for a in actions)
    )
    if actions != ACTIONS:
        text = re.sub(r"^(winnings|finishing_stacks) = .*\n", "", text, flags=re.M)
    return text


@pytest.mark.parametrize(
    ("actions", "at", "rule", "message"),
    [
        # turned up in place of the sixth-street cards
        ([*ACTIONS[:SIXTH], "d db 4s"], SIXTH, "DEAL.STUB-SHORT", "before seventh street"),
        # turned up while the sixth-street betting goes on: p8 has not called yet
        (
            [*ACTIONS[: DB - 1], "d db Jc", ACTIONS[DB - 1]],
            DB - 1,
            "BET.ROUND-END",
            "while the betting on sixth street goes on: p8 (Alice) is to act",
        ),
        # a second community card
        (
            [*ACTIONS[: DB + 1], "d db 4s"],
            DB + 1,
            "DEAL.COMMUNITY-CARD",
            "a second community card, 4s",
        ),
        # a seventh-street card of one's own after the community card
        (
            [*ACTIONS[: DB + 1], "d dh p1 4s"],
            DB + 1,
            "DEAL.COMMUNITY-CARD",
            "the rules turn up one community card instead",
        ),
        # seventh-street betting before the community card is turned up
        (
            [*ACTIONS[:DB], ACTIONS[DB + 1], "d db Jc"],
            DB,
            "DEAL.COMMUNITY-CARD",
            "before the community card is turned up",
        ),
    ],
)
def test_a_community_card_dealt_where_the_rules_deal_none_breaks_a_rule(actions, at, rule, message):
    found = checked(history(actions)).violation
    assert found is not None
    assert (found.where, found.rule) == (f'action {at + 1}, "{actions[at]}"', rule)
    assert message in found.message


def test_a_community_card_in_a_hand_whose_stub_never_runs_short_breaks_the_short_stub_rule():
    scripted = (DATA / "phh" / "pokerkit-stud-scripted.phh").read_text()
    found = checked(scripted.replace("'p2 pb'", "'d db 7c', 'p2 pb'", 1)).violation
    assert found is not None and found.rule == "DEAL.STUB-SHORT"
    assert "with 4 players the stub never runs short" in found.message


@pytest.mark.parametrize(
    ("new", "message"),
    [
        ("d db Ac", "Ac is dealt twice: to p1 (Bob) and as the community card"),
        ("d db ??", "a community card is one card, face up"),
        ("d db JcJd", "a community card is one card, face up"),
    ],
)
def test_a_community_card_that_cannot_be_read_is_refused_with_its_place(new, message):
    with pytest.raises(phh.PHHError, match=re.escape(message)) as raised:
        checked(EIGHT.replace('"d db Jc"', f'"{new}"'))
    assert raised.value.line is not None


def test_dumps_writes_the_community_card_where_it_was_turned_up():
    text = phh.dumps(_eight_player_hand())
    lines = re.findall(r'"(d db \w\w|p\d \w+)', text)
    at = lines.index("d db Jc")
    assert lines[at - 1] == "p8 cc" and lines[at + 1].startswith("p2")
    assert checked(text).ok


def _eight_player_hand():
    """The hand of the DEAL.COMMUNITY-CARD scenario, dealt from its deck, checked through."""
    from studrules.cards import parse_cards

    deck = parse_cards(
        "Ac Js Th 5d Ks 6s 9s 2d Ad 8h Ts 5h Qs 7d 2c 3c 2h Jh Kd Qc Kc Td Qh Kh 4s As 9c Tc "
        "9d Qd 8c 8s 9h Ah 8d 7s 6h 5s 7h 6d 6c 7c Jd 5c 4d 3s 3h 2s 4h 3d 4c Jc"
    )
    dealer = Dealer(deck=tuple(deck), reshuffled=(tuple(parse_cards("Ah Jc 4s Jd")),))
    names = ["Bob", "Carol", "David", "Erin", "Frank", "Grace", "Heidi", "Alice"]
    state = new_hand(
        VARIANTS["seven-card-stud"],
        [(n, 200) for n in names],
        Stakes(Chips(1), 1, 2, 5, 10),
        resolve("casino"),
        dealer,
    )
    while not state.over:
        seat = state.seats[state.to_act]
        legal = {a.verb: a for a in state.legal_actions()}
        verb = next(v for v in ("bring-in", "check", "call") if v in legal)
        state = state.apply(Action(seat.name, verb, legal[verb].to))
    return state


@pytest.mark.parametrize("seed", range(9))
def test_a_dealt_hand_with_a_community_card_replays_clean_under_every_short_stub_procedure(seed):
    # The engine deals from a shuffled deck; replay counts the stub from the cards
    # written. The two must agree on where the community card comes, whatever the
    # house's short-stub procedure (rrop, tda, pagat) and whoever folds late.
    profile = ("casino", "tournament", "home")[seed % 3]
    rng = random.Random(seed)
    table = [(f"P{k}", rng.choice([None, 40, 200])) for k in range(8)]
    state = new_hand(
        VARIANTS[("seven-card-stud", "razz", "seven-card-stud-hi-lo-8")[seed // 3]],
        table,
        Stakes(Chips(1), 1, 2, 5, 10),
        resolve(profile),
        Dealer.shuffled(seed),
    )
    while not state.over:
        legal = {a.verb: a for a in state.legal_actions()}
        calm = [v for v in ("bring-in", "check", "call") if v in legal]
        verb = rng.choice(list(legal)) if state.street == 4 or not calm else calm[0]
        state = state.apply(Action(state.seats[state.to_act].name, verb, legal[verb].to))
    text = phh.dumps(state)
    assert "d db" in text
    report = checked(text)
    assert report.ok, (report.violation, text)
