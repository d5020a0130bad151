"""Cards as small HTML chips with suit colours, for the table and for card notation in the rulebook.

Chips are cached: cards are few and their markup never changes.
A chip is ``<span class="card suit-s" data-card="As" role="img" aria-label="ace of
spades">``: screen readers read its name, not the glyphs inside. The rank is
written as the rulebook writes it (``T`` for the ten, as in ``T♠``), so a card
reads the same on the table, in the questions and in the reasons. A card dealt
face down carries the class ``down`` (and, when its face is hidden from the
learner, shows only a back); a wild card the class ``wild`` and a ``W`` badge,
and its name says "wild". The stylesheet colours suits, and the four-colour
deck option switches clubs and diamonds to their own colours.
"""

from __future__ import annotations

from functools import cache, lru_cache

from markupsafe import Markup

from studrules.cards import Card, Holding, parse_holding
from studrules.errors import CardError


def card_name(card: Card, down: bool = False, wild: bool = False) -> str:
    """The card as a player says it: ``king of clubs``, ``joker``; ``, face down``, ``, wild``."""
    name = "joker" if card.rank is None or card.suit is None else (
        f"{card.rank.word} of {card.suit.word}s"
    )
    return name + (", face down" if down else "") + (", wild" if wild else "")


@cache
def card_chip(card: Card, down: bool = False, wild: bool = False) -> Markup:
    """One card face up, or a known face-down card (marked ``down``) at a showdown."""
    classes = " down" * down + " wild" * wild
    badge = Markup('<span class="wild-badge" aria-hidden="true">W</span>') if wild else ""
    label = card_name(card, down, wild)
    if card.rank is None or card.suit is None:
        return Markup(
            '<span class="card joker{}" data-card="Jk" role="img" aria-label="{}" title="{}">'
            '<span aria-hidden="true">Jk</span>{}</span>'
        ).format(classes, label, label, badge)
    return Markup(
        '<span class="card suit-{suit}{classes}" data-card="{text}" role="img" aria-label="{label}"'
        ' title="{label}"><span class="rank" aria-hidden="true">{rank}</span>'
        '<span class="suit" aria-hidden="true">{symbol}</span>{badge}</span>'
    ).format(
        suit=card.suit.value, classes=classes, text=str(card), label=label,
        rank=card.rank.char, symbol=card.suit.symbol, badge=badge,
    )


def back_chip() -> Markup:
    """A face-down card whose face the learner may not see."""
    return Markup(
        '<span class="card back down" data-card="down" role="img" aria-label="a face-down card"'
        ' title="a face-down card"></span>'
    )


@lru_cache(maxsize=1024)
def seen_chip(text: str | None, up: bool, wild: bool = False) -> Markup:
    """A card as a question shows it: its face when known (marked if dealt down), else its back."""
    if text is None:
        return back_chip()
    return card_chip(Card.parse(text), down=not up, wild=wild)


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
