"""The end of a hand: pots and side pots, the winning hands, splits and odd chips.

POT.UNCONTESTED, POT.CARDS-SPEAK, POT.SIDE-POTS, POT.SPLIT-TIES, POT.HI-LO, POT.ODD-CHIP,
and the house's tie-breaks of equal hands: POT.SUIT-TIES and WILD.NATURAL-TIE.
Amounts are whole chips; the odd chip is the smallest chip in play. Under the
``carry-over`` odd-chip rule the odd chips of a tie go to nobody: the share
records them as ``carried`` and they stay in the pot for the next hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import NamedTuple

from studrules.cards import JOKER, Card, rank_of, suit_of
from studrules.game.definition import Variant
from studrules.game.hooks import ExtraShare
from studrules.hand.model import Reason, Seat
from studrules.hand.outcome import Pot, Result, Share, Shown
from studrules.house_rules import HandRules
from studrules.money import Chips
from studrules.prose import listed
from studrules.rankings import Hand, evaluate
from studrules.rankings.base import Wild
from studrules.rankings.citations import deciding
from studrules.vocabulary import ShareKind

WHOLE = Chips(Fraction(1))
"""Amounts in whole chips, where no stakes say what a chip is worth."""
QUALIFIED_LOWS = frozenset({"ace-to-five-8"})
"""The low rankings with a qualifier: a split pot there is POT.HI-LO's (eight or better)."""


def build_pots(seats: Sequence[Seat]) -> list[tuple[int, tuple[int, ...]]]:
    """The main pot and side pots: each amount and the seats still in that may win it
    (``leveled_pots`` with the level each was built to)."""
    return [(amount, eligible) for amount, eligible, _ in leveled_pots(seats)]


def leveled_pots(seats: Sequence[Seat]) -> list[tuple[int, tuple[int, ...], int]]:
    """The main pot and side pots: each amount, the seats still in that may win it, and the
    level it was built to (what each of them put in up to its top).

    Levels are what each player still in has put in; a pot's chips come from
    every player (folded ones too) up to its level (POT.SIDE-POTS). A top pot
    with one eligible player is an uncalled bet going back. Chips above the
    highest level were matched by nobody still in: ``unmatched`` settles them.
    The price of a card bought or exchanged is no contribution: it joins the
    lowest pot the payer had reached (BUY.PRICE, EXCHANGE.PRICE).
    """
    levels = sorted({s.committed for s in seats if not s.folded})
    pots, tops, below = [], [], 0
    for level in levels:
        amount = sum(min(s.committed, level) - min(s.committed, below) for s in seats)
        eligible = tuple(i for i, s in enumerate(seats) if not s.folded and s.committed >= level)
        if amount:
            pots.append((amount, eligible, level))
            tops.append(level)
        below = level
    if not pots:  # nothing was put in but, perhaps, a price
        pots.append((0, tuple(i for i, s in enumerate(seats) if not s.folded), 0))
        tops.append(0)
    # A price is dead money in the lowest pot reaching what its payer had put in;
    # one paid above every level of the players still in goes with the unmatched chips.
    for s in seats:
        for price, then in s.prices:
            k = next((k for k, top in enumerate(tops) if top >= then), None)
            if k is not None:
                amount, eligible, level = pots[k]
                pots[k] = (amount + price, eligible, level)
    return [pot for pot in pots if pot[0]]


