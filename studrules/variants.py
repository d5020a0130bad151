"""Stud games as data: the streets, the opener, the showing ranking and the pot shares.

Adding a game means adding a ``Variant`` here (and its spec page and feature
file), not a new path through the engine. Each street is dealt to every
player still in and followed by a betting round.

Every name a game goes by lives here too, in its definition's ``Names``: its
title, the phrase scenario steps and the trainer say (``Given the game is
razz``), its aliases, its ``*.GAME`` rule, and its names in the PHH format and
in PokerKit where those have it. The faces (scenario steps, PHH reading, the
PokerKit adapter, the command line, the trainer's sentences, the betting
counts) read them from the definition and spell no game themselves
(``tests/test_names_in_one_place.py`` holds them to that).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from studrules.errors import StudrulesError
from studrules.hand.kinds import ShareKind


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


@dataclass(frozen=True)
class Variant:
    """A stud game as data (STUD.GAME, RAZZ.GAME, STUD8.GAME, FIVE-STUD.GAME, ...).

    ``opener``: who opens the first round, ``low-card`` (BRING-IN.LOW-CARD),
    ``high-card`` (BRING-IN.HIGH-CARD) or ``five-card`` (the option of
    FIVE.OPENER); ``door_ace``: the ace's value when door cards are compared;
    ``showing``: the showing ranking that picks the first actor later
    (``showing-high`` or ``showing-low``); ``shares``: how each pot divides,
    ``("high",)``, ``("low",)`` or ``("high", "low")``; ``high_ranking`` and
    ``low_ranking``: the rankings of those shares (the house may change the low
    one where ``low_ranking_option``, FIVE.LOW-RANKING); ``open_pair``: whether
    the open pair can matter at all (the high games) without the split-game
    option, on the street numbered ``open_pair_street``; ``declare``: players
    declare high or low before the showdown (DECLARE.*); ``buy``: players may
    buy a card after the last card is dealt (BUY.*). ``wild``: how cards turn
    wild (``none``, ``fixed`` to ``wild_cards``, ``house`` by the option
    ``wild-cards``, ``follow-the-queen``, ``low-hole``: WILDGAME.*);
    ``pot_option``: the option that chooses high, low or high-low; ``payments``:
    wild cards and sevens dealt face up cost antes; ``baseball``: fours and
    threes dealt face up have their own steps; ``community_joker``: a joker in
    the centre is everyone's last card; ``sevens_top``: a natural pair of sevens
    beats every hand. ``structure``: ``fixed-limit`` or ``pot-limit``
    (POTLIMIT.STRUCTURE); ``declare_both``: a player may declare both ways
    (DECLARE.BOTH); ``order_option``: the house may order the game as razz
    (HILO.ORDER); ``exchanges``: the streets after whose betting each player may
    exchange a card (EXCHANGE.ROUND); ``roll``: every card is dealt down and
    players turn one up before each betting round but the last (ROLL.CHOICE);
    a ``spade`` share goes to the best spade in the hole (CHICAGO.SPADE);
    ``full_boards``: five face-up cards of a player's own rank as a poker hand
    when choosing who acts first (MISSISSIPPI.GAME); ``last_card_option``: the
    house rule that may deal the last card face down (or add one, in English
    stud). ``names``: everything the game is called (``Names``).
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
    low_ranking_option: bool = False
    declare: bool = False
    buy: bool = False
    wild: str = "none"
    wild_cards: tuple[str, ...] = ()
    pot_option: str | None = None
    payments: bool = False
    baseball: bool = False
    community_joker: bool = False
    sevens_top: bool = False
    structure: str = "fixed-limit"
    declare_both: bool = False
    order_option: bool = False
    exchanges: tuple[int, ...] = ()
    roll: bool = False
    full_boards: bool = False
    last_card_option: str | None = None

    @property
    def title(self) -> str:
        """The game's title (``Names.title``)."""
        return self.names.title

    @property
    def low_game(self) -> bool:
        """Whether the lowest cards are the best, for choosing the opener and first actor."""
        return self.showing == "showing-low"

    def low_ranking_under(self, option: str) -> str | None:
        """The low share's ranking under the house's ``low-ranking`` option (FIVE.LOW-RANKING)."""
        if self.low_ranking_option and option != "game":
            return option
        return self.low_ranking

    @property
    def five_card(self) -> bool:
        """Whether this is one of the five-card games, whose own options apply (FIVE.*)."""
        return self.streets[0].number == 2


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
)
"""Seven-card stud, the ground of the other seven-card games."""

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
)
"""What razz changes: the high card brings in, the lowest board acts, the lowest hand wins."""

