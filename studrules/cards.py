"""Cards, suits, ranks and the notation a player's cards are written in (spec: notation.md).

Cards are interned: there is exactly one ``Card`` object per card, so ``is`` and
``==`` agree and a card can index the lookup tables of the rankings directly.
A player's cards are written in the order dealt, face-down cards in
parentheses: ``(Ah Kd) 4s 7c 9h Jd (2c)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from enum import Enum, IntEnum

from studrules.errors import CardError


class Rank(IntEnum):
    """A card's rank; the value orders ranks with the ace high (CARDS.RANKS)."""

    TWO = 2
    """The deuce: the lowest rank when aces play high."""
    THREE = 3
    """The trey."""
    FOUR = 4
    """The four."""
    FIVE = 5
    """The five: the top card of the wheel."""
    SIX = 6
    """The six."""
    SEVEN = 7
    """The seven."""
    EIGHT = 8
    """The eight: the worst card a qualifying eight-or-better low may hold."""
    NINE = 9
    """The nine."""
    TEN = 10
    """The ten, written ``T`` (``10`` is accepted)."""
    JACK = 11
    """The jack."""
    QUEEN = 12
    """The queen."""
    KING = 13
    """The king."""
    ACE = 14
    """The ace: high, except where a ranking plays it low."""

    @property
    def char(self) -> str:
        """The one-character symbol of the rank: ``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_CHARS[self]

    @property
    def word(self) -> str:
        """The rank as a player says it: ``"king"``."""
        return _RANK_WORDS[self]

    @property
    def plural(self) -> str:
        """The rank's plural as a player says it: ``"sixes"``."""
        return "sixes" if self is Rank.SIX else self.word + "s"

    @property
    def low_value(self) -> int:
        """The rank's value when aces play low: the ace is 1, the others keep theirs."""
        return 1 if self is Rank.ACE else int(self)


class Suit(Enum):
    """A card's suit; suits have no order of their own (see ``SuitOrder``)."""

    CLUBS = "c"
    """Clubs, ``c`` or ``♣``."""
    DIAMONDS = "d"
    """Diamonds, ``d`` or ``♦``."""
    HEARTS = "h"
    """Hearts, ``h`` or ``♥``."""
    SPADES = "s"
    """Spades, ``s`` or ``♠``."""

    @property
    def symbol(self) -> str:
        """The suit's symbol: ``♣ ♦ ♥ ♠``."""
        return _SUIT_SYMBOLS[self]

    @property
    def word(self) -> str:
        """The suit's name in the singular: ``"spade"``."""
        return self.name.lower()[:-1]


_RANK_CHARS = {rank: "23456789TJQKA"[rank - 2] for rank in Rank}
_RANK_WORDS = {
    rank: word
    for rank, word in zip(
        Rank,
        ["two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "jack", "queen", "king", "ace"],
        strict=True,
    )
}
_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_INDEX = {suit: i for i, suit in enumerate(Suit)}


class Card:
    """One playing card, or the joker (whose rank and suit are ``None``).

    Cards are interned; build them with ``Card.parse`` or ``card(rank, suit)``.
    ``index`` numbers the 52 cards ``4 * (rank - 2) + suit`` (clubs 0 ... spades 3)
    and the joker 52.
    """

    __slots__ = ("rank", "suit", "index", "_text", "_hash")

    rank: Rank | None
    suit: Suit | None
    index: int
    _text: str
    _hash: int

    def __init__(self, rank: Rank | None, suit: Suit | None, index: int, text: str):
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "_text", text)
        object.__setattr__(self, "_hash", object.__hash__(self))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __hash__(self) -> int:
        """By identity, as every class's (cards are interned); written out because a
        class compiled by mypyc that refuses ``__setattr__`` is otherwise unhashable. Worked
        out once, as the card is made: asking ``object.__hash__`` is a Python call when compiled,
        and cards are hashed often (sets and dictionaries of cards)."""
        return self._hash

    def __reduce__(self):
        return (_card_by_index, (self.index,))

    @property
    def is_joker(self) -> bool:
        """Whether this card is the joker."""
        return self.rank is None

    @property
    def symbol(self) -> str:
        """The card with its suit symbol: ``A♠``; the joker is ``Jk``."""
        if self.rank is None or self.suit is None:
            return self._text
        return self.rank.char + self.suit.symbol

    @staticmethod
    def parse(text: str) -> Card:
        """The card written ``text`` (``As``, ``10h``, ``K♦``, ``Jk``); raises ``CardError``."""
        found = _lookup_token(text)
        if found is None:
            raise CardError(_unknown_card_message(text, 1, 1), token=text, position=1, column=1)
        return found

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index


_DECK: tuple[Card, ...] = tuple(
    Card(rank, suit, 4 * (rank - 2) + _SUIT_INDEX[suit], rank.char + suit.value)
    for rank in Rank
    for suit in Suit
)
JOKER = Card(None, None, 52, "Jk")
"""The joker: wild, or a bug, as the game says (spec WILD.BUG)."""
ALL_CARDS: tuple[Card, ...] = (*_DECK, JOKER)


