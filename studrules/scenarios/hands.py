"""The steps of the hand features: a deal request built from the dealer's words, its answer checked.

Given and When steps build the protocol's deal request (docs/hand-engine.md):
the variant, the stakes, the house rules, the players and the actions so far.
Every Then step sends the request as it stands and checks the answer; amounts
compare exactly, however the engine writes them ("0.5" or "0.50"). A street
step ("When fourth street is dealt") records nothing: it checks that the hand
has come to that street.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from studrules.errors import OptionError
from studrules.house_rules import HAND_OPTIONS, resolve
from studrules.money import NUMBER, TOURNAMENT_CHIPS, Chips, MoneyError, format_amount, parse_amount
from studrules.options import OPTIONS, check_option
from studrules.scenarios.rankings import CARD, spelled_alike
from studrules.scenarios.vocabulary import (
    AMOUNT,
    CARDS,
    CHIPS_STEP,
    HAPPENED,
    SHOWDOWN,
    SPECIAL,
    TABLE,
    TURN,
    BadStep,
    Citation,
    Context,
    StepFailed,
    Unsupported,
    given,
    refusal,
    rule_title,
    then,
    when,
)
from studrules.scope import applies, games_of
from studrules.spec import RULE_ID
from studrules.variants import VARIANTS, get_variant

GAMES = {v.names.phrase: v.name for v in VARIANTS.values()}
"""A game as the dealer names it (its ``Names.phrase``), and its protocol variant."""
STREETS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}
WAYS = "high|low|both"
NAME = r"[A-Z][\w'-]*"
WRITTEN = rf"\$?{NUMBER}"
"""An amount as a step's words give it, in dollars (``AMOUNT``) or in tournament chips."""
THIRD_PERSON = {
    "brings in": "bring-in", "completes": "complete", "bets": "bet", "raises": "raise",
    "calls": "call", "checks": "check", "folds": "fold",
}
"""An action as a When step tells it, and its protocol verb."""
INFINITIVE = {
    "bring in": "bring-in", "complete": "complete", "bet": "bet", "raise": "raise",
    "call": "call", "check": "check", "fold": "fold",
}
"""An action as "may" and "cannot" offer it, and its protocol verb."""
AMOUNT_BEFORE = {"bring-in": " for ", "complete": " to ", "raise": " to ", "bet": " ", "call": " "}
"""The words between a verb and its amount; the amount is always the ``to`` of the action."""
BETTING = (
    "BET.", "BRING-IN.COMPLETE", "BRING-IN.IS-A-BET", "BRING-IN.ALL-IN", "OPEN.", "POTLIMIT."
)
"""The rules a ruling on the legal actions cites."""
IRREGULAR_RULES = (
    "IRREGULAR.", "MISDEAL.", "DEALT.", "EXPOSED.", "FORCED.", "ACTION.", "SHOWDOWN."
)
"""The rules that rule on irregular events (spec/irregularities.md), cited with the betting's."""
TOLD = {verb: word for word, verb in THIRD_PERSON.items()}
OFFERED = {verb: word for word, verb in INFINITIVE.items()}


def _phrases(words: dict[str, str]) -> str:
    """A regular expression of the actions of ``words`` (plain words), each with its amount."""
    return "|".join(
        word + (f"(?:{AMOUNT_BEFORE[verb]}{AMOUNT})?" if verb in AMOUNT_BEFORE else "")
        for word, verb in words.items()
    )


ACTION = _phrases(THIRD_PERSON)
RANGED = {"bet": "bet", "raise to": "raise"}
"""Pot-limit offers: ``raise to between $2 and $6``."""
RANGE = rf"(?:{'|'.join(RANGED)}) between {AMOUNT} and {AMOUNT}"
OFFER = f"{RANGE}|{_phrases(INFINITIVE)}"


def read_action(words: dict[str, str], text: str) -> tuple[str, Fraction | None]:
    """The protocol verb and amount of an action phrase (``raises to $4``, or ``raises to 400``
    in tournament chips: raise, 4 or 400)."""
    phrase = re.fullmatch(rf"(?P<said>.+?)(?: (?P<amount>{WRITTEN}))?", text)
    assert phrase is not None  # the step's pattern matched it
    verb = words[phrase["said"].removesuffix(" to").removesuffix(" for")]
    return verb, parse_amount(phrase["amount"]) if phrase["amount"] else None


def protocol_action(player: str, verb: str, amount: Fraction | None) -> list[str]:
    """An action as the request lists it: ``[player, verb]`` or ``[player, verb, to]``."""
    return [player, verb] if amount is None else [player, verb, format_amount(amount)]


def dollars(amount: Fraction) -> str:
    """An amount as scenarios write it: ``$0.50``, ``$2``."""
    return "$" + format_amount(amount)


def decimal(text: str) -> str:
    """An amount of a step or a table (``$0.25``, ``40``) as the protocol writes it."""
    try:
        return format_amount(parse_amount(text))
    except MoneyError as error:
        raise BadStep(str(error)) from None


def money(value: Any) -> Fraction:
    """An amount of the engine's answer, exactly; an amount that is not one fails the step."""
    try:
        return parse_amount(value)
    except MoneyError as error:
        raise StepFailed("amounts written as decimal strings", f"{value!r}: {error}") from None


def deal_request(ctx: Context, *tried: list[str] | dict[str, Any]) -> dict:
    """The deal request the scenario has built so far, with the ``tried`` actions after its own."""
    if ctx.variant is None:
        raise BadStep("no game has been given: begin with Given the game is seven-card stud")
    if ctx.stakes is None:
        raise BadStep(
            "no stakes have been given: Given the stakes are $1/$2 with a $0.25 ante "
            "and a $0.50 bring-in"
        )
    if not ctx.players:
        raise BadStep("no players are seated: Given the players, from the dealer's left, hold:")
    request: dict = {
        "variant": ctx.variant,
        "stakes": dict(ctx.stakes),
        "players": [dict(player) for player in ctx.players],
        "actions": [
            dict(action) if isinstance(action, dict) else list(action)
            for action in [*ctx.actions, *tried]
        ],
    }
    if ctx.chip is not None:
        request["stakes"]["chip"] = ctx.chip
    if ctx.chips:
        request["stakes"]["unit"] = TOURNAMENT_CHIPS
    if ctx.deck is not None:
        request["deck"] = ctx.deck
    if ctx.reshuffled is not None:
        request["reshuffled"] = ctx.reshuffled
    if ctx.community is not None:
        request["community"] = ctx.community
    if ctx.kill is not None:
        request["kill"] = dict(ctx.kill)
    profile, options = ctx.house_rules()
    rules: dict = {"profile": profile} if profile else {}
    if options:
        rules["options"] = options
    if rules:
        request["rules"] = rules
    return request


