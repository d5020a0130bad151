"""Which rules of the rulebook decided an evaluation, and which settle a tie (spec: rule IDs).

``rules_for`` finds the facts of one evaluated hand (its category, whether it
qualifies, which wild cards or the bug it played, a house rule that acted) and
reads ``CITATIONS``: each row cites one rule, for some rankings, when one fact
holds. Most hands (no wild card, no joker, nothing a house rule changes) bring
the facts of their category alone: their rules are read from ``BY_CATEGORY``,
worked out once per ranking and category, rather than gathered per hand.
``rules_for_ties`` cites the rules that settle hands of equal rank: showing
hands tie by SHOW.TIES, separated by suit (CARDS.SUIT-ORDER) under a
``showing-tie-break`` other than ``position``; other hands split whatever their
suits (HIGH.SUITS-EQUAL), and one made with a wild card or the bug ties with an
equal hand all the same (WILD.NATURAL-TIE). ``deciding`` names the rule that puts one
hand above another of the same ranking, as a showdown's explanation cites it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from studrules.cards import JOKER, Card, Rank, rank_of
from studrules.rankings.base import (
    DEFAULT_RULES,
    NO_WILD,
    Category,
    Hand,
    RankingRules,
    Wild,
    holds_joker,
)

HIGH = frozenset({"high"})
SOKO = frozenset({"soko"})
LOWS = frozenset({"ace-to-five", "ace-to-five-8", "ace-to-six", "deuce-to-seven"})
SHOWING = frozenset({"showing-high", "showing-low"})
HIGH_WAY = HIGH | {"showing-high"}
"""The rankings in which a wild card plays high and the bug is an ace or fills a gap."""
LOW_WAY = LOWS | {"showing-low"}
"""The rankings in which a wild card plays low and the bug is fully wild (WILD.LOW)."""
EVERY = HIGH | SOKO | LOWS | SHOWING

CITATIONS: tuple[tuple[str, frozenset[str], str], ...] = (
    ("CARDS.JOKER", EVERY, "joker"),
    ("HIGH.BEST-FIVE", HIGH | SOKO, "always"),
    ("HIGH.CATEGORIES", HIGH | SOKO, "always"),
    ("HIGH.KICKERS", HIGH | SOKO, "kickers"),
    ("HIGH.STRAIGHTS", HIGH | SOKO, "straight"),
    ("HIGH.NAMES", HIGH | SOKO, "standard"),
    ("SOKO.FOUR-STRAIGHT", SOKO, "four-straight"),
    ("SOKO.FOUR-FLUSH", SOKO, "four-flush"),
    ("SOKO.STRAIGHT-FLUSH-FOUR", SOKO, "suited-run"),
    ("SOKO.ORDER", SOKO, "always"),
    ("LOW.ACE-TO-FIVE", frozenset({"ace-to-five"}), "always"),
    ("LOW.ACE-TO-FIVE", frozenset({"ace-to-five-8"}), "qualifies"),
    ("LOW.ACE-TO-SIX", frozenset({"ace-to-six"}), "always"),
    ("LOW.DEUCE-TO-SEVEN", frozenset({"deuce-to-seven"}), "always"),
    ("LOW.EIGHT-OR-BETTER", frozenset({"ace-to-five-8"}), "always"),
    ("LOW.PAIRS", LOWS, "paired"),
    ("LOW.BEST-FIVE", LOWS, "always"),
    ("LOW.NAMES", LOWS, "always"),
    ("SHOW.COMBINATIONS", SHOWING, "always"),
    ("SHOW.HIGH", frozenset({"showing-high"}), "always"),
    ("SHOW.LOW", frozenset({"showing-low"}), "always"),
    ("SHOW.WILD", SHOWING, "wild"),
    ("SHOW.WILD", SHOWING, "bug"),
    ("WILD.RANKS", EVERY, "wild-rank"),
    ("WILD.CARDS", EVERY, "wild-card"),
    ("WILD.BEST-VALUE", EVERY, "wild"),
    ("WILD.BEST-VALUE", LOW_WAY, "bug"),
    ("WILD.FIVE-OF-A-KIND", HIGH_WAY, "five-of-a-kind"),
    ("WILD.DUPLICATION", EVERY, "copy"),
    ("WILD.DUPLICATION", HIGH_WAY, "duplication-rule"),
    ("WILD.BUG", EVERY, "bug"),
    ("WILD.LOW", LOW_WAY, "wild"),
    ("WILD.LOW", LOW_WAY, "bug"),
)
"""(rule ID, the rankings it belongs to, the fact of the evaluation that makes it apply).

