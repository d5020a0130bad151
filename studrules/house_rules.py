"""The house rules of a hand: named options with a value in each profile (spec: profiles.md).

``PROFILES`` are ``casino`` (Robert's Rules of Poker, the default),
``tournament`` (the TDA rules) and ``home`` (pagat's home conventions). A
scenario or a request picks a profile and may override single options;
``resolve`` checks every name and value and returns the ``HandRules``. ``SCOPE``
says which games a common option can change, for the options that only some games
have; with the options the games' components bring, ``studrules.scope`` says which
games any option can change: a dispute that sets one for another game is refused.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from studrules.cards import _RANK_INPUT, JOKER, Card, SuitOrder
from studrules.errors import CardError, OptionError
from studrules.options import check_option
from studrules.protocol.requests import kind_of
from studrules.rankings.base import (
    FIVE_OF_A_KIND_RULES,
    SOKO_NEW_HANDS_RULES,
    WILD_DUPLICATION_RULES,
)

if TYPE_CHECKING:
    from studrules.game.definition import Variant

PROFILES = ("casino", "tournament", "home")
TIE_BREAKS = ("position", "high-card-by-suit", "low-card-by-suit")


@dataclass(frozen=True)
class HandOption:
    """One option of a hand: its values, its value in each profile, the rule it belongs to."""

    name: str
    values: tuple[str, ...]
    casino: str
    tournament: str
    home: str
    rule: str

    def default(self, profile: str) -> str:
        """The option's value under ``profile``."""
        return getattr(self, profile)


def _everywhere(name: str, values: tuple[str, ...], rule: str) -> HandOption:
    """An option whose first value holds in every profile."""
    return HandOption(name, values, values[0], values[0], values[0], rule)


