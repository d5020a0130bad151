"""Steps for rulings a scenario could not state before: what the floor may decide (and whom it
may penalize), a deal that stands, who shows first, chips taken back rather than won, the cards
burned and set aside, and a declaration of all in the rules allow; and the one way of saying
that the floor cannot rule on an irregularity told now (``refused_event``), which the older
phrasings ("the floor refuses: ...", "it is refused: ...") use too.

The floor's discretion is the protocol's ``floor`` (docs/irregularities.md): each entry names
the outcomes the floor may decide between, whom it may penalize and with what; the steps
compare the outcomes as the floor says them, in any order.
"""

from __future__ import annotations

import re
from fractions import Fraction

from studrules.cards import CardError, parse_cards
from studrules.money import parse_amount
from studrules.scenarios.events.exposed import declared
from studrules.scenarios.hands import (
    AMOUNT,
    IRREGULAR_RULES,
    NAME,
    check,
    cited,
    deal,
    deal_request,
    final_result,
    money,
    refused,
    refused_now,
    state_of,
)
from studrules.scenarios.vocabulary import (
    IRREGULAR,
    SHOWDOWN,
    BadStep,
    Context,
    StepFailed,
    match,
    then,
)

QUOTED = r'"[^"]+"'


def discretion(ctx: Context, expected: str) -> tuple[list[dict], tuple]:
    """What the engine leaves to the floor now (the protocol's ``floor``), and the reasons of
    the irregularities."""
    state, reasons = state_of(ctx, expected, *IRREGULAR_RULES)
    if not isinstance(state.get("floor"), list):
        raise StepFailed(expected, "the engine does not say what is left to the floor (floor)",
                         reasons)
    return state["floor"], reasons


def said_floor(entries: list[dict]) -> str:
    """What the floor may decide, in words: ``the floor may decide between "A" and "B"``."""
    parts = []
    for entry in entries:
        between = [f'"{choice}"' for choice in entry.get("between") or ()]
        if between:
            parts.append(f"the floor may decide between {', '.join(between[:-1])} and "
                         f"{between[-1]}")
        for name in entry.get("penalize") or ():
            penalty = entry.get("penalty")
            parts.append(f"the floor may penalize {name}" + (f" with {penalty}" if penalty else ""))
    return "; ".join(parts) or "nothing is left to the floor"


@then(
    rf"the floor may decide between (?P<choices>{QUOTED}(?:, {QUOTED})* and {QUOTED})",
    'the floor may decide between "Carol\'s hand plays" and "Carol\'s hand is dead"', IRREGULAR,
)
def the_floor_may_decide(ctx: Context, choices: str) -> None:
    """Check that the ruling leaves the floor to decide between these outcomes, in any order."""
    wanted = set(re.findall(r'"([^"]+)"', choices))
    expected = f"the floor may decide between {choices}"
    entries, reasons = discretion(ctx, expected)
    found = any(set(entry.get("between") or ()) == wanted for entry in entries)
    check(ctx, found, expected, said_floor(entries), reasons)


@then(
    rf"the floor may penalize (?P<player>{NAME})(?: with (?P<penalty>.+))?",
    "the floor may penalize Bob with the forfeit of the pot", IRREGULAR,
)
def the_floor_may_penalize(ctx: Context, player: str, penalty: str | None) -> None:
    """Check that the ruling lets the floor penalize ``player`` (with ``penalty`` if named)."""
    expected = f"the floor may penalize {player}" + (f" with {penalty}" if penalty else "")
    entries, reasons = discretion(ctx, expected)
    found = any(
        player in (entry.get("penalize") or ()) and penalty in (None, entry.get("penalty"))
        for entry in entries
    )
    check(ctx, found, expected, said_floor(entries), reasons)


@then("nothing is left to the floor", "nothing is left to the floor", IRREGULAR)
def nothing_left_to_the_floor(ctx: Context) -> None:
    """Check that the engine ruled on everything: nothing is the floor's to decide."""
    entries, reasons = discretion(ctx, "nothing left to the floor")
    check(ctx, not entries, "nothing left to the floor", said_floor(entries), reasons)


@then("the deal stands", "the deal stands", IRREGULAR)
def the_deal_stands(ctx: Context) -> None:
    """Check that the hand was not called off: no misdeal, no void deal."""
    expected = "the deal standing"
    state, reasons = state_of(ctx, expected, *IRREGULAR_RULES)
    void = bool((state.get("result") or {}).get("void"))
    ruling = "the deal is void: every chip goes back" if void else "the deal stands"
    check(ctx, not void, expected, ruling, (*reasons, *cited(deal(ctx), ())[-1:]))