Facts: ``always``; ``qualifies`` (the hand makes the ranking); ``kickers`` (a
category compared by its groups and kickers, or card by card); ``straight``;
``standard`` (one of the high categories, not a Sökö hand); ``four-straight``,
``four-flush``; ``suited-run`` (a four-flush whose suited cards run in
sequence); ``paired`` (matched cards: one pair up to four of a kind);
``five-of-a-kind`` (or a royal flush under ``below-natural-royal``); ``joker``
(the joker plays); ``bug`` (it plays as the bug); ``wild`` (a wild card plays);
``wild-rank``, ``wild-card`` (one made wild by its rank, or as a single card or
the joker); ``copy`` (a wild card plays as a card the hand holds);
``duplication-rule`` (a wild card plays under a ``wild-duplication`` other than
the default).
"""

_GROUPED = frozenset({"kickers", "standard", "paired"})
_BY_CATEGORY: dict[Category | None, frozenset[str]] = {
    Category.HIGH_CARD: frozenset({"kickers", "standard"}),
    Category.ONE_PAIR: _GROUPED,
    Category.FOUR_STRAIGHT: frozenset({"four-straight"}),
    Category.FOUR_FLUSH: frozenset({"four-flush"}),
    Category.TWO_PAIR: _GROUPED,
    Category.THREE_OF_A_KIND: _GROUPED,
    Category.STRAIGHT: frozenset({"straight", "standard"}),
    Category.FLUSH: frozenset({"kickers", "standard"}),
    Category.FULL_HOUSE: _GROUPED,
    Category.FOUR_OF_A_KIND: _GROUPED,
    Category.STRAIGHT_FLUSH: frozenset({"straight", "standard"}),
    Category.FIVE_OF_A_KIND: frozenset({"five-of-a-kind", "standard"}),
    None: frozenset(),
}
"""The facts each category brings (``None``: a hand that does not qualify)."""


def _category_facts(category: Category | None, qualifies: bool) -> frozenset[str]:
    """The facts a hand of ``category`` brings whatever its cards (``_facts`` adds the others)."""
    return frozenset({"always", *_BY_CATEGORY[category], *(["qualifies"] if qualifies else [])})


BY_CATEGORY: dict[str, dict[tuple[Category | None, bool], tuple[str, ...]]] = {
    ranking: {
        (category, qualifies): tuple(dict.fromkeys(
            rule for rule, rankings, fact in CITATIONS
            if ranking in rankings and fact in _category_facts(category, qualifies)
        ))
        for category in (*Category, None)
        for qualifies in (True, False)
    }
    for ranking in sorted(EVERY)
}
"""Per ranking, the rules cited for a hand of a category (and whether it qualifies) when its
category says it all: no wild card or joker in it, no house rule acting on it."""


def rules_for(
    ranking: str, hand: Hand, wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> tuple[str, ...]:
    """The IDs of the rules that decided ``hand``, evaluated by ``ranking``, in table order."""
    if _category_says_it_all(hand, wild, rules):
        return BY_CATEGORY[ranking][hand.category, hand.qualifies]
    return _cited(ranking, frozenset(_facts(hand, wild, rules)))


def _category_says_it_all(hand: Hand, wild: Wild, rules: RankingRules) -> bool:
    """Whether ``hand`` brings only the facts of its category (``_facts`` would add none).

    It does unless a wild card or the joker could play in it, it is a four-flush (whose
    suited cards may run), or a house rule moves five of a kind below a royal flush.
    """
    category = hand.category
    return (
        not wild.any
        and not holds_joker(hand.cards)
        and category is not _FOUR_FLUSH
        and (category is not _STRAIGHT_FLUSH
             or rules.five_of_a_kind == _DEFAULT_FIVE_OF_A_KIND)
    )


# Read once: an enumeration's member read from its class costs about a dictionary lookup.
_FOUR_FLUSH = Category.FOUR_FLUSH
_STRAIGHT_FLUSH = Category.STRAIGHT_FLUSH
_DEFAULT_FIVE_OF_A_KIND = DEFAULT_RULES.five_of_a_kind


@lru_cache(maxsize=1024)
def _cited(ranking: str, facts: frozenset[str]) -> tuple[str, ...]:
    """The rows of ``CITATIONS`` that ``facts`` meet under ``ranking``.

    Kept per ranking and set of facts, of which there are few: every hand
    evaluated (each showdown's) would otherwise scan the whole table.
    """
    cited = (rule for rule, rankings, fact in CITATIONS if ranking in rankings and fact in facts)
    return tuple(dict.fromkeys(cited))


def _facts(hand: Hand, wild: Wild, rules: RankingRules) -> set[str]:
    """The facts of one evaluation that the rows of ``CITATIONS`` test."""
    category = hand.category
    facts = set(_category_facts(category, hand.qualifies))
    if category is Category.FOUR_FLUSH and _runs(hand.cards[:4]):
        facts.add("suited-run")
    if rules.five_of_a_kind != DEFAULT_RULES.five_of_a_kind and _royal(hand):
        facts.add("five-of-a-kind")
    if JOKER in hand.cards:
        facts.add("joker")
        if not wild.is_wild(JOKER):
            facts.add("bug")
    wilds = [c for c in hand.cards if wild.is_wild(c)] if wild.any else []
    if wilds:
        facts.add("wild")
        if any(c is not JOKER and c.rank in wild.ranks for c in wilds):
            facts.add("wild-rank")
        if any(c is JOKER or c in wild.cards for c in wilds):
            facts.add("wild-card")
        if any(hand.plays_as.count(p) > 1 for c, p in zip(hand.cards, hand.plays_as) if c in wilds):
            facts.add("copy")
        if rules.wild_duplication != DEFAULT_RULES.wild_duplication:
            facts.add("duplication-rule")
    return facts


def _royal(hand: Hand) -> bool:
    """Whether ``hand`` is a straight flush to the ace."""
    ranks = {p.rank for p in hand.plays_as}
    return hand.category is Category.STRAIGHT_FLUSH and {Rank.ACE, Rank.KING} <= ranks


def _runs(cards: Sequence[Card]) -> bool:
    """Whether four cards of distinct ranks run in sequence, the ace high or low."""
    ranks = sorted(int(rank_of(c)) for c in cards)
    return ranks in ([*range(ranks[0], ranks[0] + 4)], [2, 3, 4, 14])


def rules_for_ties(
    ranking: str, hands: Sequence[Hand], wild: Wild = NO_WILD, tie_break: str = "position"
) -> tuple[str, ...]:
    """The rules that settle the ties among ``hands`` of ``ranking``; none if no two tie."""
    counts = Counter(h.key for h in hands if h.qualifies)
    tied = [h for h in hands if h.qualifies and counts[h.key] > 1]
    if not tied:
        return ()
    if ranking in SHOWING:
        return ("SHOW.TIES",) if tie_break == "position" else ("SHOW.TIES", "CARDS.SUIT-ORDER")
    if any(c is JOKER or wild.is_wild(c) for h in tied for c in h.cards):
        return ("HIGH.SUITS-EQUAL", "WILD.NATURAL-TIE")
    return ("HIGH.SUITS-EQUAL",)


ORDERED_BY = {
    "ace-to-five": "LOW.ACE-TO-FIVE",
    "ace-to-five-8": "LOW.ACE-TO-FIVE",
    "ace-to-six": "LOW.ACE-TO-SIX",
    "deuce-to-seven": "LOW.DEUCE-TO-SEVEN",
}
"""The rule that orders the hands of each low ranking."""
SOKO_CATEGORIES = frozenset({Category.FOUR_FLUSH, Category.FOUR_STRAIGHT})
ORDERING_FAMILIES = ("HIGH.", "LOW.", "WILD.", "SOKO.", "CARDS.")
"""The rulebook's own orders of hands; any other rule a hand cites is its game's."""
PAIRED = frozenset({
    Category.ONE_PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND, Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
})
RUNS = frozenset({Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH})


def deciding(won: Hand, lost: Hand) -> tuple[str, str]:
    """The rule that puts ``won`` above ``lost`` (hands of one ranking), and how, in words.

    A game's own order (the axe's natural sevens) is the rule its component cited for the
    winning hand, where the categories alone would have ranked it lower.
    """
    if not lost.qualifies:
        return "LOW.EIGHT-OR-BETTER", "only a low of five different ranks, eight or lower, counts"
    own = [r for r in won.rules if not r.startswith(ORDERING_FAMILIES)]
    below = won.category is not None and lost.category is not None and (
        won.category < lost.category
    )
    if own and below and won.ranking not in ORDERED_BY:
        return own[-1], "this game ranks it above every hand of the usual categories"
    low = ORDERED_BY.get(won.ranking)
    if low is not None:
        if lost.category in PAIRED and won.category != lost.category:
            return "LOW.PAIRS", "matched cards count against a low"
        if lost.category in RUNS and won.category != lost.category:
            return low, "here a straight or a flush counts against a low"
        return low, "the lower low, compared from the highest card down"
    if won.ranking == "soko" and {won.category, lost.category} & SOKO_CATEGORIES:
        return "SOKO.ORDER", "four-flushes and four-straights rank between one pair and two pair"
    if won.category != lost.category:
        return "HIGH.CATEGORIES", "a higher category"
    return "HIGH.KICKERS", "the same category, compared rank by rank from the top"
