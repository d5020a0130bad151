"""The conformance protocol: one JSON request in, one JSON answer out (docs/protocol.md).

``handle`` answers one request and never raises for bad input; ``serve`` reads
requests as JSON lines and writes one answer line for each. Requests carry no
session state. This part of the protocol knows the handshake (``hello``), the
evaluation of one hand (``evaluate``) and the ordering of several (``rank``);
deals (requests with a ``variant``) come with the hand engine.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from typing import IO

from studrules import __version__
from studrules.cards import Card, Holding, format_cards, parse_holding, parse_ranks
from studrules.errors import CardError, OptionError, RankingError
from studrules.house_rules import HAND_OPTIONS, PROFILES
from studrules.options import OPTIONS, RankingHouseRules, check_option, house_rules
from studrules.placing import places_of, tie_break
from studrules.protocol.deal import VARIANTS, deal_answer
from studrules.protocol.limits import HANDS, LIMITS, LINE_BYTES, at_most
from studrules.protocol.requests import (
    RequestError,
    expect_object,
    kind_of,
    no_other_fields,
    read_integer,
    required,
)
from studrules.rankings import RANKINGS, Hand, Wild, evaluate
from studrules.rankings.citations import rules_for_ties

PROTOCOL = 4
"""The protocol's version, answered by ``hello``; docs/protocol.md ("Versions") says what
each version changed."""
KINDS = ("hello", "evaluate", "rank")
HAND_FIELDS = ("ranking", "cards", "wild", "options")
RANK_FIELDS = ("ranking", "hands", "wild", "options")
CARD_READING = ("CARDS.NOTATION", "CARDS.RANKS", "CARDS.SUITS")
"""The rules by which the protocol reads the cards of a request, cited first in its answers."""


def handle(request: object) -> dict:
    """The answer to one request (a decoded JSON value); an error answer for bad input."""
    ident = request.get("id") if isinstance(request, dict) else None
    if not (ident is None or isinstance(ident, str) or type(ident) is int):
        return error_answer(None, RequestError("id", "id must be an integer, a string or null"))
    try:
        return {"id": ident, "ok": True, **_answer(request)}
    except RequestError as error:
        return error_answer(ident, error)
    except Exception as error:  # a bug in the engine must not end the session
        crash = RequestError(None, f"{type(error).__name__}: {error}", code="internal-error")
        return error_answer(ident, crash)


def error_answer(ident: object, error: RequestError) -> dict:
    """The answer that refuses a request with ``error``."""
    refusal: dict[str, object] = {
        "code": error.code,
        "field": error.field,
        "message": error.message,
    }
    if error.at is not None:
        refusal["at"] = error.at
    if error.rule is not None:
        refusal["rule"] = error.rule
    return {"id": ident, "ok": False, "error": refusal}


def serve(
    stdin: Iterable[str], stdout: IO[str], handler: Callable[[object], dict] | None = None
) -> None:
    """Answer each JSON line of ``stdin`` with one line on ``stdout``; blank lines are skipped.

    ``handler`` answers each request read (the reference engine's ``handle`` by default);
    another engine speaking the protocol, such as an adapter, passes its own. A line
    longer than ``LINE_BYTES`` is refused without being read whole.
    """
    handler = handler or handle
    for line in _lines(stdin):
        if not line.strip():
            continue
        stdout.write(_written(_answer_line(line, handler)) + "\n")
        stdout.flush()


def _answer_line(line: str, handler: Callable[[object], dict]) -> dict:
    """The answer to one line: the handler's, or an error if the line is too long or not JSON."""
    if len(line) > LINE_BYTES or len(line.encode("utf-8", "surrogatepass")) > LINE_BYTES:
        return error_answer(None, RequestError(
            None, f"a request line may hold at most {LINE_BYTES} bytes (the protocol's limit); "
            "this one is longer"
        ))
    try:
        request = json.loads(line, parse_int=read_integer)
    except (ValueError, RecursionError) as error:
        return error_answer(None, RequestError(None, f"the line is not JSON: {error}"))
    return handler(request)


def _lines(stdin: Iterable[str]) -> Iterator[str]:
    """The lines of ``stdin``, newlines stripped; one longer than ``LINE_BYTES`` is cut short.

    A stream is read at most ``LINE_BYTES + 1`` characters at a time, and the rest
    of an overlong line skipped, so a huge line never sits in memory whole.
    """
    if not hasattr(stdin, "readline"):
        yield from (line.rstrip("\r\n") for line in stdin)
        return
    while True:
        line = stdin.readline(LINE_BYTES + 1)
        if not line:
            return
        rest = line
        while rest and not rest.endswith("\n"):
            rest = stdin.readline(LINE_BYTES + 1)
        yield line.rstrip("\r\n")


def _written(answer: dict) -> str:
    """An answer as one JSON line; an ``internal-error`` answer if it cannot be written."""
    try:
        return json.dumps(answer)
    except (TypeError, ValueError, RecursionError) as error:
        failure = RequestError(None, f"the answer could not be written: {error}", "internal-error")
        return json.dumps(error_answer(None, failure))


def hello() -> dict:
    """The handshake: the protocol version, the engine, its variants, rankings and options."""
    return {
        "protocol": PROTOCOL,
        "engine": f"studrules {__version__}",
        "variants": list(VARIANTS),
        "rankings": list(RANKINGS),
        "options": {name: list(option.values) for name, option in OPTIONS.items()},
        "option_rules": {name: option.rule for name, option in OPTIONS.items()},
        "hand_options": {name: list(option.values) for name, option in HAND_OPTIONS.items()},
        "profiles": list(PROFILES),
        "limits": dict(LIMITS),
    }


def _answer(request: object) -> dict:
    if not isinstance(request, dict):
        raise RequestError(None, f"a request must be a JSON object, not {kind_of(request)}")
    if "variant" in request:
        return deal_answer(request)
    kinds = [kind for kind in KINDS if kind in request]
    if len(kinds) != 1:
        found = " and ".join(kinds or [f'"{key}"' for key in request if key != "id"])
        raise RequestError(
            None,
            f"a request needs exactly one of {', '.join(KINDS)} (or a variant): "
            f"it has {found or 'none'}",
        )
    kind = kinds[0]
    no_other_fields(request, ("id", kind), "the request")
    body = request[kind]
    if kind == "hello":
        if body is not True:
            raise RequestError("hello", "hello must be true")
        return hello()
    if kind == "evaluate":
        return {"hand": hand_answer(evaluate_body(body))}
    return rank_body(body)


def evaluate_body(body: object) -> Hand:
    """The hand an ``evaluate`` body asks for; raises ``RequestError`` naming the bad field."""
    where = "evaluate"
    body = expect_object(body, where, HAND_FIELDS)
    ranking, wild, house = _ranking_setup(body, where)
    cards = read_hand(required(body, "cards", str, where), f"{where}.cards").cards
    return _evaluated(ranking, cards, wild, house, f"{where}.cards")


def rank_body(body: object) -> dict:
    """The places of the hands a ``rank`` body lists (``None``: does not qualify) and the rules."""
    where = "rank"
    body = expect_object(body, where, RANK_FIELDS)
    ranking, wild, house = _ranking_setup(body, where)
    hands = []
    listed = at_most(required(body, "hands", list, where), HANDS, f"{where}.hands", "hands")
    for i, text in enumerate(listed):
        field = f"{where}.hands[{i}]"
        if not isinstance(text, str):
            raise RequestError(field, f"{field} must be a string of cards, not {kind_of(text)}")
        hands.append(_evaluated(ranking, read_hand(text, field).cards, wild, house, field))
    cited = [*CARD_READING, *(rule for hand in hands for rule in hand.rules)]
    cited += rules_for_ties(ranking, hands, wild, tie_break(ranking, house))
    return {"places": places_of(ranking, hands, house), "rules": list(dict.fromkeys(cited))}


_SUITS = re.compile(r"[cdhs♣♦♥♠]", re.IGNORECASE)
_JOKER = re.compile(r"jk", re.IGNORECASE)


def read_hand(text: str, field: str = "cards") -> Holding:
    """Cards in notation (``As Ks``, ``(Ah Kd) 4s``) or ranks alone (``A2345``: no suit, no joker).

    The joker is ``Jk`` in any case (CARDS.JOKER), so ``JK`` makes a string card notation
    even without a suit; a jack and a king by ranks alone are written ``J K``.
    """
    try:
        if text.strip() and not _SUITS.search(text) and not _JOKER.search(text):
            ranks = parse_ranks(text)
            return Holding(ranks, [True] * len(ranks))
        return parse_holding(text)
    except CardError as error:
        joker = _JOKER.search(text)
        if not _SUITS.search(text) and joker:
            raise RequestError(
                field,
                f'{error}; "{joker.group()}" is the joker, so "{text}" is read as '
                "card notation: by ranks alone, write a jack and a king apart (J K)",
            ) from None
        raise RequestError(field, str(error)) from None


def read_wild(items: object, field: str = "wild") -> Wild:
    """The wild cards of a list of ranks (``2``), cards (``Jh``) and ``Jk`` for the joker."""
    if not isinstance(items, list):
        raise RequestError(
            field, f"{field} must be a list of ranks and cards, not {kind_of(items)}"
        )
    for i, item in enumerate(items):
        try:
            if not isinstance(item, str):
                raise CardError(f"not {kind_of(item)}")
            Wild.of([item])
        except CardError:
            raise RequestError(
                field,
                f'wild card {i + 1}, "{item}", is not a rank (2-9, T, J, Q, K, A), '
                "a card (Jh) or Jk for the joker",
            ) from None
    return Wild.of(items)


def read_options(options: object, field: str = "options") -> RankingHouseRules:
    """The house rules of an ``options`` object; a bad option is named in the error's field."""
    if not isinstance(options, dict):
        raise RequestError(field, f"{field} must be an object, not {kind_of(options)}")
    for name, value in options.items():
        try:
            check_option(name, value)
        except OptionError as error:
            raise RequestError(f"{field}.{name}", str(error)) from None
    return house_rules(options)


def hand_answer(hand: Hand) -> dict:
    """A hand as the protocol writes it: its name, cards, what they play as, the rules cited."""
    return {
        "name": hand.name,
        "cards": format_cards(hand.cards),
        "plays_as": format_cards(hand.plays_as),
        "qualifies": hand.qualifies,
        "rules": [*CARD_READING, *hand.rules],
    }


def _ranking_setup(body: dict, where: str) -> tuple[str, Wild, RankingHouseRules]:
    ranking = required(body, "ranking", str, where)
    if ranking not in RANKINGS:
        raise RequestError(
            f"{where}.ranking", f'unknown ranking "{ranking}": choose one of {", ".join(RANKINGS)}'
        )
    wild = read_wild(body.get("wild", []), f"{where}.wild")
    house = read_options(body.get("options", {}), f"{where}.options")
    return ranking, wild, house


def _evaluated(
    ranking: str, cards: tuple[Card, ...], wild: Wild, house: RankingHouseRules, field: str
) -> Hand:
    try:
        return evaluate(ranking, cards, wild, house.rules)
    except (RankingError, CardError, OptionError) as error:
        raise RequestError(field, str(error)) from None


__all__ = [
    "KINDS",
    "PROTOCOL",
    "RequestError",
    "error_answer",
    "evaluate_body",
    "hand_answer",
    "handle",
    "hello",
    "rank_body",
    "read_hand",
    "read_options",
    "read_wild",
    "serve",
]
