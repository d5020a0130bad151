"""Who wins at the showdown, what each winner collects, and with which hands: the engine's result.

The learner picks the winners (field ``winners``), types what each collects
(``won-<name>``: every pot and share together, an uncalled bet coming back
included) and picks or types the winning hands (``hands``: the hand of every
share won, high and low).
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from typing import NamedTuple

from studrules import HandState, Pot, Reason, collects, dead_money, listed
from studrules_trainer.questions import answers
from studrules_trainer.questions.model import Choice, Part, Question
from studrules_trainer.questions.play import Moment, Style, Walk
from studrules_trainer.questions.topic import Topic
from studrules_trainer.questions.words import dollars

WON = "won-"
"""The prefix of the field that says what a player collects: ``won-Alice``."""
LOW_CARD = 8
"""Cards up to an eight make lows: pairing one of them is what counterfeits a low."""


class PotRow(NamedTuple):
    """One line of the feedback's table of pots: a pot, or chips returned (``returned``).

    ``chips`` is its amount in chips; the rest is in words: ``amount``, the ``level`` it was
    built to, who may win it (``eligible``), who does and with what (``winners``), its odd
    chips and who gets them (``odd``), and the dead money in it (``dead``: a card's price, a
    payment for a card dealt face up).
    """

    title: str
    chips: int
    amount: str
    level: str
    eligible: tuple[str, ...]
    winners: str
    odd: str = ""
    dead: str = ""
    returned: bool = False


def pot_rows(state: HandState) -> tuple[PotRow, ...]:
    """The pots of the hand's result, each a line (POT.SIDE-POTS), then the chips returned:
    the table a learner reads to see where every chip went. A price paid above every pot's
    level goes back with the chips nobody matched, and is shown there."""
    result, chips = state.outcome, state.stakes.chips
    dead = dead_money(result.pots, state.seats)
    rows = [
        PotRow(
            result.title(pot),
            pot.amount,
            dollars(chips, pot.amount),
            f"up to {dollars(chips, pot.level)} from each player" if pot.level else "",
            pot.eligible,
            pot.words(chips),
            _odd_chips(pot, state),
            dollars(chips, extra) if extra else "",
        )
        for pot, extra in zip(result.pots, dead)
    ]
    top = max((pot.level for pot in result.pots), default=0)
    for name, amount in result.returned:
        seat = next(seat for seat in state.seats if seat.name == name)
        paid = sum(price for price, then in seat.prices if then > top)  # above every pot
        rows.append(
            PotRow("returned", amount, dollars(chips, amount), "", (name,),
                   f"goes back to {name}: nobody else matched it, so it is no pot",
                   dead=dollars(chips, paid) if paid else "", returned=True)
        )
    return tuple(rows)


def pot_table(question: Question) -> tuple[PotRow, ...]:
    """The table of pots a showdown question's feedback shows (none for other topics)."""
    if question.ticket.topic != WinningHands.name:
        return ()
    return pot_rows(question.hand.state)


def _odd_chips(pot: Pot, state: HandState) -> str:
    """The odd chips of one pot in words: a split pot's odd chip to one half, a tie's odd chips
    to the players the house rule names, or left in the pot for the next hand."""
    chips = state.stakes.chips
    said = []
    halves = {share.amount for share in pot.shares}
    if len(pot.shares) > 1 and len(halves) > 1:
        bigger = max(pot.shares, key=lambda share: share.amount)
        said.append(f"the odd chip of the split goes to the {bigger.kind} half")
    for share in pot.shares:
        paid = dict(share.amounts)
        least = min(paid.values(), default=0)
        more = [name for name, amount in share.amounts if amount > least]
        if more:
            each = dollars(chips, paid[more[0]] - least)
            said.append(f"{each} more to {listed(more)} ({state.rules.odd_chip})")
        if share.carried:
            said.append(f"{dollars(chips, share.carried)} stays in the pot for the next hand")
    return "; ".join(said)


def winning_hands(state: HandState, player: str | None = None) -> list[str]:
    """The names of the hands that won a share of a pot (of ``player``'s shares), each once."""
    names: list[str] = []
    for hand in state.outcome.winning_hands(player):
        if hand.name not in names:
            names.append(hand.name)
    return names


def _hole_spades(state: HandState) -> list[str]:
    """In Chicago, the best spade in the hole of each player still in (CHICAGO.SPADE)."""
    kind = state.variant.share_kinds.get("spade")
    if kind is None or "spade" not in state.variant.shares:
        return []
    spades = (kind.hand(seat, state.rules) for seat in state.seats if not seat.folded)
    return [hand.name for hand in spades if hand.qualifies]


def _same(name: str) -> str:
    """A hand name as compared: letter case and spacing do not matter."""
    return " ".join(name.casefold().split())


def _counterfeited(state: HandState) -> bool:
    """Whether a player with a low at the showdown was dealt, last, a card pairing a low card."""
    with_low = {shown.player for shown in state.outcome.hands if shown.low is not None}
    for seat in state.seats:
        if seat.name not in with_low or len(seat.cards) < 2:
            continue
        last, earlier = seat.cards[-1], seat.cards[:-1]
        lows = {c.rank for c in earlier if c.rank is not None and c.rank.low_value <= LOW_CARD}
        if last.rank in lows and len(lows) >= 4:
            return True
    return False


