"""The reasons behind rulings that are not a choice of player: the house rules, the deal, the
end of a round.

The bring-in, the first actor and the pots explain themselves where they are
decided (``order``, ``showdown``), and each rule of the betting gives its own
reasons (``betting_rules``); this module words the rest, each sentence citing
the rule that applies.
"""

from __future__ import annotations

from functools import lru_cache

from studrules.game.definition import Street
from studrules.hand.model import Reason
from studrules.house_rules import HandRules

_PROFILES = {
    "casino": ("PROFILE.CASINO", "the casino profile (Robert's Rules of Poker)"),
    "tournament": ("PROFILE.TOURNAMENT", "the tournament profile (the TDA rules)"),
    "home": ("PROFILE.HOME", "the home profile (pagat's home-game conventions)"),
    "wsop-2024-tournament": (
        "PROFILE.WSOP-TOURNAMENT", "the WSOP 2024 tournament profile (its Tournament Rules)"
    ),
    "wsop-2024-cash": ("PROFILE.WSOP-CASH", "the WSOP 2024 cash profile (its Live Action Rules)"),
}
_FACES = {"D": "face down", "U": "face up"}
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}


def house_rules(rules: HandRules) -> Reason:
    """Which profile the house rules start from."""
    rule, words = _PROFILES[rules.profile]
    return Reason(rule, f"house rules: {words}, with any options the table set")


@lru_cache(maxsize=256)
def street_dealt(street: Street, burned: bool, first: bool) -> tuple[Reason, ...]:
    """What a street gives each player, and the burn card before it.

    The same few sentences for every hand of a game: worked out once each and kept.
    """
    counts = {face: street.deal.count(face) for face in "DU" if face in street.deal}
    cards = " and ".join(f"{_NUMBERS[n]} {_FACES[face]}" for face, n in counts.items())
    reasons = [Reason("DEAL.STREETS", f"{street.name}: each player still in gets {cards}")]
    if first:
        reasons.append(
            Reason("DEAL.ORDER", "cards go out one at a time, clockwise from the dealer's left")
        )
    if burned:
        reasons.append(Reason("DEAL.BURN", f"one card is burned before {street.name}"))
    return tuple(reasons)


def round_over(street: Street) -> Reason:
    """The betting round is over."""
    return Reason(
        "BET.ROUND-END",
        f"the betting on {street.name} is over: everyone able to act has acted and matched",
    )