HAND_OPTIONS: dict[str, HandOption] = {
    o.name: o
    for o in (
        _everywhere("suit-order", ("bridge",), "CARDS.SUIT-ORDER"),
        _everywhere("low-game-suit-order", ("same-as-high", "reversed"), "BRING-IN.HIGH-CARD"),
        _everywhere("bring-in-tie-break", ("suit", "position"), "BRING-IN.SUIT-TIE"),
        HandOption(
            "later-street-tie-break",
            ("position", "high-card-by-suit", "low-card-by-suit"),
            "position",
            "high-card-by-suit",
            "high-card-by-suit",
            "ACT.TIES",
        ),
        HandOption(
            "low-later-street-tie-break",
            ("position", "high-card-by-suit", "low-card-by-suit"),
            "position",
            "high-card-by-suit",
            "low-card-by-suit",
            "ACT.TIES",
        ),
        _everywhere(
            "short-bring-in-call-level", ("full-bring-in", "all-in-amount"), "BRING-IN.ALL-IN"
        ),
        HandOption(
            "absent-player-hand",
            ("killed-when-action-reaches", "killed-after-initial-deal"),
            "killed-when-action-reaches",
            "killed-after-initial-deal",
            "killed-when-action-reaches",
            "FORCED.ABSENT",
        ),
        HandOption(
            "fourth-street-open-pair",
            ("any-player", "no-effect", "pair-holder-only", "mandatory"),
            "any-player",
            "no-effect",
            "any-player",
            "BET.FIXED.OPEN-PAIR",
        ),
        _everywhere(
            "open-pair-in-split-games", ("no-effect", "same-as-high"), "BET.FIXED.OPEN-PAIR"
        ),
        HandOption(
            "raise-after-big-bet",
            ("big-only", "small-or-big"),
            "big-only",
            "big-only",
            "small-or-big",
            "BET.FIXED.BIG-AFTER-BIG",
        ),
        HandOption(
            "limit-schedule",
            ("casino", "california", "home", "small-throughout"),
            "casino",
            "casino",
            "home",
            "BET.FIXED.SCHEDULE",
        ),
        _everywhere("check-raise", ("allowed", "forbidden"), "BET.CHECK-RAISE"),
        _everywhere("completion-counts-as-raise", ("no", "yes"), "BET.FIXED.COMPLETE"),
        _everywhere("max-raises", ("3", "4"), "BET.CAP"),
        HandOption(
            "uncapped-when",
            ("heads-up-any-time-before-cap", "heads-up-at-round-start", "never"),
            "heads-up-any-time-before-cap",
            "never",
            "heads-up-at-round-start",
            "BET.CAP.HEADS-UP",
        ),
        _everywhere(
            "short-all-in-counts-toward-cap", ("if-at-least-half", "never"), "BET.SHORT-ALL-IN"
        ),
        HandOption(
            "short-stub",
            ("rrop", "tda", "pagat"),
            "rrop",
            "tda",
            "pagat",
            "DEAL.STUB-SHORT",
        ),
        HandOption(
            "community-card-first-actor",
            ("recompute", "same-as-sixth-street"),
            "recompute",
            "same-as-sixth-street",
            "recompute",
            "ACT.COMMUNITY-CARD",
        ),
        _everywhere("burn-cards", ("yes", "no"), "DEAL.BURN"),
        _everywhere("five-of-a-kind", FIVE_OF_A_KIND_RULES, "WILD.FIVE-OF-A-KIND"),
        _everywhere("wild-duplication", WILD_DUPLICATION_RULES, "WILD.DUPLICATION"),
        _everywhere(
            "wild-cards",
            ("deuces", "acey-deucey", "one-eyed-jacks", "suicide-king"),
            "STUDWILD.GAME",
        ),
        _everywhere("wild-pot", ("high", "low", "high-low"), "STUDWILD.GAME"),
        _everywhere("wild-showing", ("best-value", "natural"), "WILDGAME.SHOWING"),
        _everywhere("baseball-open-three", ("match-pot-or-fold", "free"), "BASEBALL.GAME"),
        _everywhere(
            "baseball-four", ("extra-card-down", "extra-card-up", "no-extra"), "WILDGAME.EXTRA-CARD"
        ),
        _everywhere("baseball-three-cap", ("none", "small-bet", "big-bet"), "BASEBALL.GAME"),
        _everywhere(
            "baseball-four-price", ("free", "ante", "small-bet", "big-bet"), "WILDGAME.EXTRA-CARD"
        ),
        _everywhere(
            "ftq-last-queen",
            ("queens-only", "keep-previous-follow", "nothing-wild"),
            "WILDGAME.FOLLOW",
        ),
        _everywhere("ftq-no-queen", ("queens-only", "nothing-wild", "redeal"), "WILDGAME.FOLLOW"),
        _everywhere("low-hole-pot", ("high", "high-low", "low"), "LOWHOLE.GAME"),
        _everywhere("low-hole-wild", ("both-halves", "low-half-only"), "LOWHOLE.GAME"),
        _everywhere("axe-sevens-top", ("two-or-more-natural-sevens", "exactly-two"), "AXE.GAME"),
        _everywhere("axe-opener", ("low-card-bring-in", "high-card-opens"), "AXE.OPENER"),
        _everywhere("soko-new-hands", SOKO_NEW_HANDS_RULES, "SOKO.ORDER"),
        HandOption(
            "five-card-opener",
            ("low-card-bring-in", "high-card-opens", "high-card-bring-in"),
            "low-card-bring-in",
            "low-card-bring-in",
            "high-card-opens",
            "FIVE.OPENER",
        ),
        _everywhere("five-card-last-card", ("up", "down"), "FIVE.LAST-CARD-DOWN"),
        _everywhere(
            "low-ranking",
            ("game", "ace-to-five", "ace-to-five-8", "ace-to-six", "deuce-to-seven"),
            "FIVE.LOW-RANKING",
        ),
        _everywhere(
            "declare-method",
            ("simultaneous", "in-turn-from-last-aggressor", "in-turn-from-dealer-left"),
            "DECLARE.METHOD",
        ),
        _everywhere(
            "both-fails", ("forfeit", "keeps-won-half", "three-quarters"), "DECLARE.BOTH-FAILS"
        ),
        _everywhere("hi-lo-order", ("as-stud-8", "as-razz"), "HILO.ORDER"),
        _everywhere(
            "betting-structure",
            ("game", "fixed-limit", "pot-limit", "no-limit", "spread-limit"),
            "POTLIMIT.STRUCTURE",
        ),
        _everywhere("exchange-price", ("free", "minimum-bet"), "EXCHANGE.PRICE"),
        _everywhere("english-seventh-card", ("none", "five-or-fewer"), "EXCHANGE.SEVENTH-CARD"),
        _everywhere("roll-reveal", ("simultaneous", "in-turn"), "ROLL.METHOD"),
        _everywhere("mississippi-seventh-card", ("up", "down"), "MISSISSIPPI.SEVENTH-CARD"),
        _everywhere(
            "mississippi-forced-bets", ("ante-bring-in", "blinds"), "MISSISSIPPI.FORCED-BETS"
        ),
        _everywhere(
            "mississippi-limits", ("big-from-second-round", "holdem"), "MISSISSIPPI.LIMITS"
        ),
        _everywhere("chicago-spade", ("high", "low"), "CHICAGO.SPADE"),
        _everywhere("chicago-ace", ("high-only", "high-or-low"), "CHICAGO.ACE"),
        _everywhere("buy-rounds", ("1", "2"), "BUY.ROUND"),
        _everywhere("buy-price", ("big-bet", "small-bet"), "BUY.PRICE"),
        HandOption(
            "odd-chip",
            ("rrop-all-cards", "tda-five-card-high-suit", "position", "carry-over"),
            "rrop-all-cards",
            "tda-five-card-high-suit",
            "position",
            "POT.ODD-CHIP",
        ),
        _everywhere("showdown-suits", ("never", "high-card-by-suit"), "POT.SUIT-TIES"),
        _everywhere("natural-tie", ("split", "fewer-wild-cards"), "WILD.NATURAL-TIE"),
        _everywhere("split-bring-in-ace", ("high", "low"), "BRING-IN.SPLIT-ACE"),
        HandOption(
            "exposed-initial-downcard",
            ("rrop-cash", "misdeal", "tda-becomes-upcard"),
            "rrop-cash",
            "tda-becomes-upcard",
            "rrop-cash",
            "EXPOSED.HOLE-CARD",
        ),
        HandOption(
            "two-exposed-downcards",
            ("dead-hand-ante-back", "misdeal"),
            "dead-hand-ante-back",
            "misdeal",
            "dead-hand-ante-back",
            "EXPOSED.BOTH-HOLE-CARDS",
        ),
        HandOption(
            "exposed-seventh-card",
            ("rrop", "tda-replace"),
            "rrop",
            "tda-replace",
            "rrop",
            "EXPOSED.SEVENTH-CARD",
        ),
        HandOption(
            "out-of-turn-after-change",
            ("rrop-restricted", "tda-all-options"),
            "rrop-restricted",
            "tda-all-options",
            "rrop-restricted",
            "ACTION.OUT-OF-TURN-CHANGED",
        ),
        HandOption(
            "fold-with-no-bet",
            ("rrop-keeps-cards", "tda-binding-fold"),
            "rrop-keeps-cards",
            "tda-binding-fold",
            "tda-binding-fold",
            "ACTION.FOLD-NO-BET",
        ),
        HandOption(
            "miscall-muck",
            ("miscaller-dead", "cards-speak"),
            "miscaller-dead",
            "cards-speak",
            "cards-speak",
            "SHOWDOWN.MISCALL",
        ),
        HandOption(
            "all-in-face-up",
            ("at-showdown", "when-betting-complete"),
            "at-showdown",
            "when-betting-complete",
            "at-showdown",
            "SHOWDOWN.ALL-IN-FACE-UP",
        ),
        HandOption(
            "winner-asks-to-see",
            ("both-live", "floor-decides"),
            "both-live",
            "floor-decides",
            "both-live",
            "SHOWDOWN.ASK-TO-SEE",
        ),
        HandOption(
            "award-deadline",
            ("next-deal", "tda-22"),
            "next-deal",
            "tda-22",
            "next-deal",
            "SHOWDOWN.DEADLINE",
        ),
        HandOption(
            "misdeal-deadline",
            ("two-actions", "substantial-action"),
            "two-actions",
            "substantial-action",
            "two-actions",
            "MISDEAL.DEADLINE",
        ),
        HandOption(
            "premature-card",
            ("set-aside", "reshuffle"),
            "set-aside",
            "reshuffle",
            "reshuffle",
            "DEALT.PREMATURE",
        ),
        HandOption(
            "missing-last-card",
            ("live", "dead"),
            "live",
            "dead",
            "live",
            "DEALT.MISSING-LAST-CARD",
        ),
    )
}


