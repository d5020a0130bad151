"""The end of a hand: pots and side pots, the winning hands, splits and odd chips.

POT.UNCONTESTED, POT.CARDS-SPEAK, POT.SIDE-POTS, POT.SPLIT-TIES, POT.HI-LO, POT.ODD-CHIP.
Amounts are whole chips; the odd chip is the smallest chip in play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from studrules.cards import Card, Rank, Suit, rank_of, suit_of
from studrules.hand import wilds
from studrules.hand.model import Pot, Reason, Result, Seat, Share, known
from studrules.house_rules import HandRules
from studrules.rankings import Hand, RankingRules, Wild, evaluate
from studrules.rankings.base import KEY_SHIFT, Category
from studrules.variants import Variant


def build_pots(seats: Sequence[Seat]) -> list[tuple[int, tuple[int, ...]]]:
    """The main pot and side pots: each amount and the seats still in that may win it.

    Levels are what each player still in has put in; a pot's chips come from
    every player (folded ones too) up to its level (POT.SIDE-POTS). A top pot
    with one eligible player is an uncalled bet going back. Chips above the
    highest level were matched by nobody still in: ``unmatched`` settles them.
    The price of a buy is no contribution: it joins the lowest pot the buyer
    had reached (BUY.PRICE).
    """
    levels = sorted({s.committed for s in seats if not s.folded})
    pots, tops, below = [], [], 0
    for level in levels:
        amount = sum(min(s.committed, level) - min(s.committed, below) for s in seats)
        eligible = tuple(i for i, s in enumerate(seats) if not s.folded and s.committed >= level)
        if amount:
            pots.append((amount, eligible))
            tops.append(level)
        below = level
    if not pots:  # nothing was put in but, perhaps, the price of a buy
        pots.append((0, tuple(i for i, s in enumerate(seats) if not s.folded)))
        tops.append(0)
    # A buy's price is dead money in the lowest pot reaching what the buyer had put in;
    # one paid above every level of the players still in goes with the unmatched chips.
    for s in seats:
        for price, then in s.prices:
            k = next((k for k, top in enumerate(tops) if top >= then), None)
            if k is not None:
                amount, eligible = pots[k]
                pots[k] = (amount + price, eligible)
    return [pot for pot in pots if pot[0]]


def unmatched(
    seats: Sequence[Seat], fold_order: Sequence[int]
) -> list[tuple[int, int, bool]]:
    """Chips that nobody still in the hand matched: (amount, the seat it goes to, its own?).

    Only a player who folds without facing a bet (baseball's unpaid three) can
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
) -> tuple[list[Pot], list[Reason]]:
    """The pots of chips nobody still in matched, each won by one player, with the reasons."""
    pots, reasons = [], []
    for amount, i, alone in unmatched(seats, fold_order):
        name = seats[i].name
        share = Share("whole", amount, (name,), ((name, amount),))
        pots.append(Pot(amount, (name,), (share,)))
        text = (
            f"the chips {name} put in that nobody still in the hand matched go back to {name}"
            if alone
            else f"chips that nobody still in the hand matched go to {name}, "
            "the last of the players who put them in to fold"
        )
        reasons.append(Reason("POT.SIDE-POTS", text))
    return pots, reasons


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
    returned, reasons = settle_unmatched(seats, fold_order)
    pots = (Pot(total, (name,), (share,)), *returned)
    payouts: dict[str, int] = {}
    for pot in pots:
        for who, won in pot.shares[0].amounts:
            payouts[who] = payouts.get(who, 0) + won
    result = Result(pots, tuple(payouts.items()))
    reasons.insert(
        0, Reason("POT.UNCONTESTED", f"{name} wins the pot uncontested, without showing")
    )
    return result, reasons


