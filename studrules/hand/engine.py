"""A hand of stud as an immutable state machine: ``new_hand``, ``legal_actions``, ``apply``.

``apply`` returns a new ``HandState`` or raises ``IllegalAction`` saying why and
what is legal; the state it was called on is never changed. A state holds its
fields and answers small queries on them; what happens between two actions
(the deal, who acts first, the pots settled) is the flow's (``flow``), which
``apply`` hands each action it has checked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final, TypeVar, cast

from studrules.cards import Card
from studrules.game.definition import Street, Variant
from studrules.game.hooks import Phase
from studrules.hand import betting_rules, explain, flow, limit_schedule, pot_limit
from studrules.hand.dealing import Dealer, check_community, check_no_joker, deal_street
from studrules.hand.irregularities import happen
from studrules.hand.irregularities.held import refusal, restrict, turn_comes
from studrules.hand.irregularities.premature import released
from studrules.hand.kill_pot import check_kill_pot, kill_pot_stakes
from studrules.hand.model import (
    Action,
    BadDeal,
    Discretion,
    Event,
    Held,
    IllegalAction,
    Legal,
    Reason,
    Result,
    Round,
    Seat,
    Stakes,
    amount_of,
    known,
)
from studrules.hand.plain import KEEP, Keep, Plain
from studrules.house_rules import HandRules
from studrules.vocabulary import PhaseName, Way, reserved_name

T = TypeVar("T")


def _key(note: tuple[str, object]) -> str:
    """A note's key, which orders the notes a state keeps."""
    return note[0]


STATE_FIELDS = (
    "variant", "rules", "stakes", "seats", "dealer", "street", "round", "to_act", "bring_in",
    "community", "first_actor", "shows_first", "history", "reasons", "result", "streets", "phase",
    "declarations", "up_sequence", "community_street", "held", "notes", "floor", "given_back",
)
"""``HandState``'s fields in order: its constructor's arguments, its equality and its text."""


