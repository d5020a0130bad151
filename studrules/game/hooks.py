"""What a component is: one game specialty, and the hooks through which the engine asks it.

A variant is its common data (streets, opener, showing ranking, shares, ...)
plus a tuple of components (docs/components.md). The engine's core
(``engine``, ``betting``, ``dealing``, ``order``, ``showdown``) names no game: at
each point where a game may differ it asks every component of the variant, in
order, through one of the hooks below. Each hook's default does nothing, so a
component overrides only what its specialty touches.

A component may bring phases of its own (a ``Phase``: the declaring, the buy
round, the rolls): the engine looks the hand's phase up by name and hands the
phase its legal actions, its effect, and its refusals; betting is the core's
own phase.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, TypeAlias

from studrules.cards import Card
from studrules.compiled import mypyc_attr
from studrules.hand.model import Legal, Reason, Seat
from studrules.rankings.base import NO_WILD, Hand, Wild
from studrules.vocabulary import PhaseName, ShareKind

if TYPE_CHECKING:
    from studrules.game.definition import Street, Variant
    from studrules.hand.engine import HandState
    from studrules.hand.showdown import Divider
    from studrules.house_rules import HandRules

WILD_OPTIONS = ("five-of-a-kind", "wild-duplication", "wild-showing", "natural-tie")
"""The common options of every game with wild cards (a component's ``widens``)."""

State: TypeAlias = "HandState"
"""A ``HandState`` (``studrules.hand.engine``): components return the next one."""


@dataclass(frozen=True)
class Phase:
    """A step of the hand outside the betting, looked up by its name while the hand is in it.

    ``rule``: the rule cited when it refuses an action; ``refusal``: why a betting
    action is refused in it; ``legal(state)``: the legal actions of the player
    to act; ``apply(state, seat, chosen)``: the state after ``seat`` takes
    ``chosen``; ``out_of_turn(state, seat)``: whether ``seat`` may act now though
    another is to act (choices made in secret, anyone still to choose may), or
    ``None`` where only the player to act may.
    """

    name: PhaseName
    rule: str
    refusal: str
    legal: Callable[[State], list[Legal]]
    apply: Callable[[State, int, Legal], State]
    out_of_turn: Callable[[State, int], bool] | None = None


class Opening(NamedTuple):
    """How the first betting round opens where the house chooses (``Component.opening``).

    ``how``: ``bring-in`` (the worst door card brings in), ``best-board-opens``
    (the best door card opens, with no bring-in) or ``best-board-brings-in``;
    ``rule``: the rule cited for the best door card; ``note``: a reason given
    after a bring-in by the worst door card, if any.
    """

    how: str
    rule: str | None = None
    note: Reason | None = None


class Posted(NamedTuple):
    """Forced bets posted before the first round instead of a bring-in (``Component.posted``).

    ``seats``: the seats after posting (short stacks all in for less); ``first``:
    who acts first; ``level``: the bet everyone must match (the full big blind,
    even when its poster is all in for less); ``full``: whether that bet is a full
    bet (the next aggressive action is a raise) rather than one to complete;
    ``poster``: who posted it (the round's aggressor); ``reasons``: who posted what;
    ``why_first``: why ``first`` acts first.
    """

    seats: tuple[Seat, ...]
    first: int
    level: int
    full: bool
    poster: int
    reasons: tuple[Reason, ...]
    why_first: Reason


class ExtraShare(NamedTuple):
    """A share of each pot that a component brings beside ``high`` (``Component.share_kinds``).

    ``kind``: its name in the variant's ``shares``; ``hand(seat, rules)``: what
    a player holds for it; ``missing``: why high takes the pot when no
    eligible hand qualifies; ``split_rule`` and ``odd_chip_rule``: the rules of
    the split and of its odd chip; ``best``: the winning hand in words (``the
    best ...``); ``explain(table, share, eligible)``: notes who took it and how.
    """

    kind: ShareKind
    hand: Callable[[Seat, HandRules], Hand]
    missing: Reason
    split_rule: str
    odd_chip_rule: str
    best: str
    explain: Callable[..., None]


@mypyc_attr(native_class=False)  # its subclasses set class attributes of narrower types
class Component:
    """One game specialty: the hooks the engine calls, each doing nothing unless overridden.

    ``options``: the house options it brings (``studrules.scope`` lets them
    change only the games that have the component); ``widens``: common options
    that the component makes matter in its games (the wild games' ``wild-showing``);
    ``phases``: the phases it brings; ``share_kinds``: the shares of a pot it
    brings beside high (``ExtraShare``); ``watches_up_cards``: whether the
    cards dealt face up must be followed in order (``on_up_cards``);
    ``takes_blinds``: whether its game may be dealt with blinds in its stakes
    (a deal giving blinds for any other game is refused); ``reads_hole_cards``:
    whether what the face-down cards are changes the game (a wild rank, a share
    of the pot, a card to roll), so that a face-down card the dealer exposes is
    the floor's to rule on (EXPOSED.FLOOR).
    """

    options: tuple[str, ...] = ()
    widens: tuple[str, ...] = ()
    phases: tuple[Phase, ...] = ()
    share_kinds: tuple[ExtraShare, ...] = ()
    watches_up_cards = False
    takes_blinds = False
    reads_hole_cards = False

    def as_played(self, variant: Variant, rules: HandRules) -> Variant:
        """The variant as the house plays it (ordered low, another low ranking)."""
        return variant

    def streets(
        self, streets: tuple[Street, ...], rules: HandRules, players: int
    ) -> tuple[Street, ...]:
        """The streets as the house deals them to ``players`` (a last card down, smaller limits)."""
        return streets

    def community(self) -> tuple[Card, Reason] | None:
        """A card laid in the centre before the deal, for everyone, and why (none by default)."""
        return None

    def street_reasons(self, state: State, street: int, dealt: Street) -> list[Reason]:
        """Why street ``street`` deals ``dealt`` where that differs from the game's streets."""
        return []

    def opening(self, variant: Variant, rules: HandRules) -> Opening | None:
        """How the first betting round opens, where the house chooses (``None``: the bring-in)."""
        return None

    def posted(self, state: State) -> Posted | None:
        """Forced bets that open the first round instead of a bring-in (``None``: the bring-in)."""
        return None

    def table_wild(self, rules: HandRules, up_sequence: Sequence[Card]) -> Wild:
        """The cards wild for every player now (``up_sequence``: the face-up cards in order)."""
        return NO_WILD

    def personal_wild(self, rules: HandRules, seat: Seat, direction: str) -> Wild:
        """The cards wild for ``seat`` alone, for a ``high`` or ``low`` hand."""
        return NO_WILD

    def on_up_cards(self, state: State, dealt: list[tuple[int, Card]]) -> State:
        """What the cards just dealt face up (seat, card, in dealing order) set off."""
        return state

    def after_deal(self, state: State) -> State | None:
        """A phase to start once a street is dealt, before its betting (``None``: no phase)."""
        return None

    def after_betting(self, state: State) -> State | None:
        """A phase to start after a street's betting, before the next street (``None``: none)."""
        return None

    def before_showdown(self, state: State) -> State | None:
        """A phase to start once the betting is over, before the showdown (``None``: none)."""
        return None

    def board_ranking(self, seats: Sequence[Seat], live: Sequence[int], variant: Variant
                      ) -> tuple[str, Reason] | None:
        """A ranking the boards take instead of the showing one, and why (``None``: the usual)."""
        return None

    def pot_shares(
        self, shares: tuple[ShareKind, ...], low_ranking: str | None, rules: HandRules
    ) -> tuple[tuple[ShareKind, ...], str | None, tuple[Reason, ...]]:
        """The shares of each pot and the low ranking at the showdown, and why they changed."""
        return shares, low_ranking, ()

    def hand(self, kind: str, hand: Hand, held: Sequence[Card], wild: Wild, rules: HandRules
             ) -> Hand:
        """A player's ``kind`` hand as this game values it (a hand that beats every other)."""
        return hand

    def divider(self, state: State) -> Divider | None:
        """A way to divide each pot at the showdown other than by the cards alone (declarations)."""
        return None