def pot_shares(variant: Variant, rules: HandRules) -> tuple[tuple[str, ...], str | None]:
    """The shares of each pot and the low ranking, as the game and the house choose them."""
    choice = {"wild-pot": rules.wild_pot, "low-hole-pot": rules.low_hole_pot}.get(
        variant.pot_option or ""
    )
    if choice == "low":
        return ("low",), "ace-to-five"
    if choice == "high-low":
        return ("high", "low"), "ace-to-five"
    if choice == "high":
        return ("high",), None
    return variant.shares, variant.low_ranking_under(rules.low_ranking)


ACE_OF_SPADES = Card.parse("As")
SEVENS_TOP = Category.FIVE_OF_A_KIND + 2
"""Above five of a kind and a natural royal: the category of the axe's natural sevens."""


def _natural_sevens(
    hand: Hand, held: Sequence[Card], wild: Wild, variant: Variant, rules: HandRules
) -> Hand:
    """The man with the axe: a natural pair of sevens beats every hand (AXE.GAME)."""
    if not variant.sevens_top:
        return hand
    sevens = [c for c in held if c.rank is Rank.SEVEN and not wild.is_wild(c)]
    enough = len(sevens) == 2 if rules.axe_sevens_top == "exactly-two" else len(sevens) >= 2
    if not enough:
        return hand
    key = (SEVENS_TOP << (KEY_SHIFT + 4)) + hand.key
    return Hand(
        hand.ranking,
        key,
        hand.category,
        f"natural sevens, {hand.name}",
        hand.cards,
        hand.plays_as,
        hand.qualifies,
        (*hand.rules, "AXE.GAME"),
    )


class _Table(NamedTuple):
    """What settling the pots looks at: seats, hands, cards, rules, and the reasons given."""

    seats: Sequence[Seat]
    hands: dict[int, dict[str, Hand]]
    cards: dict[int, tuple[Card, ...]]
    rules: HandRules
    reasons: list[Reason]

    def name(self, i: int) -> str:
        """The name of the player at seat ``i``."""
        return self.seats[i].name

    def note(self, rule: str, text: str) -> None:
        """Give a reason for the ruling."""
        self.reasons.append(Reason(rule, text))


def showdown(
    seats: Sequence[Seat],
    variant: Variant,
    rules: HandRules,
    community: Card | None,
    shows_first: int,
    declarations: dict[int, str] | None = None,
    up_sequence: Sequence[Card] = (),
    fold_order: Sequence[int] = (),
) -> tuple[Result, list[Reason]]:
    """Every pot to the best eligible hands, split high and low where the game says so.

    Hands are listed in the order they are shown, clockwise from ``shows_first``.
    In declare games ``declarations`` says which way each player declared;
    ``up_sequence`` (the face-up cards in the order dealt) decides the wild
    cards of follow the queen; ``fold_order`` (seats in the order they folded)
    settles chips that nobody still in matched.
    """
    extra = (community,) if community is not None else ()
    ranking_rules = RankingRules(
        five_of_a_kind=rules.five_of_a_kind,
        wild_duplication=rules.wild_duplication,
        soko_new_hands=rules.soko_new_hands,
    )
    n = len(seats)
    order = [(shows_first + k) % n for k in range(n)]
    cards = {i: (*seats[i].cards, *extra) for i in order if not seats[i].folded}
    shares, low_ranking = pot_shares(variant, rules)
    hands: dict[int, dict[str, Hand]] = {i: {} for i in cards}
    for i, held in cards.items():
        wild = {d: wilds.wild_for(variant, rules, seats[i], d, up_sequence) for d in shares}
        if "high" in shares:
            high = evaluate(variant.high_ranking, held, wild["high"], ranking_rules)
            hands[i]["high"] = _natural_sevens(high, held, wild["high"], variant, rules)
        if low_ranking:
            hands[i]["low"] = evaluate(low_ranking, held, wild["low"], ranking_rules)
        if "spade" in shares:
            hands[i]["spade"] = hole_spade(seats[i], rules)
    table = _Table(seats, hands, cards, rules, [])
    if low_ranking and variant.low_ranking_option and rules.low_ranking != "game":
        rule = "FIVE.LOW-RANKING" if variant.five_card else "HILO.LOW-RANKING"
        table.note(rule, f"the house plays the low half by {low_ranking} ranking")
    table.note("POT.CARDS-SPEAK", _hands_text(table))
    built = build_pots(seats)
    if len(built) > 1:
        table.note(
            "POT.SIDE-POTS", f"{len(built)} pots: each goes to the best hand eligible for it"
        )
    pots = []
    payouts = {s.name: 0 for s in seats}
    for amount, eligible in built:
        if declarations is None:
            split = _split_pot(table, amount, _kinds(table, eligible, shares), eligible)
        else:
            split = _declared(table, amount, eligible, declarations)
        for share in split:
            for name, won in share.amounts:
                payouts[name] += won
        pots.append(Pot(amount, tuple(table.name(i) for i in eligible), tuple(split)))
    returned, reasons = settle_unmatched(seats, fold_order)
    for pot in returned:
        pots.append(pot)
        for name, won in pot.shares[0].amounts:
            payouts[name] += won
    table.reasons.extend(reasons)
    shown = tuple((table.name(i), hands[i].get("high"), hands[i].get("low")) for i in cards)
    result = Result(tuple(pots), tuple((n, a) for n, a in payouts.items() if a), shown)
    return result, table.reasons