class HandState(Plain):
    """Everything about a hand at one moment; ``apply`` makes the next moment.

    A plain value (``studrules.hand.plain``): ``apply`` and the components make
    the next state with ``but``, naming the fields that change. Beside its fields
    a state keeps its legal actions once worked out (``legal_actions``); a copy
    never inherits them.

    ``held``: actions taken out of turn and rulings on a player's next turn, kept
    until that turn (``irregularities.held``). ``notes``: what a component keeps
    about the hand while its phase lasts (the cards chosen so far, the players
    still to pay or to be asked), each under a key the component names; the core
    never reads them (``noted``, ``noting``). ``floor``: the rulings an irregularity
    leaves to the floor's discretion (``model.Discretion``), as the protocol's ``floor``.
    ``given_back``: chips a ruling handed back to a player during the hand, outside any pot
    (the ante of a hand ruled dead, EXPOSED.BOTH-HOLE-CARDS), each ``(player, chips)``;
    ``returned`` joins them with what the result gives back.
    """

    __slots__ = (*STATE_FIELDS, "_legal")
    _fields = STATE_FIELDS

    def __init__(
        self,
        variant: Variant,
        rules: HandRules,
        stakes: Stakes,
        seats: tuple[Seat, ...],
        dealer: Dealer,
        street: int,
        round: Round | None,
        to_act: int | None,
        bring_in: int | None,
        community: Card | None,
        first_actor: int | None,
        shows_first: int | None,
        history: tuple[Action | Event, ...],
        reasons: tuple[Reason, ...],
        result: Result | None,
        streets: tuple[Street, ...] = (),
        phase: PhaseName = "betting",
        declarations: tuple[tuple[int, Way], ...] = (),
        up_sequence: tuple[Card, ...] = (),
        community_street: int | None = None,
        held: tuple[Held, ...] = (),
        notes: tuple[tuple[str, object], ...] = (),
        floor: tuple[Discretion, ...] = (),
        given_back: tuple[tuple[str, int], ...] = (),
    ) -> None:
        self.variant: Final = variant
        self.rules: Final = rules
        self.stakes: Final = stakes
        self.seats: Final = seats
        self.dealer: Final = dealer
        self.street: Final = street
        self.round: Final = round
        self.to_act: Final = to_act
        self.bring_in: Final = bring_in
        self.community: Final = community
        self.first_actor: Final = first_actor
        self.shows_first: Final = shows_first
        self.history: Final = history
        self.reasons: Final = reasons
        self.result: Final = result
        self.streets: Final = streets
        self.phase: Final = phase
        self.declarations: Final = declarations
        self.up_sequence: Final = up_sequence
        self.community_street: Final = community_street
        self.held: Final = held
        self.notes: Final = notes
        self.floor: Final = floor
        self.given_back: Final = given_back
        self._legal: tuple[Legal, ...] | None = None
        """The legal actions once worked out (``legal_actions``)."""

    def _values(self) -> tuple:
        return (
            self.variant, self.rules, self.stakes, self.seats, self.dealer, self.street,
            self.round, self.to_act, self.bring_in, self.community, self.first_actor,
            self.shows_first, self.history, self.reasons, self.result, self.streets, self.phase,
            self.declarations, self.up_sequence, self.community_street, self.held, self.notes,
            self.floor, self.given_back,
        )

    def but(
        self,
        *,
        variant: Variant | Keep = KEEP,
        rules: HandRules | Keep = KEEP,
        stakes: Stakes | Keep = KEEP,
        seats: tuple[Seat, ...] | Keep = KEEP,
        dealer: Dealer | Keep = KEEP,
        street: int | Keep = KEEP,
        round: Round | Keep | None = KEEP,
        to_act: int | Keep | None = KEEP,
        bring_in: int | Keep | None = KEEP,
        community: Card | Keep | None = KEEP,
        first_actor: int | Keep | None = KEEP,
        shows_first: int | Keep | None = KEEP,
        history: tuple[Action | Event, ...] | Keep = KEEP,
        reasons: tuple[Reason, ...] | Keep = KEEP,
        result: Result | Keep | None = KEEP,
        streets: tuple[Street, ...] | Keep = KEEP,
        phase: PhaseName | Keep = KEEP,
        declarations: tuple[tuple[int, Way], ...] | Keep = KEEP,
        up_sequence: tuple[Card, ...] | Keep = KEEP,
        community_street: int | Keep | None = KEEP,
        held: tuple[Held, ...] | Keep = KEEP,
        notes: tuple[tuple[str, object], ...] | Keep = KEEP,
        floor: tuple[Discretion, ...] | Keep = KEEP,
        given_back: tuple[tuple[str, int], ...] | Keep = KEEP,
    ) -> HandState:
        """A copy of the state with the fields named changed (``plain``), without the
        legal actions this state keeps."""
        return HandState(
            self.variant if variant is KEEP else variant,
            self.rules if rules is KEEP else rules,
            self.stakes if stakes is KEEP else stakes,
            self.seats if seats is KEEP else seats,
            self.dealer if dealer is KEEP else dealer,
            self.street if street is KEEP else street,
            self.round if round is KEEP else round,
            self.to_act if to_act is KEEP else to_act,
            self.bring_in if bring_in is KEEP else bring_in,
            self.community if community is KEEP else community,
            self.first_actor if first_actor is KEEP else first_actor,
            self.shows_first if shows_first is KEEP else shows_first,
            self.history if history is KEEP else history,
            self.reasons if reasons is KEEP else reasons,
            self.result if result is KEEP else result,
            self.streets if streets is KEEP else streets,
            self.phase if phase is KEEP else phase,
            self.declarations if declarations is KEEP else declarations,
            self.up_sequence if up_sequence is KEEP else up_sequence,
            self.community_street if community_street is KEEP else community_street,
            self.held if held is KEEP else held,
            self.notes if notes is KEEP else notes,
            self.floor if floor is KEEP else floor,
            self.given_back if given_back is KEEP else given_back,
        )

    @property
    def returned(self) -> tuple[tuple[str, int], ...]:
        """Every chip handed back to the player who put it in rather than won, by player:
        ``given_back`` during the hand, then what the result gives back
        (``Result.handed_back``: chips nobody called, every chip of a void deal)."""
        back: dict[str, int] = {}
        after = self.result.handed_back() if self.result is not None else ()
        for name, chips in (*self.given_back, *after):
            back[name] = back.get(name, 0) + chips
        return tuple(back.items())

    def noted(self, key: str, default: T) -> T:
        """What a component noted under ``key`` (``noting``), or ``default`` if nothing."""
        for name, value in self.notes:
            if name == key:
                return cast(T, value)
        return default

    def noting(self, **notes: object) -> HandState:
        """The state with ``notes`` kept for the component that writes them, each replacing
        what was noted under its key; kept in the order of their keys, so that two states
        noting the same things are equal."""
        kept = dict(self.notes)
        kept.update(notes)
        return self.but(notes=tuple(sorted(kept.items(), key=_key)))

    @property
    def over(self) -> bool:
        """Whether the hand has ended and its pots are settled."""
        return self.result is not None

    @property
    def outcome(self) -> Result:
        """The result of a hand that is over (asked for only then)."""
        return known(self.result, "the result of a hand that is over")

    @property
    def first_seat(self) -> Seat:
        """The street's first actor (asked for only once one is known)."""
        return self.seats[known(self.first_actor, "a first actor")]

    @property
    def bring_in_seat(self) -> Seat:
        """The player whose door card brings in (asked for only on a street with one)."""
        return self.seats[known(self.bring_in, "a bring-in")]

    @property
    def betting(self) -> Round:
        """The betting round in progress (asked for only while there is one)."""
        return known(self.round, "a betting round")

    @property
    def actor(self) -> int:
        """The seat whose turn it is (asked for only while someone is to act)."""
        return known(self.to_act, "a player to act")

    @property
    def street_number(self) -> int:
        """The street being played: 3 for third street."""
        return self.streets[self.street].number

    @property
    def pot(self) -> int:
        """Every chip put in so far, antes included."""
        return sum(s.paid for s in self.seats)

    def seat_of(self, player: str) -> int:
        """The seat index of ``player``; raises ``IllegalAction`` for a name not at the table."""
        for i, s in enumerate(self.seats):
            if s.name == player:
                return i
        names = ", ".join(s.name for s in self.seats)
        raise IllegalAction(
            f"{player} is not playing in this hand (the players: {names})", "ACT.CLOCKWISE"
        )

    def legal_actions(self) -> list[Legal]:
        """Every legal action of the player to act (none once the hand is over).

        Worked out once per state and kept (a copy made by ``but`` does not keep them).
        """
        return list(self._kept_legal())

    def _kept_legal(self) -> tuple[Legal, ...]:
        """The legal actions, worked out once per state and kept (read, never changed)."""
        kept = self._legal
        if kept is None:
            kept = self._legal = tuple(self._legal_actions())
        return kept

    @property
    def step(self) -> Phase | None:
        """The phase a component brought that the hand is in (``None``: the betting)."""
        return self.variant.phases.get(self.phase) if self.phase != "betting" else None

    def _legal_actions(self) -> list[Legal]:
        if self.result is not None or self.to_act is None:
            return []
        step = self.step
        if step is not None:
            return step.legal(self)
        rnd, stakes = self.betting, self.stakes
        legal = betting_rules.legal_actions(self.seats, rnd, self.to_act, stakes, self.rules)
        return restrict(self, legal) if self.held else legal

    def apply(self, action: Action | Event) -> HandState:
        """The state after ``action``; raises ``IllegalAction`` (this state stays as it is).

        An ``Event`` is something that went wrong at the table, ruled on by its
        module of ``studrules.hand.irregularities``.
        """
        if isinstance(action, Event):
            return happen(self, action)
        seat, legal = self._check(action)
        before = released(self, seat) if self.held and legal.verb == "fold" else self
        state = flow.taken(before, seat, legal)
        return turn_comes(state) if state.held else state

    def _check(self, action: Action) -> tuple[int, Legal]:
        """The seat taking ``action`` and the legal action it stands for, or ``IllegalAction``
        saying why not."""
        if self.result is not None:
            raise IllegalAction(
                f"{action.player} cannot {action.verb}: the hand is over", "BET.ROUND-END"
            )
        seat = self.seat_of(action.player)
        legal = self._kept_legal() if seat == self.to_act else self._out_of_turn(seat, action)
        matching = [a for a in legal if a.verb == action.verb]
        to = action.to
        if to is not None:
            matching = [a for a in matching if a.to is not None and a.to <= to <= (a.most or a.to)]
            if len(matching) == 1 and matching[0].most is not None:
                return seat, pot_limit.chosen(matching[0], to, self.seats[seat])
        if action.what is not None:
            matching = [a for a in matching if a.what == action.what]
        if len(matching) == 1 and matching[0].most is None:
            return seat, matching[0]
        raise self._refusal(action, legal, matching)

    def _out_of_turn(self, seat: int, action: Action) -> Sequence[Legal]:
        """The legal actions of ``seat``, not the player to act: in a phase of secret choices
        those of anyone still to choose; else ``IllegalAction``, it is another's turn."""
        step = self.step
        if step and step.out_of_turn and step.out_of_turn(self, seat):
            return step.legal(self.but(to_act=seat))
        raise IllegalAction(
            f"{action.player} cannot {action.verb}: it is {self.seats[self.actor].name}'s turn",
            "ACT.CLOCKWISE",
        )

    def _refusal(
        self, action: Action, legal: Sequence[Legal], matching: list[Legal]
    ) -> IllegalAction:
        """Why ``action`` stands for no one legal action: it must say how much or which (several
        match, or a range), or it is refused (none does), with what is legal."""
        chips, player, verb = self.stakes.chips, action.player, action.verb
        if len(matching) == 1:  # a range: say how much
            most = chips.said(known(matching[0].most, "the largest amount"))
            least = chips.said(amount_of(matching[0]))
            return IllegalAction(
                f"{player} must say how much to {verb}: any amount from {least} to {most}",
                pot_limit.rule(self.betting, "STRUCTURE"),
            )
        if matching and matching[0].what is not None:
            choices = " or ".join(str(a.what) for a in matching)
            return IllegalAction(
                f"{player} must say which to {verb}: {choices}",
                known(self.step, "a phase that asks which").rule,
            )
        if matching:
            amounts = " or ".join(chips.said(amount_of(a)) for a in matching)
            return IllegalAction(
                f"{player} must say how much to {verb}: {amounts}", "BET.FIXED.OPEN-PAIR"
            )
        why = self._why_not(action)
        return IllegalAction(
            f"{player} cannot {verb}: {why.text}; {player} may {describe_legal(legal, chips)}",
            why.rule,
        )

    def _why_not(self, action: Action) -> Reason:
        """Why an action is refused: the rule that refuses it and a short sentence for people
        (a component's phase, a ruling on this turn, or the rules of the betting)."""
        step = self.step
        if step is not None:
            return Reason(step.rule, step.refusal)
        if self.held:
            restricted = refusal(self, action)
            if restricted is not None:
                return restricted
        return betting_rules.refused(self, action)