def cited(answer: dict, families: tuple[str, ...]) -> tuple[Citation, ...]:
    """The reasons of ``answer`` whose rule ID starts with one of ``families`` (all if empty).

    A refusal's reason is the rule that refuses the action, with its message.
    """
    error = answer.get("error") or {}
    reasons = answer.get("reasons") or ([error] if "rule" in error else [])
    return tuple(
        Citation(reason["rule"], reason.get("text") or reason.get("message", ""))
        for reason in reasons
        if not families or reason["rule"].startswith(families)
    )


def said(action: list[str] | dict[str, Any], unit: str = "money") -> str:
    """An action of the request as the dealer tells it: ``Alice raises to $4`` (``raises to
    400`` where the stakes' ``unit`` is tournament chips); an irregular event as its fields
    say it: ``misdeal by the dealer (cause: boxed-card)``."""
    if isinstance(action, dict):
        return said_event(action)
    player, verb, *amount = action
    told = f"{player} {TOLD.get(verb, verb)}"
    sign = "" if unit == TOURNAMENT_CHIPS else "$"
    return told + (f"{AMOUNT_BEFORE.get(verb, ' ')}{sign}{amount[0]}" if amount else "")


def said_event(event: dict[str, Any]) -> str:
    """An irregular event of the request: ``misdeal by the dealer (cause: boxed-card)``."""
    by = event.get("by", "")
    told = f"{event.get('event')} by {'the ' + by if by in ('dealer', 'floor') else by}"
    about = [f"{key}: {event[key]}" for key in ("player", "card", "cause", "amount")
             if key in event]
    return told + (f" ({', '.join(about)})" if about else "")


def refused(request: dict, answer: dict) -> str:
    """What an error answer to a deal request says, worded as every refusal is (``refusal``),
    naming the refused action if it is one."""
    error = answer["error"]
    at = error.get("at")
    actions = request.get("actions") or []
    rule = error.get("rule")
    if error["code"] == "illegal-action" and type(at) is int and 0 <= at < len(actions):
        unit = (request.get("stakes") or {}).get("unit", "money")
        told = said(actions[at], unit)
        return refusal(str(error["message"]), action=f"{at + 1}, {told}", rule=rule)
    return refusal(in_step_words(str(error["message"])), str(error["code"]), rule=rule)


SCRAMBLE_ASKED = re.compile(r"\((?P<cards>[^()]*)\) are scrambled; give their order, top first, "
                            r"as reshuffled")
SCRAMBLE_STEP = 'Given the scrambled cards, from the top, are "{cards}"'
COMMUNITY_ASKED = "; give it as community"
COMMUNITY_STEP = "Given the card turned up in the centre, should the stub run short, is Jc"


def in_step_words(message: str) -> str:
    """An engine's message with the protocol's names for what a scenario says put in its steps."""
    asked = SCRAMBLE_ASKED.search(message)
    if asked:
        step = SCRAMBLE_STEP.format(cards=asked["cards"])
        message = message[: asked.start()] + f"({asked['cards']}) are scrambled; say in what " \
            f"order they came out, top first, with a step such as: {step}"
    message = message.replace(
        COMMUNITY_ASKED, f": say which card with a step such as: {COMMUNITY_STEP}"
    )
    return message.replace("reshuffled must be the scrambled cards", "the scrambled cards must be")


def taken(ctx: Context, before: int) -> None:
    """Rule on the actions a When step recorded, from index ``before``, as they are taken.

    An illegal one fails the step with the engine's refusal (what was legal) and the rule
    that refuses it; otherwise the step's ruling is where the hand now stands.
    """
    if len(ctx.actions) <= before or ctx.variant is None:
        return
    request = deal_request(ctx)
    answer = ctx.ask(request)
    if answer["ok"]:
        families = (*BETTING, "ACT.", "POT.", *IRREGULAR_RULES)
        # where the hand stands, unless the step itself said so (and why)
        ctx.note(ctx.ruling or where(answer["state"]), cited(answer, families))
        return
    error = answer["error"]
    at = error.get("at")
    if error["code"] == "illegal-action" and type(at) is int and before <= at < len(ctx.actions):
        rule = error.get("rule")
        refusing = (Citation(rule, rule_title(rule)),) if isinstance(rule, str) else ()
        told = refusal(str(error["message"]), rule=rule)
        raise StepFailed("", told + fold_said(ctx, request["actions"], at), refusing)
    raise StepFailed("the hand to go on", refused(request, answer))


def fold_said(ctx: Context, actions: list, at: int) -> str:
    """For a fold refused with no bet to face, the step that tells it (ACTION.FOLD-NO-BET):
    the player said "fold", and that declaration is ruled on; else nothing."""
    action = actions[at]
    if not isinstance(action, list) or action[1:] != ["fold"]:
        return ""
    before = ctx.engine.request({**deal_request(ctx), "actions": actions[:at]})
    state = before.get("state") if before.get("ok") else None
    if not state or not any(item["action"] == "check" for item in state["legal"]):
        return ""
    return (f'; a player who says "fold" with no bet to face is told with: When {action[0]} '
            'says "fold"')


def deal(ctx: Context) -> dict:
    """The engine's answer to the deal as it stands, asked again only if the deal changed."""
    request = deal_request(ctx)
    if ctx.answer is None or ctx.request != request:
        return ctx.ask(request)
    return ctx.answer


def state_of(ctx: Context, expected: str, *families: str) -> tuple[dict, tuple[Citation, ...]]:
    """The state of the deal as it stands and the reasons of ``families`` the engine gave."""
    answer = deal(ctx)
    reasons = cited(answer, families) if families else ()
    if not answer["ok"]:
        raise StepFailed(expected, refused(ctx.request or {}, answer), reasons)
    return answer["state"], reasons


TO_DO = {"declaring": "declare", "buying": "buy or stand pat",
         "exchanging": "exchange or stand pat", "rolling": "roll", "paying": "pay or fold"}
"""What the player to act is asked in each phase outside the betting."""


def where(state: dict) -> str:
    """Where the hand stands: ``fourth street, Carol to act``, ``fifth street, Bob to
    declare`` or ``the hand is over``."""
    if state["phase"] == "complete":
        return "the hand is over"
    street = next((word for word, n in STREETS.items() if n == state["street"]), state["street"])
    return f"{street} street, {state['to_act']} to {TO_DO.get(state['phase'], 'act')}"


Offer = tuple[str, Fraction | None, Fraction | None]
"""A legal action as (verb, to, most): ``most`` only for a pot-limit range."""


