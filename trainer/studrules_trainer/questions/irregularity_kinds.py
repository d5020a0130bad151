"""The kinds of irregularity the floor-rulings topic asks about, and where each can happen.

Each kind (``Kind``) says which games can have it, lists the irregularities a
dealt hand could have (``candidates``: the state, the event told to the engine,
the event as a scenario's When step says it and as the prompt says it), and
names the rule whose house rule divides the profiles on it. The topic
(``questions.floor_rulings``) rules on them; a kind works nothing out.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import NamedTuple

from studrules import MISDEAL_CAUSES as CAUSES
from studrules import Action, Event, HandState, Variant, Verb, amount_of, known
from studrules_trainer.questions.play import AGGRESSIVE, Walk, opens_round
from studrules_trainer.questions.sentences import STREET_WORDS, action_step
from studrules_trainer.questions.words import dollars

LATE_MISDEAL_CAUSES = ("two-boxed-cards", "out-of-sequence")
"""Misdeals called once the action has begun: void only until the deadline (MISDEAL.DEADLINE)."""
HOLE_CARD_WORDS = ("first hole card", "second hole card")
ROOM_TO_RAISE = 3
"""The most bets and raises a round may hold for a player still to be allowed a raise under
every built-in profile (a bet and three raises at least, BET.CAP)."""



class Candidate(NamedTuple):
    """Where an irregularity may happen: the state's index in the walk, the event, the event
    as a When step tells it and as the prompt tells it, and the actions played after it before
    its ruling shows (the bet that changes an action out of turn)."""

    at: int
    event: Event
    told: str
    situation: str
    then: tuple[Action, ...] = ()


class Kind:
    """One kind of irregularity: the games it can happen in, where it can happen, and the rule
    whose house rule divides the profiles on it."""

    rule: str

    def fits(self, variant: Variant) -> bool:
        """Whether ``variant`` can have it."""
        return True

    def candidates(self, walk: Walk, rng: random.Random) -> list[Candidate]:
        """Every irregularity of this kind the hand could have (none if it never gets there)."""
        raise NotImplementedError


def _each_state(walk: Walk) -> Iterator[tuple[int, HandState]]:
    """Every state of the walk from the deal, with its index, playing on as far as asked: a
    walk iterated goes on from its last state, which an earlier kind may have played to."""
    known = len(walk.states) - 1
    yield from enumerate(walk.states[:known])
    yield from enumerate(walk, start=known)


def _turns(walk: Walk) -> Iterator[tuple[int, HandState]]:
    """Every state of the walk where a player is to act in a betting round, with its index."""
    for at, state in _each_state(walk):
        if state.over:
            return
        if state.phase == "betting" and state.to_act is not None:
            yield at, state


def _first_opening(walk: Walk, street: int) -> tuple[int, HandState] | None:
    """The state where the betting of ``street`` opens, and its index; ``None`` if never."""
    for at, state in _each_state(walk):
        if state.over or state.street > street:
            return None
        if state.street == street and opens_round(state):
            return at, state
    return None


class ExposedHoleCard(Kind):
    """The dealer exposes a first-street hole card before anyone acts (EXPOSED.HOLE-CARD)."""

    rule = "EXPOSED.HOLE-CARD"

    def fits(self, variant: Variant) -> bool:
        return variant.streets[0].deal == "DDU"

    def candidates(self, walk: Walk, rng: random.Random) -> list[Candidate]:
        found = _first_opening(walk, 0)
        if found is None:
            return []
        at, state = found
        street = STREET_WORDS[state.street_number]
        return [
            Candidate(
                at, Event("dealer", "exposed-card", seat.name, card),
                f"the dealer exposes {seat.name}'s {which}: {card}",
                f"Dealing {street} street, the dealer turns {seat.name}'s {which}, "
                f"{card.symbol}, face up by mistake; nobody has acted yet.")
            for seat in state.seats if not seat.folded
            for which, card in zip(HOLE_CARD_WORDS, [c for c, up in zip(seat.cards, seat.up)
                                                     if not up])
        ]


class ExposedLastCard(Kind):
    """The dealer exposes a player's last card, dealt face down (EXPOSED.SEVENTH-CARD)."""

    rule = "EXPOSED.SEVENTH-CARD"

    def fits(self, variant: Variant) -> bool:
        return variant.streets[-1].deal == "D"

    def candidates(self, walk: Walk, rng: random.Random) -> list[Candidate]:
        found = _first_opening(walk, len(walk.states[0].streets) - 1)
        if found is None:
            return []
        at, state = found
        return [
            Candidate(
                at, Event("dealer", "exposed-card", seat.name, seat.cards[-1]),
                f"the dealer exposes {seat.name}'s last card: {seat.cards[-1]}",
                f"The dealer deals {seat.name}'s last card, {seat.cards[-1].symbol}, face up by "
                "mistake; nobody has acted on the last street yet.")
            for seat in state.seats if not seat.folded
        ]