def unmatched(
    seats: Sequence[Seat], fold_order: Sequence[int]
) -> list[tuple[int, int, bool]]:
    """Chips that nobody still in the hand matched: (amount, the seat it goes to, its own?).

    Only a player who folds without facing a bet (one who will not pay for a face-up card) can
    have put in more than every player still in. Those chips are layered like
    side pots among the folded players who put them in; each layer goes to the
    last of its players to fold, since once the others had folded nobody could
    contest it: a lone player's excess simply goes back (POT.SIDE-POTS). A price
    paid by a player who had put in more than everyone still in joins the layer
    of what that player had put in then, as it would join a side pot.
    """
    top = max((s.committed for s in seats if not s.folded), default=0)
    levels = sorted({s.committed for s in seats if s.committed > top})
    layers, below = [], top
    for level in levels:
        amount = sum(min(s.committed, level) - min(s.committed, below) for s in seats)
        players = {i for i, s in enumerate(seats) if s.committed >= level}
        last = max(players, key=lambda i: fold_order.index(i) if i in fold_order else -1)
        paid = sum(
            price for s in seats for price, then in s.prices if below < then <= level
        )
        layers.append((amount + paid, last, len(players) == 1))
        below = level
    return layers


def settle_unmatched(
    seats: Sequence[Seat], fold_order: Sequence[int]
) -> tuple[list[Pot], list[tuple[str, int]], list[Reason]]:
    """Chips nobody still in matched: the pots each won by the last of its players to fold, the
    chips returned to the one player who alone put them in (no pot), and the reasons."""
    pots, returned, reasons = [], [], []
    for amount, i, alone in unmatched(seats, fold_order):
        name = seats[i].name
        if alone:
            returned.append((name, amount))
            text = (
                f"the chips {name} put in that nobody still in the hand matched go back to {name}"
            )
        else:
            share = Share("whole", amount, (name,), ((name, amount),))
            pots.append(Pot(amount, (name,), (share,)))
            text = (
                f"chips that nobody still in the hand matched go to {name}, "
                "the last of the players who put them in to fold"
            )
        reasons.append(Reason("POT.SIDE-POTS", text))
    return pots, returned, reasons


def _payouts(pots: Sequence[Pot], returned: Sequence[tuple[str, int]]) -> dict[str, int]:
    """What each player collects in all: every share of every pot, and the chips returned."""
    payouts: dict[str, int] = {}
    won = [amount for pot in pots for share in pot.shares for amount in share.amounts]
    for who, amount in (*won, *returned):
        payouts[who] = payouts.get(who, 0) + amount
    return payouts


def uncontested(
    seats: Sequence[Seat], fold_order: Sequence[int] = ()
) -> tuple[Result, list[Reason]]:
    """The last player in wins what every player matched, without showing (POT.UNCONTESTED).

    Chips beyond what the winner could match go as ``unmatched`` says (POT.SIDE-POTS).
    """
    winner = next(i for i, s in enumerate(seats) if not s.folded)
    total = sum(amount for amount, _ in build_pots(seats))
    name = seats[winner].name
    share = Share("whole", total, (name,), ((name, total),))
    won, returned, reasons = settle_unmatched(seats, fold_order)
    pots = (Pot(total, (name,), (share,)), *won)
    payouts = _payouts(pots, returned)
    called = max((min(s.committed, seats[winner].committed) for i, s in enumerate(seats)
                  if i != winner), default=0)
    result = Result(pots, tuple(payouts.items()), returned=tuple(returned),
                    uncalled=seats[winner].committed - called)
    reasons.insert(
        0, Reason("POT.UNCONTESTED", f"{name} wins the pot uncontested, without showing")
    )
    return result, reasons


def pot_shares(
    variant: Variant, rules: HandRules
) -> tuple[tuple[ShareKind, ...], str | None, tuple[Reason, ...]]:
    """The shares of each pot and the low ranking as the game and the house choose them, and why
    the house changed them (each component may: ``Component.pot_shares``)."""
    shares, low_ranking = variant.shares, variant.low_ranking
    why: tuple[Reason, ...] = ()
    for component in variant.components:
        shares, low_ranking, said = component.pot_shares(shares, low_ranking, rules)
        why = (*why, *said)
    return shares, low_ranking, why