def offers(state: dict) -> list[Offer]:
    """The legal actions of the state; fold and check have no amount."""
    return [
        (
            item["action"],
            money(item.get("to")) if item["action"] in AMOUNT_BEFORE else None,
            money(item["max"]) if "max" in item else None,
        )
        for item in state["legal"]
    ]


def say_offer(
    verb: str, to: Fraction | None, most: Fraction | None,
    written: Callable[[Fraction], str] = dollars,
) -> str:
    """One action as the dealer offers it: ``call $0.50``, ``raise to between $2 and $6``
    (amounts ``written`` as the scenario writes them: in tournament chips, ``call 200``)."""
    if most is not None and to is not None:
        word = "raise to" if verb == "raise" else verb
        return f"{word} between {written(to)} and {written(most)}"
    return OFFERED.get(verb, verb) + ("" if to is None else AMOUNT_BEFORE[verb] + written(to))


def read_offer(item: str) -> Offer:
    """An offer as a step writes it (the inverse of ``say_offer``)."""
    ranged = re.fullmatch(rf"({'|'.join(RANGED)}) between ({WRITTEN}) and ({WRITTEN})", item)
    if ranged:
        word, least, most = ranged.groups()
        return RANGED[word], parse_amount(least), parse_amount(most)
    return (*read_action(INFINITIVE, item), None)


def say_offers(items: Sequence[Offer], written: Callable[[Fraction], str] = dollars) -> str:
    """Actions as the dealer offers them: ``fold, call $0.50 or complete to $1``."""
    words = [say_offer(*item, written) for item in items]
    return " or ".join(filter(None, [", ".join(words[:-1]), *words[-1:]])) or "nothing"


def check(
    ctx: Context, holds: bool, expected: str, ruling: str, reasons: tuple[Citation, ...] = ()
) -> None:
    """Note the ruling; fail the step unless ``holds``."""
    ctx.note(ruling, reasons)
    if not holds:
        raise StepFailed(expected, ruling, reasons)


@given(
    rf"the game is (?P<game>{'|'.join(GAMES)})",
    "the game is seven-card stud", TABLE,
)
def the_game_is(ctx: Context, game: str) -> None:
    """Deal ``game``, said as its definition's phrase: seven-card stud, razz, baseball..."""
    ctx.variant = GAMES[game]
    ctx.mark("variant")


def out_of_scope(ctx: Context) -> str | None:
    """What is wrong with a house rule the scenario sets that cannot change its game, if any.

    The rulebook's scenarios set such rules on purpose, to show they change nothing; a
    dispute that does has mistaken the game or the rule, so ``studrules settle`` refuses it.
    """
    if ctx.variant is None:
        return None
    variant = get_variant(ctx.variant)
    for option in {**ctx.options, **ctx.options_override}:
        if option not in HAND_OPTIONS or applies(option, variant):
            continue
        names = {v.name for v in games_of(option)}
        games = [game for game, name in GAMES.items() if name in names]
        said = "(from the command line) " if option in ctx.options_override else ""
        return (
            f"the house rule {option} {said}does not apply to {variant.title.lower()}: it "
            f"applies to {' and '.join(filter(None, [', '.join(games[:-1]), games[-1]]))}"
        )
    return None


def checked_option(option: str, value: str) -> str:
    """The value of house rule ``option``, checked; ``BadStep`` naming what is allowed."""
    try:
        if option in HAND_OPTIONS:
            resolve(None, {option: value})
        elif option in OPTIONS:
            check_option(option, value)
        else:
            names = [*HAND_OPTIONS, *(name for name in OPTIONS if name not in HAND_OPTIONS)]
            near = [name for name in names if option in name] or difflib.get_close_matches(
                option, names, n=1
            )
            hint = f': did you mean {near[0]}?' if near else ""
            raise BadStep(f'there is no house rule "{option}"{hint} (studrules rankings '
                          "--options lists them all)")
    except OptionError as error:
        raise BadStep(str(error)) from None
    return value


@given(
    r"the house rule (?P<option>[a-z-]+) is (?P<value>[a-z0-9-]+)",
    "the house rule bring-in-tie-break is position", TABLE,
)
def the_house_rule_is(ctx: Context, option: str, value: str) -> None:
    """Set a house-rule option, for hands and deals alike."""
    ctx.options[option] = checked_option(option, value)


@given(
    rf"the stakes are (?P<small>{AMOUNT})/(?P<big>{AMOUNT}) with an? (?P<ante>{AMOUNT}) ante"
    rf" and (?:an? (?P<bring_in>{AMOUNT}) bring-in|no bring-in)",
    "the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in", TABLE,
)
def the_stakes_are(ctx: Context, small: str, big: str, ante: str, bring_in: str | None) -> None:
    """Play fixed limit at ``small``/``big`` with an ante and a bring-in ("no bring-in": $0)."""
    ctx.stakes = {
        "ante": decimal(ante), "bring_in": decimal(bring_in or "0"),
        "small_bet": decimal(small), "big_bet": decimal(big),
    }
    ctx.mark("stakes")


@given(
    rf"the stakes are (?P<small>{AMOUNT})/(?P<big>{AMOUNT}) with blinds of"
    rf" (?P<small_blind>{AMOUNT}) and (?P<big_blind>{AMOUNT})",
    "the stakes are $1/$2 with blinds of $0.50 and $1", TABLE,
)
def the_stakes_have_blinds(
    ctx: Context, small: str, big: str, small_blind: str, big_blind: str
) -> None:
    """Play fixed limit at ``small``/``big`` with two blinds and no ante (BLINDS.POST)."""
    ctx.stakes = {
        "small_bet": decimal(small), "big_bet": decimal(big),
        "small_blind": decimal(small_blind), "big_blind": decimal(big_blind),
    }
    ctx.mark("stakes")


@given(
    rf"the stakes are (?:pot|no) limit with (?:an? )?(?P<ante>{AMOUNT}) ante"
    rf" and (?:an? )?(?P<bring_in>{AMOUNT}) bring-in",
    "the stakes are pot limit with a $1 ante and a $1 bring-in", TABLE,
)
def the_stakes_are_pot_limit(ctx: Context, ante: str, bring_in: str) -> None:
    """Play pot or no limit (``betting-structure`` says which): the bring-in is the minimum bet."""
    least = decimal(bring_in)
    ctx.stakes = {"ante": decimal(ante), "bring_in": least, "small_bet": least, "big_bet": least}
    ctx.mark("stakes")


