"""The values a hand is made of: seats, the betting round, actions, reasons, results, errors.

The result of a hand (``Result``, its ``Pot``s and ``Share``s) lives in
``outcome``; it is named here too, beside the other values.

Every value is frozen; the engine makes new ones instead of changing old ones,
so a refused action can never leave a state half changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NamedTuple, TypeVar

from studrules.cards import Card
from studrules.errors import StudrulesError
from studrules.hand.outcome import Pot as Pot
from studrules.hand.outcome import Result as Result
from studrules.hand.outcome import Share as Share
from studrules.hand.outcome import Shown as Shown
from studrules.hand.plain import KEEP, Keep, Plain
from studrules.money import Chips, parse_amount
from studrules.vocabulary import RESERVED_NAMES, EventVerb, Verb

T = TypeVar("T")


def known(value: T | None, what: str) -> T:
    """``value``, which the engine's own bookkeeping guarantees is set where it asks."""
    if value is None:
        raise RuntimeError(f"the engine needs {what} here and has none")
    return value


class IllegalAction(StudrulesError):
    """An action the rules refuse: says why, and lists what is legal instead.

    ``rule`` is the ID of the rule that refuses it, so that a refusal cites its
    rule as every ruling does.
    """

    def __init__(self, message: str, rule: str):
        super().__init__(message)
        self.rule = rule


class IncompleteDeal(StudrulesError):
    """The deal needs a card (or the order of scrambled cards) that was not given.

    ``field`` is the part of a deal request that should give it: a player's cards
    (``players[2].cards``), ``reshuffled`` or ``community``; ``players`` unless said
    otherwise.
    """

    def __init__(self, message: str, field: str = "players"):
        super().__init__(message)
        self.field = field


class BadDeal(StudrulesError, ValueError):
    """A deal that cannot start: too many players, stakes that do not fit, cards that clash.

    ``field`` is the part of a deal request at fault: the players (their cards, their
    number) unless said otherwise; ``rule``, where a rule of the rulebook forbids it,
    that rule's ID (as an ``IllegalAction`` carries its rule).
    """

    def __init__(self, message: str, field: str = "players", rule: str | None = None):
        super().__init__(message)
        self.field = field
        self.rule = rule


class Reason(NamedTuple):
    """Why the engine ruled as it did: the spec rule applied and a sentence a learner can read."""

    rule: str
    text: str


@dataclass(frozen=True)
class Stakes:
    """The forced bets and limits, in whole chips of ``chips``."""

    chips: Chips
    ante: int
    bring_in: int
    small_bet: int
    big_bet: int
    small_blind: int = 0
    big_blind: int = 0
    """The blinds, where the game is played with blinds instead of a bring-in (BLINDS.POST)."""
    kill: int = 0
    killer: str = ""
    """A kill pot (KILL.POT): the kill ``killer`` posts; the limits of the deal grow with it
    (``studrules.hand.kill_pot``)."""

    @classmethod
    def of(cls, small_bet: str | int, big_bet: str | int, ante: str | int = 0,
           bring_in: str | int = 0) -> Stakes:
        """Stakes from amounts as written at the table (``"$0.25"``, ``"1"``, ``2``).

        The chip is the largest that divides every amount; raises ``MoneyError``
        for an amount that cannot be read.
        """
        amounts = [parse_amount(a) for a in (ante, bring_in, small_bet, big_bet)]
        chips = Chips.dividing(amounts)
        ante_chips, bring_in_chips, small, big = (chips.count(amount) for amount in amounts)
        return cls(chips, ante_chips, bring_in_chips, small, big)


SEAT_FIELDS = (
    "name", "cards", "up", "stack", "folded", "committed", "bet", "dead", "prices", "aside",
)
"""``Seat``'s fields in order: its constructor's arguments, its equality and its text."""


