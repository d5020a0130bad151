"""Exposed cards: a face-down card the dealer shows by mistake, or one a player shows himself.

One kind of event, ``exposed-card`` (spec/exposed-cards.md, EXPOSED.*). It names
the player (``player``) and the card (``card``), one of the player's face-down
cards as dealt: with each player's cards given, a card of his holding already
dealt; with a deck, the card the deck gave him. ``by`` is the dealer or the
floor (the dealer's mistake; ``cause`` says how: ``dealt-face-up``, the
default, ``flashed`` or ``off-the-table``, EXPOSED.FLASHED) or the player who
showed it himself (EXPOSED.BY-PLAYER: nothing changes).

The dealer's exposures ruled on, as the street they belong to is dealt and
before anyone acts on it (EXPOSED.WHEN):

- a hole card of the first street (EXPOSED.HOLE-CARD, house option
  ``exposed-initial-downcard``): it stays face up as the door card and the
  street's face-up card is turned down, the bring-in worked out again
  (``flow.reopened``), the player excused from it under ``rrop-cash``;
  or a misdeal (``flow.called_off``);
- the second hole card of the same player (EXPOSED.BOTH-HOLE-CARDS,
  ``two-exposed-downcards``): a dead hand with the ante back, or a misdeal;
- a hole card of a second player (EXPOSED.TWO-PLAYERS, ``exposed-two-players``):
  a misdeal (Robert's Rules, Misdeals 1(b)), or ruled on its own as the first;
- the last card, dealt face down (EXPOSED.SEVENTH-CARD, ``exposed-seventh-card``):
  it plays face up and the first actor is worked out again (heads-up, the
  other player's last card is turned up too when the first player's was
  exposed), or it is replaced by the next card, face down; or, under
  ``wsop-cash``, it plays face up, every other player's last card is turned up
  too when the first player's was exposed, and the first actor stays.

What no source rules on (a game where a card face up changes the game, a
face-down card of a middle street, a door card turned down by an earlier
exposure, a game with blinds) is refused as the floor's (EXPOSED.FLOOR).
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from studrules.hand import flow
from studrules.hand.dealing import deal_replacement
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Event, IncompleteDeal, Reason, Seat
from studrules.vocabulary import EventVerb

CAUSES = {
    "dealt-face-up": "dealt face up",
    "flashed": "flashed",
    "off-the-table": "dealt off the table",
    "after-door-card": "found face up only after the door card was dealt face up too",
}
"""How the dealer exposed a card, as the request names it, and in the floor's words."""

VERB: EventVerb = "exposed-card"

Kind = Literal["player", "hole", "both", "players", "last"]


class Exposure(NamedTuple):
    """What an accepted exposure is: whose seat, which of its cards, and which rule it falls to."""

    seat: int
    at: int
    kind: Kind


