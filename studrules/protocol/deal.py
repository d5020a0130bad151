"""Deal requests of the protocol: replay a deal and its actions, answer the state.

A request is self-contained: the variant, the house rules, the stakes, the
players' cards (or a stacked deck) and the actions so far. The answer is the
state after them, with the legal actions, the reasons and, once the hand is
over, every pot share.
"""

from __future__ import annotations

from fractions import Fraction

from studrules.cards import Card, Holding, format_cards, format_holding, parse_cards, parse_holding
from studrules.errors import CardError, OptionError
from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.model import (
    Action,
    BadDeal,
    Discretion,
    Event,
    IllegalAction,
    IncompleteDeal,
    Result,
    Share,
    Stakes,
)
from studrules.house_rules import resolve
from studrules.money import TOURNAMENT_CHIPS, UNITS, Chips, MoneyError, parse_amount
from studrules.protocol.limits import ACTIONS, PLAY_DIGITS, PLAYERS, at_most
from studrules.protocol.requests import RequestError, expect_object, kind_of, required
from studrules.variants import VARIANTS, UnknownVariant, get_variant
from studrules.vocabulary import EVENT_VERBS, VERBS, Verb, is_event_verb, is_verb

DEAL_FIELDS = (
    "id",
    "variant",
    "rules",
    "stakes",
    "players",
    "deck",
    "reshuffled",
    "community",
    "actions",
    "kill",
)
STAKES = ("ante", "bring_in", "small_bet", "big_bet", "small_blind", "big_blind")
NAMED: dict[Verb, str] = {
    "declare": "high, low or both",
    "buy": "the card thrown away",
    "exchange": "the card thrown away",
    "roll": "the card turned face up",
}
"""Verbs whose third element names something rather than an amount."""


def deal_answer(request: dict) -> dict:
    """The state after a deal request's actions; raises ``RequestError`` for what is wrong."""
    expect_object(request, "the request", DEAL_FIELDS)
    state = start(request)
    actions = request.get("actions", [])
    if not isinstance(actions, list):
        raise RequestError("actions", f"actions must be a list, not {kind_of(actions)}")
    for at, step in enumerate(at_most(actions, ACTIONS, "actions", "actions")):
        action = read_action(step, at, state.stakes.chips)
        try:
            state = state.apply(action)
        except IllegalAction as error:
            raise RequestError(
                f"actions[{at}]", str(error), code="illegal-action", at=at, rule=error.rule
            ) from None
        except IncompleteDeal as error:
            raise RequestError(f"actions[{at}]", str(error), code="incomplete-deal") from None
        except BadDeal as error:
            raise RequestError(error.field, str(error), rule=error.rule) from None
    return {"state": state_answer(state), "reasons": reasons_answer(state)}


def start(request: dict) -> HandState:
    """The hand as dealt, before any action."""
    try:
        variant = get_variant(required(request, "variant", str, "the request"))
    except UnknownVariant as error:
        raise RequestError("variant", str(error), code="unsupported") from None
    rules = read_rules(request.get("rules", {}))
    body = required(request, "stakes", dict, "the request")
    amounts = read_amounts(body)
    killer, kill = read_kill(request)
    table, dealer = read_cards(request)
    if killer:
        amounts = {**amounts, "kill": kill}
    stakes, players = in_chips(amounts, table, read_unit(body) == TOURNAMENT_CHIPS, killer)
    try:
        return new_hand(variant, players, stakes, rules, dealer)
    except IncompleteDeal as error:
        raise RequestError(error.field, str(error), code="incomplete-deal") from None
    except BadDeal as error:
        raise RequestError(error.field, str(error), rule=error.rule) from None