RETIRED = {
    "five-card-late-limit": "since suite 3.0.0 limit-schedule says it "
    "(big is now casino, small is now small-throughout)",
}
"""Options the suite no longer has, and what says the same now (features/CHANGELOG.md)."""


@dataclass(frozen=True)
class HandRules:
    """Every option of a hand, resolved to a value (field names are the options' names)."""

    profile: str
    suit_order: SuitOrder
    low_game_suit_order: str
    bring_in_tie_break: str
    later_street_tie_break: str
    low_later_street_tie_break: str
    short_bring_in_call_level: str
    fourth_street_open_pair: str
    open_pair_in_split_games: str
    raise_after_big_bet: str
    limit_schedule: str
    check_raise: str
    completion_counts_as_raise: str
    max_raises: int
    uncapped_when: str
    short_all_in_counts_toward_cap: str
    short_stub: str
    community_card_first_actor: str
    burn_cards: bool
    five_of_a_kind: str
    wild_duplication: str
    wild_cards: str
    wild_pot: str
    wild_showing: str
    baseball_open_three: str
    baseball_four: str
    baseball_three_cap: str
    baseball_four_price: str
    ftq_last_queen: str
    ftq_no_queen: str
    low_hole_pot: str
    low_hole_wild: str
    axe_sevens_top: str
    axe_opener: str
    soko_new_hands: str
    odd_chip: str
    five_card_opener: str
    five_card_last_card: str
    low_ranking: str
    declare_method: str
    both_fails: str
    hi_lo_order: str
    betting_structure: str
    exchange_price: str
    english_seventh_card: str
    roll_reveal: str
    mississippi_seventh_card: str
    mississippi_forced_bets: str
    mississippi_limits: str
    chicago_spade: str
    chicago_ace: str
    buy_rounds: int
    buy_price: str
    showdown_suits: str
    natural_tie: str
    split_bring_in_ace: str
    absent_player_hand: str
    exposed_initial_downcard: str
    two_exposed_downcards: str
    exposed_seventh_card: str
    out_of_turn_after_change: str
    fold_with_no_bet: str
    miscall_muck: str
    all_in_face_up: str
    winner_asks_to_see: str
    award_deadline: str
    misdeal_deadline: str
    premature_card: str
    missing_last_card: str

    @classmethod
    def of(cls, profile: str | None = None, options: Mapping[str, object] | None = None
           ) -> HandRules:
        """The house rules of ``profile``, with ``options`` overriding single ones (``resolve``)."""
        return resolve(profile, options)