class ExposedCard(Irregularity):
    verb = VERB
    rule = "EXPOSED.WHEN"
    reporters = ("dealer", "floor", "player")
    needs = ("player", "card")

    def samples(self, state: State) -> list[Event]:
        events = []
        for seat in state.seats[:2]:
            down = [c for c, up in zip(seat.cards, seat.up) if not up]
            shown = [c for c, up in zip(seat.cards, seat.up) if up]
            ends = dict.fromkeys([*down[:1], *down[-1:]])
            events += [Event("dealer", VERB, seat.name, card) for card in ends]
            events += [Event(seat.name, VERB, seat.name, card) for card in down[:1]]
            events += [Event("dealer", VERB, seat.name, card) for card in shown[:1]]
        return events

    def verify(self, state: State, event: Event) -> None:
        self.exposure(state, event)

    def exposure(self, state: State, event: Event) -> Exposure:
        """Which card of whose is exposed and what rules it; refused with the rule otherwise.

        In this order: who reported it and how, that the card is a face-down card of a
        player in the hand, that a rule (not the floor) says what it does in this game
        and at this moment, that it is ruled on as its street is dealt; then which rule.
        """
        own = event.reporter == "player"
        self._reported(event, own)
        index, at = self._face_down(state, event)
        if own:
            return Exposure(index, at, "player")
        self._ruled_here(state, state.seats[index], event)
        self._caught_in_time(event)
        street = self._on_its_street(state, at, event)
        if street == len(state.streets) - 1 and street != 0:
            return self._as_last_card(state, index, at, event)
        return self._as_hole_card(state, index, at, event)

    def _reported(self, event: Event, own: bool) -> None:
        """A player owns up only to his own cards, with no cause; the dealer's cause is known."""
        name = event.player or ""
        if own and event.by != name:
            raise self.refuse(event, f"{event.by} can own up to showing only {event.by}'s "
                              "own cards", "EXPOSED.BY-PLAYER")
        if event.cause is None or (not own and event.cause in CAUSES):
            return
        if own:
            raise self.refuse(event, "a card a player shows himself needs no cause",
                              "EXPOSED.BY-PLAYER")
        raise self.refuse(event, f"say how the dealer exposed it: {', '.join(CAUSES)}",
                          "EXPOSED.FLASHED")

    def _face_down(self, state: State, event: Event) -> tuple[int, int]:
        """The seat of the player named and where the card is among his cards: one he was
        dealt face down, in a hand still live."""
        name = event.player or ""
        index = state.seat_of(name)
        seat = state.seats[index]
        card = event.card
        if seat.folded:
            raise self.refuse(event, f"{name} is out of the hand: those cards are out of play")
        if card not in seat.cards:
            holder = next((s.name for s in state.seats if card in s.cards), None)
            symbol = card.symbol if card is not None else ""
            why = f"{symbol} is {holder}'s card, not {name}'s" if holder else (
                f"{name} has not been dealt {symbol}")
            raise self.refuse(event, why)
        at = seat.cards.index(card)
        if seat.up[at]:
            raise self.refuse(event, f"{name}'s {card.symbol} lies face up already")
        return index, at

    def _ruled_here(self, state: State, seat: Seat, event: Event) -> None:
        """What the exposure does is the floor's where the game or the moment is one no rule
        covers: a face-up or face-down card changes the game, a card was taken out of play,
        the hand is between betting rounds (EXPOSED.FLOOR)."""
        name = event.player or ""
        if state.variant.watches_up_cards:
            raise self.refuse(event, "in this game a card face up changes the game itself; what "
                              "a card the dealer exposed does is the floor's", "EXPOSED.FLOOR")
        if seat.dead:
            raise self.refuse(event, f"{name} has had a card taken out of play this hand: what "
                              "an exposure does now is the floor's", "EXPOSED.FLOOR")
        if any(component.reads_hole_cards for component in state.variant.components):
            raise self.refuse(event, "in this game what a face-down card is changes the game "
                              "itself; what a card the dealer exposed does is the floor's",
                              "EXPOSED.FLOOR")
        if state.phase != "betting" or state.round is None:
            raise self.refuse(event, "the hand is between betting rounds: what it does is the "
                              "floor's", "EXPOSED.FLOOR")

    def _caught_in_time(self, event: Event) -> None:
        """A hole card found face up only once the door card was dealt face up too leaves the
        player two cards up: the sources remedy an exposed hole card by dealing the third card
        down, and none says whether a later card is dealt down instead (EXPOSED.FLOOR)."""
        if event.cause != "after-door-card":
            return
        name = event.player or ""
        raise self.refuse(event, f"{name}'s door card is face up as well, so {name} has two "
                          "cards up: Robert's Rules and the TDA remedy an exposed hole card by "
                          "dealing the third card down, and no rulebook says whether a later "
                          "card is dealt down instead; the floor decides", "EXPOSED.FLOOR")

    def _on_its_street(self, state: State, at: int, event: Event) -> int:
        """The street that dealt the card: the first or a last card dealt down, now being
        played, before anyone acted on it (EXPOSED.WHEN)."""
        street = _street_of(state, at)
        last = len(state.streets) - 1
        name = state.streets[street].name
        if street not in (0, last) or (street == last and state.streets[last].deal != "D"):
            raise self.refuse(event, f"no rule says what a face-down card exposed on "
                              f"{name} does: the floor's", "EXPOSED.FLOOR")
        if street != state.street:
            raise self.refuse(event, f"{_symbol(event)} was dealt on {name}, "
                              "and an exposed card is ruled on as its street is dealt")
        if state.betting.moved:
            raise self.refuse(event, f"the betting on {name} has begun: an exposed card is "
                              "ruled on as its street is dealt, before anyone acts")
        return street

    def _as_last_card(self, state: State, index: int, at: int, event: Event) -> Exposure:
        """The last card (EXPOSED.SEVENTH-CARD): replaced only if the stub has a card left."""
        replace = state.rules.exposed_seventh_card == "tda-replace"
        if replace and state.dealer.given is None and not state.dealer.stub:
            raise self.refuse(event, "no card is left in the stub to replace it: the floor's",
                              "EXPOSED.FLOOR")
        return Exposure(index, at, "last")

    def _as_hole_card(self, state: State, index: int, at: int, event: Event) -> Exposure:
        """A hole card of the first street (EXPOSED.HOLE-CARD), or the second one of the same
        player (EXPOSED.BOTH-HOLE-CARDS); in a game with up cards and no blinds only."""
        name = event.player or ""
        deal = state.streets[0].deal
        if deal[at] == "U" or "U" not in deal:
            raise self.refuse(event, f"no rule says what {name}'s {_symbol(event)} exposed now "
                              "does: the floor's", "EXPOSED.FLOOR")
        if any(other.bet for other in state.seats):
            raise self.refuse(event, "blinds or a kill are posted: what an exposed card does "
                              "in a game with them is the floor's", "EXPOSED.FLOOR")
        told = state.history[:-1] if state.history and state.history[-1] is event else state.history
        exposed = {  # the players whose hole cards the dealer exposed before this one
            e.player for e in told
            if isinstance(e, Event) and e.verb == VERB and e.reporter != "player"
        }
        if name in exposed:
            return Exposure(index, at, "both")
        if exposed and state.rules.exposed_two_players == "misdeal":
            return Exposure(index, at, "players")
        return Exposure(index, at, "hole")

    def apply(self, state: State, event: Event) -> State:
        found = self.exposure(state, event)
        how = CAUSES[event.cause or "dealt-face-up"]
        if event.cause in ("flashed", "off-the-table"):
            state = _said(state, "EXPOSED.FLASHED",
                          f"a card {how} by the dealer is an exposed card: {event.player}'s "
                          f"{_symbol(event)} is ruled on as one dealt face up")
        if found.kind == "player":
            return _said(state, "EXPOSED.BY-PLAYER",
                         f"{event.player}'s {_symbol(event)} was shown by {event.player}, not "
                         "by the dealer: there is no remedy, the card plays and stays a face-down "
                         "card, counting for neither the bring-in nor the order of action")
        if found.kind == "hole":
            return _hole_card(state, found, event)
        if found.kind == "both":
            return _both_hole_cards(state, found, event)
        if found.kind == "players":
            return _two_players(state, event)
        return _last_card(state, found, event)