def read_kill(request: dict) -> tuple[str, Fraction]:
    """The deal's kill (KILL.POT), ``{"player": name, "amount": amount}``: who kills and for
    how much; no one and nothing without one."""
    if "kill" not in request:
        return "", Fraction(0)
    body = expect_object(request["kill"], "kill", ("player", "amount"))
    player = required(body, "player", str, "kill")
    if "amount" not in body:
        raise RequestError("kill.amount", "kill needs amount")
    try:
        amount = parse_amount(body["amount"])
    except MoneyError as error:
        raise RequestError("kill.amount", str(error)) from None
    if amount <= 0:
        raise RequestError("kill.amount", "a kill is more than nothing")
    return player, amount


def in_chips(
    amounts: dict[str, Fraction], table: list[tuple[str, Fraction | None]],
    tournament: bool = False, killer: str = "",
) -> tuple[Stakes, list[tuple[str, int | None]]]:
    """The stakes and the players' stacks in whole chips: of ``chip`` if the stakes give it,
    else of the largest amount dividing them all; an amount that is not a whole number of
    chips is a ``RequestError`` naming its field (``stakes.ante``, ``players[1].stack``).
    ``tournament``: the amounts count tournament chips, said without ``$``. ``amounts`` may
    hold the ``kill`` that ``killer`` posts (KILL.POT)."""
    stacks = [stack for _, stack in table if stack is not None]
    chips = (
        Chips(amounts["chip"], tournament)
        if amounts.get("chip")
        else Chips.dividing([*amounts.values(), *stacks], tournament)
    )
    counted = {
        k: _chips(chips, amounts.get(k, Fraction(0)), k.replace("_", " "), f"stakes.{k}")
        for k in STAKES
    }
    kill = _chips(chips, amounts.get("kill", Fraction(0)), "kill", "kill.amount")
    stakes = Stakes(chips, **counted, kill=kill, killer=killer)
    players = [
        (name, None if stack is None else
         _chips(chips, stack, f"stack of {name}", f"players[{i}].stack"))
        for i, (name, stack) in enumerate(table)
    ]
    return stakes, players


def _chips(chips: Chips, amount: Fraction, what: str, field: str) -> int:
    """``amount`` in whole chips; a ``RequestError`` naming ``field`` if it is not a whole
    number of them."""
    try:
        return chips.count(amount, what)
    except MoneyError as error:
        raise RequestError(field, str(error)) from None


def read_rules(body: object):
    """The house rules of ``{"profile": ..., "options": {...}}``."""
    body = expect_object(body, "rules", ("profile", "options"))
    options = body.get("options", {})
    if not isinstance(options, dict):
        raise RequestError(
            "rules.options", f"rules.options must be an object, not {kind_of(options)}"
        )
    try:
        return resolve(body.get("profile"), options)
    except OptionError as error:
        where = "rules.profile" if error.option is None else f"rules.options.{error.option}"
        raise RequestError(where, str(error)) from None


def read_unit(body: dict) -> str:
    """What the stakes count (``stakes.unit``): ``money``, the default, or ``tournament-chips``;
    anything else is a ``RequestError`` naming the field and the units."""
    unit = body.get("unit", UNITS[0])
    if not isinstance(unit, str) or unit not in UNITS:
        shown = repr(unit) if isinstance(unit, str) else kind_of(unit)
        raise RequestError("stakes.unit", f"stakes.unit is {' or '.join(UNITS)}, not {shown}")
    return unit


def read_amounts(body: dict) -> dict[str, Fraction]:
    """The stakes as exact amounts; the small and big bets are required."""
    expect_object(body, "stakes", (*STAKES, "chip", "unit"))
    amounts: dict[str, Fraction] = {}
    for key in (*STAKES, "chip"):
        if key not in body:
            if key in ("small_bet", "big_bet"):
                raise RequestError(f"stakes.{key}", f"stakes needs {key}")
            continue
        try:
            amounts[key] = parse_amount(body[key])
        except MoneyError as error:
            raise RequestError(f"stakes.{key}", str(error)) from None
    return amounts


