"""Every answer fits its own schema, at the protocol's limits too.

Issue 27: stakes at the documented limit (18 digits before the point) made a pot of 19
digits, which the engine's own ``deal-answer`` schema refused. The limits bound what a
request holds; an answer's amounts are exact sums of the request's and may be longer, and
the schema says so. These tests deal at the limits (the largest stakes, the most players,
the most raises) and validate every answer; a property test does the same over random
legal deals near the limits.
"""

from __future__ import annotations

import random
from datetime import timedelta
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studrules.cards import format_cards, standard_deck
from studrules.money import parse_amount
from studrules.protocol import limits
from studrules.protocol.dispatch import handle
from studrules.protocol.schema import answer_schema, validate
from studrules.variants import VARIANTS

LARGEST = "9" * limits.LIMITS["amount_digits"] + "." + "9" * limits.LIMITS["amount_decimals"]
"""The largest amount a request may give: 18 nines, the point, 12 nines."""
LARGEST_WHOLE = "9" * limits.LIMITS["amount_digits"]
TOP = parse_amount(LARGEST)
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def checked(request: dict) -> dict:
    """The answer to ``request``, which must fit the schema of its kind (or of an error)."""
    answer = handle(request)
    assert answer["ok"] or answer["error"]["code"] != "internal-error", answer
    problems = validate(answer, answer_schema(request, answer))
    assert problems == [], (problems, answer)
    return answer


def deck_for(seed: int) -> str:
    cards = list(standard_deck())
    random.Random(seed).shuffle(cards)
    return format_cards(cards)


def value(text: str) -> Fraction:
    """An amount of an answer, exactly (it may be longer than a request's)."""
    return Fraction(text)


FOLD = 9
"""The choice that folds (or takes the first action listed): one in ten, so hands go on."""


def action_of(state: dict, choice: int | None) -> list[str]:
    """One legal action of the player to act: the first listed (a fold, mostly) for the
    choice ``FOLD``, else the ``choice``-th of the others counting from the most aggressive
    (the last listed; ``None``: that one); of a range, its largest amount (an action may name
    any amount answered)."""
    legal = state["legal"]
    staying = [entry for entry in legal if entry["action"] != "fold"] or legal
    entry = legal[0] if choice == FOLD else staying[-1 - (choice or 0) % len(staying)]
    player, verb = state["to_act"], entry["action"]
    if verb == "declare":
        return [player, verb, entry["as"]]
    if "card" in entry:
        return [player, verb, entry["card"]]
    if "max" in entry:
        return [player, verb, entry["max"]]
    if verb in ("bet", "raise", "complete"):  # named, for where two amounts are legal
        return [player, verb, entry["to"]]
    return [player, verb]


def walk(request: dict, most: int, choices: list[int] | None = None
         ) -> tuple[dict, list, int]:
    """Take legal actions one request at a time (the ``choices``, or the most aggressive) until
    the hand is over, ``most`` are taken or a request is refused; every answer is validated.
    The last answer, the actions taken and the most digits of an amount answered."""
    actions: list[list[str]] = []
    answer = checked({**request, "actions": actions})
    widest = longest_amount(answer) if answer["ok"] else 0
    while answer["ok"] and answer["state"]["phase"] != "complete" and \
            len(actions) < most and answer["state"]["legal"]:
        choice = None if choices is None else choices[len(actions) % len(choices)]
        actions.append(action_of(answer["state"], choice))
        answer = checked({**request, "actions": actions})
        widest = max(widest, longest_amount(answer) if answer["ok"] else 0)
    return answer, actions, widest


def raising_war(request: dict, most: int, every: int) -> tuple[dict, int]:
    """The first actions the most aggressive, then each player in turn raising, to ``most``
    actions (one request of them all costs what ``most`` requests one by one would cost
    ``most`` times over); the answers after every ``every``-th action validated. The last
    answer and how many answers were validated."""
    _, actions, _ = walk(request, 3)
    names = [p["name"] for p in request["players"]]
    while len(actions) < most:
        actions.append([names[(names.index(actions[-1][0]) + 1) % len(names)], "raise"])
    checks = [checked({**request, "actions": actions[:n]})
              for n in range(every, most + 1, every)]
    return checks[-1], len(checks)


def longest_amount(answer: dict) -> int:
    """The most digits before the point of any amount in a deal answer."""
    state = answer["state"]
    amounts = [state["pot"], *(v for e in state["legal"] for k, v in e.items()
                               if k in ("to", "adds", "max"))]
    result = state.get("result") or {}
    amounts += list(result.get("payouts", {}).values())
    return max(len(text.split(".")[0]) for text in amounts)


# The reproduction: the largest stakes.


def test_the_largest_stakes_answer_within_the_deal_schema():
    request = {"id": 1, "variant": "seven-card-stud",
               "stakes": {"ante": LARGEST_WHOLE, "bring_in": LARGEST_WHOLE,
                          "small_bet": LARGEST_WHOLE, "big_bet": LARGEST_WHOLE},
               "players": [{"name": "Bob", "cards": "(Ac Ad) 2h"},
                           {"name": "Carol", "cards": "(Js 8h) Jh"}],
               "actions": [["Bob", "bring-in"]]}
    answer = checked(request)
    assert answer["state"]["pot"] == "2999999999999999997"


# Deals at the limits: the largest stakes, the most players, the most raises.