def _card_by_index(index: int) -> Card:
    return ALL_CARDS[index]


def card(rank: Rank, suit: Suit) -> Card:
    """The interned card of this rank and suit."""
    return _DECK[4 * (rank - 2) + _SUIT_INDEX[suit]]


def standard_deck() -> tuple[Card, ...]:
    """The 52 cards without a joker, deuces first, clubs before spades."""
    return _DECK


_RANK_INPUT = {ch: rank for rank, ch in _RANK_CHARS.items()} | {"10": Rank.TEN}
_SUIT_INPUT = {s.value: s for s in Suit} | {s.symbol: s for s in Suit}
_TOKENS: dict[str, Card] = {"jk": JOKER}
for _rank_text, _rank in _RANK_INPUT.items():
    for _suit_text, _suit in _SUIT_INPUT.items():
        _TOKENS[(_rank_text + _suit_text).lower()] = card(_rank, _suit)


def _lookup_token(text: str) -> Card | None:
    return _TOKENS.get(text.replace("\ufe0f", "").lower())


def _unknown_card_message(token: str, position: int, column: int) -> str:
    return (
        f'unknown card "{token}" (card {position}, column {column}): write a rank '
        "2-9, T (or 10), J, Q, K, A and a suit c, d, h, s (or ♣ ♦ ♥ ♠), or Jk for the joker"
    )


def rank_of(card: Card) -> Rank:
    """The rank of ``card``, which the caller knows is not the joker."""
    if card.rank is None:
        raise CardError("the joker has no rank of its own", token="Jk")
    return card.rank


def suit_of(card: Card) -> Suit:
    """The suit of ``card``, which the caller knows is not the joker."""
    if card.suit is None:
        raise CardError("the joker has no suit of its own", token="Jk")
    return card.suit


class SuitOrder:
    """An order of the suits, lowest first, used only to break ties between cards.

    See CARDS.SUIT-ORDER.
    """

    __slots__ = ("name", "suits", "_rank")

    def __init__(self, name: str, suits: Sequence[Suit]):
        if sorted(s.value for s in suits) != sorted(s.value for s in Suit):
            raise ValueError("a suit order must name each of the four suits once")
        self.name = name
        self.suits = tuple(suits)
        self._rank = {suit: i for i, suit in enumerate(self.suits)}

    def rank(self, suit: Suit) -> int:
        """The suit's place in this order: 0 for the lowest."""
        return self._rank[suit]

    def describe(self) -> str:
        """The order in words: ``clubs < diamonds < hearts < spades``."""
        return " < ".join(s.name.lower() for s in self.suits)

    @classmethod
    def named(cls, name: str) -> SuitOrder:
        """A named order (``bridge``, ``cjk``, ...) or four suit letters, lowest first."""
        if name in SUIT_ORDERS:
            return SUIT_ORDERS[name]
        letters = name.strip().lower()
        if len(letters) == 4 and sorted(letters) == ["c", "d", "h", "s"]:
            return cls(letters, [Suit(ch) for ch in letters])
        raise ValueError(
            f'unknown suit order "{name}": use {", ".join(SUIT_ORDERS)} '
            "or the four suit letters lowest first, such as cdhs"
        )

    def __repr__(self) -> str:
        return f"SuitOrder({self.name!r})"


SUIT_ORDERS = {
    "bridge": SuitOrder("bridge", [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]),
    "alternating-colours": SuitOrder(
        "alternating-colours", [Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES]
    ),
    "cjk": SuitOrder("cjk", [Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES]),
    "reversed": SuitOrder("reversed", [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]),
}
BRIDGE = SUIT_ORDERS["bridge"]
"""The default suit order: clubs < diamonds < hearts < spades."""


class Holding:
    """A player's cards in the order dealt, each face up or face down (CARDS.NOTATION)."""

    __slots__ = ("cards", "up")

    cards: tuple[Card, ...]
    up: tuple[bool, ...]

    def __init__(self, cards: Iterable[Card], up: Iterable[bool]):
        object.__setattr__(self, "cards", tuple(cards))
        object.__setattr__(self, "up", tuple(bool(u) for u in up))
        if len(self.cards) != len(self.up):
            raise ValueError("a holding needs one face-up flag per card")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("holdings are immutable")

    @property
    def up_cards(self) -> tuple[Card, ...]:
        """The face-up cards, in the order dealt."""
        return tuple(c for c, u in zip(self.cards, self.up) if u)

    @property
    def down_cards(self) -> tuple[Card, ...]:
        """The face-down cards, in the order dealt."""
        return tuple(c for c, u in zip(self.cards, self.up) if not u)

    def __len__(self) -> int:
        return len(self.cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Holding) and (self.cards, self.up) == (other.cards, other.up)

    def __hash__(self) -> int:
        return hash((self.cards, self.up))

    def __str__(self) -> str:
        return format_holding(self)

    def __repr__(self) -> str:
        return f"Holding({format_holding(self)!r})"


_CARD_RUN = re.compile(r"10|[2-9tjqka]", re.IGNORECASE)
_SPLIT = re.compile(r"[\s,]+")