def read_cards(request: dict) -> tuple[list[tuple[str, Fraction | None]], Dealer]:
    """The players (name, stack amount) and where their cards come from: holdings or a deck."""
    players = at_most(required(request, "players", list, "the request"), PLAYERS, "players",
                      "players")
    table, holdings = [], []
    seen: dict[Card, str] = {}
    for i, entry in enumerate(players):
        where = f"players[{i}]"
        entry = expect_object(entry, where, ("name", "cards", "stack"))
        name = required(entry, "name", str, where)
        stack = None
        if "stack" in entry:
            try:
                stack = parse_amount(entry["stack"])
            except MoneyError as error:
                raise RequestError(f"{where}.stack", str(error)) from None
        table.append((name, stack))
        if "cards" in entry:
            holding = _holding(entry["cards"], f"{where}.cards")
            for card in holding.cards:
                if card in seen:
                    raise RequestError(
                        f"{where}.cards",
                        f"{card} is dealt twice: to {seen[card]} and to {name}; a deck holding a "
                        "card twice is fouled, and the hand is void whenever it is found: write "
                        "each card once and tell it: When the dealer calls a misdeal: the deck "
                        "is fouled, holding a card twice or a card with another back",
                        rule="MISDEAL.FOULED-DECK",
                    )
                seen[card] = name
            holdings.append(holding)
    community = _community(request["community"]) if "community" in request else None
    if "deck" in request:
        if holdings:
            raise RequestError("deck", "give either each player's cards or the deck, not both")
        deck = _cards(request["deck"], "deck")
        reshuffled = read_scrambles(request["reshuffled"]) if "reshuffled" in request else None
        return table, Dealer(deck=deck, reshuffled=reshuffled, community=community)
    if len(holdings) != len(table):
        bare = next(i for i, entry in enumerate(players) if "cards" not in entry)
        raise RequestError(f"players[{bare}].cards",
                           f"{table[bare][0]} has no cards: every player needs cards "
                           "(or give the deck)")
    return table, Dealer(given=tuple(holdings), community=community)


def _community(text: object) -> Card:
    """The one card of ``community``, turned up if the stub runs short (DEAL.COMMUNITY-CARD)."""
    cards = _cards(text, "community")
    if len(cards) != 1:
        raise RequestError("community", f"community is one card, not {len(cards)}")
    return cards[0]


def read_scrambles(given: object) -> tuple[tuple[Card, ...], ...]:
    """The order of each scramble of a short stub, in turn: one card string, or a list of them.

    A hand can scramble twice (baseball's extra card after a short stub); a
    single string is the first scramble's order.
    """
    if isinstance(given, str):
        return (_cards(given, "reshuffled"),)
    if not isinstance(given, list):
        raise RequestError(
            "reshuffled",
            f"reshuffled must be a string of cards or a list of them, not {kind_of(given)}",
        )
    return tuple(_cards(text, f"reshuffled[{i}]") for i, text in enumerate(given))


def _holding(text: object, field: str) -> Holding:
    if not isinstance(text, str):
        raise RequestError(field, f"{field} must be a string of cards, not {kind_of(text)}")
    try:
        return parse_holding(text)
    except CardError as error:
        raise RequestError(field, str(error)) from None


def _cards(text: object, field: str) -> tuple[Card, ...]:
    if not isinstance(text, str):
        raise RequestError(field, f"{field} must be a string of cards, not {kind_of(text)}")
    try:
        return parse_cards(text)
    except CardError as error:
        raise RequestError(field, str(error)) from None


EVENT_FIELDS = ("event", "by", "player", "card", "action", "cause", "amount")


def read_action(step: object, at: int, chips: Chips) -> Action | Event:
    """``[player, verb]``, ``[player, verb, amount]`` or ``[player, verb, what]`` as an ``Action``;
    an object as an irregular ``Event`` (``read_event``).

    The amount is in chips; ``declare`` names ``high``, ``low`` or ``both``; ``buy``,
    ``exchange`` and ``roll`` name a card.
    """
    field = f"actions[{at}]"
    if isinstance(step, dict):
        return read_event(step, field, chips)
    return player_action(step, field, chips)


