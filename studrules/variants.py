"""Stud games as data: the common data of each game and the components it is built from.

Each game is a ``Variant`` (``studrules.game.definition``): its streets, opener, showing
ranking, pot shares and structure, plus a tuple of components
(``studrules.hand.components``), one per specialty the game has (wild cards,
declaring, a buy round, the spade in the hole...). The engine's core calls the
components' hooks and names no game (docs/components.md). Adding a game means
adding a ``Variant`` here (and its spec page and feature file), not a new path
through the engine. Each street is dealt to every player still in and followed
by a betting round. A component declares the house options it brings; once the
games are built, this table adds them to the options every game shares
(``house_rules.add_game_options``), so an option is declared once, with its
component, and changes the games that have it (``studrules.scope``).

Every name a game goes by lives here too, in its definition's ``Names``: its
title, the phrase scenario steps and the trainer say (``Given the game is
razz``), its aliases, its ``*.GAME`` rule, and its names in the PHH format and
in PokerKit where those have it. The faces (scenario steps, PHH reading, the
PokerKit adapter, the command line, the trainer's sentences, the betting
counts) read them from the definition and spell no game themselves
(``tests/engine/test_names_in_one_place.py`` holds them to that).
"""

from __future__ import annotations

from dataclasses import replace

from studrules.errors import StudrulesError
from studrules.game.definition import Names, Street, Variant
from studrules.hand.components.baseball import Baseball
from studrules.hand.components.best_board_opens import (
    AXE_OPENER,
    SEVEN_CARD_OPENER,
    BestBoardOpens,
)
from studrules.hand.components.buy import Buy
from studrules.hand.components.community_joker import CommunityJoker
from studrules.hand.components.declare import Declare
from studrules.hand.components.exchange import Exchange
from studrules.hand.components.five_card import FiveCard
from studrules.hand.components.fixed_wild import FixedWild
from studrules.hand.components.follow_the_queen import FollowTheQueen
from studrules.hand.components.four_card_hands import FourCardHands
from studrules.hand.components.full_boards import FullBoards
from studrules.hand.components.house_wild import HouseWild
from studrules.hand.components.last_card import (
    ENGLISH_SEVENTH_CARD,
    FIVE_CARD_LAST_CARD,
    MISSISSIPPI_SEVENTH_CARD,
    LastCard,
)
from studrules.hand.components.low_hole import LowHole
from studrules.hand.components.low_order import LowOrder
from studrules.hand.components.low_ranking_choice import LOW_HOLE_LOW_RANKING, LowRankingChoice
from studrules.hand.components.posted_blinds import MISSISSIPPI_FORCED_BETS, PostedBlinds
from studrules.hand.components.pot_choice import LOW_HOLE_POT, WILD_POT, PotChoice
from studrules.hand.components.roll import Roll
from studrules.hand.components.round_limits import (
    MISSISSIPPI_LIMITS,
    MISSISSIPPI_SCHEDULES,
    RoundLimits,
)
from studrules.hand.components.sevens_top import SevensTop
from studrules.hand.components.spade_share import SpadeShare
from studrules.hand.components.table_size import STUD_PLAYERS, TableSize
from studrules.hand.components.up_card_payments import UpCardPayments
from studrules.house_rules import add_game_options

__all__ = ["VARIANTS", "Names", "Street", "UnknownVariant", "Variant", "get_variant"]

_SEVEN_CARD_STREETS = (
    Street(3, "DDU", "small"),
    Street(4, "U", "small"),
    Street(5, "U", "big"),
    Street(6, "U", "big"),
    Street(7, "D", "big"),
)
_FIVE_CARD_STREETS = (
    Street(2, "DU", "small"),
    Street(3, "U", "small"),
    Street(4, "U", "big"),
    Street(5, "U", "big"),
)
_THIRD, _FOURTH, _FIFTH, _SIXTH, _ = _SEVEN_CARD_STREETS
_SIX_CARD_STREETS = (_THIRD, _FOURTH, _FIFTH, Street(6, "D", "big"))
"""Aces, straights and flushes: the sixth card is the last, face down."""
_ENGLISH_STREETS = (_THIRD, _FOURTH, _FIFTH, _SIXTH, Street(7, "", "big"))
"""English stud: the last round has no card of its own (EXCHANGE.SEVENTH-CARD)."""
_ROLLED_STREETS = tuple(Street(s.number, "D" * len(s.deal), s.limit) for s in _SEVEN_CARD_STREETS)
"""Roll your own: every card comes face down (ROLL.CHOICE turns them up)."""
_MISSISSIPPI_STREETS = (_THIRD, Street(5, "UU", "big"), _SIXTH, Street(7, "U", "big"))
"""Mississippi stud: the fourth and fifth cards come together, the seventh face up."""