SEVEN_CARD_HI_LO_8 = replace(
    SEVEN_CARD_STUD,
    name="seven-card-stud-hi-lo-8",
    names=Names(
        "Seven-card stud high-low eight-or-better",
        "seven-card stud high-low",
        "STUD8.GAME",
        aliases=("stud/8",),
        phh="F7S/8",
        pokerkit="FixedLimitSevenCardStudHighLowSplitEightOrBetter",
    ),
    shares=("high", "low"),
    low_ranking="ace-to-five-8",
    open_pair=False,
)
"""Stud/8: the high hand and the low hand of eight or better share each pot."""

SEVEN_CARD_HI_LO = replace(
    SEVEN_CARD_STUD,
    name="seven-card-stud-hi-lo",
    names=Names(
        "Seven-card stud high-low",
        "seven-card stud high-low without a qualifier",
        "HILO.GAME",
    ),
    shares=("high", "low"),
    low_ranking="ace-to-five",
    low_ranking_option=True,
    open_pair=False,
    order_option=True,
)
"""Seven-card stud high-low without a qualifier: any low ranking, ordered as stud/8 or razz."""

FIVE_CARD_STUD = Variant(
    "five-card-stud",
    names=Names("Five-card stud", "five-card stud", "FIVE-STUD.GAME"),
    max_players=10,
    streets=_FIVE_CARD_STREETS,
    open_pair_street=3,
    last_card_option="five-card-last-card",
    opener="five-card",
    door_ace="high",
    showing="showing-high",
    shares=("high",),
    low_ranking=None,
    open_pair=True,
)
"""Five-card stud, the ground of the other five-card games."""

FIVE_CARD_HI_LO = replace(
    FIVE_CARD_STUD,
    name="five-card-stud-hi-lo",
    names=Names("Five-card stud high-low", "five-card stud high-low", "FIVE-HILO.GAME"),
    shares=("high", "low"),
    low_ranking="ace-to-five-8",
    open_pair=False,
    low_ranking_option=True,
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
            low_ranking_option=True,
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
            declare=True,
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
            declare=True,
            buy=True,
        ),
        replace(
            FIVE_CARD_STUD,
            name="soko",
            names=Names("Sökö", "Sökö", "SOKO.GAME"),
            high_ranking="soko",
        ),
        replace(
            SEVEN_CARD_STUD,
            name="seven-card-stud-wild",
            names=Names(
                "Seven-card stud with wild cards",
                "seven-card stud with wild cards",
                "STUDWILD.GAME",
            ),
            wild="house",
            pot_option="wild-pot",
        ),
        replace(
            SEVEN_CARD_STUD,
            name="baseball",
            names=Names("Baseball", "baseball", "BASEBALL.GAME"),
            wild="fixed",
            wild_cards=("3", "9"),
            baseball=True,
        ),
        replace(
            SEVEN_CARD_STUD,
            name="follow-the-queen",
            names=Names("Follow the queen", "follow the queen", "FTQ.GAME"),
            wild="follow-the-queen",
        ),
        replace(
            SEVEN_CARD_STUD,
            name="low-hole",
            names=Names("Low hole", "low hole", "LOWHOLE.GAME"),
            wild="low-hole",
            pot_option="low-hole-pot",
        ),
        replace(
            SEVEN_CARD_STUD,
            name="man-with-the-axe",
            names=Names(
                "Deuces and jacks and the man with the axe",
                "deuces and jacks and the man with the axe",
                "AXE.GAME",
            ),
            wild="fixed",
            wild_cards=("2", "J", "Kd"),
            payments=True,
            sevens_top=True,
        ),
        replace(
            SEVEN_CARD_STUD,
            name="aces-straights-flushes",
            names=Names("Aces, straights and flushes", "aces, straights and flushes", "ASF.GAME"),
            streets=_SIX_CARD_STREETS,
            community_joker=True,
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
            declare=True,
            declare_both=True,
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
            exchanges=(5, 6),
            last_card_option="english-seventh-card",
        ),
        replace(
            SEVEN_CARD_STUD,
            name="roll-your-own",
            names=Names("Roll your own", "roll your own", "ROLL.GAME"),
            streets=_ROLLED_STREETS,
            roll=True,
        ),
        replace(
            SEVEN_CARD_STUD,
            name="mississippi",
            names=Names("Mississippi stud", "Mississippi stud", "MISSISSIPPI.GAME"),
            streets=_MISSISSIPPI_STREETS,
            last_card_option="mississippi-seventh-card",
            full_boards=True,
        ),
        replace(
            SEVEN_CARD_STUD,
            name="chicago",
            names=Names("Chicago", "Chicago", "CHICAGO.GAME"),
            shares=("high", "spade"),
        ),
    )
}


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