def _split_compact(token: str) -> list[str] | None:
    """Split ``AsKs`` or ``10hJk`` into card tokens; None when it does not read as cards."""
    parts, at = [], 0
    text = token.replace("\ufe0f", "")
    while at < len(text):
        if text[at : at + 2].lower() == "jk":
            parts.append(text[at : at + 2])
            at += 2
            continue
        rank = _CARD_RUN.match(text, at)
        if rank is None or rank.end() >= len(text) or text[rank.end()] not in "cdhsCDHS♣♦♥♠":
            return None
        parts.append(text[at : rank.end() + 1])
        at = rank.end() + 1
    return parts


def _scan(text: str) -> list[tuple[str, int]]:
    """Tokens of ``text`` with their 1-based columns; parentheses are tokens of their own."""
    tokens: list[tuple[str, int]] = []
    for match in re.finditer(r"[()]|[^\s,()]+", text):
        tokens.append((match.group(), match.start() + 1))
    return tokens


def parse_holding(text: str) -> Holding:
    """Read a player's cards, face-down cards in parentheses: ``(Ah Kd) 4s``.

    Raises ``CardError`` naming the token and its position for an unknown card,
    a duplicate card or an unbalanced parenthesis.
    """
    cards: list[Card] = []
    up: list[bool] = []
    seen: dict[Card, int] = {}
    open_at = 0
    for token, column in _scan(text):
        if token == "(":
            if open_at:
                raise CardError(
                    f'unbalanced parentheses: "(" at column {column} opens inside the "(" '
                    f"at column {open_at}",
                    token="(", position=len(cards) + 1, column=column,
                )
            open_at = column
            continue
        if token == ")":
            if not open_at:
                raise CardError(
                    f'unbalanced parentheses: ")" at column {column} has no "(" before it',
                    token=")", position=len(cards) + 1, column=column,
                )
            open_at = 0
            continue
        pieces = [token] if _lookup_token(token) else _split_compact(token)
        if not pieces:
            position = len(cards) + 1
            raise CardError(
                _unknown_card_message(token, position, column),
                token=token, position=position, column=column,
            )
        offset = column
        for piece in pieces:
            found = _lookup_token(piece)
            position = len(cards) + 1
            if found is None:
                raise CardError(
                    _unknown_card_message(piece, position, offset),
                    token=piece, position=position, column=offset,
                )
            if found in seen:
                raise CardError(
                    f'duplicate card "{piece}" (card {position}, column {offset}): '
                    f"it is already card {seen[found]}",
                    token=piece, position=position, column=offset,
                )
            seen[found] = position
            cards.append(found)
            up.append(not open_at)
            offset += len(piece)
    if open_at:
        raise CardError(
            f'unbalanced parentheses: "(" at column {open_at} is never closed',
            token="(", position=len(cards) + 1, column=open_at,
        )
    return Holding(cards, up)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards written with spaces (``As Ks Qs``), or run together (``AsKsQs``).

    Parentheses are allowed and ignored; errors are those of ``parse_holding``.
    """
    return parse_holding(text).cards


_UNSUITED = re.compile(r"(?:10|[2-9TJQKA])+", re.IGNORECASE)


def parse_ranks(text: str) -> tuple[Card, ...]:
    """Read a hand written by ranks alone (``A2345``, ``K Q J T 9``) as cards of no flush.

    Suits are given in turn clubs, diamonds, hearts, spades, so five or more
    cards never make a flush and equal ranks never collide. Raises ``CardError``.
    """
    compact = _SPLIT.sub("", text)
    if not compact or not _UNSUITED.fullmatch(compact):
        raise CardError(
            f'"{text}" is not a hand written by ranks alone (such as A2345)',
            token=text, position=1, column=1,
        )
    ranks = [_RANK_INPUT[m.group().upper()] for m in _CARD_RUN.finditer(compact)]
    suits = list(Suit)
    cards: list[Card] = []
    for i, rank in enumerate(ranks):
        taken = {c.suit for c in cards if c.rank is rank}
        free = [s for k in range(4) if (s := suits[(i + k) % 4]) not in taken]
        if not free:
            raise CardError(
                f"a hand cannot hold five {rank.plural} (card {i + 1})",
                token=rank.char, position=i + 1, column=i + 1,
            )
        cards.append(card(rank, free[0]))
    return tuple(cards)


def format_cards(cards: Iterable[Card], symbols: bool = False) -> str:
    """Cards separated by spaces: ``As Ks``, or ``A♠ K♠`` with ``symbols``."""
    return " ".join(c.symbol if symbols else str(c) for c in cards)


def format_holding(holding: Holding, symbols: bool = False) -> str:
    """A holding in the notation ``(Ah Kd) 4s``; runs of face-down cards share parentheses."""
    out: list[str] = []
    run: list[str] = []
    for c, up in zip(holding.cards, holding.up):
        text = c.symbol if symbols else str(c)
        if up:
            if run:
                out.append("(" + " ".join(run) + ")")
                run = []
            out.append(text)
        else:
            run.append(text)
    if run:
        out.append("(" + " ".join(run) + ")")
    return " ".join(out)