@then(
    rf"(?P<player>{NAME}) shows first",
    "Carol shows first", SHOWDOWN,
)
def shows_first(ctx: Context, player: str) -> None:
    """Check who shows first at the showdown (POT.SHOW-ORDER), not who wins."""
    expected = f"{player} showing first"
    result, reasons = final_result(ctx, expected)
    order = list(result.get("show_order") or ())
    ruling = f"{order[0]} shows first" if order else "nobody shows: the pot was not contested"
    check(ctx, order[:1] == [player], expected, ruling, reasons)


def taken_back(state: dict, player: str, expected: str, reasons: tuple) -> Fraction:
    """What ``player`` has taken back rather than won so far, as the engine reports it (the
    state's ``returned``: an ante given back with a dead hand, chips nobody called, every chip
    of a void deal)."""
    returned = state.get("returned")
    if not isinstance(returned, dict):
        raise StepFailed(expected, "the engine does not say which chips went back to the "
                         "players who put them in (returned)", reasons)
    return money(returned.get(player, "0"))


@then(
    rf"(?P<player>{NAME}) takes back (?P<amount>{AMOUNT})",
    "Bob takes back $1", SHOWDOWN,
)
def takes_back(ctx: Context, player: str, amount: str) -> None:
    """Check the chips ``player`` has taken back, not won (the answer's ``returned``)."""
    expected = f"{player} takes back {amount}"
    state, reasons = state_of(ctx, expected, *IRREGULAR_RULES, "POT.")
    back = taken_back(state, player, expected, reasons)
    ruling = f"{player} takes back {ctx.amount(back)}" if back else f"{player} takes nothing back"
    check(ctx, back == parse_amount(amount), expected, ruling, reasons)


@then(
    r'the cards burned and set aside are "(?P<cards>[^"]*)"',
    'the cards burned and set aside are "4h 9d Qs"', IRREGULAR,
)
def burned_and_set_aside(ctx: Context, cards: str) -> None:
    """Check the cards burned and set aside so far, in order (a hand dealt from a deck)."""
    try:
        wanted = [str(card) for card in parse_cards(cards)]
    except CardError as error:
        raise BadStep(str(error)) from None
    expected = f'the cards burned and set aside "{cards}"'
    state, reasons = state_of(ctx, expected, "DEALT.")
    if state.get("burned") is None:
        raise StepFailed(expected, "the engine does not say which cards were burned: deal "
                         'from a deck (Given the deck, from the top, is "...")', reasons)
    burned = [str(card) for card in parse_cards(state["burned"])]
    check(ctx, burned == wanted, expected, f'burned and set aside: "{" ".join(burned)}"',
          reasons)


@then(
    rf"(?P<player>{NAME}) may declare all in",
    "Bob may declare all in", IRREGULAR,
)
def may_declare_all_in(ctx: Context, player: str) -> None:
    """Check that ``player`` may declare all in now (EXPOSED.DECLARE-ALL-IN)."""
    expected = f"{player} may declare all in"
    request = deal_request(ctx, declared(player))
    answer = ctx.ask(request)
    if not answer["ok"]:
        raise StepFailed(expected, refused(request, answer))
    ctx.note(f"{player} may declare all in", cited(answer, ("EXPOSED.",))[-1:])


def told_event(ctx: Context, told: str) -> dict:
    """The irregular event a When step of any topic records for ``told`` ("Bob miscalls his
    hand"), without recording it; a phrase no When step says, or one that records a player's
    action or nothing, is a ``BadStep``."""
    definition, groups = match("when", told)
    before = len(ctx.actions)
    definition.run(ctx, groups, None)
    recorded = ctx.actions[before:]
    del ctx.actions[before:]
    if len(recorded) != 1 or not isinstance(recorded[0], dict):
        raise BadStep(f'"{told}" tells no irregular event: for a player\'s action refused, '
                      'say "Then <player> cannot <action>"')
    return recorded[0]


def refused_event(ctx: Context, told: str, expected: str) -> None:
    """Check that the floor cannot rule now on the event ``told`` as a When step tells it."""
    refused_now(ctx, told_event(ctx, told), expected)


@then(
    r'the floor cannot rule on "(?P<told>[^"]+)"(?:: (?P<why>.+))?',
    'the floor cannot rule on "Bob miscalls his hand": the hand is still being played',
    IRREGULAR,
)
def the_floor_cannot_rule_on(ctx: Context, told: str, why: str | None) -> None:
    """Check that the floor cannot rule now on an irregularity, told as its When step tells it."""
    refused_event(ctx, told, f'the floor cannot rule on "{told}"')
