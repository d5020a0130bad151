"""Hand names in a player's words: ``two pair, kings and nines, five kicker`` (HIGH.NAMES)."""

from __future__ import annotations

from collections.abc import Sequence

from studrules.cards import Rank
from studrules.rankings.base import Category


def run(ranks: Sequence[int]) -> str:
    """Ranks joined by hyphens, highest first as given: ``king-nine-seven``."""
    return "-".join(Rank(r).word for r in ranks)


def _kickers(ranks: Sequence[int]) -> str:
    if not ranks:
        return ""
    return f", {run(ranks)} kicker" + ("s" if len(ranks) > 1 else "")


def name_of(category: Category, ranks: Sequence[int]) -> str:
    """The name of a hand of ``category`` whose ranks, in order of significance, are ``ranks``.

    ``ranks`` lists each group once (a pair's rank once), then the kickers; a
    straight gives only its top card. Ranks are ace-high values (2-14).
    """
    r = [Rank(x) for x in ranks]
    if category is Category.HIGH_CARD:
        return f"high card, {run(r)}"
    if category is Category.ONE_PAIR:
        return f"pair of {r[0].plural}{_kickers(r[1:])}"
    if category is Category.TWO_PAIR:
        return f"two pair, {r[0].plural} and {r[1].plural}{_kickers(r[2:])}"
    if category is Category.THREE_OF_A_KIND:
        return f"three of a kind, {r[0].plural}{_kickers(r[1:])}"
    if category is Category.STRAIGHT:
        return f"straight, {r[0].word} high"
    if category is Category.FLUSH:
        return f"flush, {run(r)}"
    if category is Category.FULL_HOUSE:
        return f"full house, {r[0].plural} full of {r[1].plural}"
    if category is Category.FOUR_OF_A_KIND:
        return f"four of a kind, {r[0].plural}{_kickers(r[1:])}"
    if category is Category.STRAIGHT_FLUSH:
        return "royal flush" if r[0] is Rank.ACE else f"straight flush, {r[0].word} high"
    if category is Category.FIVE_OF_A_KIND:
        return f"five of a kind, {r[0].plural}"
    if category is Category.FOUR_STRAIGHT:
        return f"four-straight, {r[0].word} high{_kickers(r[1:])}"
    if category is Category.FOUR_FLUSH:
        return f"four-flush, {run(r[:4])}{_kickers(r[4:])}"
    raise ValueError(f"no name for {category!r}")


def low_name(ranks: Sequence[int]) -> str:
    """The name of an unpaired low hand by its two highest cards: ``eight-six low``.

    ``ranks`` are highest first; an ace playing low may be given as 1 or 14.
    """
    words = [Rank(14 if x == 1 else x).word for x in ranks[:2]]
    return "-".join(words) + " low"