@given(
    rf"the stakes are an? (?P<lower>{AMOUNT})-(?P<upper>{AMOUNT}) spread with an? "
    rf"(?P<ante>{AMOUNT}) ante and (?:an? (?P<bring_in>{AMOUNT}) bring-in|no bring-in)",
    "the stakes are a $1-$5 spread with a $0.25 ante and a $1 bring-in", TABLE,
)
def the_stakes_are_a_spread(
    ctx: Context, lower: str, upper: str, ante: str, bring_in: str | None
) -> None:
    """Play a spread: the lower bound is the small bet, the upper the big bet (SPREAD.STRUCTURE)."""
    the_stakes_are(ctx, lower, upper, ante, bring_in)


@given(
    rf"(?P<player>{NAME}) kills the pot for (?P<amount>{AMOUNT})",
    "Carol kills the pot for $2", TABLE,
)
def kills_the_pot(ctx: Context, player: str, amount: str) -> None:
    """Deal a kill pot: ``player`` kills for ``amount``, no bring-in, raised limits (KILL.POT)."""
    ctx.kill = {"player": player, "amount": decimal(amount)}
    ctx.mark("kill")


@given(
    rf"the smallest chip is (?P<amount>{AMOUNT})",
    "the smallest chip is $1", TABLE,
)
def the_smallest_chip_is(ctx: Context, amount: str) -> None:
    """Play with ``amount`` as the smallest chip: the odd chip of a split pot is one of these."""
    ctx.chip = decimal(amount)
    ctx.mark("stakes")


@given(re.escape(CHIPS_STEP), CHIPS_STEP, TABLE)
def played_in_chips(ctx: Context) -> None:
    """Write every amount of the scenario without $, as a count of tournament chips (200)."""
    ctx.chips = True


@given(
    r"the house rules are the (?P<profile>[a-z0-9-]+) profile",
    "the house rules are the tournament profile", TABLE,
)
def the_house_rules_are(ctx: Context, profile: str) -> None:
    """Play by a profile of house rules: casino, tournament, home or one of the two WSOP."""
    try:
        resolve(profile)
    except OptionError as error:
        raise BadStep(str(error)) from None
    ctx.profile = profile


@given(
    r"the players, from the dealer's left, hold:",
    "the players, from the dealer's left, hold:", TABLE,
)
def the_players_hold(ctx: Context, table: list[list[str]]) -> None:
    """Seat the players of a | player | cards | table (stack optional), clockwise, dealer last."""
    header, *rows = table
    if "player" not in header or not set(header) <= {"player", "cards", "stack"}:
        raise BadStep(
            "the table's columns are | player | cards | and an optional | stack |, "
            f"not | {' | '.join(header)} |"
        )
    if not rows:
        raise BadStep("the table seats no player")
    ctx.players = []
    for row in rows:
        cells = dict(zip(header, row))
        player = {"name": cells["player"]}
        if cells.get("cards"):
            player["cards"] = cells["cards"]
        if cells.get("stack"):
            player["stack"] = decimal(cells["stack"])
        ctx.players.append(player)
    ctx.mark("players")


@given(
    r'the deck, from the top, is "(?P<cards>[^"]+)"',
    'the deck, from the top, is "9s Qh 2c 9d Qd 5s Tc 4c"', TABLE,
)
def the_deck_is(ctx: Context, cards: str) -> None:
    """Deal from this deck, top card first, instead of giving each player's cards."""
    ctx.deck = cards
    ctx.mark("deck")


@given(
    r'the scrambled cards, from the top, are "(?P<cards>[^"]+)"',
    'the scrambled cards, from the top, are "9c Ks 8h 2h"', TABLE,
)
def the_scrambled_cards_are(ctx: Context, cards: str) -> None:
    """When the stub runs short, the pooled cards come out of the scramble in this order."""
    ctx.reshuffled = cards
    ctx.mark("reshuffled")


@given(
    rf"the card turned up in the centre, should the stub run short, is (?P<card>{CARD})",
    "the card turned up in the centre, should the stub run short, is Jc", TABLE,
)
def the_community_card_would_be(ctx: Context, card: str) -> None:
    """With each player's cards given, the card turned up only if the stub runs short."""
    ctx.community = card
    ctx.mark("community")


@given(
    r'when the stub runs short again, the scrambled cards are "(?P<cards>[^"]+)"',
    'when the stub runs short again, the scrambled cards are "4h 9d Qs"', TABLE,
)
def the_next_scramble_is(ctx: Context, cards: str) -> None:
    """The order of the hand's next scramble, after those given before (protocol: a list)."""
    if ctx.reshuffled is None:
        raise BadStep(
            'no first scramble has been given: begin with the scrambled cards, from the top, '
            'are "..."'
        )
    earlier = [ctx.reshuffled] if isinstance(ctx.reshuffled, str) else ctx.reshuffled
    ctx.reshuffled = [*earlier, cards]
    ctx.mark("reshuffled")


@when(
    rf"(?P<street>{'|'.join(STREETS)}) street is dealt",
    "third street is dealt", HAPPENED,
)
def street_is_dealt(ctx: Context, street: str) -> None:
    """Check that the hand has come to ``street``, its betting under way (records no action)."""
    expected = f"{street} street under way"
    state, reasons = state_of(ctx, expected, "DEAL.", "ACT.")
    under_way = state["phase"] in ("betting", "buying", "paying", "exchanging", "rolling")
    holds = under_way and state["street"] == STREETS[street]
    check(ctx, holds, expected, where(state), reasons)


@when(
    rf"(?P<player>{NAME}) (?P<action>{ACTION})",
    "Alice bets $1", HAPPENED,
)
def acts(ctx: Context, player: str, action: str) -> None:
    """Record an action: brings in, completes (to $X), bets ($X), raises (to $X), calls, ..."""
    ctx.actions.append(protocol_action(player, *read_action(THIRD_PERSON, action)))


@when(
    rf"the action goes: (?P<actions>{NAME} (?:{ACTION})(?:, {NAME} (?:{ACTION}))*)",
    "the action goes: Bob brings in, Carol calls, Alice completes to $1", HAPPENED,
)
def the_action_goes(ctx: Context, actions: str) -> None:
    """Record several actions in turn, comma separated: "David brings in, Alice calls"."""
    for told in actions.split(", "):
        player, _, action = told.partition(" ")
        ctx.actions.append(protocol_action(player, *read_action(THIRD_PERSON, action)))