SEVEN_CARD_STUD = Variant(
    "seven-card-stud",
    names=Names(
        "Seven-card stud",
        "seven-card stud",
        "STUD.GAME",
        phh="F7S",
        pokerkit="FixedLimitSevenCardStud",
    ),
    max_players=8,
    streets=_SEVEN_CARD_STREETS,
    opener="low-card",
    door_ace="high",
    showing="showing-high",
    shares=("high",),
    low_ranking=None,
    open_pair=True,
    components=(TableSize(STUD_PLAYERS, 9), BestBoardOpens(SEVEN_CARD_OPENER)),
)
"""Seven-card stud, the ground of the other seven-card games (each of which says its own
components: the ninth player and the first player's compulsory bet are seven-card stud's
alone)."""

RAZZ = replace(
    SEVEN_CARD_STUD,
    name="razz",
    names=Names("Razz", "razz", "RAZZ.GAME", phh="FR", pokerkit="FixedLimitRazz"),
    opener="high-card",
    door_ace="low",
    showing="showing-low",
    shares=("low",),
    low_ranking="ace-to-five",
    open_pair=False,
    components=(),
)
"""What razz changes: the high card brings in, the lowest board acts, the lowest hand wins."""

SEVEN_CARD_HI_LO_8 = replace(
    SEVEN_CARD_STUD,
    name="seven-card-stud-hi-lo-8",
    names=Names(
        "Seven-card stud high-low, eight or better",
        "seven-card stud high-low",
        "STUD8.GAME",
        aliases=("stud/8",),
        phh="F7S/8",
        pokerkit="FixedLimitSevenCardStudHighLowSplitEightOrBetter",
    ),
    shares=("high", "low"),
    low_ranking="ace-to-five-8",
    open_pair=False,
    components=(),
)
"""Stud/8: the high hand and the low hand of eight or better share each pot."""

SEVEN_CARD_HI_LO = replace(
    SEVEN_CARD_STUD,
    name="seven-card-stud-hi-lo",
    names=Names(
        "Seven-card stud high-low without a qualifier",
        "seven-card stud high-low without a qualifier",
        "HILO.GAME",
    ),
    shares=("high", "low"),
    low_ranking="ace-to-five",
    open_pair=False,
    components=(LowRankingChoice("HILO.LOW-RANKING"), LowOrder()),
)
"""Seven-card stud high-low without a qualifier: any low ranking, ordered as stud/8 or razz."""

FIVE_CARD_STUD = Variant(
    "five-card-stud",
    names=Names("Five-card stud", "five-card stud", "FIVE-STUD.GAME"),
    max_players=10,
    streets=_FIVE_CARD_STREETS,
    open_pair_street=3,
    opener="low-card",
    door_ace="high",
    showing="showing-high",
    shares=("high",),
    low_ranking=None,
    open_pair=True,
    components=(FiveCard(), LastCard(FIVE_CARD_LAST_CARD)),
)
"""Five-card stud, the ground of the other five-card games."""

_FIVE_LOW_RANKING = LowRankingChoice("FIVE.LOW-RANKING")

FIVE_CARD_HI_LO = replace(
    FIVE_CARD_STUD,
    name="five-card-stud-hi-lo",
    names=Names("Five-card stud high-low", "five-card stud high-low", "FIVE-HILO.GAME"),
    shares=("high", "low"),
    low_ranking="ace-to-five-8",
    open_pair=False,
    components=(*FIVE_CARD_STUD.components, _FIVE_LOW_RANKING),
)
"""Five-card stud high-low, the ground of its declare and buy forms."""

VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        SEVEN_CARD_STUD,
        RAZZ,
        SEVEN_CARD_HI_LO_8,
        FIVE_CARD_STUD,
        replace(
            FIVE_CARD_STUD,
            name="five-card-stud-lowball",
            names=Names("Five-card stud lowball", "five-card stud lowball", "FIVE-LOWBALL.GAME"),
            opener="high-card",
            door_ace="low",
            showing="showing-low",
            shares=("low",),
            low_ranking="ace-to-five",
            open_pair=False,
            components=(*FIVE_CARD_STUD.components, _FIVE_LOW_RANKING),
        ),
        FIVE_CARD_HI_LO,
        replace(
            FIVE_CARD_HI_LO,
            name="five-card-stud-hi-lo-declare",
            names=Names(
                "Five-card stud high-low with declaration",
                "five-card stud high-low with declaration",
                "FIVE-DECLARE.GAME",
            ),
            low_ranking="ace-to-five",
            components=(*FIVE_CARD_HI_LO.components, Declare()),
        ),
        replace(
            FIVE_CARD_HI_LO,
            name="five-card-stud-hi-lo-buy",
            names=Names(
                "Five-card stud high-low with a buy",
                "five-card stud high-low with a buy",
                "FIVE-BUY.GAME",
            ),
            low_ranking="ace-to-five",
            components=(*FIVE_CARD_HI_LO.components, Declare(), Buy()),
        ),
        replace(
            FIVE_CARD_STUD,
            name="soko",
            names=Names("Sökö", "Sökö", "SOKO.GAME"),
            high_ranking="soko",
            components=(*FIVE_CARD_STUD.components, FourCardHands()),
        ),
        replace(
            SEVEN_CARD_STUD,
            name="seven-card-stud-wild",
            names=Names(
                "Seven-card stud with wild cards",
                "seven-card stud with wild cards",
                "STUDWILD.GAME",
            ),
            components=(HouseWild(), PotChoice(WILD_POT)),
        ),
        replace(
            SEVEN_CARD_STUD,
            name="baseball",
            names=Names("Baseball", "baseball", "BASEBALL.GAME"),
            components=(FixedWild("3", "9"), Baseball()),
        ),
        replace(
            SEVEN_CARD_STUD,
            name="follow-the-queen",
            names=Names("Follow the queen", "follow the queen", "FTQ.GAME"),
            components=(FollowTheQueen(),),
        ),
        replace(
            SEVEN_CARD_STUD,
            name="low-hole",
            names=Names("Low hole", "low hole", "LOWHOLE.GAME"),
            components=(
                LowHole(), PotChoice(LOW_HOLE_POT),
                LowRankingChoice("LOWHOLE.GAME", LOW_HOLE_LOW_RANKING, "ace-to-five"),
            ),
        ),
        replace(
            SEVEN_CARD_STUD,
            name="man-with-the-axe",
            names=Names(
                "Deuces and jacks and the man with the axe",
                "deuces and jacks and the man with the axe",
                "AXE.GAME",
            ),
            components=(
                FixedWild("2", "J", "Kd"),
                UpCardPayments(),
                SevensTop(),
                BestBoardOpens(AXE_OPENER),
            ),
        ),
        replace(
            SEVEN_CARD_STUD,
            name="aces-straights-flushes",
            names=Names("Aces, straights and flushes", "aces, straights and flushes", "ASF.GAME"),
            streets=_SIX_CARD_STREETS,
            components=(CommunityJoker(),),
        ),
        SEVEN_CARD_HI_LO,
        replace(
            SEVEN_CARD_HI_LO,
            name="seven-card-stud-hi-lo-declare",
            names=Names(
                "Seven-card stud high-low with declaration",
                "seven-card stud high-low with declaration",
                "HILODECLARE.GAME",
            ),
            components=(*SEVEN_CARD_HI_LO.components, Declare(both=True)),
        ),
        replace(
            RAZZ,
            name="london-lowball",
            names=Names("London lowball", "London lowball", "LONDON.GAME"),
            low_ranking="ace-to-six",
            structure="pot-limit",
        ),
        replace(
            SEVEN_CARD_STUD,
            name="english-stud",
            names=Names("English stud", "English stud", "ENGLISH.GAME"),
            max_players=6,
            streets=_ENGLISH_STREETS,
            components=(Exchange(5, 6), LastCard(ENGLISH_SEVENTH_CARD)),
        ),
        replace(
            SEVEN_CARD_STUD,
            name="roll-your-own",
            names=Names("Roll your own", "roll your own", "ROLL.GAME"),
            streets=_ROLLED_STREETS,
            components=(Roll(),),
        ),
        replace(
            SEVEN_CARD_STUD,
            name="mississippi",
            names=Names("Mississippi stud", "Mississippi stud", "MISSISSIPPI.GAME"),
            streets=_MISSISSIPPI_STREETS,
            components=(
                LastCard(MISSISSIPPI_SEVENTH_CARD),
                FullBoards(),
                PostedBlinds(MISSISSIPPI_FORCED_BETS),
                RoundLimits(MISSISSIPPI_LIMITS, MISSISSIPPI_SCHEDULES),
            ),
        ),
        replace(
            SEVEN_CARD_STUD,
            name="chicago",
            names=Names("Chicago", "Chicago", "CHICAGO.GAME"),
            shares=("high", "spade"),
            components=(SpadeShare(),),
        ),
    )
}

# The options the games' components bring join the shared ones: with them, house_rules
# checks every option a hand has (see its docstring).
add_game_options(
    (option for v in VARIANTS.values() for c in v.components for option in c.options),
    {name: why for v in VARIANTS.values() for c in v.components for name, why in c.retired.items()},
)


class UnknownVariant(StudrulesError, ValueError):
    """A variant name that no definition has."""


def get_variant(name: str) -> Variant:
    """The variant called ``name``; raises ``UnknownVariant`` naming the known ones."""
    try:
        return VARIANTS[name]
    except KeyError:
        raise UnknownVariant(
            f'unknown variant "{name}": choose one of {", ".join(VARIANTS)}'
        ) from None
