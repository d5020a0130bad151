"""The reasons behind rulings that are not a choice of player: the deal, the limits, each wager.

The bring-in, the first actor and the pots explain themselves where they are
decided (``order``, ``showdown``); this module words the rest, each sentence
citing the rule that applies.
"""

from __future__ import annotations

from functools import lru_cache

from studrules.game.definition import Street
from studrules.hand.model import Legal, Reason, Round, Stakes
from studrules.house_rules import HandRules
from studrules.prose import listed

_PROFILES = {
    "casino": ("PROFILE.CASINO", "the casino profile (Robert's Rules of Poker)"),
    "tournament": ("PROFILE.TOURNAMENT", "the tournament profile (the TDA rules)"),
    "home": ("PROFILE.HOME", "the home profile (pagat's home-game conventions)"),
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


_SCHEDULES = {
    "california": "the California schedule: small bets on the first three rounds",
    "home": "the home schedule: big bets only for an open pair",
    "small-throughout": "small bets throughout",
}
"""How the limit reason names each schedule but the casino's (BET.FIXED.SCHEDULE)."""


def limit(street: Street, rnd: Round, stakes: Stakes, schedule: str) -> Reason:
    """The size of a bet or raise on this street, and the schedule in force that sets it."""
    size = "small" if rnd.limit == stakes.small_bet else "big"
    text = f"on {street.name} bets and raises are ${stakes.chips.text(rnd.limit)} (the {size} bet"
    if schedule == "casino":
        return Reason("BET.FIXED.LIMITS", f"{text})")
    return Reason("BET.FIXED.SCHEDULE", f"{text}: {_SCHEDULES[schedule]})")


def wager(
    player: str,
    legal: Legal,
    before: Round,
    after: Round,
    stakes: Stakes,
    rules: HandRules,
) -> list[Reason]:
    """Why an action did what it did to the betting (nothing to say for most actions)."""
    if legal.verb in ("fold", "check") or (legal.verb == "call" and not legal.all_in):
        return []
    chips = stakes.chips
    to = "" if legal.to is None else f"${chips.text(legal.to)}"
    reasons = []
    if legal.verb == "bring-in":
        reasons.append(
            Reason(
                "BRING-IN.IS-A-BET",
                f"{player} brings in for {to}: it is a bet, so the next player may fold, "
                "call or complete but not check",
            )
        )
        if legal.all_in:
            call = "the full bring-in" if after.level == stakes.bring_in else "the amount posted"
            reasons.append(
                Reason(
                    "BRING-IN.ALL-IN",
                    f"{player} brings in all in for less; the others call {call}",
                )
            )
    if legal.verb == "complete" and before.full_level == 0:
        counted = before.count == 1 and rules.completion_counts_as_raise == "yes"
        reasons.append(
            Reason(
                "BET.FIXED.COMPLETE",
                f"{player} completes to {to}: the first full bet, counted as a raise toward "
                "the cap (the bring-in being the bet)"
                if counted
                else f"{player} completes to {to}: the first full bet",
            )
        )
    if legal.verb == "call" and legal.all_in:
        reasons.append(
            Reason(
                "BET.ALL-IN",
                f"{player} calls all in for {to}: eligible only for what that matches",
            )
        )
    if legal.verb in ("bet", "complete", "raise") and legal.all_in and after.full_level != legal.to:
        reasons.append(
            Reason(
                "BET.SHORT-ALL-IN",
                f"{player} goes all in for {to}, less than half a bet more: "
                "players who already acted may only call or fold",
            )
        )
    elif legal.verb in ("bet", "complete", "raise") and legal.all_in:
        reasons.append(
            Reason(
                "BET.SHORT-ALL-IN",
                f"{player} goes all in for {to}: at least half a bet, so it counts as a full "
                "wager and reopens the betting",
            )
        )
    cap = 1 + rules.max_raises
    if after.count == cap and before.count < cap:
        how = (
            "the round is capped"
            if after.capped or rules.uncapped_when != "heads-up-any-time-before-cap"
            else "only two players can still bet, so raising goes on"
        )
        reasons.append(Reason("BET.CAP", f"a bet and {rules.max_raises} raises: {how}"))
    if after.count > cap and before.count >= cap:
        reasons.append(
            Reason("BET.CAP.HEADS-UP", f"heads-up the cap is lifted ({rules.uncapped_when})")
        )
    if after.big_made and not before.big_made and rules.raise_after_big_bet == "big-only":
        reasons.append(
            Reason(
                "BET.FIXED.BIG-AFTER-BIG",
                f"{player} bet big: every raise after it must be big too",
            )
        )
    return reasons


def checked(names: list[str]) -> Reason:
    """The first bet of a street where the house forbids check-raising: who may no longer raise."""
    who = "they" if len(names) > 1 else "that player"
    return Reason(
        "BET.CHECK-RAISE",
        f"{listed(names)} checked on this street: {who} may call or fold, not raise",
    )


def round_over(street: Street) -> Reason:
    """The betting round is over."""
    return Reason(
        "BET.ROUND-END",
        f"the betting on {street.name} is over: everyone able to act has acted and matched",
    )