class Table(NamedTuple):
    """What settling the pots looks at: seats, hands, cards, rules, and the reasons given.

    ``split_rule`` is the rule that splits a pot high and low: POT.HI-LO where the low must
    qualify, else the game's own rule (a game with no qualifier never cites one).
    """

    seats: Sequence[Seat]
    hands: dict[int, dict[ShareKind, Hand]]
    cards: dict[int, tuple[Card, ...]]
    rules: HandRules
    reasons: list[Reason]
    others: Mapping[str, ExtraShare]
    wild: Mapping[int, Mapping[str, Wild]]
    split_rule: str = "POT.HI-LO"

    def name(self, i: int) -> str:
        """The name of the player at seat ``i``."""
        return self.seats[i].name

    def note(self, rule: str, text: str) -> None:
        """Give a reason for the ruling."""
        self.reasons.append(Reason(rule, text))


Divider = Callable[["Table", int, tuple[int, ...]], list[Share]]
"""How a component divides one pot (amount, eligible seats) among the hands
(``Component.divider``)."""


def showdown(
    seats: Sequence[Seat],
    variant: Variant,
    rules: HandRules,
    community: Card | None,
    shows_first: int,
    divide: Divider | None = None,
    up_sequence: Sequence[Card] = (),
    fold_order: Sequence[int] = (),
    chips: Chips = WHOLE,
) -> tuple[Result, list[Reason]]:
    """Every pot to the best eligible hands, split high and low where the game says so.

    Hands are listed in the order they are shown, clockwise from ``shows_first``.
    ``divide``, where a component gives one (``Component.divider``), divides each
    pot instead of the cards alone; ``up_sequence`` (the face-up cards in the
    order dealt) decides the wild cards that follow the cards dealt; ``fold_order``
    (seats in the order they folded) settles chips that nobody still in matched;
    ``chips`` writes the amounts of the pots' reasons.
    """
    extra = (community,) if community is not None else ()
    ranking_rules = rules.ranking_rules
    order = show_order(seats, rules, shows_first)
    cards = {i: (*seats[i].cards, *extra) for i in order if not seats[i].folded}
    shares, low_ranking, why = pot_shares(variant, rules)
    others = variant.share_kinds
    hands: dict[int, dict[ShareKind, Hand]] = {i: {} for i in cards}
    wilds: dict[int, dict[str, Wild]] = {}
    for i, held in cards.items():
        wild = wilds[i] = {d: variant.wild_for(rules, seats[i], d, up_sequence) for d in shares}
        if "high" in shares:
            high = evaluate(variant.high_ranking, held, wild["high"], ranking_rules)
            for component in variant.components:
                high = component.hand("high", high, held, wild["high"], rules)
            hands[i]["high"] = high
        if low_ranking:
            hands[i]["low"] = evaluate(low_ranking, held, wild["low"], ranking_rules)
        for kind in shares:
            if kind in others:
                hands[i][kind] = others[kind].hand(seats[i], rules)
    split_rule = "POT.HI-LO" if low_ranking in QUALIFIED_LOWS else variant.names.rule
    table = Table(seats, hands, cards, rules, list(why), others, wilds, split_rule)
    table.note("POT.CARDS-SPEAK", _hands_text(table))
    pots: list[Pot] = []
    returned: list[tuple[str, int]] = []
    for pot in leveled_pots(seats):
        amount, eligible, _ = pot
        if len(eligible) == 1:  # chips only one player still in put in: no pot, they go back
            returned.append((table.name(eligible[0]), amount))
        else:
            pots.append(_divided(table, pot, shares, divide))
    won, back, reasons = settle_unmatched(seats, fold_order)
    pots += won
    returned += back
    payouts = {s.name: 0 for s in seats}
    payouts.update(_payouts(pots, returned))
    table.reasons.extend(reasons)
    shown = tuple(Shown(table.name(i), hands[i].get("high"), hands[i].get("low")) for i in cards)
    result = Result(
        tuple(pots),
        tuple((n, a) for n, a in payouts.items() if a),
        shown,
        returned=tuple(returned),
    )
    table.reasons.extend(pot_table(result, seats, chips))
    return result, table.reasons