MAX_RAISES = 999
"""The largest ``max-raises`` read as a number (the protocol's actions are fewer anyway)."""


def _count(value: object, most: int) -> bool:
    """Whether ``value`` is a whole number from 1 to ``most`` written in ASCII digits."""
    return (
        isinstance(value, str) and value.isascii() and value.isdigit()
        and len(value) <= len(str(most)) and 1 <= int(value) <= most
    )


AGREED_WILD = (
    "or the ranks and cards agreed, written like 7-jh (ranks 2-9, t, j, q, k, a; cards jh)"
)
"""How ``wild-cards`` takes a set of wild cards other than its named ones."""


def _agreed_wild(value: str) -> str:
    """The wild cards of ``wild-cards`` given as ranks and cards (``7-jh``), canonical (``7-Jh``).

    Raises ``ValueError`` saying which part is wrong: not a rank or a card, the
    joker (the game has none), a rank or card named twice, or a card whose rank
    is wild already.
    """
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


def allowed_values(name: str) -> str:
    """The values hand option ``name`` takes, in words, as its refusals list them: its named
    values, and for ``max-raises`` and ``wild-cards`` what they take besides."""
    values = ", ".join(HAND_OPTIONS[name].values)
    if name == "max-raises":
        return f"a whole number from 1 to {MAX_RAISES}, such as {values}"
    if name == "wild-cards":
        return f"one of {values}, {AGREED_WILD}"
    return f"one of {values}"