class Seat(Plain):
    """One player: cards dealt so far (face up or down), chips behind and chips put in.

    ``dead`` holds the cards the player swapped away (BUY.REPLACEMENT) and
    ``prices`` what each swap cost, with what the player had put in when paying:
    a price is dead money, not a contribution (BUY.PRICE).
    ``stack`` is ``None`` for a player with no limit on chips. ``committed`` counts
    every chip put in this hand (ante included); ``bet`` those of this betting round.
    ``aside`` holds the chips of a player who declared himself all in while he
    still had some (EXPOSED.DECLARE-ALL-IN): his own, but out of this hand.

    A plain value (``studrules.hand.plain``): its fields are read in every loop
    over the table, and a new seat is made through the constructor (``but``,
    ``pay``, ``given``), never by changing one.
    """

    __slots__ = (*SEAT_FIELDS, "_up_cards")
    _fields = SEAT_FIELDS

    def __init__(
        self,
        name: str,
        cards: tuple[Card, ...] = (),
        up: tuple[bool, ...] = (),
        stack: int | None = None,
        folded: bool = False,
        committed: int = 0,
        bet: int = 0,
        dead: tuple[Card, ...] = (),
        prices: tuple[tuple[int, int], ...] = (),
        aside: int = 0,
        up_cards: tuple[Card, ...] | None = None,
    ) -> None:
        self.name: Final = name
        self.cards: Final = cards
        self.up: Final = up
        self.stack: Final = stack
        self.folded: Final = folded
        self.committed: Final = committed
        self.bet: Final = bet
        self.dead: Final = dead
        self.prices: Final = prices
        self.aside: Final = aside
        self._up_cards = up_cards
        """The face-up cards once worked out (``up_cards``), given by who knows them."""

    def _values(self) -> tuple:
        return (
            self.name, self.cards, self.up, self.stack, self.folded, self.committed, self.bet,
            self.dead, self.prices, self.aside,
        )

    def but(
        self,
        *,
        name: str | Keep = KEEP,
        cards: tuple[Card, ...] | Keep = KEEP,
        up: tuple[bool, ...] | Keep = KEEP,
        stack: int | Keep | None = KEEP,
        folded: bool | Keep = KEEP,
        committed: int | Keep = KEEP,
        bet: int | Keep = KEEP,
        dead: tuple[Card, ...] | Keep = KEEP,
        prices: tuple[tuple[int, int], ...] | Keep = KEEP,
        aside: int | Keep = KEEP,
    ) -> Seat:
        """A copy of the seat with the fields named changed (``plain``); its face-up cards,
        once worked out, are kept unless its cards change."""
        return Seat(
            self.name if name is KEEP else name,
            self.cards if cards is KEEP else cards,
            self.up if up is KEEP else up,
            self.stack if stack is KEEP else stack,
            self.folded if folded is KEEP else folded,
            self.committed if committed is KEEP else committed,
            self.bet if bet is KEEP else bet,
            self.dead if dead is KEEP else dead,
            self.prices if prices is KEEP else prices,
            self.aside if aside is KEEP else aside,
            self._up_cards if cards is KEEP and up is KEEP else None,
        )

    @property
    def all_in(self) -> bool:
        """Whether the player has no chips left to bet."""
        return self.stack == 0

    @property
    def can_act(self) -> bool:
        """Whether the player still has decisions to make: in the hand and not all in."""
        return not self.folded and self.stack != 0  # not all_in (asked often: one call less)

    @property
    def up_cards(self) -> tuple[Card, ...]:
        """The face-up cards, in the order dealt.

        Asked for many times per street (boards, wild cards, the open pair), so
        worked out once per seat and kept (a copy keeps them unless its cards change).
        """
        kept = self._up_cards
        if kept is None:
            kept = self._up_cards = tuple([c for c, u in zip(self.cards, self.up) if u])
        return kept

    def given(self, cards: tuple[Card, ...], up: tuple[bool, ...]) -> Seat:
        """The seat after being dealt ``cards`` (face up where ``up`` says).

        Its face-up cards, if worked out already, are carried over with the new
        ones rather than worked out again from every card.
        """
        kept = self._up_cards if self.cards else ()
        if kept is not None:
            kept = kept + tuple([c for c, u in zip(cards, up) if u])
        return Seat(
            self.name, self.cards + cards, self.up + up, self.stack, self.folded,
            self.committed, self.bet, self.dead, self.prices, self.aside, kept,
        )

    @property
    def dealt(self) -> int:
        """How many cards the player has been dealt, cards bought away included."""
        return len(self.cards) + len(self.dead)

    def pay(self, chips: int) -> Seat:
        """The seat after putting ``chips`` in (never more than the stack)."""
        stack = self.stack
        if stack is not None:
            if chips > stack:
                raise ValueError(f"{self.name} has only {stack} chips, not {chips}")
            stack -= chips
        return Seat(
            self.name, self.cards, self.up, stack, self.folded, self.committed + chips,
            self.bet + chips, self.dead, self.prices, self.aside, self._up_cards,
        )

    @property
    def paid(self) -> int:
        """Every chip the player put in the pot: contributions and prices."""
        return self.committed + sum(amount for amount, _ in self.prices)

    def pay_price(self, chips: int) -> Seat:
        """The seat after paying a price for a card: it leaves the stack, but is no contribution."""
        if self.stack is not None and chips > self.stack:
            raise ValueError(f"{self.name} has only {self.stack} chips, not {chips}")
        stack = None if self.stack is None else self.stack - chips
        return self.but(stack=stack, prices=(*self.prices, (chips, self.committed)))