def show_order(seats: Sequence[Seat], rules: HandRules, shows_first: int) -> list[int]:
    """Every seat in the order the hands are shown (POT.SHOW-ORDER): clockwise from
    ``shows_first``; under ``show-order`` ``earliest-seat-side-pots-first`` a player all in
    shows after those who put in more, so that the players of a side pot show before one all
    in for less."""
    n = len(seats)
    order = [(shows_first + k) % n for k in range(n)]
    if rules.show_order == "first-actor":
        return order
    most = max(s.committed for s in seats)
    return sorted(order, key=lambda i: most - seats[i].committed if seats[i].all_in else 0)


def _divided(
    table: Table,
    pot: tuple[int, tuple[int, ...], int],
    shares: tuple[ShareKind, ...],
    divide: Divider | None,
) -> Pot:
    """One pot (amount, eligible seats, level) that more than one player may win, divided among
    their hands."""
    amount, eligible, level = pot
    if divide is None:
        split = split_pot(table, amount, pot_kinds(table, eligible, shares), eligible)
    else:
        split = divide(table, amount, eligible)
    names = tuple(table.name(i) for i in eligible)
    return Pot(amount, names, tuple(split), level)


def pot_table(result: Result, seats: Sequence[Seat], chips: Chips) -> list[Reason]:
    """The pots one by one where there is more than one, or chips go back (POT.SIDE-POTS).

    Each pot's amount, the level it was built to, who may win it, and who does,
    with the dead money in it (a card's price, a payment for a card dealt face
    up: BUY.PRICE, WILDGAME.PAYMENT), which joins the lowest pot its payer had
    reached; chips only one player put in go back to that player, and are no pot.
    """
    real = [pot for pot in result.pots if pot.level]
    if len(real) < 2 and not result.returned:
        return []
    dead = dead_money(real, seats)
    lines = [
        Reason("POT.SIDE-POTS", _pot_line(result, pot, extra, chips))
        for pot, extra in zip(real, dead)
    ]
    lines += [
        Reason(
            "POT.SIDE-POTS",
            f"{chips.said(amount)} that nobody else matched goes back to "
            f"{name}: uncalled chips belong to no pot",
        )
        for name, amount in result.returned
    ]
    return lines


def dead_money(pots: Sequence[Pot], seats: Sequence[Seat]) -> list[int]:
    """The dead money in each of ``pots`` (those built to a level): the prices of cards bought
    and payments for cards dealt face up (BUY.PRICE, WILDGAME.PAYMENT), each in the lowest pot
    reaching what its payer had put in when paying, as ``leveled_pots`` adds them."""
    dead = [0] * len(pots)
    for seat in seats:
        for price, then in seat.prices:
            k = next((k for k, pot in enumerate(pots) if pot.level and pot.level >= then), None)
            if k is not None:
                dead[k] += price
    return dead


def _pot_line(result: Result, pot: Pot, dead: int, chips: Chips) -> str:
    """One pot of ``pot_table`` in words: ``side pot 1: $24, up to $12 from each player (dead
    money $2 included); Bob and Carol may win it: Carol with a flush``."""
    extra = f" ({chips.said(dead)} of dead money included)" if dead else ""
    who = listed(list(pot.eligible))
    verb = "may" if len(pot.eligible) > 1 else "alone may"
    won = pot.words(chips)
    return (
        f"{result.title(pot)}: {chips.said(pot.amount)}, up to {chips.said(pot.level)} from "
        f"each player{extra}; {who} {verb} win it: {won}"
    )