def _check(name: str, value: object) -> str:
    """The value of hand option ``name``, checked; raises ``OptionError`` naming the option and
    saying what it takes."""
    if name == "suit-order":
        return check_option(name, value)
    option = HAND_OPTIONS.get(name)
    if option is None and name in RETIRED:
        raise OptionError(f'the option "{name}" is retired: {RETIRED[name]}', name)
    if option is None:
        raise OptionError(
            f'unknown option "{name}": choose one of {", ".join(HAND_OPTIONS)}', name
        )
    if not isinstance(value, str):
        raise OptionError(
            f"the value of {name} must be a string, not {kind_of(value)}: "
            f"choose {allowed_values(name)}", name,
        )
    if value in option.values or (name == "max-raises" and _count(value, MAX_RAISES)):
        return value
    if name == "wild-cards":
        try:
            if len(value) > 100:
                raise ValueError("longer than the 100 characters allowed")
            return _agreed_wild(value)
        except ValueError as why:
            raise OptionError(
                f'unknown value "{value}" for {name} ({why}): choose '
                f"{allowed_values(name)}", name,
            ) from None
    raise OptionError(
        f'unknown value "{value}" for {name}: choose {allowed_values(name)}', name
    )


def resolve(profile: str | None = None, options: Mapping[str, object] | None = None) -> HandRules:
    """The house rules of ``profile`` (default ``casino``), ``options`` overriding single ones."""
    profile = profile or "casino"
    if profile not in PROFILES:
        raise OptionError(f'unknown profile "{profile}": choose one of {", ".join(PROFILES)}')
    if not options:
        return _profile_rules(profile)
    return _rules(profile, {name: _check(name, value) for name, value in options.items()})


@lru_cache(maxsize=len(PROFILES))
def _profile_rules(profile: str) -> HandRules:
    """A profile's house rules with nothing overridden (asked for with every hand: kept)."""
    return _rules(profile, {})


def _rules(profile: str, chosen: Mapping[str, str]) -> HandRules:
    """The ``HandRules`` of ``profile`` with the checked ``chosen`` values over its own."""
    fields: dict[str, Any] = {}
    for name, option in HAND_OPTIONS.items():
        value = chosen.get(name, option.default(profile))
        fields[name.replace("-", "_")] = _CONVERT.get(name, str)(value)
    return HandRules(profile=profile, **fields)


_CONVERT: dict[str, Callable[[str], object]] = {
    "suit-order": SuitOrder.named,
    "max-raises": int,
    "buy-rounds": int,
    "burn-cards": lambda value: value == "yes",
}
"""How the options that are not plain words become ``HandRules`` values."""


def split_game(variant: Variant) -> bool:
    """Whether each pot of ``variant`` is split between a high and a low hand."""
    return len(variant.shares) > 1 and "low" in variant.shares


def low_card_split_game(variant: Variant) -> bool:
    """Whether ``variant`` splits each pot high-low and its lowest door card brings in:
    the games where ``split-bring-in-ace`` can count the ace low (BRING-IN.SPLIT-ACE)."""
    return split_game(variant) and variant.opener == "low-card"


SCOPE: dict[str, Callable[[Variant], bool]] = {
    "low-game-suit-order": lambda v: v.low_game,
    "later-street-tie-break": lambda v: not v.low_game,
    "low-later-street-tie-break": lambda v: v.low_game,
    "fourth-street-open-pair": lambda v: v.open_pair or split_game(v),
    "open-pair-in-split-games": split_game,
    "split-bring-in-ace": low_card_split_game,
    "soko-new-hands": lambda v: v.high_ranking == "soko",
    "exposed-initial-downcard": lambda v: {"D", "U"} <= set(v.streets[0].deal),
    "two-exposed-downcards": lambda v: v.streets[0].deal.count("D") >= 2,
    "exposed-seventh-card": lambda v: len(v.streets[-1].deal) == 1,
}
"""The games a common option can change when not all of them: by the games' common data.

The options a component brings (``Component.options``) change only the games
with that component, and the common options a component widens
(``Component.widens``: the wild games' ``wild-showing``) change those games
too (``studrules.scope.applies``). Every other option (suit order, ties of the
bring-in, the cap, the stub, the odd chip...) can change any game."""