@then(
    rf"(?P<player>{NAME}) must post the bring-in of (?P<amount>{AMOUNT})",
    "David must post the bring-in of $0.50", TURN,
)
def must_post_the_bring_in(ctx: Context, player: str, amount: str) -> None:
    """Check who must post the bring-in, and for how much, before it is posted."""
    expected = f"{player} brings in for {amount}"
    state, reasons = state_of(ctx, expected, "BRING-IN.")
    bring_in = state.get("bring_in")
    posts = [to for verb, to, _ in offers(state) if verb == "bring-in" and to is not None]
    if state["to_act"] != bring_in or not posts:
        ruling = f"{bring_in or 'nobody'} brings in (no bring-in is offered now: {where(state)})"
    else:
        ruling = f"{bring_in} brings in for {ctx.amount(posts[0])}"
    holds = bring_in == player and posts == [parse_amount(amount)]
    check(ctx, holds, expected, ruling, reasons)


def opening_street(ctx: Context, state: dict) -> bool:
    """Whether ``state`` is on the game's first betting street, where the bring-in (or the
    blinds) start the turn and no best board does."""
    return ctx.variant is not None and state["street"] == get_variant(ctx.variant).streets[0].number


def street_name(state: dict) -> str:
    """The street ``state`` is on, as the dealer says it: ``third street``."""
    return where({**state, "phase": "betting"}).split(",")[0]


def best_board(ctx: Context, state: dict) -> str:
    """Who has the best board this street: only that, never whose turn it is."""
    first = state.get("first_actor")
    if not first:
        return where(state)
    if opening_street(ctx, state) and state.get("bring_in"):
        return f"{street_name(state)} opens with the bring-in ({first}), not the best board"
    return f"{first} has the best board on {street_name(state)}"


@then(
    rf"(?P<player>{NAME}) shows the best board",
    "Carol shows the best board", TURN,
)
def has_the_best_board(ctx: Context, player: str) -> None:
    """Check who has the best board this street (even if all in; not on the bring-in's)."""
    expected = f"{player} has the best board"
    state, reasons = state_of(ctx, expected, "ACT.")
    holds = state.get("first_actor") == player and not (
        opening_street(ctx, state) and state.get("bring_in"))
    check(ctx, holds, expected, best_board(ctx, state), reasons)


def opener(ctx: Context, state: dict) -> str | None:
    """Who acted first, or is to act first, on the street ``state`` is on: the player to act
    when the street's first actor was last set (the bring-in, the best board, the player
    after an all-in best board, or whoever an irregularity made first).

    The first actor whose turn it is now can act, so began the street; otherwise the
    deal is asked again without its last actions, one at a time, back to that moment.
    """
    key = (state["street"], "betting", state.get("first_actor"))
    if state.get("to_act") == key[2] and state["phase"] == "betting":
        return state["to_act"]
    request = deal_request(ctx)
    first = state["to_act"] if state["phase"] == "betting" else None
    for count in range(len(request["actions"]) - 1, -1, -1):
        answer = ctx.engine.request({**request, "actions": request["actions"][:count]})
        found = answer.get("state") if answer.get("ok") else None
        if not found or (found["street"], found["phase"], found.get("first_actor")) != key:
            break
        first = found["to_act"]
    return first


@then(
    rf"(?P<player>{NAME}) acts first",
    "Alice acts first", TURN,
)
def acts_first(ctx: Context, player: str) -> None:
    """Check who acts first on this street: who the turn started with (not who is next)."""
    expected = f"{player} acts first"
    state, _ = state_of(ctx, expected)
    reasons = cited(deal(ctx), ("ACT.", "BRING-IN.") if opening_street(ctx, state) else ("ACT.",))
    if state["phase"] == "complete":
        raise StepFailed(expected, where(state), reasons)
    first = opener(ctx, state)
    ruling = f"{first} acts first on {street_name(state)}" if first else where(state)
    check(ctx, first == player, expected, ruling, reasons)


def turn_reason(ctx: Context, state: dict) -> str:
    """Why the turn is where it is, in a few words, when it is not the street's first actor's:
    the bring-in on the first street, the best board on the others."""
    first, turn = state.get("first_actor"), state.get("to_act")
    if not first or first == turn:
        return ""
    if opening_street(ctx, state):
        return f" (the bring-in fell to {first})" if state.get("bring_in") else ""
    return f" ({first} has the best board)"


@then(
    rf"it is (?P<player>{NAME})'s turn",
    "it is Carol's turn", TURN,
)
def its_turn(ctx: Context, player: str) -> None:
    """Check that it is ``player``'s turn to act (not who acts first or has the best board)."""
    expected = f"it is {player}'s turn"
    state, reasons = state_of(ctx, expected, "ACT.")
    holds = state["phase"] == "betting" and state["to_act"] == player
    ruling = where(state)
    if state["phase"] != "complete" and state.get("to_act"):
        ruling = f"it is {state['to_act']}'s turn on {street_name(state)}"
        ruling += turn_reason(ctx, state)
    check(ctx, holds, expected, ruling, reasons)


@then(
    rf"(?P<player>{NAME}) may (?P<actions>(?:{OFFER})(?:(?:, | or )(?:{OFFER}|{AMOUNT}))*)",
    "Alice may fold, call $0.50 or complete to $1", TURN,
)
def may(ctx: Context, player: str, actions: str) -> None:
    """Check exactly what ``player`` may do now, with the amount each action goes to."""
    wanted: set[Offer] = set()
    verb = ""
    for item in re.split(r", | or ", actions):
        if re.fullmatch(WRITTEN, item):
            wanted.add((verb, parse_amount(item), None))
        else:
            verb, to, most = read_offer(item)
            wanted.add((verb, to, most))
    expected = f"{player} may {actions}"
    state, reasons = state_of(ctx, expected, *BETTING)
    if state["phase"] != "betting":
        raise StepFailed(expected, where(state), reasons)
    loose = {verb for verb, to, _ in wanted if to is None}
    legal = offers(state)
    found = {(verb, None, None) if verb in loose else (verb, to, most) for verb, to, most in legal}
    ruling = f"{state['to_act']} may {say_offers(legal, ctx.amount)}"
    check(ctx, state["to_act"] == player and found == wanted, expected, ruling, reasons)


@then(
    rf"(?P<player>{NAME}) cannot (?P<action>{OFFER})(?:: (?P<why>.+))?",
    "Bob cannot raise to $1.50: only a completion can follow the bring-in", TURN,
)
def cannot(ctx: Context, player: str, action: str, why: str | None) -> None:
    """Check that the engine refuses this action now (the words after ":" are for people)."""
    tried = protocol_action(player, *read_action(INFINITIVE, action))
    refused_now(ctx, tried, f"{player} cannot {action}")