def _hands_text(table: Table) -> str:
    parts = []
    for i, by_kind in table.hands.items():
        if len(by_kind) == 1:
            named = next(iter(by_kind.values())).name
        elif len({h.name for h in by_kind.values()}) == 1:  # one paired hand, named once
            named = f"{next(iter(by_kind.values())).name}, for {listed(list(by_kind))} alike"
        else:  # "two pair, ... for high and no qualifying low"
            named = " and ".join(
                h.name if kind in h.name else f"{h.name} for {kind}" for kind, h in by_kind.items()
            )
        parts.append(f"{table.name(i)}: {named}")
    return "cards speak: " + "; ".join(parts)


def pot_kinds(
    table: Table, eligible: tuple[int, ...], shares: tuple[ShareKind, ...]
) -> list[ShareKind]:
    """The shares a pot divides into: the game's, unless no eligible hand makes a low (or the
    share a component brings)."""
    kinds = list(shares)
    if kinds == ["high", "low"] and not any(table.hands[i]["low"].qualifies for i in eligible):
        table.note(table.split_rule, "no hand qualifies for low: high takes the pot")
        kinds = ["high"]
    other = table.others.get(kinds[-1])
    if other and not any(table.hands[i][other.kind].qualifies for i in eligible):
        table.note(*other.missing)
        kinds = ["high"]
    return kinds


def split_pot(
    table: Table, amount: int, kinds: list[ShareKind], eligible: tuple[int, ...]
) -> list[Share]:
    """One pot's shares: whole, or high and low halves with the odd chip to the high half."""
    if len(eligible) == 1:
        name = table.name(eligible[0])
        return [Share("whole", amount, (name,), ((name, amount),))]
    if len(kinds) == 2:
        second = amount // 2
        halves = {kinds[0]: amount - second, kinds[1]: second}
        other = table.others.get(kinds[1])
        rule = other.split_rule if other else table.split_rule
        if amount % 2:
            odd_rule = other.odd_chip_rule if other else "POT.ODD-CHIP"
            table.note(odd_rule, "the odd chip of a split pot goes to the high half")
        best = other.best if other else "the best low"
        table.note(rule, f"the pot is split between the best high and {best}")
    else:
        halves = {kinds[0]: amount}
    shares = [
        award(table, kind, part, eligible, whole=len(halves) == 1) for kind, part in halves.items()
    ]
    other = table.others.get(kinds[-1])
    if other and other.kind in halves:
        other.explain(table, shares[-1], eligible)
    return shares


def award(
    table: Table, kind: ShareKind, amount: int, eligible: tuple[int, ...], whole: bool
) -> Share:
    """``amount`` to the best ``kind`` hands among ``eligible``, split evenly, odd chips by rule."""
    hands = table.hands
    best = max(hands[i][kind].key for i in eligible)
    winners = tie_broken(table, kind, [i for i in eligible if hands[i][kind].key == best])
    each, odd = divmod(amount, len(winners))
    ordered = _odd_chip_order(table, winners, kind) if odd else []
    carried = odd if table.rules.odd_chip == "carry-over" else 0
    amounts = {i: each for i in winners}
    for i in ordered[: odd - carried]:
        amounts[i] += 1
    names = tuple(table.name(i) for i in winners)
    hand = hands[winners[0]][kind]
    compared(table, kind, winners, eligible)
    wild_played(table, kind, winners)
    if len(winners) > 1:
        table.note("POT.SPLIT-TIES", f"{' and '.join(names)} tie with {hand.name} and split")
        if carried:
            chips = "chip stays" if carried == 1 else f"{carried} odd chips stay"
            table.note(
                "POT.ODD-CHIP",
                f"the odd {chips} in the pot for the next hand (carry-over): nobody gets it now",
            )
        elif odd:
            lucky = ", ".join(table.name(i) for i in ordered[:odd])
            table.note("POT.ODD-CHIP", f"the odd chip goes to {lucky} ({table.rules.odd_chip})")
    return Share(
        "whole" if whole else kind,
        amount,
        names,
        tuple((table.name(i), amounts[i]) for i in winners),
        hand,
        carried,
    )


