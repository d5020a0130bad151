"""The house rules of a hand: the options every game shares, and a hand's value of each option.

Where the authorities disagree, the house chooses, and each such point is an
option with a value in each profile (spec: profiles.md): ``casino`` (Robert's
Rules of Poker, the default), ``tournament`` (the TDA rules) and ``home``
(pagat's home conventions). A scenario or a request picks a profile and may
override single options; ``resolve`` checks every name and value and returns
the ``HandHouseRules``.

This module declares the options every game shares (``SHARED``) and names no
game. An option that only some games have is declared by the component that
brings it (``Component.options``, in ``studrules.hand.components``), and the
games it can change follow from the games that have the component. The table
of games adds those options here once its games are built
(``add_game_options``, called by ``studrules.variants``), so that
``HAND_OPTIONS`` holds every option a hand has and ``resolve`` checks any of
them; ``studrules.scope`` says which games each option can change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from studrules.cards import SuitOrder
from studrules.errors import OptionError
from studrules.options import OPTIONS, Option, check_option, ranking_rules
from studrules.prose import kind_of
from studrules.rankings.base import RankingRules

if TYPE_CHECKING:
    from studrules.game.definition import Variant

PROFILES = ("casino", "tournament", "home", "wsop-2024-tournament", "wsop-2024-cash")
FOUNDED_ON = {"wsop-2024-tournament": "tournament", "wsop-2024-cash": "casino"}
"""The profiles after a single text, and the profile whose value each takes where its text
is silent (spec: profiles.md, PROFILE.WSOP-TOURNAMENT and PROFILE.WSOP-CASH)."""
_OWN_VALUE = {"wsop-2024-tournament": "wsop_tournament", "wsop-2024-cash": "wsop_cash"}
"""The field of ``HandOption`` that holds each such profile's own value, where it has one."""
TIE_BREAKS = ("position", "high-card-by-suit", "low-card-by-suit")
"""How two boards that tie are told apart on the later streets (ACT.TIES)."""


@dataclass(frozen=True)
class HandOption:
    """One option of a hand: its values, its value in each profile, the rule it belongs to.

    ``more``: what else the option takes, in words, said after its values where
    they are listed. ``read``: how a value that is not one of ``values`` is read,
    where the option takes others: it returns the value as the hand keeps it, or
    ``None`` if it is not one (refused as any unknown value is), or raises
    ``ValueError`` saying what is wrong with it (said in the refusal, with
    ``more``). ``reaches``: the games the option can change, by their common
    data, where that is not every game (``studrules.scope``); an option a
    component brings reaches the games with the component instead.
    ``wsop_tournament`` and ``wsop_cash``: the value of the two WSOP 2024
    profiles where their texts rule on the point; ``None`` where they are
    silent, and the profile takes the value of the one it is founded on
    (``FOUNDED_ON``).
    """

    name: str
    values: tuple[str, ...]
    casino: str
    tournament: str
    home: str
    rule: str
    more: str = ""
    read: Callable[[object], str | None] | None = field(default=None, compare=False)
    reaches: Callable[[Variant], bool] | None = field(default=None, compare=False)
    wsop_tournament: str | None = None
    wsop_cash: str | None = None

    def __post_init__(self) -> None:
        for own in (self.wsop_tournament, self.wsop_cash):
            if own is not None and own not in self.values:
                raise ValueError(f"{self.name}: a profile's value {own} is not one of its values")

    def default(self, profile: str) -> str:
        """The option's value under ``profile``: a profile founded on another takes that
        one's value where it has none of its own."""
        founded_on = FOUNDED_ON.get(profile)
        if founded_on is None:
            return getattr(self, profile)
        own = getattr(self, _OWN_VALUE[profile])
        return self.default(founded_on) if own is None else own

    @classmethod
    def everywhere(cls, name: str, values: tuple[str, ...], rule: str, **more: Any
                   ) -> HandOption:
        """An option whose first value holds in every profile."""
        return cls(name, values, values[0], values[0], values[0], rule, **more)

    @classmethod
    def of_ranking(cls, option: Option) -> HandOption:
        """A hand's option that is one of the rankings' (``studrules.options``): its default
        in every profile."""
        return cls.everywhere(option.name, option.values, option.rule)


def split_game(variant: Variant) -> bool:
    """Whether each pot of ``variant`` is split between a high and a low hand."""
    return len(variant.shares) > 1 and "low" in variant.shares


def low_card_split_game(variant: Variant) -> bool:
    """Whether ``variant`` splits each pot high-low and its lowest door card brings in:
    the games where ``split-bring-in-ace`` can count the ace low (BRING-IN.SPLIT-ACE)."""
    return split_game(variant) and variant.opener == "low-card"