def refused_now(ctx: Context, tried: list[str] | dict[str, Any], expected: str) -> None:
    """Check that the engine refuses the action (or irregular event) ``tried`` after the
    scenario's actions."""
    request = deal_request(ctx, tried)
    answer = ctx.ask(request)
    if answer["ok"]:
        raise StepFailed(expected, f"it accepts it: {where(answer['state'])}")
    error = answer["error"]
    if error["code"] == "illegal-action" and error.get("at") == len(request["actions"]) - 1:
        ctx.note(*refusal_note(error, tried))
        return
    raise StepFailed(expected, refused(request, answer))


def refusal_note(error: dict, tried: list[str] | dict[str, Any]) -> tuple[str, tuple]:
    """What a step that expects a refusal shows: an irregular event's refusal as the engine
    words it ("the floor cannot rule on ...: why"), citing its rule, so that settle prints
    "the floor cannot ...: why [RULE: ...]"; a player's action refused, "refused: ...".
    """
    rule = error.get("rule")
    cited = (Citation(rule, rule_title(rule)),) if isinstance(rule, str) else ()
    if not isinstance(tried, dict):
        return refusal(str(error["message"]), rule=rule), cited
    return str(error["message"]), cited


@then(
    rf"the pot is (?P<amount>{AMOUNT})",
    "the pot is $8.25", SHOWDOWN,
)
def the_pot_is(ctx: Context, amount: str) -> None:
    """Check the amount in the pot."""
    expected = f"a pot of {amount}"
    state, _ = state_of(ctx, expected)
    pot = money(state["pot"])
    check(ctx, pot == parse_amount(amount), expected, f"a pot of {ctx.amount(pot)}")


@then(
    r"the hand is over",
    "the hand is over", SHOWDOWN,
)
def the_hand_is_over(ctx: Context) -> None:
    """Check that the hand is over: no one is left to act."""
    state, reasons = state_of(ctx, "the hand is over", "POT.")
    check(ctx, state["phase"] == "complete", "the hand is over", where(state), reasons)


def final_result(ctx: Context, expected: str) -> tuple[dict, tuple]:
    """The result of the hand and the reasons given; the step fails if the hand is not over."""
    state, reasons = state_of(ctx, expected, "POT.")
    result = state.get("result")
    if state["phase"] != "complete" or not result:
        raise StepFailed(expected, where(state), reasons)
    return result, reasons


def winnings(ctx: Context, players: list[str], amount: str, expected: str) -> dict:
    """Check that each of ``players`` collects ``amount``; the result, for more checks."""
    result, reasons = final_result(ctx, expected)
    payouts = result.get("payouts") or {}
    won = {player: money(payouts.get(player, "0")) for player in players}
    ruling = ", ".join(f"{player} wins {ctx.amount(amount)}" for player, amount in won.items())
    if result.get("void"):  # a deal called off: the last reason says which rule and why
        last = cited(deal(ctx), ())[-1:]
        ruling += ", taking back what they put in: the deal is void"
        reasons = (*reasons, *last)
    if ctx.chip is None and any(reason.rule == "POT.ODD-CHIP" for reason in reasons):
        chip = Chips.dividing(parse_amount(value) for value in (ctx.stakes or {}).values()).unit
        ruling += (
            f" (this split depends on the smallest chip, not given: taken as {ctx.amount(chip)}, "
            "the largest amount dividing the stakes; if the table played another, say which "
            'with "Given the smallest chip is ...")'
        )
    check(ctx, set(won.values()) == {parse_amount(amount)}, expected, ruling, reasons)
    return result


def winning_hands(result: dict, player: str) -> list[str]:
    """The names of the hands with which ``player`` won a share of a pot."""
    if "pots" not in result:
        hands = (result.get("hands") or {}).get(player) or {}
        return [hand["name"] for hand in hands.values() if hand]
    return [
        share["hand"]["name"]
        for pot in result["pots"]
        for share in pot.get("shares", ())
        if player in share.get("winners", ()) and share.get("hand")
    ]


@then(
    rf'(?P<player>{NAME}) wins (?P<amount>{AMOUNT})(?: with "(?P<hand>[^"]+)")?',
    'Carol wins $20.25 with "straight, ace high"', SHOWDOWN,
)
def wins(ctx: Context, player: str, amount: str, hand: str | None) -> None:
    """Check what ``player`` collects, and with which hand if one is named."""
    expected = f"{player} wins {amount}" + (f' with "{hand}"' if hand else "")
    result = winnings(ctx, [player], amount, expected)
    if hand:
        names = winning_hands(result, player)
        shown = " and ".join(f'"{name}"' for name in dict.fromkeys(names)) or "no hand named"
        check(ctx, hand in names, expected, f"{ctx.ruling} with {shown}", ctx.cited)


@then(
    rf"(?P<players>{NAME}(?:, {NAME})* and {NAME}) each win (?P<amount>{AMOUNT})",
    "Bob and Carol each win $8.50", SHOWDOWN,
)
def each_win(ctx: Context, players: str, amount: str) -> None:
    """Check that each of several players collects the same amount."""
    winnings(ctx, re.split(r", | and ", players), amount, f"{players} each win {amount}")


@then(
    rf"(?P<amount>{AMOUNT}) stays in the pot for the next hand",
    "$0.25 stays in the pot for the next hand", SHOWDOWN,
)
def carried(ctx: Context, amount: str) -> None:
    """Check the odd chips nobody gets now: they stay in the pot for the next hand."""
    expected = f"{amount} stays in the pot for the next hand"
    result, reasons = final_result(ctx, expected)
    kept = money(result.get("carried", "0"))
    ruling = f"{ctx.amount(kept) if kept else 'nothing'} stays in the pot for the next hand"
    check(ctx, kept == parse_amount(amount), expected, ruling, reasons)


def said_hands(hands: dict) -> str:
    """A player's hands at the showdown as the dealer reads them: high, and low if any."""
    named = [(way, hand["name"]) for way, hand in hands.items() if hand]
    if len(named) == 1:
        return f'"{named[0][1]}"'
    return " and ".join(f'"{name}" for {way}' for way, name in named) or "no hand"


@then(
    rf'(?P<player>{NAME}) shows "(?P<hand>[^"]+)"',
    'David shows "two pair, kings and nines"', SHOWDOWN,
)
def shows(ctx: Context, player: str, hand: str) -> None:
    """Check the hand ``player`` shows down, winner or loser (high or low)."""
    expected = f'{player} shows "{hand}"'
    state, reasons = state_of(ctx, expected, "POT.")
    result = state.get("result") or {}
    hands = (result.get("hands") or {}).get(player)
    if state["phase"] != "complete" or hands is None:
        ruling = where(state) if state["phase"] != "complete" else f"{player} shows no hand"
        raise StepFailed(expected, ruling, reasons)
    names = [found["name"] for found in hands.values() if found]
    check(ctx, hand in names, expected, f"{player} shows {said_hands(hands)}", reasons)


