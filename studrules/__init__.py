"""studrules: an executable rulebook for stud poker, with its reference engine.

What a Python program needs is here (docs/library.md shows it in use): cards
and their notation; the games (``VARIANTS``) and a hand of one (``new_hand``,
then ``HandState.legal_actions`` and ``apply``), with the reasons for every
ruling; the rankings (``evaluate`` one hand, ``rank`` several); the house
rules (``HandRules.of`` a profile for hands, ``HouseRules.of`` for rankings);
the end of a hand (``Result``, which explains itself); the words a hand is
told in (``Verb``, ``PhaseName``, ``ShareKind``, ``Termination``); and the
errors, all ``StudrulesError``.
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
from studrules.hand.model import (
    Action,
    BadDeal,
    IllegalAction,
    IncompleteDeal,
    Legal,
    Reason,
    Stakes,
)
from studrules.hand.outcome import Pot, Result, Share, Shown
from studrules.house_rules import PROFILES, HandRules
from studrules.money import MoneyError
from studrules.options import HouseRules
from studrules.placing import rank
from studrules.rankings import RANKINGS, Hand, Wild, evaluate
from studrules.variants import VARIANTS, UnknownVariant, Variant, get_variant
from studrules.vocabulary import PhaseName, ShareKind, Termination, Verb

__all__ = [
    "BRIDGE",
    "JOKER",
    "PROFILES",
    "RANKINGS",
    "VARIANTS",
    "Action",
    "BadDeal",
    "Card",
    "CardError",
    "Dealer",
    "Hand",
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
    "Reason",
    "Result",
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
    "evaluate",
    "format_cards",
    "format_holding",
    "get_variant",
    "new_hand",
    "parse_cards",
    "parse_holding",
    "rank",
]