def _hands_text(table: _Table) -> str:
    parts = []
    for i, by_kind in table.hands.items():
        if len(by_kind) == 1:
            named = next(iter(by_kind.values())).name
        else:  # "two pair, ... for high and no qualifying low"
            named = " and ".join(
                h.name if kind in h.name else f"{h.name} for {kind}" for kind, h in by_kind.items()
            )
        parts.append(f"{table.name(i)}: {named}")
    return "cards speak: " + "; ".join(parts)


def _kinds(table: _Table, eligible: tuple[int, ...], shares: tuple[str, ...]) -> list[str]:
    """The shares a pot divides into: the game's, unless no eligible hand makes a low (or spade)."""
    kinds = list(shares)
    if kinds == ["high", "low"] and not any(table.hands[i]["low"].qualifies for i in eligible):
        table.note("POT.HI-LO", "no hand qualifies for low: high takes the pot")
        kinds = ["high"]
    if kinds == ["high", "spade"] and not any(table.hands[i]["spade"].qualifies for i in eligible):
        table.note(
            "CHICAGO.NO-SPADE", "nobody still in has a spade in the hole: high takes the pot"
        )
        kinds = ["high"]
    return kinds


def hole_spade(seat: Seat, rules: HandRules) -> Hand:
    """The player's best spade in the hole for Chicago's half (CHICAGO.SPADE, CHICAGO.ACE).

    Its key orders the spades best first: the highest for high Chicago, the
    lowest for low Chicago (where the ace is the highest spade, or also the
    lowest). A player with no spade in the hole gets a hand that cannot win.
    """
    low = rules.chicago_spade == "low"
    ace_low = low and rules.chicago_ace == "high-or-low"

    def key(card: Card) -> int:
        value = int(rank_of(card))
        if ace_low and card.rank is Rank.ACE:
            value = 1
        return 15 - value if low else value

    hole = [c for c, up in zip(seat.cards, seat.up) if not up and c.suit is Suit.SPADES]
    if not hole:
        return Hand("chicago", -1, None, "no spade in the hole", (), qualifies=False)
    best = max(hole, key=key)
    name = f"the {best.symbol} in the hole"
    return Hand("chicago", key(best), None, name, (best,), rules=("CHICAGO.SPADE",))


