"""studrules: an executable rulebook for stud poker, with its reference engine."""

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

__version__ = "0.1.0"

__all__ = [
    "BRIDGE",
    "JOKER",
    "Card",
    "CardError",
    "Holding",
    "OptionError",
    "Rank",
    "RankingError",
    "StudrulesError",
    "Suit",
    "SuitOrder",
    "__version__",
    "format_cards",
    "format_holding",
    "parse_cards",
    "parse_holding",
]