def player_action(step: object, field: str, chips: Chips) -> Action:
    """A player's action as the list ``[player, verb(, amount or what)]`` at ``field``."""
    if not (
        isinstance(step, list) and 2 <= len(step) <= 3 and all(isinstance(x, str) for x in step)
    ):
        raise RequestError(
            field, f'{field} must be ["player", "verb"] or ["player", "verb", "amount"]'
        )
    player, verb = step[0], step[1]
    if not is_verb(verb):
        raise RequestError(field, f'unknown verb "{verb}": use one of {", ".join(VERBS)}')
    if verb in NAMED:
        if len(step) != 3:
            raise RequestError(field, f"{field}: {verb} needs {NAMED[verb]} as its third element")
        what = step[2]
        if verb in ("buy", "exchange", "roll"):
            try:
                what = str(Card.parse(what))
            except CardError as error:
                raise RequestError(field, str(error)) from None
        return Action(player, verb, None, what)
    to = None
    if len(step) == 3:
        try:
            to = chips.count(parse_amount(step[2], PLAY_DIGITS), "amount")
        except MoneyError as error:
            raise RequestError(field, str(error)) from None
    return Action(player, verb, to)


def read_event(body: dict, field: str, chips: Chips) -> Event:
    """``{"event": ..., "by": ...}`` and the fields the event names, as an ``Event``.

    ``card`` is read as a card and ``action`` as a player's action (``[verb]`` or
    ``[verb, amount]``, of the player in ``by``); whether the event needs them is
    the engine's to say, with the rule.
    """
    expect_object(body, field, EVENT_FIELDS)
    verb = required(body, "event", str, field)
    if not is_event_verb(verb):
        raise RequestError(
            f"{field}.event", f'unknown event "{verb}": use one of {", ".join(EVENT_VERBS)}'
        )
    by = required(body, "by", str, field)
    texts = {}
    for name in ("player", "card", "cause"):
        value = body.get(name)
        if value is not None and not isinstance(value, str):
            raise RequestError(f"{field}.{name}", f"{field}.{name} must be a string")
        texts[name] = value
    card = None
    if texts["card"] is not None:
        try:
            card = Card.parse(texts["card"])
        except CardError as error:
            raise RequestError(f"{field}.card", str(error)) from None
    action = None
    if "action" in body:
        steps = body["action"]
        if not (isinstance(steps, list) and 1 <= len(steps) <= 2):
            raise RequestError(
                f"{field}.action", f'{field}.action must be ["verb"] or ["verb", "amount"]'
            )
        action = player_action([by, *steps], f"{field}.action", chips)
    amount = None
    if "amount" in body:
        amount = event_amount(body["amount"], f"{field}.amount", chips)
    return Event(by, verb, texts["player"], card, action, texts["cause"], amount)


def event_amount(text: object, field: str, chips: Chips) -> int:
    """An event's ``amount`` (the chips a wrong push moved) in whole chips, or refused at
    ``field`` as an action's amount is."""
    if not isinstance(text, str):
        raise RequestError(field, f"{field} must be a string")
    try:
        return chips.count(parse_amount(text, PLAY_DIGITS), "amount")
    except MoneyError as error:
        raise RequestError(field, str(error)) from None