def new_hand(
    variant: Variant,
    players: Sequence[tuple[str, int | None]],
    stakes: Stakes,
    rules: HandRules,
    dealer: Dealer,
) -> HandState:
    """A hand after the antes and the first street, waiting for its first action.

    ``players`` are (name, stack) from the dealer's left; a stack of ``None``
    has no limit. Raises ``BadDeal`` for a table or stakes the game cannot use.
    """
    variant = _as_played(variant, rules)  # the table it seats may be the house's (more players)
    check_table(variant, players, stakes)
    check_no_joker(dealer, [name for name, _ in players], variant)
    check_kill_pot(variant, [name for name, _ in players], stakes)
    stakes = kill_pot_stakes(stakes)
    unstacked = [i for i, (_, stack) in enumerate(players) if stack is None]
    if variant.structure == "no-limit" and unstacked:
        raise BadDeal(
            "no limit is played for the chips on the table (NOLIMIT.MAXIMUM): "
            f"every player needs a stack, and {players[unstacked[0]][0]} has none",
            f"players[{unstacked[0]}].stack",
            "NOLIMIT.MAXIMUM",
        )
    seats = []
    for name, stack in players:
        ante = stakes.ante if stack is None else min(stakes.ante, stack)
        seats.append(Seat(name, stack=None if stack is None else stack - ante, committed=ante))
    reasons = [explain.house_rules(rules)]
    if stakes.ante:
        reasons.append(Reason("ANTE.ALL", f"every player antes {stakes.chips.said(stakes.ante)}"))
    streets = _streets(variant, rules, len(players))
    check_community(dealer, streets, [name for name, _ in players], rules)
    reasons += explain.street_dealt(streets[0], False, True)
    laid = variant.community
    if laid is not None:
        reasons.append(laid[1])
    dealt = deal_street(tuple(seats), dealer, streets[0], True, rules)
    fresh = flow.new_up_cards(tuple(seats), dealt.seats) if variant.watches_up_cards else []
    state = HandState(
        variant,
        rules,
        stakes,
        dealt.seats,
        dealt.dealer,
        0,
        None,
        None,
        None,
        laid[0] if laid is not None else None,
        None,
        None,
        (),
        tuple(reasons),
        None,
        streets,
        up_sequence=tuple(card for _, card in fresh),
    )
    return flow.after_cards(state, fresh)