def holding_of(ctx: Context, player: str, expected: str) -> tuple[list[tuple[str, bool]], tuple]:
    """The cards ``player`` holds as the engine says: each card and whether it is face up."""
    state, reasons = state_of(ctx, expected, "DEAL.")
    cards = state.get("cards")
    if cards is None:
        raise Unsupported(f"the engine {ctx.engine.name} does not say which cards are dealt")
    if player not in cards:
        raise StepFailed(expected, f"{player} is not at the table", reasons)
    return faces(cards[player]), reasons


def faces(cards: str) -> list[tuple[str, bool]]:
    """Each card of ``(Qs 2h) 4s`` in one spelling, and whether it lies face up."""
    held, down = [], False
    for token in re.findall(r"\(|\)|[^\s()]+", cards):
        if token in "()":
            down = token == "("
        else:
            held.append((spelled_alike(token)[0], not down))
    return held


def say_holding(held: list[tuple[str, bool]]) -> str:
    """Cards as the dealer tells them: ``7c face up, Kd face down``."""
    return ", ".join(f"{card} face {'up' if up else 'down'}" for card, up in held) or "no card"


@then(
    rf"(?P<player>{NAME}) was dealt (?P<card>{CARD})(?: face (?P<face>up|down))?",
    "Bob was dealt 7c face up", CARDS,
)
def was_dealt(ctx: Context, player: str, card: str, face: str | None) -> None:
    """Check that ``player`` received ``card``, and whether it lies face up or face down."""
    expected = f"{player} was dealt {card}" + (f" face {face}" if face else "")
    held, reasons = holding_of(ctx, player, expected)
    wanted = spelled_alike(card)[0]
    faces = [up for found, up in held if found == wanted]
    holds = bool(faces) and (face is None or faces[0] == (face == "up"))
    check(ctx, holds, expected, f"{player} holds {say_holding(held)}", reasons)


@then(
    rf'(?P<player>{NAME}) holds "(?P<cards>[^"]+)"',
    'Bob holds "(Qs 2h) 4s 7c"', CARDS,
)
def holds_cards(ctx: Context, player: str, cards: str) -> None:
    """Check every card ``player`` holds, in the order dealt, face-down ones in parentheses."""
    expected = f'{player} holds "{cards}"'
    held, reasons = holding_of(ctx, player, expected)
    check(ctx, held == faces(cards), expected, f"{player} holds {say_holding(held)}", reasons)


def last_ruling(ctx: Context) -> dict:
    """The last answer if it was on the deal as it stands (or on one action tried on it)."""
    now = deal_request(ctx)
    sent = ctx.request or {}
    tried = sent.get("actions", [])
    if (
        ctx.answer is not None
        and sent == {**now, "actions": tried}
        and tried[: len(now["actions"])] == now["actions"]
        and len(tried) - len(now["actions"]) <= 1
    ):
        return ctx.answer
    return deal(ctx)


@then(
    rf"the ruling cites (?P<rule>{RULE_ID})",
    "the ruling cites BET.FIXED.OPEN-PAIR", TURN,
)
def the_ruling_cites(ctx: Context, rule: str) -> None:
    """Check that the engine's last ruling on the deal gives ``rule`` among its reasons."""
    answer = last_ruling(ctx)
    reasons = tuple(r for r in cited(answer, ()) if not r.rule.startswith("PROFILE."))
    ruling = "it cites " + (", ".join(reason.rule for reason in reasons) or "no rule")
    if isinstance(answer.get("error"), dict):  # read as cited() reads it: nothing more
        ruling = refused(ctx.request or {}, answer)
    citing = [reason for reason in reasons if reason.rule == rule]
    check(ctx, bool(citing), f"a ruling citing {rule}", ruling, tuple(citing) or reasons)


@then(
    rf"the hands are shown in the order (?P<players>{NAME}(?:, {NAME})*)",
    "the hands are shown in the order Carol, David, Alice", SHOWDOWN,
)
def shown_in_order(ctx: Context, players: str) -> None:
    """Check the order in which the players still in show their hands (POT.SHOW-ORDER)."""
    expected = f"the hands are shown in the order {players}"
    state, reasons = state_of(ctx, expected, "POT.")
    result = state.get("result") or {}
    if state["phase"] != "complete":
        raise StepFailed(expected, where(state), reasons)
    order = result.get("show_order") or []
    ruling = "the hands are shown in the order " + ", ".join(order)
    check(ctx, order == players.split(", "), expected, ruling, reasons)


@then(
    rf"the community card is (?P<card>{CARD})",
    "the community card is Jc", CARDS,
)
def the_community_card_is(ctx: Context, card: str) -> None:
    """Check the card dealt face up to all when the stub runs short."""
    expected = f"the community card {card}"
    state, reasons = state_of(ctx, expected, "DEAL.COMMUNITY-CARD", "ACT.COMMUNITY-CARD")
    found = state.get("community")
    ruling = f"the community card is {found}" if found else "there is no community card"
    holds = bool(found) and spelled_alike(str(found)) == spelled_alike(card)
    check(ctx, holds, expected, ruling, reasons)


@when(
    rf"(?P<player>{NAME}) declares (?P<way>{WAYS})",
    "Bob declares both", SPECIAL,
)
def declares(ctx: Context, player: str, way: str) -> None:
    """Record a declaration of high or low (DECLARE.METHOD)."""
    ctx.actions.append([player, "declare", way])


@when(
    rf"the declarations are: (?P<told>{NAME} (?:{WAYS})(?:, {NAME} (?:{WAYS}))*)",
    "the declarations are: Bob high, Carol high, Alice low", SPECIAL,
)
def the_declarations_are(ctx: Context, told: str) -> None:
    """Record several declarations in the order given: "Bob high, Carol low"."""
    record_each(ctx, told, "declare")


def record_each(ctx: Context, told: str, verb: str) -> None:
    """Record ``verb`` for each "Player what" of a comma-separated list, in the order given."""
    for item in told.split(", "):
        player, _, what = item.partition(" ")
        ctx.actions.append([player, verb, what])


@then(
    rf"(?P<player>{NAME}) may declare (?P<ways>high or low|high, low or both)",
    "Bob may declare high, low or both", SPECIAL,
)
def may_declare(ctx: Context, player: str, ways: str) -> None:
    """Check that ``player`` is asked to declare, and which ways are open (DECLARE.BOTH)."""
    expected = f"{player} may declare {ways}"
    state, reasons = state_of(ctx, expected, "DECLARE.")
    declared = state.get("declarations") or {}
    offered = sorted(item.get("as", "") for item in state["legal"] if item["action"] == "declare")
    waiting = state["phase"] == "declaring" and player not in declared
    ruling = f"{where(state)}; ways offered: {', '.join(offered) or 'none'}; declarations so far: "
    ruling += str(declared or "none")
    check(ctx, waiting and offered == sorted(re.split(r", | or ", ways)), expected, ruling, reasons)


