"""What a stud game is: its streets, its names, and the ``Variant`` of common data and components.

The games themselves are in ``studrules.variants`` (which also offers these
classes); this module imports nothing of the engine, so the engine's core and
the components (``studrules.hand.components``) can read it while the games
are being defined.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from studrules.cards import Card
from studrules.compiled import mypyc_attr
from studrules.rankings.base import NO_WILD, Wild
from studrules.vocabulary import ShareKind

if TYPE_CHECKING:
    from studrules.game.hooks import Component, ExtraShare, Phase
    from studrules.hand.model import Reason, Seat
    from studrules.house_rules import HandRules


@dataclass(frozen=True)
class Street:
    """One street: its number, the cards each player gets (``D`` down, ``U`` up) and its limit."""

    number: int
    deal: str
    limit: str

    @property
    def name(self) -> str:
        """The street as players say it: ``third street`` (or ``the last round``, with no card)."""
        if not self.deal and self.number == 7:
            return "the last round"
        return f"{_ORDINALS[self.number]} street"


_ORDINALS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"}


@dataclass(frozen=True)
class Names:
    """What a game is called, by people and by the formats studrules speaks.

    ``title``: the game's name as a heading says it (``Seven-card stud``);
    ``phrase``: the game as the dealer names it in a sentence and in the scenario
    step ``Given the game is ...`` (``seven-card stud``); ``rule``: the rulebook's
    rule that defines the game (``STUD.GAME``); ``aliases``: other names players
    use, the first one the short name running text uses once the game is clear
    (``stud/8``); ``phh``: the game's code in the PHH hand-history format
    (``F7S``), if it has one; ``pokerkit``: the name of PokerKit's class for the
    game (``FixedLimitRazz``), if PokerKit plays it: a string, since the engine
    does not import PokerKit.
    """

    title: str
    phrase: str
    rule: str
    aliases: tuple[str, ...] = ()
    phh: str | None = None
    pokerkit: str | None = None

    @property
    def short(self) -> str:
        """The shortest name running text uses for the game: its first alias, else its phrase."""
        return self.aliases[0] if self.aliases else self.phrase


@mypyc_attr(native_class=False)  # its cached properties live in its __dict__
@dataclass(frozen=True)
class Variant:
    """A stud game as data (STUD.GAME, RAZZ.GAME, STUD8.GAME, FIVE-STUD.GAME, ...).

    The common data every game has: ``names``, everything the game is called
    (``Names``); ``max_players``; ``streets``; ``opener``: who opens the first
    round, ``low-card`` (BRING-IN.LOW-CARD) or ``high-card`` (BRING-IN.HIGH-CARD);
    ``door_ace``: the ace's value when door cards are compared; ``showing``: the
    showing ranking that picks the first actor later (``showing-high`` or
    ``showing-low``); ``shares``: how each pot divides, ``("high",)``,
    ``("low",)``, ``("high", "low")``, or high and a share a component brings;
    ``high_ranking`` and ``low_ranking``: the rankings of the high and low
    shares; ``open_pair``: whether the open pair can matter at all (the high
    games) without the split-game option, on the street numbered
    ``open_pair_street``; ``structure``: ``fixed-limit`` or ``pot-limit``, or as
    the house plays it ``no-limit`` or ``spread-limit`` too (POTLIMIT.STRUCTURE).

    Everything else a game does its own way is one of its ``components``
    (``studrules.hand.components``: wild cards, declaring, a buy round, a
    share of the pot for the best spade in the hole...): the engine asks them
    through their hooks and names no game (docs/components.md).
    """

    name: str
    names: Names
    max_players: int
    streets: tuple[Street, ...]
    opener: str
    door_ace: str
    showing: str
    shares: tuple[ShareKind, ...]
    low_ranking: str | None
    open_pair: bool
    open_pair_street: int = 4
    high_ranking: str = "high"
    structure: str = "fixed-limit"
    components: tuple[Component, ...] = ()

    @property
    def title(self) -> str:
        """The game's title (``Names.title``)."""
        return self.names.title

    @property
    def low_game(self) -> bool:
        """Whether the lowest cards are the best, for choosing the opener and first actor."""
        return self.showing == "showing-low"

    @cached_property
    def phases(self) -> dict[str, Phase]:
        """The phases the components bring, by name (betting is the engine's own)."""
        return {phase.name: phase for c in self.components for phase in c.phases}

    @cached_property
    def share_kinds(self) -> dict[str, ExtraShare]:
        """The shares of a pot the components bring beside high, by kind."""
        return {kind.kind: kind for c in self.components for kind in c.share_kinds}

    @cached_property
    def watches_up_cards(self) -> bool:
        """Whether the face-up cards must be followed in the order dealt."""
        return any(c.watches_up_cards for c in self.components)

    @cached_property
    def community(self) -> tuple[Card, Reason] | None:
        """A card a component lays in the centre before the deal, and why (or ``None``)."""
        return next((laid for c in self.components if (laid := c.community())), None)

    def table_wild(self, rules: HandRules, up_sequence: Sequence[Card]) -> Wild:
        """The cards wild for every player now (personal wild cards aside)."""
        wild = NO_WILD
        for c in self.components:
            wild = _joined(wild, c.table_wild(rules, up_sequence))
        return wild

    def personal_wild(self, rules: HandRules, seat: Seat, direction: str) -> Wild:
        """The cards wild for ``seat`` alone in a ``high`` or ``low`` hand."""
        wild = NO_WILD
        for c in self.components:
            wild = _joined(wild, c.personal_wild(rules, seat, direction))
        return wild

    def wild_for(
        self, rules: HandRules, seat: Seat, direction: str, up_sequence: Sequence[Card]
    ) -> Wild:
        """Every card wild for ``seat``'s hand in ``direction`` (high or low) at the showdown."""
        table = self.table_wild(rules, up_sequence)
        personal = self.personal_wild(rules, seat, direction)
        return Wild(table.ranks | personal.ranks, table.cards, table.joker)


def _joined(wild: Wild, more: Wild) -> Wild:
    """The cards wild under either rule."""
    if not more.any:
        return wild
    if not wild.any:
        return more
    joker = "wild" if "wild" in (wild.joker, more.joker) else "bug"
    return Wild(wild.ranks | more.ranks, wild.cards | more.cards, joker)