MAX_RAISES = 999
"""The largest ``max-raises`` read as a number (the protocol's actions are fewer anyway)."""


def _count(value: object) -> str | None:
    """``value`` if it is a whole number from 1 to ``MAX_RAISES`` written in ASCII digits."""
    if (
        isinstance(value, str) and value.isascii() and value.isdigit()
        and len(value) <= len(str(MAX_RAISES)) and 1 <= int(value) <= MAX_RAISES
    ):
        return value
    return None


def _suit_order(value: object) -> str:
    """A suit order as the rankings' ``suit-order`` takes it (``studrules.options``)."""
    return check_option("suit-order", value)


_everywhere = HandOption.everywhere

SHARED: dict[str, HandOption] = {
    o.name: o
    for o in (
        _everywhere("suit-order", ("bridge",), "CARDS.SUIT-ORDER", read=_suit_order,
                    more="or another suit order the rankings name, or four suit letters lowest"
                    " first, such as dchs"),
        _everywhere(
            "low-game-suit-order", ("same-as-high", "reversed"), "BRING-IN.HIGH-CARD",
            reaches=lambda v: v.low_game,
        ),
        _everywhere("bring-in-tie-break", ("suit", "position"), "BRING-IN.SUIT-TIE"),
        HandOption(
            "later-street-tie-break", TIE_BREAKS, "position", "high-card-by-suit",
            "high-card-by-suit", "ACT.TIES", reaches=lambda v: not v.low_game,
            wsop_tournament="high-card-by-suit", wsop_cash="position",
        ),
        HandOption(
            "low-later-street-tie-break", TIE_BREAKS, "position", "high-card-by-suit",
            "low-card-by-suit", "ACT.TIES", reaches=lambda v: v.low_game,
            wsop_tournament="position", wsop_cash="position",
        ),
        _everywhere(
            "short-bring-in-call-level", ("full-bring-in", "all-in-amount"), "BRING-IN.ALL-IN",
            wsop_tournament="full-bring-in", wsop_cash="full-bring-in",
        ),
        HandOption(
            "absent-player-hand",
            ("killed-when-action-reaches", "killed-after-initial-deal", "killed-at-bring-in"),
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
            reaches=lambda v: v.open_pair or split_game(v),
            wsop_tournament="no-effect", wsop_cash="any-player",
        ),
        _everywhere(
            "open-pair-in-split-games", ("no-effect", "same-as-high"), "BET.FIXED.OPEN-PAIR",
            reaches=split_game, wsop_tournament="no-effect", wsop_cash="no-effect",
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
        _everywhere("max-raises", ("3", "4"), "BET.CAP",
                    more=f"or a whole number from 1 to {MAX_RAISES}", read=_count,
                    wsop_tournament="4", wsop_cash="4"),
        HandOption(
            "uncapped-when",
            ("heads-up-any-time-before-cap", "heads-up-at-round-start", "never"),
            "heads-up-any-time-before-cap",
            "never",
            "heads-up-at-round-start",
            "BET.CAP.HEADS-UP",
            wsop_tournament="never",
            wsop_cash="heads-up-at-round-start",
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
            wsop_cash="tda",
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
        HandOption.of_ranking(OPTIONS["five-of-a-kind"]),
        HandOption.of_ranking(OPTIONS["wild-duplication"]),
        _everywhere("wild-showing", ("best-value", "natural"), "WILDGAME.SHOWING"),
        _everywhere(
            "betting-structure",
            ("game", "fixed-limit", "pot-limit", "no-limit", "spread-limit"),
            "POTLIMIT.STRUCTURE",
        ),
        HandOption(
            "odd-chip",
            ("rrop-all-cards", "tda-five-card-high-suit", "position", "carry-over"),
            "rrop-all-cards",
            "tda-five-card-high-suit",
            "position",
            "POT.ODD-CHIP",
            wsop_tournament="tda-five-card-high-suit",
            wsop_cash="tda-five-card-high-suit",
        ),
        _everywhere("showdown-suits", ("never", "high-card-by-suit"), "POT.SUIT-TIES"),
        _everywhere("natural-tie", ("split", "fewer-wild-cards"), "WILD.NATURAL-TIE"),
        _everywhere(
            "split-bring-in-ace", ("high", "low"), "BRING-IN.SPLIT-ACE",
            reaches=low_card_split_game,
        ),
        HandOption(
            "exposed-initial-downcard",
            ("rrop-cash", "misdeal", "tda-becomes-upcard"),
            "rrop-cash",
            "tda-becomes-upcard",
            "rrop-cash",
            "EXPOSED.HOLE-CARD",
            reaches=lambda v: {"D", "U"} <= set(v.streets[0].deal),
            wsop_tournament="misdeal",
            wsop_cash="tda-becomes-upcard",
        ),
        HandOption(
            "two-exposed-downcards",
            ("dead-hand-ante-back", "misdeal"),
            "dead-hand-ante-back",
            "misdeal",
            "dead-hand-ante-back",
            "EXPOSED.BOTH-HOLE-CARDS",
            reaches=lambda v: v.streets[0].deal.count("D") >= 2,
            wsop_tournament="misdeal",
            wsop_cash="misdeal",
        ),
        HandOption(
            "exposed-seventh-card",
            ("rrop", "tda-replace", "wsop-cash"),
            "rrop",
            "tda-replace",
            "rrop",
            "EXPOSED.SEVENTH-CARD",
            reaches=lambda v: len(v.streets[-1].deal) == 1,
            wsop_cash="wsop-cash",
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
            wsop_tournament="substantial-action",
            wsop_cash="two-actions",
        ),
        HandOption(
            "premature-card",
            ("set-aside", "reshuffle"),
            "set-aside",
            "reshuffle",
            "reshuffle",
            "DEALT.PREMATURE",
            wsop_tournament="reshuffle",
            wsop_cash="reshuffle",
        ),
        HandOption(
            "missing-last-card",
            ("live", "dead"),
            "live",
            "dead",
            "live",
            "DEALT.MISSING-LAST-CARD",
        ),
        _everywhere("misdeal-bring-in", ("not-counted", "counted"), "MISDEAL.DEADLINE"),
        _everywhere("short-deck", ("plays-on", "misdeal"), "MISDEAL.FOULED-DECK"),
        HandOption(
            "exposed-two-players",
            ("misdeal", "each-on-its-own"),
            "misdeal",
            "each-on-its-own",
            "misdeal",
            "EXPOSED.TWO-PLAYERS",
        ),
        HandOption(
            "bring-in-oversized-chip",
            ("bring-in", "completion"),
            "bring-in",
            "completion",
            "bring-in",
            "FORCED.OVERSIZED-CHIP",
        ),
        HandOption(
            "identifiable-muck",
            ("floor-decides", "live"),
            "floor-decides",
            "live",
            "floor-decides",
            "SHOWDOWN.MUCKED",
        ),
        _everywhere(
            "split-later-street-tie-break", ("same-as-high", *TIE_BREAKS), "ACT.TIES",
            reaches=lambda v: split_game(v) and not v.low_game,
            wsop_tournament="position", wsop_cash="position",
        ),
        _everywhere(
            "show-order", ("first-actor", "earliest-seat-side-pots-first"), "POT.SHOW-ORDER",
            wsop_cash="earliest-seat-side-pots-first",
        ),
    )
}
"""The options every game shares: each a field of ``HandHouseRules``."""

HAND_OPTIONS: dict[str, HandOption] = dict(SHARED)
"""Every option of a hand: the shared ones, then those the games' components bring, game by
game in the table's order (``add_game_options``)."""

RETIRED: dict[str, str] = {}
"""Options the suite no longer has, and what says the same now (features/CHANGELOG.md): the
components that owned them say so (``Component.retired``)."""


def add_game_options(options: Iterable[HandOption], retired: Mapping[str, str]) -> None:
    """Add the options the games' components bring, and those they retired.

    The table of games (``studrules.variants``) calls this once its games are
    built, so that this module, which names no game, checks every option. An
    option is declared once: a second declaration under a name already taken
    (by a shared option or another component's) is a mistake in the engine.
    """
    for option in options:
        known = HAND_OPTIONS.setdefault(option.name, option)
        if known is not option:
            raise ValueError(f"the option {option.name} is declared twice")
    RETIRED.update(retired)
    _profile_rules.cache_clear()


@dataclass(frozen=True)
class HandHouseRules:
    """Every house rule of a hand, resolved to a value (``resolve``).

    Each option every game shares is a field named as the option
    (``max_raises`` for ``max-raises``); ``brought`` holds the value of each
    option a game's component brings, by name, as written. ``value`` reads
    any option as the options write it.
    """

    profile: str
    suit_order: SuitOrder
    low_game_suit_order: str
    bring_in_tie_break: str
    later_street_tie_break: str
    low_later_street_tie_break: str
    short_bring_in_call_level: str
    absent_player_hand: str
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
    wild_showing: str
    betting_structure: str
    odd_chip: str
    showdown_suits: str
    natural_tie: str
    split_bring_in_ace: str
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
    misdeal_bring_in: str
    short_deck: str
    exposed_two_players: str
    bring_in_oversized_chip: str
    identifiable_muck: str
    split_later_street_tie_break: str
    show_order: str
    brought: dict[str, str] = field(hash=False)

    @classmethod
    def of(cls, profile: str | None = None, options: Mapping[str, object] | None = None
           ) -> HandHouseRules:
        """The house rules of ``profile``, with ``options`` overriding single ones (``resolve``)."""
        return resolve(profile, options)

    def value(self, option: HandOption | str) -> str:
        """The value of ``option`` (or the option so named) as the options write it."""
        name = option if isinstance(option, str) else option.name
        if name in self.brought:
            return self.brought[name]
        if name not in SHARED:
            raise OptionError(_unknown(name))
        return _written(getattr(self, name.replace("-", "_")))

    @property
    def ranking_rules(self) -> RankingRules:
        """The options that change how hands rank, as the rankings take them at the showdown."""
        return ranking_rules(self.value)


HandRules = HandHouseRules
"""The old name of ``HandHouseRules``, kept for one release (docs/library.md)."""


def _written(value: object) -> str:
    """A field's value as the options write it: ``yes``, a suit order's name, digits."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, SuitOrder):
        return value.name
    return str(value)


def _unknown(name: str) -> str:
    """The refusal of an option no hand has."""
    return f'unknown option "{name}": choose one of {", ".join(HAND_OPTIONS)}'


def allowed_values(name: str) -> str:
    """The values hand option ``name`` takes, in words, as its refusals list them: its named
    values, then what else it takes (``HandOption.more``)."""
    option = HAND_OPTIONS[name]
    values = ", ".join(option.values)
    return f"one of {values}, {option.more}" if option.more else f"one of {values}"


def _check(name: str, value: object) -> str:
    """The value of hand option ``name``, checked; raises ``OptionError`` naming the option and
    saying what it takes."""
    option = HAND_OPTIONS.get(name)
    if option is None and name in RETIRED:
        raise OptionError(f'the option "{name}" is retired: {RETIRED[name]}', name)
    if option is None:
        raise OptionError(_unknown(name), name)
    if not isinstance(value, str):
        raise OptionError(
            f"the value of {name} must be a string, not {kind_of(value)}: "
            f"choose {allowed_values(name)}", name,
        )
    if value in option.values:
        return value
    if option.read is not None:
        try:
            read = option.read(value)
        except OptionError as refusal:  # a refusal of the reader's own (the rankings' suit orders)
            raise OptionError(str(refusal), name) from None
        except ValueError as why:
            raise OptionError(
                f'unknown value "{value}" for {name} ({why}): choose {allowed_values(name)}', name
            ) from None
        if read is not None:
            return read
    raise OptionError(
        f'unknown value "{value}" for {name}: choose {allowed_values(name)}', name
    )


def resolve(profile: str | None = None, options: Mapping[str, object] | None = None
            ) -> HandHouseRules:
    """The house rules of ``profile`` (default ``casino``), ``options`` overriding single ones."""
    profile = profile or "casino"
    if profile not in PROFILES:
        raise OptionError(f'unknown profile "{profile}": choose one of {", ".join(PROFILES)}')
    if not options:
        return _profile_rules(profile)
    return _rules(profile, {name: _check(name, value) for name, value in options.items()})


@lru_cache(maxsize=len(PROFILES))
def _profile_rules(profile: str) -> HandHouseRules:
    """A profile's house rules with nothing overridden (asked for with every hand: kept)."""
    return _rules(profile, {})


def _rules(profile: str, chosen: Mapping[str, str]) -> HandHouseRules:
    """The ``HandHouseRules`` of ``profile`` with the checked ``chosen`` values over its own."""
    fields: dict[str, Any] = {}
    brought: dict[str, str] = {}
    for name, option in HAND_OPTIONS.items():
        value = chosen.get(name, option.default(profile))
        if name in SHARED:
            fields[name.replace("-", "_")] = _CONVERT.get(name, str)(value)
        else:
            brought[name] = value
    return HandHouseRules(profile=profile, brought=brought, **fields)


_CONVERT: dict[str, Callable[[str], object]] = {
    "suit-order": SuitOrder.named,
    "max-raises": int,
    "burn-cards": lambda value: value == "yes",
}
"""How the shared options that are not plain words become ``HandHouseRules`` values."""