@then(
    rf"(?P<player>{NAME}) cannot declare (?P<way>{WAYS})(?:: (?P<why>.+))?",
    "Bob cannot declare low: he has declared both", SPECIAL,
)
def cannot_declare(ctx: Context, player: str, way: str, why: str | None) -> None:
    """Check that the engine refuses this declaration now."""
    refused_now(ctx, [player, "declare", way], f"{player} cannot declare {way}")


@when(
    rf"(?P<player>{NAME}) buys for (?P<card>{CARD})",
    "Bob buys for 4c", SPECIAL,
)
def buys(ctx: Context, player: str, card: str) -> None:
    """Record a buy: ``player`` throws ``card`` away and pays for a new one (BUY.*)."""
    ctx.actions.append([player, "buy", card])


@when(
    rf"(?P<player>{NAME}) exchanges (?P<card>{CARD})",
    "Bob exchanges 4c", SPECIAL,
)
def exchanges(ctx: Context, player: str, card: str) -> None:
    """Record an exchange: ``player`` throws ``card`` away for a new one (EXCHANGE.*)."""
    ctx.actions.append([player, "exchange", card])


@when(
    rf"(?P<player>{NAME}) stands pat",
    "Carol stands pat", SPECIAL,
)
def stands_pat(ctx: Context, player: str) -> None:
    """Record that ``player`` keeps their cards in a buy or exchange round."""
    ctx.actions.append([player, "stand-pat"])


@when(
    rf"(?P<player>{NAME}) rolls (?P<card>{CARD})",
    "Bob rolls 7c", SPECIAL,
)
def rolls(ctx: Context, player: str, card: str) -> None:
    """Record that ``player`` turns ``card`` face up (ROLL.CHOICE)."""
    ctx.actions.append([player, "roll", card])


@then(
    rf"(?P<player>{NAME}) cannot roll (?P<card>{CARD})(?:: (?P<why>.+))?",
    "Alice cannot roll 9c: she has rolled on this street", SPECIAL,
)
def cannot_roll(ctx: Context, player: str, card: str, why: str | None) -> None:
    """Check that the engine refuses this roll now (out of turn, or a card not face down)."""
    refused_now(ctx, [player, "roll", card], f"{player} cannot roll {card}")


@when(
    rf"the rolls are: (?P<told>{NAME} {CARD}(?:, {NAME} {CARD})*)",
    "the rolls are: Bob Kd, Carol 5d, Alice 4h", SPECIAL,
)
def the_rolls_are(ctx: Context, told: str) -> None:
    """Record several rolls in the order given: "Alice 7c, Bob Kd"."""
    record_each(ctx, told, "roll")


@then(
    rf"(?P<player>{NAME}) may roll one of (?P<cards>{CARD}(?:(?:, | and ){CARD})*)",
    "Bob may roll one of 7c, Kd and 2s", SPECIAL,
)
def may_roll(ctx: Context, player: str, cards: str) -> None:
    """Check that ``player`` is to turn up a card, and exactly which face-down cards are offered."""
    expected = f"{player} may roll one of {cards}"
    state, reasons = state_of(ctx, expected, "ROLL.")
    offered = spelled_alike(
        " ".join(item["card"] for item in state["legal"] if item["action"] == "roll")
    )
    wanted = spelled_alike(" ".join(re.split(r", | and ", cards)))
    ruling = f"{where(state)}: may roll {', '.join(offered) or 'nothing'}"
    holds = state["phase"] == "rolling" and state["to_act"] == player and offered == wanted
    check(ctx, holds, expected, ruling, reasons)


@then(
    rf"(?P<player>{NAME}) may (?P<verb>buy|exchange) or stand pat",
    "Bob may buy or stand pat", SPECIAL,
)
def may_buy(ctx: Context, player: str, verb: str) -> None:
    """Check that it is ``player``'s turn to buy (or exchange) a card or stand pat."""
    buy_offers(ctx, player, f"{player} may {verb} or stand pat", {verb, "stand-pat"})


@then(
    rf"(?P<player>{NAME}) may only stand pat",
    "Alice may only stand pat", SPECIAL,
)
def may_only_stand_pat(ctx: Context, player: str) -> None:
    """Check that ``player``, unable to pay the price or be dealt a card, may only stand pat."""
    buy_offers(ctx, player, f"{player} may only stand pat", {"stand-pat"})


def buy_offers(ctx: Context, player: str, expected: str, verbs: set[str]) -> None:
    """Check that it is ``player``'s turn in a buy or exchange round and ``verbs`` are offered."""
    state, reasons = state_of(ctx, expected, "BUY.", "EXCHANGE.")
    offered = {item["action"] for item in state["legal"]}
    holds = state["phase"] in ("buying", "exchanging") and state["to_act"] == player
    ruling = f"{where(state)}: {', '.join(sorted(offered)) or 'nothing'}"
    check(ctx, holds and offered == verbs, expected, ruling, reasons)


@when(
    rf"(?P<player>{NAME}) pays for (?:his|her|their) three",
    "Carol pays for her three", SPECIAL,
)
def pays_for_the_three(ctx: Context, player: str) -> None:
    """Record that ``player`` pays the pot to keep a three dealt face up (BASEBALL.GAME)."""
    ctx.actions.append([player, "pay"])


@then(
    rf"(?P<player>{NAME}) may pay (?P<amount>{AMOUNT}) for (?:his|her|their) three or fold",
    "Carol may pay $1.50 for her three or fold", SPECIAL,
)
def may_pay_for_the_three(ctx: Context, player: str, amount: str) -> None:
    """Check that ``player`` must pay ``amount`` for a face-up three, or fold."""
    expected = f"{player} may pay {amount} for the three or fold"
    state, reasons = state_of(ctx, expected, "BASEBALL.")
    offered = {
        (item["action"], money(item["adds"]) if "adds" in item else None)
        for item in state["legal"]
    }
    holds = state["phase"] == "paying" and state["to_act"] == player
    ruling = f"{where(state)}: " + ", ".join(
        f"{verb} {ctx.amount(adds)}" if adds is not None else verb
        for verb, adds in sorted(offered)
    )
    wanted = {("pay", parse_amount(amount)), ("fold", None)}
    check(ctx, holds and offered == wanted, expected, ruling, reasons)
