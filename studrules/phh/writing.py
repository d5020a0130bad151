"""Writing a hand the engine played as a PHH hand history (TOML, written by hand).

The hand is replayed from its first state with the cards each player was
dealt, so the dealing lines fall where the streets were dealt. Amounts are in
currency units, as the stakes were given. The house rules go in the fields
``_studrules_profile`` and ``_studrules_options`` (PHH keeps fields starting
with ``_`` for its users), so ``studrules replay`` judges the hand by the
rules it was played under.
"""

from __future__ import annotations

import json

from studrules.cards import Holding
from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.model import Event, Seat, known
from studrules.house_rules import HAND_OPTIONS, HandHouseRules, resolve
from studrules.phh.reading import VARIANTS, PHHError
from studrules.vocabulary import Verb

CODES = {variant: code for code, variant in VARIANTS.items()}
VERBS: dict[Verb, str] = {"bring-in": "pb", "fold": "f", "check": "cc", "call": "cc"}
"""PHH's verb for each studrules verb but the wagers, which are all ``cbr`` with an amount."""


def dumps(state: HandState) -> str:
    """The hand ``state`` has played so far as PHH text; raises ``PHHError`` if PHH cannot hold it.

    PHH has codes for seven-card stud, stud high-low and razz only. A community card is
    written where it was turned up (``d db``).
    """
    code = CODES.get(state.variant.name)
    if code is None:
        raise PHHError(
            f"PHH has no code for {state.variant.title.lower()}: only "
            + ", ".join(f"{v} ({c})" for c, v in VARIANTS.items())
        )
    chips = state.stakes.chips
    seats = state.seats
    starts = [None if s.stack is None else s.stack + s.paid for s in seats]
    fields = {
        "variant": _string(code),
        "ante_trimming_status": "true",
        "antes": _list([chips.text(state.stakes.ante)] * len(seats)),
        "bring_in": chips.text(state.stakes.bring_in),
        "small_bet": chips.text(state.stakes.small_bet),
        "big_bet": chips.text(state.stakes.big_bet),
        "starting_stacks": _list(["inf" if s is None else chips.text(s) for s in starts]),
        "actions": "[\n" + "".join(f"  {_string(a)},\n" for a in _actions(state)) + "]",
        "players": _list([_string(s.name) for s in seats]),
    }
    if state.result is not None:
        won = dict(state.result.payouts)
        fields["winnings"] = _list([chips.text(won.get(s.name, 0)) for s in seats])
        ends = [s.stack + won.get(s.name, 0) for s in seats if s.stack is not None]
        if len(ends) == len(seats):
            fields["finishing_stacks"] = _list([chips.text(end) for end in ends])
    fields["_studrules_profile"] = _string(state.rules.profile)
    changed = _changed_options(state.rules)
    if changed:
        pairs = ", ".join(f"{name} = {_string(value)}" for name, value in changed.items())
        fields["_studrules_options"] = "{" + pairs + "}"
    return "".join(f"{key} = {value}\n" for key, value in fields.items())


def _actions(state: HandState) -> list[str]:
    """The action lines: each street's cards, then its actions; at the end, the hands shown."""
    chips = state.stakes.chips
    players = [(s.name, None if s.stack is None else s.stack + s.paid) for s in state.seats]
    given = tuple(Holding(s.cards, s.up) for s in state.seats)
    dealer = Dealer(given=given, community=state.community)
    replay = new_hand(state.variant, players, state.stakes, state.rules, dealer)
    lines = _dealt((), replay.seats)
    for action in state.history:
        if isinstance(action, Event):
            raise PHHError(
                f"PHH has no way to write an irregular event ({action.verb}): "
                "only hands played without one can be written"
            )
        after = replay.apply(action)
        seat = replay.seat_of(action.player)
        verb = VERBS.get(action.verb)
        if verb:
            lines.append(f"p{seat + 1} {verb}")
        else:
            lines.append(f"p{seat + 1} cbr {chips.text(known(action.to, 'a wager'))}")
        lines += _dealt(replay.seats, after.seats)
        if after.community is not None and replay.community is None:
            lines.append(f"d db {after.community}")
        replay = after
    if replay.result is not None:
        for shown in replay.result.hands:
            seat = replay.seat_of(shown.player)
            lines.append(f"p{seat + 1} sm {''.join(map(str, replay.seats[seat].cards))}")
    return lines


def _dealt(before: tuple[Seat, ...], after: tuple[Seat, ...]) -> list[str]:
    """A dealing line for each player who got cards between two states, in seat order."""
    lines = []
    for seat, now in enumerate(after):
        had = len(before[seat].cards) if before else 0
        if len(now.cards) > had:
            lines.append(f"d dh p{seat + 1} {''.join(map(str, now.cards[had:]))}")
    return lines


def _changed_options(rules: HandHouseRules) -> dict[str, str]:
    """The options whose value differs from the profile's own, written as options are given."""
    defaults = resolve(rules.profile)
    written = {name: rules.value(name) for name in HAND_OPTIONS}
    return {name: value for name, value in written.items() if value != defaults.value(name)}


def _string(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(text, ensure_ascii=False)


def _list(items: list[str]) -> str:
    return "[" + ", ".join(items) + "]"