def _declared(
    table: _Table, amount: int, eligible: tuple[int, ...], declarations: dict[int, str]
) -> list[Share]:
    """A pot of a declare game: high declarers share the high half, low declarers the low.

    A player who declared both competes on both sides and must win both
    outright (DECLARE.BOTH-WINS); one who fails is dropped where the house rule
    says (DECLARE.BOTH-FAILS).
    """
    high = tuple(i for i in eligible if declarations.get(i) in ("high", "both"))
    low = tuple(i for i in eligible if declarations.get(i) in ("low", "both"))
    swingers = [i for i in eligible if declarations.get(i) == "both"]
    if swingers:
        high, low = _both_ways(table, high, low, swingers)
    if not high and not low:
        table.note(
            "DECLARE.BOTH-FAILS",
            "everyone in this pot declared both and failed: the cards speak, high and low",
        )
        return _split_pot(table, amount, _kinds(table, eligible, ("high", "low")), eligible)
    if high and low and not any(table.hands[i]["low"].qualifies for i in low):
        table.note("DECLARE.SETTLE", "no low declarer has a qualifying low: high takes it all")
        low = ()
    if high and low:
        table.note(
            "DECLARE.SETTLE",
            "the best high among the high declarers and the best low among the low "
            "declarers share the pot",
        )
        part = amount // 2
        return [
            _award(table, "high", amount - part, high, whole=False),
            _award(table, "low", part, low, whole=False),
        ]
    kind, side = ("high", high) if high else ("low", low)
    table.note("DECLARE.ONE-WAY", f"everyone in this pot declared {kind}: the best {kind} takes it")
    if kind == "low" and not all(table.hands[i]["low"].qualifies for i in side):
        # With no high side to take it, a qualifier would leave the pot to nobody:
        # it is dropped, and the lowest ace-to-five hand wins.
        unqualified = {i: {"low": evaluate("ace-to-five", table.cards[i])} for i in side}
        return [_award(table._replace(hands=unqualified), "low", amount, side, whole=True)]
    return [_award(table, kind, amount, side, whole=True)]


