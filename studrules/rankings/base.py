"""What every ranking shares: the categories, the evaluated ``Hand``, wild cards and ranking rules.

Every ranking is a pure function with one signature::

    evaluate(cards, wild=NO_WILD, rules=DEFAULT_RULES) -> Hand

A ``Hand`` orders by its integer ``key``: a greater key is a better hand in every
ranking, low rankings included, so ``max(hands)`` is the winner and equal keys tie.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

from studrules.cards import BRIDGE, JOKER, Card, Rank, SuitOrder, format_cards
from studrules.errors import OptionError, RankingError
from studrules.prose import listed


class Category(IntEnum):
    """The kind of a hand; the value orders the categories from worst to best in high."""

    HIGH_CARD = 0
    """No pair and nothing else: in low rankings, the unpaired hands that make a low."""
    ONE_PAIR = 1
    """Two cards of one rank."""
    FOUR_STRAIGHT = 2
    """Sökö only: four cards of consecutive ranks and an odd card."""
    FOUR_FLUSH = 3
    """Sökö only: four cards of one suit and an odd card of another."""
    TWO_PAIR = 4
    """Two cards of one rank and two of another."""
    THREE_OF_A_KIND = 5
    """Three cards of one rank."""
    STRAIGHT = 6
    """Five cards of consecutive ranks, not all of one suit."""
    FLUSH = 7
    """Five cards of one suit, not consecutive."""
    FULL_HOUSE = 8
    """Three cards of one rank and two of another."""
    FOUR_OF_A_KIND = 9
    """Four cards of one rank."""
    STRAIGHT_FLUSH = 10
    """Five consecutive cards of one suit; the ace-high one is the royal flush."""
    FIVE_OF_A_KIND = 11
    """Five cards of one rank: only possible with wild cards."""


KEY_SHIFT = 20
"""A high key is ``category << KEY_SHIFT`` plus five 4-bit ranks, the most significant first."""


def high_key(category: int, ranks: Sequence[int]) -> int:
    """The key of a hand of ``category`` whose ranks, in order of significance, are ``ranks``."""
    key = category
    for i in range(5):
        key = (key << 4) | (ranks[i] if i < len(ranks) else 0)
    return key


def key_ranks(key: int) -> tuple[int, ...]:
    """The five 4-bit ranks packed in a key, most significant first (zeros included)."""
    return tuple((key >> shift) & 0xF for shift in (16, 12, 8, 4, 0))


def require_cards(cards: Iterable[Card], ranking: str) -> tuple[Card, ...]:
    """``cards`` as a tuple, or a ``RankingError`` if they are not five or more cards."""
    hand = tuple(cards)
    for c in hand:
        if not isinstance(c, Card):
            i = next(i for i, item in enumerate(hand, 1) if item is c)
            raise RankingError(f"{ranking}: item {i} ({c!r}) is not a card")
    if len(hand) < 5:
        raise RankingError(
            f"{ranking} needs at least 5 cards; {len(hand)} "
            f"{'was' if len(hand) == 1 else 'were'} given"
        )
    return hand


def holds_joker(cards: Iterable[Card]) -> bool:
    """Whether the joker is among ``cards``.

    Compared by identity (cards are interned), in a plain loop: ``JOKER in cards`` costs
    about twice as much interpreted, as it asks each card for ``__eq__`` through Python's
    slot, ``Card`` defining an order of its own (``__lt__``); ``any()`` over a generator
    costs the generator.
    """
    for c in cards:  # noqa: SIM110 (any() over a generator: see above)
        if c is JOKER:
            return True
    return False


FIVE_OF_A_KIND_RULES = ("above-straight-flush", "below-natural-royal")
WILD_DUPLICATION_RULES = ("anything-goes", "none", "only-for-five-of-a-kind")
SOKO_NEW_HANDS_RULES = ("above-pair", "below-pair")


@dataclass(frozen=True)
class RankingRules:
    """The house rules that change how hands rank (spec: wild-cards.md, soko in high.md).

    ``five_of_a_kind``: where five of a kind ranks (WILD.FIVE-OF-A-KIND).
    ``wild_duplication``: whether a wild card may stand for a card the hand already
    holds (WILD.DUPLICATION). ``soko_new_hands``: where Sökö's 4-straight and
    4-flush rank (SOKO.ORDER). ``suit_order``: used only where a ranking breaks a
    tie by suit (showing hands), never at the showdown (HIGH.SUITS-EQUAL).
    """

    five_of_a_kind: str = "above-straight-flush"
    wild_duplication: str = "anything-goes"
    soko_new_hands: str = "above-pair"
    suit_order: SuitOrder = field(default=BRIDGE)

    def __post_init__(self) -> None:
        for name, allowed in (
            ("five_of_a_kind", FIVE_OF_A_KIND_RULES),
            ("wild_duplication", WILD_DUPLICATION_RULES),
            ("soko_new_hands", SOKO_NEW_HANDS_RULES),
        ):
            value = getattr(self, name)
            if value not in allowed:
                raise OptionError(
                    f'unknown value "{value}" for {name.replace("_", "-")}: '
                    f"choose one of {', '.join(allowed)}"
                )


DEFAULT_RULES = RankingRules()


@dataclass(frozen=True)
class Wild:
    """Which cards are wild: whole ranks, single cards, and how a joker plays (WILD.*).

    ``joker`` is ``"bug"`` (an ace, or any card that completes a straight or a
    flush: WILD.BUG) or ``"wild"`` (fully wild).
    """

    ranks: frozenset[Rank] = frozenset()
    cards: frozenset[Card] = frozenset()
    joker: str = "bug"

    def __post_init__(self) -> None:
        if self.joker not in ("bug", "wild"):
            raise OptionError(f'a joker plays as "bug" or "wild", not "{self.joker}"')

    def is_wild(self, card: Card) -> bool:
        """Whether ``card`` is fully wild under this rule (a bug joker is not)."""
        if card is JOKER:
            return self.joker == "wild"
        return card.rank in self.ranks or card in self.cards

    @property
    def any(self) -> bool:
        """Whether any card at all is wild (the bug aside)."""
        return bool(self.ranks or self.cards or self.joker == "wild")

    def describe(self) -> str:
        """The wild cards in words: ``deuces and J♥ wild``; ``no wild cards``."""
        parts = [rank.plural for rank in sorted(self.ranks)]
        parts += [c.symbol for c in sorted(self.cards)]
        if self.joker == "wild":
            parts.append("the joker")
        if not parts:
            return "no wild cards"
        return f"{listed(parts)} wild"

    @classmethod
    def of(cls, items: Iterable[str | Rank | Card], joker: str | None = None) -> Wild:
        """Build from ranks and cards: ``Wild.of(["2", "Jh"])``; ``"Jk"`` makes the joker wild."""
        from studrules.cards import _RANK_INPUT
        from studrules.cards import Card as _Card

        ranks: set[Rank] = set()
        cards: set[Card] = set()
        joker_mode = joker or "bug"
        for item in items:
            if isinstance(item, Rank):
                ranks.add(item)
            elif isinstance(item, _Card):
                if item is JOKER:
                    joker_mode = "wild"
                else:
                    cards.add(item)
            elif item.upper() in _RANK_INPUT:
                ranks.add(_RANK_INPUT[item.upper()])
            else:
                parsed = _Card.parse(item)
                if parsed is JOKER:
                    joker_mode = "wild"
                else:
                    cards.add(parsed)
        return cls(frozenset(ranks), frozenset(cards), joker_mode)


NO_WILD = Wild()


class Hand:
    """An evaluated hand: orders by ``key``, names itself and shows the cards it used.

    ``cards`` are the (up to) five cards that make the hand, most significant
    first; ``plays_as`` gives, for each of them, the card it counts as (a wild
    card's chosen value, otherwise the card itself). ``qualifies`` is False for a
    hand that does not make the ranking at all (a low that is not eight or better);
    such a hand has the lowest key and its ``name`` says why. ``rules`` are the IDs
    of the spec rules that decided the hand (``citations.rules_for``); the registry's
    ``evaluate`` fills them in, a ranking function called directly leaves them empty.
    """

    __slots__ = ("ranking", "key", "category", "name", "cards", "plays_as", "qualifies", "rules")

    def __init__(
        self,
        ranking: str,
        key: int,
        category: Category | None,
        name: str,
        cards: Sequence[Card],
        plays_as: Sequence[Card] | None = None,
        qualifies: bool = True,
        rules: Sequence[str] = (),
    ):
        self.ranking = ranking
        self.key = key
        self.category = category
        self.name = name
        self.cards = tuple(cards)
        self.plays_as = tuple(plays_as) if plays_as is not None else self.cards
        self.qualifies = qualifies
        self.rules = tuple(rules)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self.key == other.key

    def __lt__(self, other: Hand) -> bool:
        return self.key < other.key

    def __le__(self, other: Hand) -> bool:
        return self.key <= other.key

    def __gt__(self, other: Hand) -> bool:
        return self.key > other.key

    def __ge__(self, other: Hand) -> bool:
        return self.key >= other.key

    def __hash__(self) -> int:
        return hash((self.ranking, self.key))

    def describe(self) -> str:
        """The name and the cards: ``flush, ace-king-queen-jack-nine: As Ks Qs Js 9s``."""
        if not self.cards:
            return self.name
        shown = " ".join(
            str(c) if c is p else f"{c}={p}" for c, p in zip(self.cards, self.plays_as)
        )
        return f"{self.name}: {shown}"

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"Hand({self.ranking!r}, {self.name!r}, {format_cards(self.cards)!r})"