def _as_played(variant: Variant, rules: HandRules) -> Variant:
    """The game as the house plays it: as its components say (ordered low, another low
    ranking), and in the betting structure the house chooses (POTLIMIT.STRUCTURE)."""
    for component in variant.components:
        variant = component.as_played(variant, rules)
    if rules.betting_structure != "game":
        variant = replace(variant, structure=rules.betting_structure)
    return variant


def _streets(variant: Variant, rules: HandRules, players: int) -> tuple[Street, ...]:
    """The game's streets as the house deals them: as its components say, each with the limit
    of the house's schedule (BET.FIXED.SCHEDULE)."""
    streets = variant.streets
    for component in variant.components:
        streets = component.streets(streets, rules, players)
    return limit_schedule.streets(streets, variant, rules)


def check_table(
    variant: Variant, players: Sequence[tuple[str, int | None]], stakes: Stakes
) -> None:
    """Refuse a table or stakes no game can be dealt with, naming the field at fault."""
    for i, player in enumerate(players):
        _check_pair(player, i)
    names = [name for name, _ in players]
    if not 2 <= len(names) <= variant.max_players:
        raise BadDeal(
            f"{variant.title} is for 2 to {variant.max_players} players, not {len(names)}"
        )
    for i, (name, stack) in enumerate(players):
        check_name(name, names[:i], i)
        if stack is not None and stack <= 0:
            raise BadDeal(f"{name} has no chips: a stack must be more than nothing",
                          f"players[{i}].stack")
    if not stakes.bring_in <= stakes.small_bet <= stakes.big_bet:
        raise BadDeal("the stakes must have bring-in <= small bet <= big bet", "stakes")
    if stakes.small_bet <= 0:
        raise BadDeal("the small bet must be more than nothing", "stakes.small_bet")
    if (stakes.small_blind or stakes.big_blind) and not any(
        c.takes_blinds for c in variant.components
    ):
        raise BadDeal(
            f"{variant.title} is not played with blinds: leave small_blind and big_blind out "
            "(BLINDS.POST)",
            "stakes",
            "BLINDS.POST",
        )