class WinningHands(Topic):
    """Name the winners, what each collects, and the winning hands."""

    name = "winning-hands"
    title = "the winning hands"
    kind = "showdown"
    showdown = True
    style = Style(short=0.2, short_most=60, folding=0.04)
    families = ("POT.", "DECLARE.", "CHICAGO.", "HIGH.", "LOW.", "WILD.", "SOKO.")
    """The showdown's rules, and those that order the hands (the comparison that decided)."""
    leave_out = ("DECLARE.METHOD",)
    """Each declaration as made: the showdown's DECLARE.SETTLE names them where they decide."""

    def reach(self, walk: Walk, rng: random.Random) -> Moment | None:
        """The end of the hand, if it ends in a showdown."""
        for _ in walk:
            pass
        at = len(walk.states) - 1
        if not walk.states[at].outcome.hands:
            return None
        return walk.moment(at, walk.since(at))

    def prompt(self, moment: Moment) -> str:
        """What is asked: winners, amounts (side pots, splits, odd chips), hands."""
        return (
            "The hand is at the showdown. Who wins, how much does each winner collect in all "
            "(side pots, split pots and odd chips included), and with which hands?"
        )

    def choices(self, moment: Moment) -> tuple[Choice, ...]:
        """The players still in, an amount for each, and the name of every hand shown."""
        state = moment.state
        players = [seat.name for seat in state.seats if not seat.folded]
        shown = sorted(
            {
                hand.name
                for shown in state.outcome.hands
                for hand in (shown.high, shown.low)
                if hand is not None
            }
            | set(_hole_spades(state))
        )
        return (
            *(Choice("winners", name, name, "many") for name in players),
            *(Choice(WON + name, "", f"what {name} collects", "amount") for name in players),
            *(Choice("hands", name, name, "many") for name in shown),
        )

    def _read(self, moment: Moment, answer: Mapping) -> tuple[dict[str, int], list[str]]:
        """The learner's winners with what each collects, and the winning hands named."""
        state = moment.state
        names = [seat.name for seat in state.seats]
        winners = answers.seats(answer, "winners", names)
        chips = state.stakes.chips
        won = {name: answers.amount(answer, WON + name, chips) for name in winners}
        return won, answers.many(answer, "hands")

    def parts(self, moment: Moment, answer: Mapping) -> tuple[Part, ...]:
        """The players who collect, what each of them (named by the learner or the engine)
        collects, and the winning hands: right only where each is the engine's."""
        state = moment.state
        chips = state.stakes.chips
        won, hands = self._read(moment, answer)
        paid = dict(state.outcome.payouts)
        players = [
            Part("who collects", listed(list(won)) or "nobody", listed(list(paid)),
                 set(won) == set(paid))
        ]
        for name in [*paid, *(name for name in won if name not in paid)]:
            given = dollars(chips, won[name]) if name in won else "nothing"
            right = dollars(chips, paid[name]) if name in paid else "nothing"
            same_amount = won.get(name) == paid.get(name)
            players.append(Part(f"what {name} collects", given, right, same_amount))
        expected = winning_hands(state)
        same = {_same(h) for h in hands} == {_same(h) for h in expected}
        return (*players, Part("the winning hands", listed(hands), listed(expected), same))

    def words(self, moment: Moment, answer: Mapping) -> tuple[str, str]:
        """Who collects what and why (the engine's own sentence), and the learner's answer."""
        chips = moment.state.stakes.chips
        won, hands = self._read(moment, answer)
        given = f"{collects(won.items(), chips)}; winning hands: {listed(hands)}"
        return moment.state.outcome.explain(chips), given

    def reasons(self, moment: Moment) -> tuple[Reason, ...]:
        """The showdown's reasons, and the game's own rule where it splits the pot (a game with
        no qualifier splits by its rule, not by POT.HI-LO's)."""
        game = moment.state.variant.names.rule
        return moment.reasons((*self.families, game), self.leave_out)

    def answer_seats(self, moment: Moment) -> tuple[str, ...]:
        """The players who collect chips."""
        return tuple(name for name, amount in moment.state.outcome.payouts if amount > 0)

    def picked_seats(self, moment: Moment, given: str) -> tuple[str, ...]:
        """The players the answer says collect (``Alice collects $30 and Bob collects $6; ...``)."""
        return tuple(
            seat.name for seat in moment.state.seats
            if re.search(rf"(?<!\w){re.escape(seat.name)} collects ", given)
        )

    def cases(self, moment: Moment) -> list[str]:
        """Side pots, odd chips, splits, counterfeit lows, no low, wild cards, a community card."""
        state = moment.state
        rules = moment.rules()
        pots = state.outcome.pots
        contested = [pot for pot in pots if len(pot.eligible) > 1]
        found = []
        if len(contested) >= 2:
            found.append("side-pots")
        if "POT.ODD-CHIP" in rules:
            found.append("odd-chip")
        if "POT.SPLIT-TIES" in rules:
            found.append("split")
        if _counterfeited(state):
            found.append("counterfeit")
        if "POT.HI-LO" in rules and any(
            all(share.kind != "low" for share in pot.shares) for pot in contested
        ):
            found.append("no-low")
        if any(
            share.hand is not None and share.hand.plays_as != share.hand.cards
            for pot in pots
            for share in pot.shares
        ):
            found.append("wild")
        if any(reason.rule == "DEAL.COMMUNITY-CARD" for reason in state.reasons):
            found.append("community-card")
        return found

    def then_steps(self, moment: Moment) -> list[str]:
        """The hand is over, the order of showing, what each player collects and with what."""
        state = moment.state
        chips = state.stakes.chips
        payouts = dict(state.outcome.payouts)
        shown = [shown.player for shown in state.outcome.hands]
        steps = ["the hand is over", f"the hands are shown in the order {', '.join(shown)}"]
        for name in [*shown, *(name for name in payouts if name not in shown)]:
            amount = dollars(chips, payouts.get(name, 0))
            won_with = winning_hands(state, name)
            steps += [f'{name} wins {amount} with "{hand}"' for hand in won_with]
            if not won_with:
                steps.append(f"{name} wins {amount}")
        return steps
