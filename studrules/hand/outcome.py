"""The end of a hand as a value that explains itself: its pots and shares, the hands shown.

Like python-chess's ``Outcome`` (how the game ended, who won, ``result()``), a
``Result`` says how the hand ended (``termination``: uncontested, at a
showdown, or void: a deal called off, every chip going back), who won
(``winners()``), with which hands (``winning_hands()``) and, in one sentence,
who collects what and why (``explain()``). Everything is
worked out from the pots and shares the showdown settled; nothing is stored
twice, so the explanation cannot disagree with the ruling.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from studrules.money import Chips
from studrules.prose import listed
from studrules.rankings.base import Hand
from studrules.vocabulary import ShareKind, Termination


def collects(payouts: Iterable[tuple[str, int]], chips: Chips) -> str:
    """What each player collects, in words: ``Alice collects $30 and Bob collects $6``."""
    return listed([f"{name} collects {chips.said(amount)}" for name, amount in payouts])


@dataclass(frozen=True)
class Share:
    """One share of one pot: ``whole``, or the half of a pot split in two (``high``, ``low``, or a
    share a game's component brings), its winners and their chips.

    ``hand`` is the winning ``Hand`` (one of the tied ones); ``None`` for chips
    won without a showdown. ``carried`` is the odd chips of a tie that nobody
    gets now: they stay in the pot for the next hand (``odd-chip`` ``carry-over``,
    POT.ODD-CHIP), so ``amount`` is what ``amounts`` pays plus ``carried``.
    """

    kind: ShareKind
    amount: int
    winners: tuple[str, ...]
    amounts: tuple[tuple[str, int], ...]
    hand: Hand | None = None
    carried: int = 0

    def words(self, chips: Chips) -> str:
        """The share in words: who wins it, with what, and how a split divides it.

        ``the low half ($20) to Bob with 7-5-4-3-2``; ``Alice and Bob tie with
        ... and split it: $5 to Alice and $5 to Bob``.
        """
        half = f"the {self.kind} half ({chips.said(self.amount)}) to "
        lead = "" if self.kind == "whole" else half
        hand = f" with {self.hand.name}" if self.hand is not None else ""
        if len(self.winners) == 1:
            return f"{lead}{self.winners[0]}{hand}"
        split = listed([f"{chips.said(amount)} to {name}" for name, amount in self.amounts])
        if self.carried:
            split += f" ({chips.said(self.carried)} stays in the pot for the next hand)"
        return f"{lead}{listed(list(self.winners))} tie{hand} and split it: {split}"


@dataclass(frozen=True)
class Pot:
    """A pot (the main pot or a side pot): its chips, who may win it and how it was shared.

    ``level`` is what each player eligible for it put in up to its top (0 where not worked
    out: an uncontested hand's one pot). Chips that only one player put in that high are no
    pot: the result returns them (``Result.returned``).
    """

    amount: int
    eligible: tuple[str, ...]
    shares: tuple[Share, ...] = ()
    level: int = 0

    def words(self, chips: Chips) -> str:
        """Who wins the pot and with what: each share in turn, or a scoop where one player
        alone wins every share of a split pot: ``Alice scoops it: high with ..., low with ...``."""
        scooper = {share.winners for share in self.shares}
        if len(self.shares) > 1 and len(scooper) == 1 and len(self.shares[0].winners) == 1:
            hands = ", ".join(
                f"{share.kind} with {share.hand.name}" for share in self.shares if share.hand
            )
            return f"{self.shares[0].winners[0]} scoops it: {hands}"
        return ", ".join(share.words(chips) for share in self.shares)

    @property
    def contested(self) -> bool:
        """Whether more than one player could win it (one alone takes back what nobody matched)."""
        return len(self.eligible) > 1


class Shown(NamedTuple):
    """One player's hands at the showdown: the high and the low hand (``None`` where not played).

    A tuple, so ``for name, high, low in result.hands`` reads it as before.
    """

    player: str
    high: Hand | None
    low: Hand | None


@dataclass(frozen=True)
class Result:
    """The end of the hand: each pot and its shares, each player's total, the hands shown.

    ``payouts`` lists what each player collects in all (only those who collect
    something), chips returned included. ``hands`` lists the hands shown in the order
    the players show (POT.SHOW-ORDER); it is empty when the last player wins
    uncontested. ``returned`` lists the chips that go back to the one player who put
    them in, since nobody else matched them: an uncalled bet at a showdown, or what a
    player who folded put in above everyone else. They belong to no pot (POT.SIDE-POTS).
    """

    pots: tuple[Pot, ...]
    payouts: tuple[tuple[str, int], ...]
    hands: tuple[Shown, ...] = field(default=())
    void: bool = False
    returned: tuple[tuple[str, int], ...] = field(default=())
    uncalled: int = 0
    """Of the pot won uncontested, the chips its winner put in that nobody called: counted
    in that pot and in the payouts, they go back to him rather than being won (the hand's
    ``returned`` joins them to ``returned`` here)."""

    def handed_back(self) -> tuple[tuple[str, int], ...]:
        """Every chip the result gives back to the player who put it in rather than as a win,
        each ``(player, chips)``: every chip of a void deal; else an uncontested winner's
        uncalled chips and the chips returned (no pot)."""
        if self.void:
            return self.payouts
        uncalled = ((self.pots[0].eligible[0], self.uncalled),) if self.uncalled else ()
        return (*uncalled, *self.returned)

    @property
    def carried(self) -> int:
        """The odd chips that stay in the pot for the next hand: paid to nobody now.

        Every chip put in is either paid out (``payouts``) or carried.
        """
        return sum(share.carried for pot in self.pots for share in pot.shares)

    @property
    def termination(self) -> Termination:
        """How the hand ended: ``uncontested`` (POT.UNCONTESTED), at a ``showdown``, or ``void``.

        A void hand is called off before the showdown by a rule of its game:
        nobody wins, and every player takes back what they put in (``void``).
        """
        if self.void:
            return "void"
        return "showdown" if self.hands else "uncontested"

    def _won(self) -> tuple[Pot, ...]:
        """The pots somebody won rather than took back: those contested, or the one uncontested."""
        if self.void:
            return ()
        if self.termination == "uncontested":
            return self.pots[:1]
        return tuple(pot for pot in self.pots if pot.contested)

    def winners(self) -> tuple[str, ...]:
        """The players who win a pot or a share of one, each once, in the order of the pots.

        Chips returned to the only player who put them in (an uncalled bet) make nobody a
        winner; ``payouts`` counts them.
        """
        names: list[str] = []
        for pot in self._won():
            for share in pot.shares:
                names += [name for name in share.winners if name not in names]
        return tuple(names)

    def winning_hands(self, player: str | None = None) -> tuple[Hand, ...]:
        """The hands that won a share of a pot (those of ``player``'s shares), each once."""
        hands: list[Hand] = []
        for pot in self.pots:
            for share in pot.shares:
                mine = player is None or player in share.winners
                if mine and share.hand is not None and share.hand not in hands:
                    hands.append(share.hand)
        return tuple(hands)

    def explain(self, chips: Chips) -> str:
        """Who collects what and why, in one sentence, amounts as money in ``chips``.

        Each pot in turn (who wins it, with which hand, how a tie splits it),
        then what each player collects in all: ``the main pot ($40): Alice with
        a flush, ...; side pot 1 ($6) goes back to Bob: nobody else could win
        it. In all, Alice collects $40 and Bob collects $6``.
        """
        if not self.pots:
            return "nobody put a chip in the pot: nobody collects anything"
        if self.void:
            return (
                "the deal is void: nobody wins, and every chip goes back to the player who put "
                f"it in. In all, {collects(self.payouts, chips)}"
            )
        parts = [self._pot_words(pot, self.title(pot), chips) for pot in self.pots]
        parts += [
            f"{chips.said(amount)} that nobody else matched goes back to {name} (no pot)"
            for name, amount in self.returned
        ]
        carried = (
            f", and {chips.said(self.carried)} stays in the pot for the next hand"
            if self.carried
            else ""
        )
        return f"{'; '.join(parts)}. In all, {collects(self.payouts, chips)}{carried}"

    def title(self, pot: Pot) -> str:
        """What a pot is called: ``the pot``, ``the main pot``, ``side pot 2``."""
        k = next(k for k, p in enumerate(self.pots) if p is pot)
        return "the pot" if len(self.pots) == 1 else "the main pot" if k == 0 else f"side pot {k}"

    def _pot_words(self, pot: Pot, title: str, chips: Chips) -> str:
        """A pot in words: ``the main pot ($40): Alice with flush, ...``."""
        amount = chips.said(pot.amount)
        head = f"{title} ({amount})"
        if pot.contested:
            return f"{head}: {pot.words(chips)}"
        if pot is self.pots[0] and self.termination == "uncontested":
            return f"{head} goes to {pot.eligible[0]} uncontested: every other player folded"
        return (
            f"{amount} that nobody still in the hand matched goes to {pot.eligible[0]}, "
            "the last of the players who put it in to fold"
        )
