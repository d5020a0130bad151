"""The steps of the ranking features: the dealer's words as ``evaluate`` and ``rank`` requests.

The steps only build requests and read answers, through the context's engine,
so the same features run against any engine (docs/foundation.md).
"""

from __future__ import annotations

import re

from studrules.house_rules import resolve
from studrules.scenarios.vocabulary import (
    RANKING,
    BadStep,
    Context,
    StepFailed,
    given,
    refusal,
    then,
    when,
)
from studrules.variants import get_variant

RANK_PLURALS = {
    "deuces": "2", "treys": "3", "fours": "4", "fives": "5", "sixes": "6", "sevens": "7",
    "eights": "8", "nines": "9", "tens": "T", "jacks": "J", "queens": "Q", "kings": "K",
    "aces": "A",
}
"""A wild rank as the dealer says it, and as the protocol writes it."""
CARD = r"(?:10|[2-9TJQKA])[cdhs♣♦♥♠]"
WILD_ITEM = rf"(?:{'|'.join(RANK_PLURALS)}|{CARD})"
SEPARATOR = r", | and "
SUIT_LETTERS = str.maketrans("♣♦♥♠", "cdhs")


def ranking_body(ctx: Context, **fields: object) -> dict:
    """A request body at this table: the ranking, ``fields``, and any wild cards and options.

    The wild cards are those the scenario gives, else those of its game (baseball's threes
    and nines, or the house's ``wild-cards``): a hand ranked at a wild game is ranked as it
    plays there.
    """
    body = {"ranking": ctx.ranking, **fields}
    wild = list(ctx.wild) or game_wild(ctx)
    if wild:
        body["wild"] = wild
    options = ctx.house_rules()[1]
    if options:
        body["options"] = options
    return body


def game_wild(ctx: Context) -> list[str]:
    """The cards wild for everyone in the scenario's game under its house rules, as the protocol
    writes them (``["3", "9"]``): none without a game or in a game without wild cards. Cards
    that turn wild in the deal (follow the queen's) are not known before it."""
    if ctx.variant is None:
        return []
    profile, options = ctx.house_rules()
    wild = get_variant(ctx.variant).table_wild(resolve(profile, options), ())
    return ([rank.char for rank in sorted(wild.ranks)] + sorted(map(str, wild.cards))
            + (["Jk"] if wild.joker == "wild" else []))


def accepted(answer: dict, expected: str) -> dict:
    """The answer, once it is not a refusal; a refusal fails the step that expected ``expected``."""
    if not answer["ok"]:
        error = answer["error"]
        raise StepFailed(expected, refusal(str(error["message"]), str(error["code"])))
    return answer


def evaluated(ctx: Context, expected: str) -> dict:
    """The hand the engine named for the last ``When the hand ... is ranked``."""
    if ctx.hand is None:
        raise BadStep('no hand has been ranked yet: begin with When the hand "..." is ranked')
    return accepted(ctx.hand, expected)["hand"]


def places(ctx: Context, hands: list[str], expected: str) -> list[int | None]:
    """The places the engine gives ``hands`` at this table, noted as the step's ruling."""
    found = accepted(ctx.ask({"rank": ranking_body(ctx, hands=hands)}), expected)["places"]
    ctx.note(say_places(found))
    return found


def say_places(found: list[int | None]) -> str:
    """Places as the dealer reads them out: ``places 1, 2, none``."""
    return "places " + ", ".join("none" if place is None else str(place) for place in found)


def spelled_alike(cards: str) -> list[str]:
    """The cards of ``cards`` in one spelling (suit letters, T for ten), sorted."""
    tokens = cards.translate(SUIT_LETTERS).replace("(", " ").replace(")", " ").split()
    return sorted(token[:-1].replace("10", "T") + token[-1] for token in tokens)


@given(
    r"the ranking is (?P<ranking>[a-z0-9-]+)",
    "the ranking is ace-to-five-8", RANKING,
)
def the_ranking_is(ctx: Context, ranking: str) -> None:
    """Rank hands by ``ranking`` (a name of studrules.rankings.RANKINGS) from now on."""
    ctx.ranking = ranking


@given(
    rf"(?P<items>{WILD_ITEM}(?:(?:{SEPARATOR}){WILD_ITEM})*) (?:is|are) wild",
    "deuces are wild", RANKING,
)
def cards_are_wild(ctx: Context, items: str) -> None:
    """Make ranks ("deuces") or cards ("K♥") wild, several joined by ", " or " and "."""
    for item in re.split(SEPARATOR, items):
        ctx.wild.append(RANK_PLURALS.get(item, item))


@given(
    r"the joker is wild",
    "the joker is wild", RANKING,
)
def the_joker_is_wild(ctx: Context) -> None:
    """Make the joker fully wild (without this it plays as the bug)."""
    ctx.wild.append("Jk")


