"""studrules: an executable rulebook for stud poker, with its reference engine.

What a Python program needs is here (docs/library.md shows it in use): cards
and their notation, money (``Chips``, ``parse_amount``); the games (``VARIANTS``)
and a hand of one (``new_hand``, then ``HandState.legal_actions`` and ``apply``
an ``Action`` or an irregular ``Event``; its ``Seat`` values and betting ``Round``),
with the reasons for every ruling; the rankings (``evaluate`` one hand,
``rank`` several); the house rules (``HandHouseRules.of`` a profile for a hand,
``RankingHouseRules.of`` for the rankings; ``HandRules`` and ``HouseRules``, their
old names, are kept for one release); the end of a hand (``Result``, which explains
itself; ``collects`` says who collects what); the words a hand is told in
(``Verb``, ``PhaseName``, ``ShareKind``, ``Termination``, ``listed``; ``reserved_name``, the
reporter's words a player may not be named); and the
errors, all ``StudrulesError``. The trainer imports the engine from here alone.
"""

__version__ = "0.1.0"  # before the imports: studrules.protocol reads it

from studrules.cards import (
    BRIDGE,
    JOKER,
    Card,
    Holding,
    Rank,
    Suit,
    SuitOrder,
    format_cards,
    format_holding,
    parse_cards,
    parse_holding,
)
from studrules.errors import CardError, OptionError, RankingError, StudrulesError
from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.irregularities.misdeal import CAUSES as MISDEAL_CAUSES
from studrules.hand.model import (
    Action,
    BadDeal,
    Event,
    IllegalAction,
    IncompleteDeal,
    Legal,
    Reason,
    Round,
    Seat,
    Stakes,
    amount_of,
    known,
)
from studrules.hand.outcome import Pot, Result, Share, Shown, collects
from studrules.hand.pot_limit import rule as structure_rule
from studrules.hand.showdown import dead_money
from studrules.house_rules import HAND_OPTIONS, PROFILES, HandHouseRules, HandRules
from studrules.money import Chips, MoneyError, format_amount, parse_amount
from studrules.options import HouseRules, RankingHouseRules
from studrules.placing import rank
from studrules.prose import listed
from studrules.rankings import RANKINGS, Hand, Wild, evaluate
from studrules.variants import VARIANTS, UnknownVariant, Variant, get_variant
from studrules.vocabulary import PhaseName, ShareKind, Termination, Verb, reserved_name

__all__ = [
    "BRIDGE",
    "HAND_OPTIONS",
    "JOKER",
    "MISDEAL_CAUSES",
    "PROFILES",
    "RANKINGS",
    "VARIANTS",
    "Action",
    "BadDeal",
    "Card",
    "CardError",
    "Chips",
    "Dealer",
    "Event",
    "Hand",
    "HandHouseRules",
    "HandRules",
    "HandState",
    "Holding",
    "HouseRules",
    "IllegalAction",
    "IncompleteDeal",
    "Legal",
    "MoneyError",
    "OptionError",
    "PhaseName",
    "Pot",
    "Rank",
    "RankingError",
    "RankingHouseRules",
    "Reason",
    "Result",
    "Round",
    "Seat",
    "Share",
    "ShareKind",
    "Shown",
    "Stakes",
    "StudrulesError",
    "Suit",
    "SuitOrder",
    "Termination",
    "UnknownVariant",
    "Variant",
    "Verb",
    "Wild",
    "__version__",
    "amount_of",
    "collects",
    "dead_money",
    "evaluate",
    "format_amount",
    "format_cards",
    "format_holding",
    "get_variant",
    "known",
    "listed",
    "new_hand",
    "parse_amount",
    "parse_cards",
    "parse_holding",
    "rank",
    "reserved_name",
    "structure_rule",
]