class LateMisdeal(Kind):
    """A misdeal called once players have acted on the first street (MISDEAL.DEADLINE)."""

    rule = "MISDEAL.DEADLINE"

    def candidates(self, walk: Walk, rng: random.Random) -> list[Candidate]:
        found = []
        for at, state in _each_state(walk):
            if state.over or state.street > 0:
                break
            if state.phase == "betting" and state.round is not None and state.round.moved:
                cause = rng.choice(LATE_MISDEAL_CAUSES)
                found.append(Candidate(
                    at, Event("dealer", "misdeal", cause=cause),
                    f"the dealer calls a misdeal: {CAUSES[cause]}",
                    f"After the actions on {STREET_WORDS[state.street_number]} street so far "
                    f"(the table's history lists them), the dealer calls a misdeal: "
                    f"{CAUSES[cause]}."))
        return found


class OversizedBringInChip(Kind):
    """The player who owes the bring-in drops a single chip of a completion or more without a
    word (FORCED.OVERSIZED-CHIP): at fixed limit, where a bring-in can be completed."""

    rule = "FORCED.OVERSIZED-CHIP"

    def candidates(self, walk: Walk, rng: random.Random) -> list[Candidate]:
        found = _first_opening(walk, 0)
        if found is None:
            return []
        at, state = found
        owes = any(option.verb == "bring-in" for option in state.legal_actions())
        if not owes or known(state.round, "a betting round").structure != "fixed-limit":
            return []
        name, chips = state.seats[state.actor].name, state.stakes.chips
        small = state.stakes.small_bet
        return [
            Candidate(
                at, Event("dealer", "silent-chips", name, action=Action(name, "bet", chip),
                          cause="one-chip"),
                f"{name} puts out a single {dollars(chips, chip)} chip without a word",
                f"{name}, who owes the bring-in, drops a single {dollars(chips, chip)} chip "
                "into the pot without a word.")
            for chip in (small, 5 * small)
        ]


class ChangedOutOfTurn(Kind):
    """A player checks or calls out of turn, and the player whose turn it was bets, completes
    or raises before them (ACTION.OUT-OF-TURN-CHANGED): what may the player do now?"""

    rule = "ACTION.OUT-OF-TURN-CHANGED"

    def candidates(self, walk: Walk, rng: random.Random) -> list[Candidate]:
        found = []
        for at, state in _turns(walk):
            options = state.legal_actions()
            bets = [option for option in options if option.verb in AGGRESSIVE]
            if not bets:
                continue
            actor = state.seats[state.actor].name
            change = Action(actor, bets[0].verb, amount_of(bets[0]))
            after = state.apply(change)
            if after.over or after.to_act is None or after.actor == state.actor:
                continue
            if known(after.round, "a betting round").count > ROOM_TO_RAISE or not any(
                    option.verb == "raise" for option in after.legal_actions()):
                continue  # a raise the cap forbids would hide the rule asked about
            early = after.seats[after.actor].name
            passive: Verb = "call" if any(option.verb == "call" for option in options) else "check"
            street, chips = STREET_WORDS[state.street_number], state.stakes.chips
            found.append(Candidate(
                at, Event(early, "out-of-turn", action=Action(early, passive)),
                f"{early} {passive}s out of turn",
                f"On {street} street, before {actor} acts, {early} {passive}s out of turn; then "
                f"{action_step(change, chips)} in turn, and the action comes to {early}.",
                (change,)))
        return found