ROUND_FIELDS = (
    "street", "limit", "level", "full_level", "count", "capped", "uncapped", "big_allowed",
    "big_made", "moved", "acted_since_full", "bring_in_due", "forced_optional", "aggressor",
    "structure", "increment", "checked",
)
"""``Round``'s fields in order: its constructor's arguments, its equality and its text."""


class Round(Plain):
    """The betting round in progress.

    ``level``: what every player must match; ``full_level``: the level set by the
    last full bet, completion or raise (0 before one); ``count``: bets and
    raises toward the cap (the
    completion is the bet, the bring-in does not count); ``moved``: players who
    acted this round; ``acted_since_full``: players who have acted since the
    last full bet or raise (they may not raise again until it is reopened);
    ``bring_in_due``: the seat that
    must post the bring-in; ``forced_optional``: that seat may also fold (the
    true bring-in was all in for the ante); ``aggressor``: who made the last
    bet or raise (an uncompleted bring-in counts as the bet); ``structure``:
    how the round's wagers are sized (``fixed-limit``, or a ranged structure:
    ``pot-limit``, ``no-limit``, ``spread-limit``, POTLIMIT.*, NOLIMIT.*,
    SPREAD.*), where ``increment`` is the size of the last full bet or raise;
    ``checked``: players who checked this round (under ``check-raise``
    ``forbidden`` they may not bet or raise again in it, BET.CHECK-RAISE).

    A plain value (``studrules.hand.plain``): every action of a betting round
    makes a new one and reads several fields; a new round is made through the
    constructor (``but``, ``passed``), never by changing one.
    """

    __slots__ = ROUND_FIELDS
    _fields = ROUND_FIELDS

    def __init__(
        self,
        street: int,
        limit: int,
        level: int = 0,
        full_level: int = 0,
        count: int = 0,
        capped: bool = False,
        uncapped: bool = False,
        big_allowed: frozenset[int] = frozenset(),
        big_made: bool = False,
        moved: frozenset[int] = frozenset(),
        acted_since_full: frozenset[int] = frozenset(),
        bring_in_due: int | None = None,
        forced_optional: bool = False,
        aggressor: int | None = None,
        structure: str = "fixed-limit",
        increment: int = 0,
        checked: frozenset[int] = frozenset(),
    ) -> None:
        self.street: Final = street
        self.limit: Final = limit
        self.level: Final = level
        self.full_level: Final = full_level
        self.count: Final = count
        self.capped: Final = capped
        self.uncapped: Final = uncapped
        self.big_allowed: Final = big_allowed
        self.big_made: Final = big_made
        self.moved: Final = moved
        self.acted_since_full: Final = acted_since_full
        self.bring_in_due: Final = bring_in_due
        self.forced_optional: Final = forced_optional
        self.aggressor: Final = aggressor
        self.structure: Final = structure
        self.increment: Final = increment
        self.checked: Final = checked

    def _values(self) -> tuple:
        return (
            self.street, self.limit, self.level, self.full_level, self.count, self.capped,
            self.uncapped, self.big_allowed, self.big_made, self.moved, self.acted_since_full,
            self.bring_in_due, self.forced_optional, self.aggressor, self.structure,
            self.increment, self.checked,
        )

    def but(
        self,
        *,
        street: int | Keep = KEEP,
        limit: int | Keep = KEEP,
        level: int | Keep = KEEP,
        full_level: int | Keep = KEEP,
        count: int | Keep = KEEP,
        capped: bool | Keep = KEEP,
        uncapped: bool | Keep = KEEP,
        big_allowed: frozenset[int] | Keep = KEEP,
        big_made: bool | Keep = KEEP,
        moved: frozenset[int] | Keep = KEEP,
        acted_since_full: frozenset[int] | Keep = KEEP,
        bring_in_due: int | Keep | None = KEEP,
        forced_optional: bool | Keep = KEEP,
        aggressor: int | Keep | None = KEEP,
        structure: str | Keep = KEEP,
        increment: int | Keep = KEEP,
        checked: frozenset[int] | Keep = KEEP,
    ) -> Round:
        """A copy of the round with the fields named changed (``plain``)."""
        return Round(
            self.street if street is KEEP else street,
            self.limit if limit is KEEP else limit,
            self.level if level is KEEP else level,
            self.full_level if full_level is KEEP else full_level,
            self.count if count is KEEP else count,
            self.capped if capped is KEEP else capped,
            self.uncapped if uncapped is KEEP else uncapped,
            self.big_allowed if big_allowed is KEEP else big_allowed,
            self.big_made if big_made is KEEP else big_made,
            self.moved if moved is KEEP else moved,
            self.acted_since_full if acted_since_full is KEEP else acted_since_full,
            self.bring_in_due if bring_in_due is KEEP else bring_in_due,
            self.forced_optional if forced_optional is KEEP else forced_optional,
            self.aggressor if aggressor is KEEP else aggressor,
            self.structure if structure is KEEP else structure,
            self.increment if increment is KEEP else increment,
            self.checked if checked is KEEP else checked,
        )

    def passed(
        self,
        moved: frozenset[int],
        acted_since_full: frozenset[int],
        checked: frozenset[int],
        bring_in_due: int | None,
    ) -> Round:
        """The round after a fold, check or call: who moved, acted and checked, and who
        owes the bring-in. The most frequent change, every field given in order."""
        return Round(
            self.street, self.limit, self.level, self.full_level, self.count, self.capped,
            self.uncapped, self.big_allowed, self.big_made, moved, acted_since_full,
            bring_in_due, self.forced_optional, self.aggressor, self.structure,
            self.increment, checked,
        )

    @property
    def ranged(self) -> bool:
        """Whether a bet or raise is any amount in a range (pot, no or spread limit)."""
        return self.structure != "fixed-limit"