def _check_pair(player: object, at: int) -> None:
    """Refuse a player that is not a (name, stack) pair: a name, and a whole number of chips
    or ``None`` (no limit). The protocol's schema holds its requests to this; a caller of the
    Python API gets the same refusal rather than an error from unpacking or comparing."""
    field = f"players[{at}]"
    if not isinstance(player, tuple | list) or len(player) != 2:
        raise BadDeal(f"{field} must be a (name, stack) pair, not {player!r}", field)
    name, stack = player
    if not isinstance(name, str):
        raise BadDeal(f"{field} must be a (name, stack) pair with a name, not {name!r}",
                      f"{field}.name")
    if stack is not None and (isinstance(stack, bool) or not isinstance(stack, int)):
        raise BadDeal(f"{name}'s stack must be a whole number of chips or None, not {stack!r}",
                      f"{field}.stack")


def check_name(name: str, before: Sequence[str], at: int) -> None:
    """Refuse the name of the player ``at``: blank, a name of a player ``before`` it, or a word
    events use for the dealer or the floor (IRREGULAR.REPORTED: who reports an irregularity)."""
    field = f"players[{at}].name"
    if not name.strip():
        raise BadDeal("every player needs a name", field)
    if name in before:
        raise BadDeal(f"two players are called {name}: names must differ", field)
    word = reserved_name(name)
    if word is not None:
        raise BadDeal(
            f'a player cannot be called "{name}": irregular events name the {word} as '
            f'"{word}" when the {word} reports them, so what this player reported would be '
            f"read as the {word}'s (IRREGULAR.REPORTED)",
            field,
            "IRREGULAR.REPORTED",
        )


def describe_legal(legal: Sequence[Legal], chips) -> str:
    """The legal actions in words: ``fold, call $0.50 or complete to $1``."""
    words = []
    for a in legal:
        if a.verb in ("fold", "check", "stand-pat"):
            words.append(a.verb.replace("-", " "))
        elif a.what is not None:
            words.append(f"{a.verb} {a.what}")
        elif a.verb == "pay":
            words.append(f"pay {chips.said(a.adds)}")
        elif a.verb in ("call", "bring-in"):
            words.append(f"{'bring in' if a.verb == 'bring-in' else 'call'} {chips.said(a.adds)}")
        elif a.most is not None:
            words.append(f"{a.verb} to {chips.said(a.to)}-{chips.said(a.most)}")
        else:
            words.append(f"{a.verb} to {chips.said(a.to)}")
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)