def compared(table: Table, kind: ShareKind, winners: list[int], eligible: tuple[int, ...]) -> None:
    """Why the winning hand of a share beats the best hand it beat, citing the rule that orders
    them (the deciding comparison); nothing where every eligible hand shares it."""
    hands = table.hands
    beaten = [i for i in eligible if i not in winners]
    if not beaten or kind not in ("high", "low"):
        return
    best = max(beaten, key=lambda i: hands[i][kind].key)
    won, lost = hands[winners[0]][kind], hands[best][kind]
    if won.key == lost.key:  # equal hands: a house tie-break decided (its own reason)
        return
    rule, how = deciding(won, lost)
    who = f"{table.name(winners[0])}'s" if len(winners) == 1 else (
        f"the {kind} of {listed([table.name(i) for i in winners])},"
    )
    if not lost.qualifies:
        nothing = f"{table.name(best)} has no qualifying low"
        table.note(rule, f"{who} {won.name} qualifies and {nothing}: {how}")
        return
    mine, theirs = won.name, lost.name
    if mine == theirs:  # one name for both: the cards show where they differ
        mine, theirs = f"{mine} ({_played(won)})", f"{theirs} ({_played(lost)})"
    table.note(rule, f"{who} {mine} beats {table.name(best)}'s {theirs}: {how}")


def _played(hand: Hand) -> str:
    """The five cards a hand plays, as they count (a wild card as what it plays): ``8♠ 6♦ 4♣``."""
    return " ".join(_symbol(card) for card in hand.plays_as)


def wild_played(table: Table, kind: ShareKind, winners: list[int]) -> None:
    """What each wild card of a winning hand plays as (WILD.BEST-VALUE, WILD.LOW, WILD.BUG), or
    that the hand uses none where its holder had some to use."""
    for i in winners:
        wild = table.wild[i][kind]
        hand = table.hands[i][kind]
        if not wild.any and JOKER not in hand.cards:
            continue
        played = [
            (card, plays) for card, plays in zip(hand.cards, hand.plays_as)
            if card is JOKER or wild.is_wild(card)
        ]
        holds = [c for c in table.cards[i] if c is JOKER or wild.is_wild(c)]
        if not played:
            if holds:
                table.note(
                    "WILD.BEST-VALUE",
                    f"{table.name(i)}'s winning {kind} hand uses none of the wild cards held",
                )
            continue
        rule = next(
            (r for r in ("WILD.BUG", "WILD.LOW", "WILD.BEST-VALUE") if r in hand.rules),
            "WILD.BEST-VALUE",
        )
        said = listed([f"{_symbol(card)} plays as {_symbol(plays)}" for card, plays in played])
        table.note(rule, f"in {table.name(i)}'s winning {kind} hand, {said}")


def _symbol(card: Card) -> str:
    """A card as the rulebook writes it: ``K♠``, or ``the joker``."""
    return "the joker" if card is JOKER else card.symbol