@pytest.mark.parametrize("variant", ["five-card-stud", "soko", "five-card-stud-hi-lo-declare"])
def test_the_most_players_raising_the_most_times_answer_within_the_schema(variant):
    players = limits.PLAYERS
    assert VARIANTS[variant].max_players == players
    request = {"id": 1, "variant": variant,
               "rules": {"options": {"max-raises": "999", "burn-cards": "no"}},
               "stakes": {"ante": LARGEST, "bring_in": LARGEST, "small_bet": LARGEST,
                          "big_bet": LARGEST},
               "players": [{"name": name} for name in NAMES[:players]],
               "deck": deck_for(players)}
    answer, seen = raising_war(request, limits.ACTIONS, 50)
    assert answer["ok"], answer
    assert seen == limits.ACTIONS // 50
    assert longest_amount(answer) > limits.LIMITS["amount_digits"] + 2


def test_raises_at_the_largest_stakes_in_each_structure_answer_within_the_schema():
    stakes = {"ante": LARGEST, "bring_in": LARGEST, "small_bet": LARGEST, "big_bet": LARGEST}
    request = {"id": 1, "variant": "seven-card-stud", "stakes": stakes,
               "players": [{"name": name} for name in NAMES[:6]], "deck": deck_for(6)}
    fixed = {**request, "rules": {"options": {"max-raises": "999"}}}
    answer, _ = raising_war(fixed, limits.ACTIONS, 100)
    assert answer["ok"] and longest_amount(answer) > limits.LIMITS["amount_digits"] + 2
    for structure in ("pot-limit", "spread-limit"):
        ranged = {**request, "rules": {"options": {"max-raises": "999",
                                                   "betting-structure": structure}}}
        _, actions, widest = walk(ranged, 60)
        assert len(actions) == 60 and widest > limits.LIMITS["amount_digits"], structure


def test_the_largest_stacks_all_in_at_no_limit_pay_out_within_the_schema():
    players = [{"name": name, "stack": LARGEST} for name in NAMES[:6]]
    request = {"id": 1, "variant": "razz",
               "rules": {"options": {"betting-structure": "no-limit"}},
               "stakes": {"ante": "1", "bring_in": "1", "small_bet": "2", "big_bet": "2"},
               "players": players, "deck": deck_for(8)}
    answer, _, _ = walk(request, 60)
    assert answer["state"]["phase"] == "complete", answer
    paid = sum(value(v) for v in answer["state"]["result"]["payouts"].values())
    assert paid == 6 * TOP


def test_an_action_may_name_an_amount_as_long_as_answers_write():
    """A pot-limit raise at the largest stakes: its amounts pass 18 digits, and are named."""
    request = {"id": 1, "variant": "london-lowball",
               "stakes": {"ante": LARGEST, "bring_in": LARGEST, "small_bet": LARGEST,
                          "big_bet": LARGEST},
               "players": [{"name": name} for name in NAMES[:2]], "deck": deck_for(2)}
    answer, actions, _ = walk(request, 4)
    assert answer["ok"], answer
    assert any(len(a) == 3 and len(a[2].split(".")[0]) > 18 for a in actions), actions
    too_long = [actions[0][0], actions[0][1], "1" * (limits.PLAY_DIGITS + 1)]
    error = checked({**request, "actions": [too_long]})["error"]
    assert (error["code"], error["field"]) == ("bad-request", "actions[0]")
    assert f"at most {limits.PLAY_DIGITS} digits" in error["message"]


# A property: random legal deals near the limits, every answer validated.

def near(digits: int) -> st.SearchStrategy[Fraction]:
    """Amounts of ``digits`` digits before the point, and any of the 12 decimals after it."""
    return st.builds(
        lambda whole, decimals: Fraction(whole) + Fraction(decimals, 10**12),
        st.integers(min_value=10 ** (digits - 1), max_value=10**digits - 1),
        st.integers(min_value=0, max_value=10**12 - 1),
    )


STAKE = near(limits.LIMITS["amount_digits"] - 1)
"""A stake a digit short of the limit, so that a stack at the limit lasts a few bets."""
STACK = near(limits.LIMITS["amount_digits"])


def written(amount: Fraction) -> str:
    whole, rest = divmod(amount.numerator * 10**12 // amount.denominator, 10**12)
    return f"{whole}.{rest:012d}"


@st.composite
def deals_near_the_limits(draw) -> tuple[dict, list[int]]:
    name = draw(st.sampled_from(sorted(VARIANTS)))
    variant = VARIANTS[name]
    # as many players as the deck holds without a scramble (fewer where the game seats fewer)
    cards = sum(len(street.deal) for street in variant.streets)
    players = draw(st.integers(min_value=2, max_value=min(variant.max_players, 52 // cards)))
    bets = sorted(draw(st.lists(STAKE, min_size=3, max_size=3)))
    structure = draw(st.sampled_from(["game", "fixed-limit", "pot-limit", "spread-limit",
                                      "no-limit"]))
    stacked = structure == "no-limit" or draw(st.booleans())
    seats = [{"name": NAMES[i], **({"stack": written(draw(STACK))} if stacked else {})}
             for i in range(players)]
    request = {
        "id": draw(st.integers(min_value=0, max_value=10**6)), "variant": name,
        "rules": {"profile": draw(st.sampled_from(["casino", "tournament", "home"])),
                  "options": {"betting-structure": structure, "burn-cards": "no",
                              "max-raises": str(draw(st.integers(1, 999)))}},
        "stakes": {"ante": written(draw(STAKE)), "bring_in": written(bets[0]),
                   "small_bet": written(bets[1]), "big_bet": written(bets[2])},
        "players": seats,
        "deck": deck_for(draw(st.integers(min_value=0, max_value=2**32))),
    }
    choices = draw(st.lists(st.integers(min_value=0, max_value=FOLD), min_size=1, max_size=12))
    return request, choices


EXAMPLES = 40
STEPS = 40


@settings(max_examples=EXAMPLES, deadline=timedelta(seconds=20),
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(deals_near_the_limits())
def test_random_deals_near_the_limits_answer_within_their_schemas(drawn):
    request, choices = drawn
    walk(request, STEPS, choices)