def _both_ways(
    table: _Table, high: tuple[int, ...], low: tuple[int, ...], swingers: list[int]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The high and low contenders once every both-declarer has won both ways or failed."""
    hands = table.hands
    dropped_high, dropped_low = set(), set()
    for b in swingers:
        high_way = _one_way(hands, b, "high", high)
        low_way = _one_way(hands, b, "low", low) if hands[b]["low"].qualifies else "loses"
        name = table.name(b)
        wins_high, wins_low = high_way == "wins", low_way == "wins"
        if wins_high and wins_low:
            table.note(
                "DECLARE.BOTH-WINS",
                f"{name} declared both and wins both ways outright: {name} takes the pot",
            )
            return (b,), (b,)
        # The house may let a both-declarer who ties one way keep the half won outright.
        keeps = table.rules.both_fails == "keeps-won-half" and {high_way, low_way} == {
            "wins",
            "ties",
        }
        lost = "high" if not wins_high else "low"
        if keeps:
            kept = "high" if wins_high else "low"
            table.note(
                "DECLARE.BOTH-FAILS",
                f"{name} declared both and only ties for {lost}, but keeps the "
                f"{kept} half won outright",
            )
        else:
            table.note(
                "DECLARE.BOTH-FAILS",
                f"{name} declared both and fails to win {lost} outright: {name} wins nothing "
                "and the pot goes to the other declarers",
            )
        if not (keeps and wins_high):
            dropped_high.add(b)
        if not (keeps and wins_low):
            dropped_low.add(b)
    return (
        tuple(i for i in high if i not in dropped_high),
        tuple(i for i in low if i not in dropped_low),
    )


def _one_way(hands, b: int, kind: str, side: tuple[int, ...]) -> str:
    """How ``b`` does at ``kind`` against the rest of ``side``: ``wins``, ``ties`` or ``loses``."""
    mine = hands[b][kind].key
    best = max((hands[i][kind].key for i in side if i != b), default=None)
    if best is None or mine > best:
        return "wins"
    return "ties" if mine == best else "loses"


def _split_pot(
    table: _Table, amount: int, kinds: list[str], eligible: tuple[int, ...]
) -> list[Share]:
    """One pot's shares: whole, or high and low halves with the odd chip to the high half."""
    if len(eligible) == 1:
        name = table.name(eligible[0])
        return [Share("whole", amount, (name,), ((name, amount),))]
    if len(kinds) == 2:
        second = amount // 2
        halves = {kinds[0]: amount - second, kinds[1]: second}
        rule = "CHICAGO.SPLIT" if kinds[1] == "spade" else "POT.HI-LO"
        if amount % 2:
            odd_rule = rule if kinds[1] == "spade" else "POT.ODD-CHIP"
            table.note(odd_rule, "the odd chip of a split pot goes to the high half")
        other = "the best spade in the hole" if kinds[1] == "spade" else "the best low"
        table.note(rule, f"the pot is split between the best high and {other}")
    else:
        halves = {kinds[0]: amount}
    shares = [
        _award(table, kind, part, eligible, whole=len(halves) == 1) for kind, part in halves.items()
    ]
    if "spade" in halves:
        _explain_spade(table, shares[-1], eligible)
    return shares


def _explain_spade(table: _Table, share: Share, eligible: tuple[int, ...]) -> None:
    """Who takes the spade half, and how the ace of spades counted (CHICAGO.SPADE, CHICAGO.ACE)."""
    way = "lowest" if table.rules.chicago_spade == "low" else "highest"
    card = known(share.hand, "a winning spade").cards[0]
    table.note(
        "CHICAGO.SPADE",
        f"{share.winners[0]} holds the {way} spade in the hole, {card.symbol}, "
        "and takes the spade half",
    )
    aces = [i for i in eligible if table.hands[i]["spade"].cards[:1] == (ACE_OF_SPADES,)]
    if aces:
        if way == "highest":
            how = "the ace of spades is the highest spade"
        elif table.rules.chicago_ace == "high-or-low":
            how = "the ace of spades counts low too: it is the lowest spade"
        else:
            how = "the ace of spades counts only high: it is the highest spade, the worst for low"
        table.note("CHICAGO.ACE", f"{table.name(aces[0])} has the A♠ in the hole: {how}")


def _award(table: _Table, kind: str, amount: int, eligible: tuple[int, ...], whole: bool) -> Share:
    """``amount`` to the best ``kind`` hands among ``eligible``, split evenly, odd chips by rule."""
    hands = table.hands
    best = max(hands[i][kind].key for i in eligible)
    winners = [i for i in eligible if hands[i][kind].key == best]
    each, odd = divmod(amount, len(winners))
    ordered = _odd_chip_order(table, winners, kind) if odd else []
    amounts = {i: each for i in winners}
    for i in ordered[:odd]:
        amounts[i] += 1
    names = tuple(table.name(i) for i in winners)
    hand = hands[winners[0]][kind]
    if len(winners) > 1:
        table.note("POT.SPLIT-TIES", f"{' and '.join(names)} tie with {hand.name} and split")
        if odd:
            lucky = ", ".join(table.name(i) for i in ordered[:odd])
            table.note("POT.ODD-CHIP", f"the odd chip goes to {lucky} ({table.rules.odd_chip})")
    return Share(
        "whole" if whole else kind,
        amount,
        names,
        tuple((table.name(i), amounts[i]) for i in winners),
        hand,
    )


def _odd_chip_order(table: _Table, winners: list[int], kind: str) -> list[int]:
    """Tied winners in the order they receive odd chips, one each at most (POT.ODD-CHIP).

    Cards are compared one by one, so a card two winners share (the community
    card) decides nothing and the next one does.
    """
    rule = table.rules.odd_chip
    if rule == "position":
        return sorted(winners)
    suit = table.rules.suit_order.rank
    if rule == "tda-five-card-high-suit":

        def value(c: Card) -> tuple[int, int]:
            rank = rank_of(c)
            return (rank.low_value if kind == "low" else int(rank), suit(suit_of(c)))

        return sorted(
            winners,
            key=lambda i: sorted(
                (value(c) for c in table.hands[i][kind].cards if c.rank), reverse=True
            ),
            reverse=True,
        )
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