def state_answer(state: HandState) -> dict:
    """The state as the protocol writes it: street, phase, who acts, what is legal, the pot."""
    chips = state.stakes.chips
    return {
        "street": state.street_number,
        "phase": "complete" if state.over else state.phase,
        "bring_in": None if state.bring_in is None else state.seats[state.bring_in].name,
        "to_act": None if state.to_act is None else state.seats[state.to_act].name,
        "first_actor": None if state.first_actor is None else state.seats[state.first_actor].name,
        "legal": [legal_answer(a, chips) for a in state.legal_actions()],
        "declarations": {state.seats[i].name: way for i, way in state.declarations},
        "pot": chips.text(state.pot),
        "folded": [s.name for s in state.seats if s.folded],
        "community": None if state.community is None else str(state.community),
        "cards": {s.name: format_holding(Holding(s.cards, s.up)) for s in state.seats},
        "result": None if state.result is None else result_answer(state.result, chips),
        "floor": [discretion_answer(d) for d in state.floor],
        "burned": format_cards(state.dealer.burns) if state.dealer.given is None else None,
        "returned": {name: chips.text(amount) for name, amount in state.returned},
    }


def discretion_answer(discretion: Discretion) -> dict:
    """A ruling left to the floor: the outcomes it may decide between, whom it may penalize
    and with what (``penalty`` only where there is one)."""
    answer: dict[str, object] = {
        "rule": discretion.rule,
        "between": list(discretion.between),
        "penalize": list(discretion.penalize),
    }
    if discretion.penalty:
        answer["penalty"] = discretion.penalty
    return answer


def legal_answer(legal, chips: Chips) -> dict:
    """One legal action as the protocol writes it."""
    if legal.verb == "declare":
        return {"action": "declare", "as": legal.what}
    if legal.verb in ("buy", "exchange"):
        return {"action": legal.verb, "card": legal.what, "adds": chips.text(legal.adds)}
    if legal.verb == "roll":
        return {"action": "roll", "card": legal.what}
    if legal.verb == "pay":
        return {"action": "pay", "adds": chips.text(legal.adds)}
    if legal.to is None:
        return {"action": legal.verb}
    answer = {"action": legal.verb, "to": chips.text(legal.to), "adds": chips.text(legal.adds)}
    if legal.most is not None:
        answer["max"] = chips.text(legal.most)
    return answer


def result_answer(result: Result, chips: Chips) -> dict:
    """Every pot share and the hands shown; ``carried``, only where odd chips stay in the pot
    for the next hand (POT.ODD-CHIP), in the result and in the share they came from;
    ``returned``, only where chips nobody else matched go back to their player (no pot:
    POT.SIDE-POTS); ``void``, only where the deal was called off."""
    answer: dict[str, object] = {
        "payouts": {name: chips.text(amount) for name, amount in result.payouts},
        "pots": [
            {
                "amount": chips.text(pot.amount),
                "eligible": list(pot.eligible),
                "shares": [_share(share, chips) for share in pot.shares],
            }
            for pot in result.pots
        ],
        "hands": {
            shown.player: {"high": _hand(shown.high), "low": _hand(shown.low)}
            for shown in result.hands
        },
        "show_order": [shown.player for shown in result.hands],
    }
    if result.carried:
        answer["carried"] = chips.text(result.carried)
    if result.returned:
        answer["returned"] = {name: chips.text(amount) for name, amount in result.returned}
    if result.void:  # nobody won: each pot is what one player put in, going back to them
        answer["void"] = True
    return answer


def _share(share: Share, chips: Chips) -> dict:
    answer: dict[str, object] = {
        "share": share.kind,
        "winners": list(share.winners),
        "amounts": {n: chips.text(a) for n, a in share.amounts},
        "hand": _hand(share.hand),
    }
    if share.carried:
        answer["carried"] = chips.text(share.carried)
    return answer


def _hand(hand) -> dict | None:
    if hand is None:
        return None
    return {"name": hand.name, "cards": format_cards(hand.cards), "qualifies": hand.qualifies}


def reasons_answer(state: HandState) -> list[dict]:
    """The reasons given so far, each with its rule ID."""
    return [{"rule": r.rule, "text": r.text} for r in state.reasons]


__all__ = ["VARIANTS", "deal_answer"]