class FoldWithNoBet(Kind):
    """A player says "fold" in turn with no bet to face (ACTION.FOLD-NO-BET)."""

    rule = "ACTION.FOLD-NO-BET"

    def candidates(self, walk: Walk, rng: random.Random) -> list[Candidate]:
        found = []
        for at, state in _turns(walk):
            if not any(option.verb == "check" for option in state.legal_actions()):
                continue
            name = state.seats[state.actor].name
            found.append(Candidate(
                at, Event(name, "declaration", action=Action(name, "fold")),
                f'{name} says "fold"',
                f'On {STREET_WORDS[state.street_number]} street nobody has bet, and {name}, '
                'in turn, says "fold".'))
        return found


def _showdown(walk: Walk) -> tuple[int, HandState] | None:
    """The hand's last state and its index, if it ended at a showdown of two hands or more;
    ``None`` if a player won uncontested."""
    for at, state in _each_state(walk):
        if state.over:
            shown = state.result is not None and len(state.result.hands) >= 2
            return (at, state) if shown else None
    return None


class AtTheShowdown(Kind):
    """A kind that happens once the hand has ended at a showdown of two hands or more."""

    def candidates(self, walk: Walk, rng: random.Random) -> list[Candidate]:
        found = _showdown(walk)
        if found is None:
            return []
        at, state = found
        return self.at_showdown(at, [seat.name for seat in state.seats if not seat.folded])

    def at_showdown(self, at: int, players: list[str]) -> list[Candidate]:
        """Every irregularity of this kind at the showdown of state ``at``, where ``players``
        show their hands."""
        raise NotImplementedError


class IdentifiableMuck(AtTheShowdown):
    """At the showdown a hand goes into the muck face down and can still be told apart
    (SHOWDOWN.MUCKED)."""

    rule = "SHOWDOWN.MUCKED"

    def at_showdown(self, at: int, players: list[str]) -> list[Candidate]:
        return [
            Candidate(
                at, Event("dealer", "muck", name, cause="identifiable"),
                f"{name}'s hand goes into the muck face down and can still be told apart",
                f"At the showdown {name} throws their cards into the muck face down without "
                "showing them; the dealer can still tell them apart from the other cards there.")
            for name in players
        ]


class MiscalledHand(AtTheShowdown):
    """At the showdown a player miscalls their hand and another, believing it, mucks a hand
    that is lost there (SHOWDOWN.MISCALL)."""

    rule = "SHOWDOWN.MISCALL"

    def at_showdown(self, at: int, players: list[str]) -> list[Candidate]:
        return [
            Candidate(
                at, Event(caller, "miscall", mucker),
                f"{caller} miscalls their hand and {mucker} throws theirs into the muck",
                f"At the showdown {caller} announces a better hand than their cards make; "
                f"{mucker}, believing it, throws their cards into the muck, where they can no "
                "longer be told apart from the other cards.")
            for caller in players for mucker in players if mucker != caller
        ]


KINDS: dict[str, Kind] = {
    "exposed-hole-card": ExposedHoleCard(),
    "exposed-last-card": ExposedLastCard(),
    "late-misdeal": LateMisdeal(),
    "identifiable-muck": IdentifiableMuck(),
    "miscalled-hand": MiscalledHand(),
    "oversized-bring-in-chip": OversizedBringInChip(),
    "out-of-turn": ChangedOutOfTurn(),
    "fold-with-no-bet": FoldWithNoBet(),
}
"""The kinds of irregularity the topic asks about, by the case name of their skill."""
EXPOSURES = ("exposed-hole-card", "exposed-last-card")
"""The kinds that divide the profiles in most hands: a game with neither is not served."""