@when(
    r'the hand "(?P<cards>[^"]+)" is ranked',
    'the hand "As 2d 3h 4c 5s" is ranked', RANKING,
)
def the_hand_is_ranked(ctx: Context, cards: str) -> None:
    """Ask the engine to evaluate ``cards`` at this table."""
    ctx.hand = ctx.ask({"evaluate": ranking_body(ctx, cards=cards)})
    if ctx.hand["ok"]:
        ctx.note(ctx.hand["hand"]["name"])
    else:
        ctx.note(refusal(str(ctx.hand["error"]["message"]), str(ctx.hand["error"]["code"])))


@then(
    r'it is "(?P<name>[^"]+)"',
    'it is "straight, five high"', RANKING,
)
def it_is(ctx: Context, name: str) -> None:
    """Check the name the engine gives the hand."""
    found = evaluated(ctx, f'"{name}"')["name"]
    ctx.note(found)
    if found != name:
        raise StepFailed(f'"{name}"', f'"{found}"')


@then(
    r'it uses "(?P<cards>[^"]+)"',
    'it uses "As Ks Qs Js 9s"', RANKING,
)
def it_uses(ctx: Context, cards: str) -> None:
    """Check the cards the hand uses, as a set, whatever their spelling."""
    used = evaluated(ctx, f"it uses {cards}")["cards"]
    ctx.note(f"it uses {used}")
    if spelled_alike(used) != spelled_alike(cards):
        raise StepFailed(f"it uses {cards}", f"it uses {used}")


@then(
    r"it does not qualify",
    "it does not qualify", RANKING,
)
def it_does_not_qualify(ctx: Context) -> None:
    """Check that the hand does not qualify (no eight-or-better low)."""
    hand = evaluated(ctx, "it does not qualify")
    ruling = f"{hand['name']}, which {'qualifies' if hand['qualifies'] else 'does not qualify'}"
    ctx.note(ruling)
    if hand["qualifies"] is not False:
        raise StepFailed("it does not qualify", ruling)


def refused_hand(ctx: Context, expected: str) -> str:
    """The message of the answer that refuses the ranked hand as a bad request."""
    if ctx.hand is None:
        raise BadStep('no hand has been ranked yet: begin with When the hand "..." is ranked')
    if ctx.hand["ok"]:
        raise StepFailed(expected, f"it accepted it: {ctx.hand['hand']['name']}")
    error = ctx.hand["error"]
    if error["code"] != "bad-request":
        raise StepFailed(expected, refusal(str(error["message"]), str(error["code"])))
    ctx.note(refusal(str(error["message"]), str(error["code"])))
    return error["message"]


@then(
    r"it is refused",
    "it is refused", RANKING,
)
def it_is_refused(ctx: Context) -> None:
    """Check that the engine refuses the hand as a bad request."""
    refused_hand(ctx, "it is refused")


@then(
    r'it is refused, naming "(?P<token>[^"]+)"',
    'it is refused, naming "Jk"', RANKING,
)
def it_is_refused_naming(ctx: Context, token: str) -> None:
    """Check that the engine refuses the hand and names ``token`` in its message."""
    expected = f'it is refused, naming "{token}"'
    message = refused_hand(ctx, expected)
    if token not in message:
        raise StepFailed(expected, refusal(message, "bad-request"))


@then(
    r'"(?P<better>[^"]+)" beats "(?P<worse>[^"]+)"',
    '"A2345" beats "AAKQJ"', RANKING,
)
def beats(ctx: Context, better: str, worse: str) -> None:
    """Check that the first hand places above the second (or that only the first qualifies)."""
    expected = f"{better} places above {worse}"
    found = places(ctx, [better, worse], expected)
    if found not in ([1, 2], [1, None]):
        raise StepFailed(expected, say_places(found))


@then(
    r'"(?P<first>[^"]+)" ties with "(?P<second>[^"]+)"',
    '"Ac Ad Kh Qs Jc" ties with "Ah As Kd Qc Js"', RANKING,
)
def ties_with(ctx: Context, first: str, second: str) -> None:
    """Check that the two hands share the first place."""
    expected = f"{first} ties with {second}"
    found = places(ctx, [first, second], expected)
    if found != [1, 1]:
        raise StepFailed(expected, say_places(found))


def read_place(text: str) -> int | None:
    """A place as a table gives it: a whole number, or "none" for a hand that does not qualify."""
    if text == "none":
        return None
    if not text.isdigit():
        raise BadStep(f'a place is a whole number or "none", not "{text}"')
    return int(text)


@then(
    r"the hands place in this order:",
    "the hands place in this order:", RANKING,
)
def the_hands_place(ctx: Context, table: list[list[str]]) -> None:
    """Check the place of each hand of a | hand | place | table ("none": it does not qualify)."""
    header, *rows = table
    if header != ["hand", "place"]:
        raise BadStep(f"the table's columns are | hand | place |, not | {' | '.join(header)} |")
    expected_places = [read_place(place) for _, place in rows]
    expected = say_places(expected_places)
    found = places(ctx, [hand for hand, _ in rows], expected)
    if found != expected_places:
        raise StepFailed(expected, say_places(found))