def tie_broken(
    table: Table, kind: ShareKind, winners: list[int], quiet: bool = False
) -> list[int]:
    """The equal hands left once the house's tie-breaks have spoken; by default all of them.

    Under ``natural-tie`` ``fewer-wild-cards`` the hands using the fewest wild
    cards among their five win (WILD.NATURAL-TIE); under ``split`` they tie, and the
    reason says so where one uses fewer wild cards than another; under ``showdown-suits``
    ``high-card-by-suit`` the hand holding the highest card by suit among its
    five wins (POT.SUIT-TIES). Other shares (those components bring) never tie. ``quiet``:
    only asking (a declarer's side is judged), so no reason is given.
    """
    note = (lambda rule, text: None) if quiet else table.note
    if len(winners) < 2 or kind not in ("high", "low"):
        return winners
    rules = table.rules
    used = {i: _wild_cards_used(table, i, kind) for i in winners}
    fewest = min(used.values())
    if fewest < max(used.values()):  # a natural (or less wild) hand ties one made with wild cards
        counts = listed([f"{table.name(i)}'s {_wild_count(used[i])}" for i in winners])
        if rules.natural_tie == "fewer-wild-cards":
            note(
                "WILD.NATURAL-TIE",
                f"the hands are equal, but by the house rule the fewer wild cards win: {counts}",
            )
            winners = [i for i in winners if used[i] == fewest]
        else:
            note(
                "WILD.NATURAL-TIE",
                "the hands are equal, and by the house rule equal hands tie however many wild "
                f"cards they use: {counts}",
            )
    if len(winners) > 1 and rules.showdown_suits == "high-card-by-suit":
        suits = {i: _cards_by_suit(table, i, kind) for i in winners}
        top = max(suits.values())
        kept = [i for i in winners if suits[i] == top]
        if len(kept) < len(winners):
            # the first place, highest card first, where the suits differ
            k = next(k for k, value in enumerate(top) if any(suits[i][k] != value for i in winners))
            card, *beaten = (_by_suit_order(table, i, kind)[k] for i in [kept[0], *winners])
            note(
                "POT.SUIT-TIES",
                f"the hands are equal, but suits break the tie by the house rule: "
                f"{table.name(kept[0])}'s {card.symbol} outranks "
                f"{listed([c.symbol for c in beaten if c != card])} by suit",
            )
            winners = kept
    return winners


def _wild_count(n: int) -> str:
    return "no wild card" if n == 0 else "one wild card" if n == 1 else f"{n} wild cards"


def _wild_cards_used(table: Table, i: int, kind: ShareKind) -> int:
    """How many of the five cards of seat ``i``'s ``kind`` hand are wild for it."""
    wild = table.wild[i][kind]
    return sum(1 for c in table.hands[i][kind].cards if wild.is_wild(c))


def _suit_value(table: Table, kind: ShareKind) -> Callable[[Card], tuple[int, int]]:
    """A card's rank (the ace low in a low hand) and suit, to compare cards by suit."""
    suit = table.rules.suit_order.rank
    return lambda c: (rank_of(c).low_value if kind == "low" else int(rank_of(c)), suit(suit_of(c)))


def _by_suit_order(table: Table, i: int, kind: ShareKind) -> list[Card]:
    """The cards of seat ``i``'s ``kind`` hand, highest first by rank then suit (a joker,
    which has neither, left out)."""
    value = _suit_value(table, kind)
    return sorted((c for c in table.hands[i][kind].cards if c.rank), key=value, reverse=True)


def _cards_by_suit(table: Table, i: int, kind: ShareKind) -> list[tuple[int, int]]:
    """Seat ``i``'s ``kind`` hand as (rank, suit) values, highest first, to compare card by card."""
    return [_suit_value(table, kind)(c) for c in _by_suit_order(table, i, kind)]


def _odd_chip_order(table: Table, winners: list[int], kind: ShareKind) -> list[int]:
    """Tied winners in the order they receive odd chips, one each at most (POT.ODD-CHIP).

    Cards are compared one by one, so a card two winners share (the community
    card) decides nothing and the next one does.
    """
    rule = table.rules.odd_chip
    if rule in ("position", "carry-over"):
        return sorted(winners)
    suit = table.rules.suit_order.rank
    if rule == "tda-five-card-high-suit":
        return sorted(winners, key=lambda i: _cards_by_suit(table, i, kind), reverse=True)
    cards = table.cards
    if kind == "low":  # the lowest card by suit, ace lowest
        return sorted(
            winners,
            key=lambda i: sorted(
                (c.rank.low_value, suit(suit_of(c))) for c in cards[i] if c.rank
            ),
        )
    return sorted(
        winners,
        key=lambda i: sorted(
            ((int(c.rank), suit(suit_of(c))) for c in cards[i] if c.rank), reverse=True
        ),
        reverse=True,
    )
