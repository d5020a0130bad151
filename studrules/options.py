"""The house-rule options of the rankings: one table of names, values, defaults and rules.

A request (or the command line) sets options by name, ``{"five-of-a-kind":
"below-natural-royal"}``; ``house_rules`` checks them and turns them into the
``RankingRules`` the rankings take, plus the tie-break of showing hands.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from studrules.cards import SUIT_ORDERS, SuitOrder
from studrules.errors import OptionError
from studrules.rankings.base import (
    DEFAULT_RULES,
    FIVE_OF_A_KIND_RULES,
    SOKO_NEW_HANDS_RULES,
    WILD_DUPLICATION_RULES,
    RankingRules,
)
from studrules.rankings.showing import TIE_BREAKS as SHOWING_TIE_BREAKS

SHOWING_RANKINGS = ("showing-high", "showing-low")


@dataclass(frozen=True)
class Option:
    """One house-rule option: its values (the default first), the rule it changes, a summary."""

    name: str
    values: tuple[str, ...]
    rule: str
    summary: str

    @property
    def default(self) -> str:
        """The value that holds when a request does not set the option."""
        return self.values[0]


OPTIONS: dict[str, Option] = {
    option.name: option
    for option in (
        Option(
            "suit-order", tuple(SUIT_ORDERS), "CARDS.SUIT-ORDER",
            "the order of the suits where a tie is broken by suit "
            "(or four suit letters, lowest first, such as dchs)",
        ),
        Option(
            "five-of-a-kind", FIVE_OF_A_KIND_RULES, "WILD.FIVE-OF-A-KIND",
            "where five of a kind ranks",
        ),
        Option(
            "wild-duplication", WILD_DUPLICATION_RULES, "WILD.DUPLICATION",
            "whether a wild card may stand for a card the hand already holds",
        ),
        Option(
            "soko-new-hands", SOKO_NEW_HANDS_RULES, "SOKO.ORDER",
            "where Sökö's four-straight and four-flush rank",
        ),
        Option(
            "showing-tie-break", SHOWING_TIE_BREAKS, "SHOW.TIES",
            "how tied showing hands are told apart: by seat, or by the suit of the top card",
        ),
    )
}


@dataclass(frozen=True)
class HouseRules:
    """The options a request chose: the rankings' ``RankingRules`` and the showing tie-break."""

    rules: RankingRules = DEFAULT_RULES
    showing_tie_break: str = SHOWING_TIE_BREAKS[0]

    @classmethod
    def of(cls, options: Mapping[str, object]) -> HouseRules:
        """The house rules ``options`` set (see ``house_rules``)."""
        return house_rules(options)


def check_option(name: object, value: object) -> str:
    """The value of option ``name``, checked; raises ``OptionError`` saying what is allowed."""
    option = OPTIONS.get(name) if isinstance(name, str) else None
    if option is None:
        raise OptionError(
            f'unknown option "{name}": choose one of {", ".join(OPTIONS)}',
            name if isinstance(name, str) else None,
        )
    allowed = ", ".join(option.values)
    if not isinstance(value, str):
        raise OptionError(f"the value of {name} must be a string: one of {allowed}", option.name)
    if value in option.values:
        return value
    if option.name == "suit-order":
        try:
            return SuitOrder.named(value).name
        except ValueError:
            allowed += " or four suit letters lowest first, such as dchs"
    raise OptionError(f'unknown value "{value}" for {name}: choose one of {allowed}', option.name)


def house_rules(options: Mapping[str, object]) -> HouseRules:
    """The house rules set by ``options`` (option name to value); unset options keep defaults."""
    chosen = {name: check_option(name, value) for name, value in options.items()}
    value = {name: chosen.get(name, option.default) for name, option in OPTIONS.items()}
    return HouseRules(
        RankingRules(
            five_of_a_kind=value["five-of-a-kind"],
            wild_duplication=value["wild-duplication"],
            soko_new_hands=value["soko-new-hands"],
            suit_order=SuitOrder.named(value["suit-order"]),
        ),
        value["showing-tie-break"],
    )
