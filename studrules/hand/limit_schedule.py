"""The limit schedule: which betting rounds are played at the small bet (BET.FIXED.SCHEDULE).

A schedule is data: the house option ``limit-schedule`` rewrites the limit of
the game's streets before the hand starts (``streets``), and says on which
streets an open pair may let players bet big (``pair_street``). The open pair
itself, and who may then bet big, stays BET.FIXED.OPEN-PAIR (``betting``).

- ``casino``: the game's own streets (small bets on the first two rounds).
- ``california``: small bets on the first three rounds, then as the game.
- ``home`` (pagat): small bets on every round; from the open-pair street on,
  each round is an open-pair round. Where an open pair cannot matter (a low
  game, a split game without ``open-pair-in-split-games`` ``same-as-high``),
  pagat plays the game's own schedule, and so does this value (a component's
  ``streets`` hook may say otherwise for its games).
- ``small-throughout``: small bets on every round; the open pair of the
  open-pair street only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules.game.definition import Street

if TYPE_CHECKING:
    from studrules.game.definition import Variant
    from studrules.house_rules import HandRules

SCHEDULES = ("casino", "california", "home", "small-throughout")
"""The values of ``limit-schedule``, the default first."""


def pair_can_matter(variant: Variant, rules: HandRules) -> bool:
    """Whether an open pair can change the limit in ``variant`` (BET.FIXED.OPEN-PAIR).

    The high games say so in their data; a split game only with
    ``open-pair-in-split-games`` ``same-as-high``; a low game never.
    """
    split_game = not variant.low_game
    return variant.open_pair or (split_game and rules.open_pair_in_split_games == "same-as-high")


def in_force(variant: Variant, rules: HandRules) -> str:
    """The schedule the hand is played with: ``home`` falls back to ``casino`` where no pair
    can matter, as pagat plays the seven-card low game."""
    schedule = rules.limit_schedule
    if schedule == "home" and not pair_can_matter(variant, rules):
        return "casino"
    return schedule


def streets(streets: tuple[Street, ...], variant: Variant, rules: HandRules) -> tuple[Street, ...]:
    """The streets with the limit each has under the schedule in force."""
    schedule = in_force(variant, rules)
    if schedule == "casino":
        return streets
    small = 3 if schedule == "california" else len(streets)
    return tuple(
        Street(s.number, s.deal, "small") if i < small and s.limit != "small" else s
        for i, s in enumerate(streets)
    )


def pair_street(street: Street, variant: Variant, rules: HandRules) -> bool:
    """Whether an open pair showing when ``street`` is dealt may open the big bet on it."""
    if in_force(variant, rules) == "home":
        return street.number >= variant.open_pair_street
    return street.number == variant.open_pair_street