def _symbol(event: Event) -> str:
    return event.card.symbol if event.card is not None else ""


def _said(state: State, rule: str, text: str) -> State:
    return state.but(reasons=(*state.reasons, Reason(rule, text)))


def _street_of(state: State, at: int) -> int:
    """The street that dealt a player's card number ``at`` (from 0)."""
    dealt = 0
    for number, street in enumerate(state.streets):
        dealt += len(street.deal)
        if at < dealt:
            return number
    return len(state.streets) - 1


def _hole_card(state: State, found: Exposure, event: Event) -> State:
    """EXPOSED.HOLE-CARD: the door card, the street's up card dealt down; or a misdeal."""
    rule, option = "EXPOSED.HOLE-CARD", state.rules.exposed_initial_downcard
    seat, name, card = state.seats[found.seat], event.player, _symbol(event)
    if option == "misdeal":
        state = _said(state, rule, f"the dealer exposed {name}'s hole card {card}: under this "
                      "house's rule (Robert's Rules, tournaments) that is a misdeal")
        return flow.called_off(state, Reason("MISDEAL.CALLED", f"misdeal: {name}'s hole card "
                                             f"{card} was exposed; the same dealer deals again"))
    deal = state.streets[0].deal
    up = tuple(True if k == found.at else False if k < len(deal) and deal[k] == "U" else face
               for k, face in enumerate(seat.up))
    turned = [c.symbol for k, c in enumerate(seat.cards) if k < len(deal) and deal[k] == "U"]
    seats = list(state.seats)
    seats[found.seat] = seat.but(up=up)
    excused = found.seat if option == "rrop-cash" else None
    then = ("he does not bring in even if it is the bring-in card" if excused is not None
            else "it counts as his door card in every way, the bring-in included")
    state = _said(
        state.but(seats=tuple(seats)), rule,
        f"the dealer exposed {name}'s hole card {card}: it stays face up as his door card and his "
        f"third card, {' '.join(turned)}, is dealt face down instead, so he still has two cards "
        "down; "
        f"{then}; the bring-in is worked out again with {card} showing",
    )
    reopened = flow.reopened(state, excused)
    if excused is not None and reopened.bring_in == excused and reopened.to_act is not None:
        nxt = reopened.seats[reopened.to_act].name
        reopened = _said(reopened, rule, f"{name}'s {card} would bring in, but it was exposed by "
                         f"the dealer: {name} does not bring in, and the action starts with "
                         f"{nxt}, at his left, who may fold, bring in or complete")
    return reopened


