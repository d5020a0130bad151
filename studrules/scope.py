"""Which games each house option can change, and the options listed for people.

An option a component brings (``Component.options``) changes only the games
with that component; a common option a component widens (``Component.widens``)
changes those games too; a shared option that reaches only some games says so
in its declaration (``HandOption.reaches``: by the games' common data); every
other option changes every game. A dispute that sets an option for a game it
cannot change is refused (``settle``); a scenario that does so is refused too
(``scenarios.hands``).
"""

from __future__ import annotations

from studrules.house_rules import HAND_OPTIONS, PROFILES
from studrules.options import OPTIONS
from studrules.variants import VARIANTS, Variant

BROUGHT = frozenset(o.name for v in VARIANTS.values() for c in v.components for o in c.options)
"""The options some component brings."""

WIDENED = frozenset(o for v in VARIANTS.values() for c in v.components for o in c.widens)
"""The common options some component makes matter in its games."""


def scoped(option: str) -> bool:
    """Whether ``option`` can change some games only."""
    declared = HAND_OPTIONS.get(option)
    reaches = declared is not None and declared.reaches is not None
    return reaches or option in BROUGHT or option in WIDENED


def applies(option: str, variant: Variant) -> bool:
    """Whether the house rule ``option`` can change a hand of ``variant``."""
    for component in variant.components:
        if option in component.widens or any(o.name == option for o in component.options):
            return True
    declared = HAND_OPTIONS.get(option)
    if declared is not None and declared.reaches is not None:
        return declared.reaches(variant)
    return option not in BROUGHT and option not in WIDENED


def games_of(option: str) -> list[Variant]:
    """The games whose hands the house rule ``option`` can change, in the table's order."""
    return [variant for variant in VARIANTS.values() if applies(option, variant)]


def option_lines() -> str:
    """Every house-rule option, for ``studrules rankings``: values (the default first), the
    value in each profile, the rule, and the games it can change when not all of them."""
    width = max(map(len, [*HAND_OPTIONS, *OPTIONS]))
    lines = ["house-rule options (values, the default first; each profile's; rule; games):"]
    for name in [*HAND_OPTIONS, *(name for name in OPTIONS if name not in HAND_OPTIONS)]:
        hand, ranking = HAND_OPTIONS.get(name), OPTIONS.get(name)
        source = hand or ranking
        if source is None:
            continue
        many = hand is not None and len(hand.values) > 1
        values = ranking.values if ranking and not many else source.values
        if hand and hand.more:
            values = (*values, hand.more)
        line = f"  {name:<{width}}  {' | '.join(values)}"
        if hand:
            line += "; " + ", ".join(f"{p} {hand.default(p)}" for p in PROFILES)
        line += f" [{source.rule}]"
        if ranking and not hand:
            line += f": {ranking.summary}"
        if scoped(name):
            line += "; games: " + ", ".join(v.name for v in games_of(name))
        lines.append(line)
    return "\n".join(lines)
