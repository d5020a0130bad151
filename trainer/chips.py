"""Cards as small HTML chips with suit colours, for the table and for card notation in the rulebook.

Chips are cached: cards are few and their markup never changes.
A chip is ``<span class="card suit-s" data-card="As">``; a card dealt face down
carries the class ``down`` (and, when its face is hidden from the learner, shows
only a back). The stylesheet colours suits, and the four-colour deck option
switches clubs and diamonds to their own colours.
"""

from __future__ import annotations

from functools import cache, lru_cache

from markupsafe import Markup

from studrules.cards import Card, Holding, parse_holding
from studrules.errors import CardError


@cache
def card_chip(card: Card, down: bool = False) -> Markup:
    """One card face up, or a known face-down card (marked ``down``) at a showdown."""
    if card.rank is None or card.suit is None:
        return Markup(
            '<span class="card joker{}" data-card="Jk" title="joker{}">Jk</span>'
        ).format(" down" if down else "", ", face down" if down else "")
    rank = "10" if card.rank.char == "T" else card.rank.char
    label = f"{card.rank.word} of {card.suit.word}s" + (", face down" if down else "")
    return Markup(
        '<span class="card suit-{suit}{down}" data-card="{text}" title="{label}">'
        '<span class="rank">{rank}</span><span class="suit">{symbol}</span></span>'
    ).format(
        suit=card.suit.value, down=" down" if down else "", text=str(card), label=label,
        rank=rank, symbol=card.suit.symbol,
    )


def back_chip() -> Markup:
    """A face-down card whose face the learner may not see."""
    return Markup(
        '<span class="card back down" data-card="down" title="a face-down card">'
        '<span class="visually-hidden">face-down card</span></span>'
    )


@lru_cache(maxsize=1024)
def seen_chip(text: str | None, up: bool) -> Markup:
    """A card as a question shows it: its face when known (marked if dealt down), else its back."""
    if text is None:
        return back_chip()
    return card_chip(Card.parse(text), down=not up)


def holding_chips(holding: Holding) -> Markup:
    """A player's cards in dealing order, face-down ones marked."""
    return Markup(" ").join(
        card_chip(card, down=not up) for card, up in zip(holding.cards, holding.up)
    )


@lru_cache(maxsize=4096)
def notation_chips(text: str) -> Markup | None:
    """Card notation (``(Ah Kd) 4s``, ``K♠``) as chips; None when the text is not cards."""
    if not text.strip():
        return None
    try:
        holding = parse_holding(text)
    except CardError:
        return None
    if not holding.cards:
        return None
    return Markup('<span class="cards" data-notation="{}">{}</span>').format(
        text, holding_chips(holding)
    )
