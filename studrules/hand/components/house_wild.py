"""The house names the wild cards (STUDWILD.GAME, the option ``wild-cards``).

The option is one of the named sets below, or the ranks and cards the players
agreed, which ``agreed_wild`` checks and writes as ``7-Jh``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from studrules.cards import _RANK_INPUT, JOKER, Card
from studrules.errors import CardError
from studrules.game.hooks import WILD_OPTIONS, Component
from studrules.house_rules import HandOption
from studrules.prose import kind_of
from studrules.rankings.base import Wild

HOUSE_WILD_CARDS = {
    "deuces": ("2",),
    "acey-deucey": ("A", "2"),
    "one-eyed-jacks": ("Jh", "Js"),
    "suicide-king": ("Kh",),
}
"""The wild cards by the option ``wild-cards``."""

AGREED_WILD = (
    "or the ranks and cards agreed, written like 7-jh (ranks 2-9, t, j, q, k, a; cards jh)"
)
"""How ``wild-cards`` takes a set of wild cards other than its named ones."""


def agreed_wild(value: object) -> str:
    """The wild cards of ``wild-cards`` given as ranks and cards (``7-jh``), canonical (``7-Jh``).

    Raises ``ValueError`` saying which part is wrong: not text or too long, not a
    rank or a card, the joker (the game has none), a rank or card named twice, or
    a card whose rank is wild already.
    """
    if not isinstance(value, str):
        raise ValueError(f"{kind_of(value)}, not text")
    if len(value) > 100:
        raise ValueError("longer than the 100 characters allowed")
    items: list[str] = []
    for part in value.split("-"):
        rank = _RANK_INPUT.get(part.upper())
        card = None if rank is not None else _card_or_none(part)
        if card is JOKER:
            raise ValueError("the joker: the game is played without one")
        if rank is None and (card is None or card.rank is None):
            raise ValueError(f'"{part}" is not a rank or a card')
        text = rank.char if rank is not None else str(card)
        if text in items:
            raise ValueError(f"{part} named twice")
        if card is not None and card.rank is not None and card.rank.char in items:
            raise ValueError(f"{part}, wild already as its rank")
        if rank is not None and any(len(i) == 2 and i[0] == rank.char for i in items):
            raise ValueError(f"the rank {part} after a card of that rank")
        items.append(text)
    return "-".join(items)


def _card_or_none(text: str) -> Card | None:
    """The card written ``text`` (``jh``), or ``None``."""
    try:
        return Card.parse(text)
    except CardError:
        return None


WILD_CARDS: HandOption = HandOption.everywhere(
    "wild-cards", tuple(HOUSE_WILD_CARDS), "STUDWILD.GAME", more=AGREED_WILD, read=agreed_wild
)
"""Which cards are wild: a named set, or the ranks and cards agreed."""


class HouseWild(Component):
    """The cards the house's ``wild-cards`` option names are wild for everyone."""

    options = (WILD_CARDS,)
    widens = WILD_OPTIONS

    def table_wild(self, rules, up_sequence: Sequence[Card]) -> Wild:
        return house_wild(rules.value(WILD_CARDS))


@lru_cache(maxsize=64)
def house_wild(value: str) -> Wild:
    """The wild cards of the value of ``wild-cards``: a named set, or ranks and cards (``7-Jh``)."""
    return Wild.of(HOUSE_WILD_CARDS.get(value) or value.split("-"))