class Legal(NamedTuple):
    """One legal action of the player to act: the verb, the round total ``to``, the chips added.

    ``what`` is the declaration (``high``, ``low``, ``both``) or the card named
    (bought away, exchanged, rolled up). In a ranged structure (pot limit, no
    limit, spread limit) ``most`` is the largest ``to`` (POTLIMIT.MAXIMUM,
    NOLIMIT.MAXIMUM, SPREAD.MAXIMUM): every whole amount from ``to`` to ``most``
    is legal.
    """

    verb: Verb
    to: int | None = None
    adds: int = 0
    all_in: bool = False
    what: str | None = None
    most: int | None = None


def amount_of(legal: Legal) -> int:
    """The round total of a wager (every legal bet, raise, call or completion has one)."""
    return known(legal.to, f"an amount to {legal.verb}")


class Action(NamedTuple):
    """An action as taken: who, the verb, the amount ``to`` (in chips) or ``what`` when named."""

    player: str
    verb: Verb
    to: int | None = None
    what: str | None = None


class Event(NamedTuple):
    """Something that went wrong at the table, as the hand is told of it (docs/irregularities.md).

    ``by`` is who did it or reports it: ``dealer``, ``floor``, or the name of the
    player who did it. ``player`` is the player it concerns (whose card was
    exposed, who was made to bring in), ``card`` the card it concerns,
    ``action`` the player's action it carries (an action out of turn), ``cause``
    a word saying why (a misdeal's cause), ``amount`` the chips it moved in whole
    chips (a wrong push of part of a pot). Which of them an event needs is the
    business of its module in ``studrules.hand.irregularities``.
    """

    by: str
    verb: EventVerb
    player: str | None = None
    card: Card | None = None
    action: Action | None = None
    cause: str | None = None
    amount: int | None = None

    @property
    def reporter(self) -> str:
        """``dealer``, ``floor`` or ``player``: the kind of person ``by`` names."""
        return self.by if self.by in RESERVED_NAMES else "player"


class Discretion(NamedTuple):
    """A ruling the rules leave to the floor (spec/irregularities.md, IRREGULAR.DISCRETION).

    The engine does not decide it: it says what the floor may decide between
    (``between``: each outcome in the table's words, ``Carol's hand plays``), whom the
    floor may penalize (``penalize``) and with what (``penalty``: ``forfeiting the
    pot``), citing ``rule``. The hand's result stands as the engine ruled it until the
    floor decides.
    """

    rule: str
    between: tuple[str, ...] = ()
    penalize: tuple[str, ...] = ()
    penalty: str = ""


class Held(NamedTuple):
    """A player's action or restriction the hand remembers until the player's turn
    (spec/irregular-action.md): ``kind`` is ``held`` (an action taken out of turn, binding
    if the bet to the player is still ``level`` when the turn comes on ``street``),
    ``restricted`` (on this turn the player may call or fold, not bet or raise: ``rule``
    says why), ``call-only`` (the same for the rest of ``street``: a premature last card
    the player looked at, DEALT.PREMATURE) or ``fold-at-bet`` (a hand folded with no bet
    to it, which checks until someone bets and then folds).
    """

    seat: int
    action: Action
    level: int
    street: int
    kind: str
    rule: str