def _both_hole_cards(state: State, found: Exposure, event: Event) -> State:
    """EXPOSED.BOTH-HOLE-CARDS: a dead hand with the ante back, or a misdeal."""
    rule, option = "EXPOSED.BOTH-HOLE-CARDS", state.rules.two_exposed_downcards
    seat, name = state.seats[found.seat], event.player
    shown = [c.symbol for c, up in zip(seat.cards, seat.up) if up]
    both = " and ".join([*shown, _symbol(event)])
    if option == "misdeal":
        state = _said(state, rule, f"the dealer exposed both of {name}'s hole cards, {both}: "
                      "under this house's rule that is a misdeal")
        return flow.called_off(state, Reason("MISDEAL.CALLED", f"misdeal: both of {name}'s hole "
                                             "cards were exposed; the same dealer deals again"))
    back = seat.committed
    stack = None if seat.stack is None else seat.stack + back
    up = tuple(face or k == found.at for k, face in enumerate(seat.up))
    seats = list(state.seats)
    seats[found.seat] = seat.but(up=up, folded=True, stack=stack, committed=0, bet=0)
    text = (f"the dealer exposed both of {name}'s hole cards, {both}: his hand is dead and his "
            f"{state.stakes.chips.said(back)} ante goes back to him; the others play on, "
            "the bring-in worked out again without him")
    given_back = (*state.given_back, (seat.name, back))
    return flow.reopened(_said(state.but(seats=tuple(seats), given_back=given_back), rule, text))


def _two_players(state: State, event: Event) -> State:
    """EXPOSED.TWO-PLAYERS: hole cards of two players exposed on the first deal, a misdeal."""
    first = next(e for e in state.history if isinstance(e, Event) and e.verb == VERB
                 and e.reporter != "player" and e.player != event.player)
    cards = f"{first.player}'s {_symbol(first)} and {event.player}'s {_symbol(event)}"
    state = _said(state, "EXPOSED.TWO-PLAYERS",
                  f"the dealer has exposed two cards on the deal, {cards}: two or more cards "
                  "exposed by the dealer are a misdeal")
    return flow.called_off(state, Reason("MISDEAL.CALLED", "misdeal: the dealer exposed two or "
                                         "more cards; the same dealer deals again"))


def _last_card(state: State, found: Exposure, event: Event) -> State:
    """EXPOSED.SEVENTH-CARD: it plays face up and the first actor is worked out again; or, with
    betting still to come, it is replaced by the next card face down."""
    rule, name, card = "EXPOSED.SEVENTH-CARD", event.player, _symbol(event)
    seat, street = state.seats[found.seat], state.streets[state.street].name
    seats = list(state.seats)
    if state.rules.exposed_seventh_card == "tda-replace":
        kept = [k for k in range(len(seat.cards)) if k != found.at]
        taken = seat.but(cards=tuple(seat.cards[k] for k in kept),
                         up=tuple(seat.up[k] for k in kept),
                         dead=(*seat.dead, seat.cards[found.at]))
        given = state.dealer.given
        if given is not None and taken.dealt >= len(given[found.seat]):
            raise IncompleteDeal(
                f"{name}'s card {taken.dealt + 1} (the card replacing his exposed {card}) is not "
                "given: write it face down, in parentheses, after his last card",
                f"players[{found.seat}].cards")
        seats[found.seat], dealer = deal_replacement(taken, found.seat, state.dealer, False)
        new = seats[found.seat].cards[-1].symbol
        return _said(
            state.but(seats=tuple(seats), dealer=dealer), rule,
            f"the dealer exposed {name}'s {street} card {card}: with betting still to come it is "
            f"replaced: {card} is taken out of play and {name} gets the next card, {new}, face "
            "down; the first to act stays as it was",
        )
    seats[found.seat] = seat.but(up=tuple(f or k == found.at for k, f in enumerate(seat.up)))
    live = [i for i, s in enumerate(seats) if not s.folded]
    wsop = state.rules.exposed_seventh_card == "wsop-cash"
    text = (f"the dealer exposed {name}'s {street} card {card}: it plays, face up; the others get "
            f"theirs face down as usual, and {name} may declare all in before the betting "
            "starts")
    if live[0] == found.seat and (wsop or len(live) == 2):
        shown = [_turned_up(seats, i, len(state.streets[-1].deal)) for i in live[1:]]
        others = "; ".join(f"{seats[i].name}'s {cards}" for i, cards in zip(live[1:], shown))
        why = "" if wsop else "heads-up, "
        text = (f"the dealer exposed {name}'s {street} card {card}: it plays, face up; {why}"
                f"{name} was dealt first, so the last card of every other player is dealt face "
                f"up too ({others}) and the betting goes on as usual")
    if wsop:
        text += ("; the player who started the betting on the street before starts it again")
        return _said(state.but(seats=tuple(seats)), rule, text)
    text += "; the first to act is worked out again with every card showing"
    return flow.reopened(_said(state.but(seats=tuple(seats)), rule, text))


def _turned_up(seats: list[Seat], index: int, dealt: int) -> str:
    """Turn up the face-down cards of the last street of the player at ``index`` (in
    ``seats``, in place): the cards turned, as written."""
    other = seats[index]
    turned = [k for k in range(len(other.cards) - dealt, len(other.cards)) if not other.up[k]]
    seats[index] = other.but(up=tuple(f or k in turned for k, f in enumerate(other.up)))
    return " ".join(other.cards[k].symbol for k in turned)
