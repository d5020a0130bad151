"""Steps for exposed cards (EXPOSED.*): a card the dealer exposes, flashes or deals off the
table, a card a player shows himself, a hand made dead by it, and the all in declared by
the player whose last card was exposed.

A step names the player and the card, and which of the player's cards it is in
the dealer's words (``first hole card``, ``seventh-street card``); where the
scenario gives each player's cards, the words must fit the card's place among
them (a story that says "first hole card" of a second one is a bad step). The
event the request gets names the player and the card (docs/irregularities.md).
"""

from __future__ import annotations

from studrules.scenarios.hands import NAME, faces, refused_now
from studrules.scenarios.rankings import CARD, spelled_alike
from studrules.scenarios.vocabulary import IRREGULAR, BadStep, Context, hint, then, when

PLACES = {
    "first hole card": 0,
    "second hole card": 1,
    "hole card": None,  # any card given face down
    "seventh-street card": 6,
    "last card": -1,
}
"""Which of a player's cards a step names, and its place among the cards as dealt (None: any
face-down card of the first street)."""
WHICH = "|".join(PLACES)
hint("when", rf"the dealer (?:exposes|flashes|deals) {NAME}'s |{NAME} shows (?:his|her|their) "
     "own ", f"which card is one of: {', '.join(PLACES)}, then a colon and the card "
     "(the dealer exposes Bob's first hole card: Qs)")
HOW = {"exposes": "dealt-face-up", "flashes": "flashed"}
"""The dealer's mistake as a step tells it, and the event's cause."""


def placed(ctx: Context, player: str, which: str, card: str) -> str:
    """The card as the request names it, checked against the player's cards where they are
    given: the step's words must say where it lies among them."""
    spelled = spelled_alike(card)[0]
    given = next((p.get("cards") for p in ctx.players if p.get("name") == player), None)
    if given is None:
        return spelled
    held = [found for found, _ in faces(given)]
    if spelled not in held:
        raise BadStep(f"{player} is given no {card}: {player}'s cards are {given}")
    place = PLACES[which]
    at = held.index(spelled)
    fits = at == place or (place == -1 and at == len(held) - 1) or (
        place is None and not faces(given)[at][1])
    if not fits:
        raise BadStep(f"{card} is not {player}'s {which}: {player}'s cards are {given}")
    return spelled


def exposed(player: str, card: str, by: str = "dealer", cause: str | None = None) -> dict:
    """The event as the request gives it."""
    event = {"event": "exposed-card", "by": by, "player": player, "card": card}
    if cause is not None:
        event["cause"] = cause
    return event


@when(
    rf"the dealer (?P<how>exposes|flashes) (?P<player>{NAME})'s (?P<which>{WHICH}): "
    rf"(?P<card>{CARD})",
    "the dealer exposes Bob's first hole card: Qs", IRREGULAR,
)
def dealer_exposes(ctx: Context, how: str, player: str, which: str, card: str) -> None:
    """Record a card the dealer dealt face up (exposes) or flashed by mistake."""
    cause = None if how == "exposes" else HOW[how]
    ctx.actions.append(exposed(player, placed(ctx, player, which, card), cause=cause))


@when(
    rf"the dealer finds (?P<player>{NAME})'s (?P<which>{WHICH}) face up after dealing "
    rf"(?:his|her|their) door card: (?P<card>{CARD})",
    "the dealer finds Bob's second hole card face up after dealing his door card: 2h", IRREGULAR,
)
def found_after_the_door_card(ctx: Context, player: str, which: str, card: str) -> None:
    """Record a hole card the dealer dealt face up, found only once the door card is up too."""
    ctx.actions.append(exposed(player, placed(ctx, player, which, card),
                               cause="after-door-card"))


@when(
    rf"the dealer deals (?P<player>{NAME})'s (?P<which>{WHICH}) off the table: (?P<card>{CARD})",
    "the dealer deals Bob's seventh-street card off the table: Ah", IRREGULAR,
)
def dealt_off_the_table(ctx: Context, player: str, which: str, card: str) -> None:
    """Record a face-down card the dealer dealt off the table: an exposed card."""
    ctx.actions.append(exposed(player, placed(ctx, player, which, card), cause="off-the-table"))


@when(
    rf"(?P<player>{NAME}) shows (?P<whose>his|her|their) own (?P<which>{WHICH}): "
    rf"(?P<card>{CARD})",
    "Carol shows her own first hole card: 9c", IRREGULAR,
)
def player_shows(ctx: Context, player: str, whose: str, which: str, card: str) -> None:
    """Record a face-down card the player showed himself (no remedy: it plays)."""
    ctx.actions.append(exposed(player, placed(ctx, player, which, card), by=player))


@then(
    rf"the dealer cannot expose (?P<player>{NAME})'s (?P<card>{CARD})(?:: (?P<why>.+))?",
    "the dealer cannot expose Bob's Qs: the betting has begun", IRREGULAR,
)
def cannot_expose(ctx: Context, player: str, card: str, why: str | None) -> None:
    """Check that an exposure told now is refused (too late, not his card, not dealt yet...)."""
    refused_now(ctx, exposed(player, spelled_alike(card)[0]), f"the dealer cannot expose "
                f"{player}'s {card}")



def declared(player: str) -> dict:
    """The declaration of all in as the request gives it."""
    return {"event": "all-in-declared", "by": player}


@when(
    rf"(?P<player>{NAME}) declares all in",
    "Bob declares all in", IRREGULAR,
)
def declares_all_in(ctx: Context, player: str) -> None:
    """Record the declaration of all in by the player whose last card the dealer exposed."""
    ctx.actions.append(declared(player))


@then(
    rf"(?P<player>{NAME}) cannot declare all in(?:: (?P<why>.+))?",
    "Carol cannot declare all in: her card was not exposed", IRREGULAR,
)
def cannot_declare_all_in(ctx: Context, player: str, why: str | None) -> None:
    """Check that a declaration of all in told now is refused."""
    refused_now(ctx, declared(player), f"{player} cannot declare all in")
