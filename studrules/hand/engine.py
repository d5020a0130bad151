"""A hand of stud as an immutable state machine: ``new_hand``, ``legal_actions``, ``apply``.

``apply`` returns a new ``HandState`` or raises ``IllegalAction`` saying why and
what is legal; the state it was called on is never changed. Between actions the
engine deals, picks who acts first and settles the pots by itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Final, TypeVar, cast

from studrules.cards import Card
from studrules.game.definition import Street, Variant
from studrules.game.hooks import Opening, Phase, Posted
from studrules.hand import betting, explain, limit_schedule, order, pot_limit, showdown
from studrules.hand.dealing import Dealer, check_community, check_no_joker, deal_street
from studrules.hand.irregularities import happen
from studrules.hand.irregularities.held import refusal, restrict, turn_comes
from studrules.hand.model import (
    Action,
    BadDeal,
    Event,
    Held,
    IllegalAction,
    Legal,
    Pot,
    Reason,
    Result,
    Round,
    Seat,
    Share,
    Stakes,
    amount_of,
    known,
)
from studrules.hand.plain import KEEP, Keep, Plain
from studrules.house_rules import HandRules
from studrules.prose import listed
from studrules.rankings.base import NO_WILD, Wild
from studrules.vocabulary import PhaseName, Way, reserved_name

T = TypeVar("T")


def _key(note: tuple[str, object]) -> str:
    """A note's key, which orders the notes a state keeps."""
    return note[0]


OPEN_BY_BRING_IN = Opening("bring-in")
"""The first round of most games: the worst door card brings in."""


STATE_FIELDS = (
    "variant", "rules", "stakes", "seats", "dealer", "street", "round", "to_act", "bring_in",
    "community", "first_actor", "shows_first", "history", "reasons", "result", "streets", "phase",
    "declarations", "up_sequence", "community_street", "held", "notes",
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
    never reads them (``noted``, ``noting``).
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
        self._legal: tuple[Legal, ...] | None = None
        """The legal actions once worked out (``legal_actions``)."""

    def _values(self) -> tuple:
        return (
            self.variant, self.rules, self.stakes, self.seats, self.dealer, self.street,
            self.round, self.to_act, self.bring_in, self.community, self.first_actor,
            self.shows_first, self.history, self.reasons, self.result, self.streets, self.phase,
            self.declarations, self.up_sequence, self.community_street, self.held, self.notes,
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
        )

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
        legal = betting.legal_actions(self.seats, rnd, self.to_act, stakes, self.rules)
        return restrict(self, legal) if self.held else legal

    def apply(self, action: Action | Event) -> HandState:
        """The state after ``action``; raises ``IllegalAction`` (this state stays as it is).

        An ``Event`` is something that went wrong at the table, ruled on by its
        module of ``studrules.hand.irregularities``.
        """
        if isinstance(action, Event):
            return happen(self, action)
        state = self._take(action)
        return turn_comes(state) if state.held else state

    def _take(self, action: Action) -> HandState:
        """The state after the player's ``action`` (``apply``), before any held action."""
        legal = self._check(action)
        history = (*self.history, Action(action.player, legal.verb, legal.to, legal.what))
        step = self.step
        if step is not None:
            state = self.but(history=history)
            return step.apply(state, self.seat_of(action.player), legal)
        before, actor = self.betting, self.actor
        seats, rnd = betting.apply(self.seats, before, actor, legal, self.stakes, self.rules)
        if rnd.ranged:
            why = pot_limit.explain(action.player, legal, before, rnd, self.seats, self.stakes)
        else:
            why = explain.wager(action.player, legal, before, rnd, self.stakes, self.rules)
        if legal.verb == "bet" and before.checked and self.rules.check_raise == "forbidden":
            why = [*why, explain.checked([self.seats[i].name for i in sorted(before.checked)])]
        reasons = self.reasons + tuple(why) if why else self.reasons
        # A betting round has two players in at least, and only a fold leaves fewer.
        alone = legal.verb == "fold" and sum(1 for s in seats if not s.folded) <= 1
        if not alone and not betting.round_over(seats, rnd):
            to_act = betting.next_to_act(seats, rnd, actor)
            return self.but(
                seats=seats, round=rnd, history=history, reasons=reasons, to_act=to_act
            )
        return self.but(seats=seats, round=rnd, history=history, reasons=reasons)._round_ended()

    def _check(self, action: Action) -> Legal:
        """The legal action ``action`` stands for, or ``IllegalAction`` saying why not."""
        if self.result is not None:
            raise IllegalAction(
                f"{action.player} cannot {action.verb}: the hand is over", "BET.ROUND-END"
            )
        seat = self.seat_of(action.player)
        legal: Sequence[Legal] = self._kept_legal()
        step = self.step
        if step and step.out_of_turn and seat != self.to_act and step.out_of_turn(self, seat):
            legal = step.legal(self.but(to_act=seat))  # secret choices: anyone still to choose
            seat = self.actor
        if seat != self.to_act:
            raise IllegalAction(
                f"{action.player} cannot {action.verb}: "
                f"it is {self.seats[self.actor].name}'s turn",
                "ACT.CLOCKWISE",
            )
        matching = [a for a in legal if a.verb == action.verb]
        if action.to is not None:
            to = action.to
            matching = [a for a in matching if a.to is not None and a.to <= to <= (a.most or a.to)]
            if len(matching) == 1 and matching[0].most is not None:
                return pot_limit.chosen(matching[0], action.to, self.seats[self.actor])
        if action.what is not None:
            matching = [a for a in matching if a.what == action.what]
        chips = self.stakes.chips
        if len(matching) == 1 and matching[0].most is not None:  # a range: say how much
            least, most = chips.text(amount_of(matching[0])), chips.text(matching[0].most)
            raise IllegalAction(
                f"{action.player} must say how much to {action.verb}: "
                f"any amount from ${least} to ${most}",
                pot_limit.rule(self.betting, "STRUCTURE"),
            )
        if len(matching) == 1:
            return matching[0]
        options = describe_legal(legal, chips)
        if len(matching) > 1 and matching[0].what is not None:
            choices = " or ".join(str(a.what) for a in matching)
            raise IllegalAction(
                f"{action.player} must say which to {action.verb}: {choices}",
                known(step, "a phase that asks which").rule,
            )
        if len(matching) > 1:
            amounts = " or ".join(f"${chips.text(amount_of(a))}" for a in matching)
            raise IllegalAction(
                f"{action.player} must say how much to {action.verb}: {amounts}",
                "BET.FIXED.OPEN-PAIR",
            )
        why = self._why_not(action)
        raise IllegalAction(
            f"{action.player} cannot {action.verb}: {why.text}; {action.player} may {options}",
            why.rule,
        )

    def _why_not(self, action: Action) -> Reason:
        """Why an action is refused: the rule that refuses it and a short sentence for people."""
        step = self.step
        if step is not None:
            return Reason(step.rule, step.refusal)
        if self.held:
            restricted = refusal(self, action)
            if restricted is not None:
                return restricted
        rnd, seat = self.betting, self.seats[self.actor]
        chips = self.stakes.chips
        amount = f"${chips.text(action.to)}" if action.to is not None else ""
        limits = pot_limit.rule(rnd, "STRUCTURE") if rnd.ranged else "BET.FIXED.LIMITS"
        if action.verb == "complete" and rnd.ranged:
            return Reason(
                pot_limit.rule(rnd, "BRING-IN"),
                f"in {pot_limit.WORDS[rnd.structure]} nobody completes: "
                "the bring-in is a bet of its own size",
            )
        if rnd.bring_in_due == self.to_act:
            return Reason("BRING-IN.COMPLETE", "the bring-in must be posted (or completed)")
        if action.verb == "check" and rnd.level > seat.bet:
            if self.street == 0 and self.bring_in is None and rnd.level == self.stakes.big_blind:
                return Reason("BLINDS.POST", "the big blind is a bet")
            if rnd.full_level == 0 and self.street == 0 and self.bring_in is not None:
                return Reason("BRING-IN.IS-A-BET", "the bring-in is a bet")
            return Reason(limits, f"there is a bet of ${chips.text(rnd.level)} to call")
        if action.verb in ("bet", "complete") and rnd.level > 0 and rnd.full_level > 0:
            return Reason(limits, "there is already a bet: call, raise or fold")
        offered = [a for a in self.legal_actions() if a.verb == action.verb]
        if action.verb in betting.AGGRESSIVE and offered and action.to is not None:
            if rnd.ranged and offered[0].most is not None:
                return pot_limit.out_of_range(rnd, offered[0], action.to, chips)
            house = self._schedule_here()
            if house != "casino" and not rnd.ranged:
                street = self.streets[self.street].name
                sizes = f"${chips.text(rnd.limit)}"
                if self.actor in rnd.big_allowed:
                    sizes += f" or ${chips.text(self.stakes.big_bet)}"
                return Reason(
                    "BET.FIXED.SCHEDULE",
                    f"{amount} is not a legal amount: under the house's {house} schedule "
                    f"bets and raises on {street} are {sizes}",
                )
            return Reason(limits, f"{amount} is not a legal amount")
        if action.verb in betting.AGGRESSIVE:
            if self.to_act in rnd.checked and self.rules.check_raise == "forbidden":
                return Reason(
                    "BET.CHECK-RAISE",
                    f"{seat.name} checked earlier on this street, and this house forbids "
                    "check-raising: call or fold",
                )
            if self.to_act in rnd.acted_since_full:
                return Reason(
                    pot_limit.rule(rnd, "ALL-IN") if rnd.ranged else "BET.SHORT-ALL-IN",
                    "the betting was not reopened since this player last acted",
                )
            if action.verb == "raise" and rnd.level > 0 and rnd.full_level == 0:
                complete = next((a for a in self.legal_actions() if a.verb == "complete"), None)
                if complete is not None:
                    return Reason(
                        "BET.FIXED.COMPLETE",
                        "only a completion to "
                        f"${chips.text(amount_of(complete))} can follow the "
                        f"{'bring-in' if self.bring_in is not None else 'big blind'}",
                    )
            if not any(s.can_act for i, s in enumerate(self.seats) if i != self.actor):
                return Reason("BET.ALL-IN", "every other player is all in: nobody could answer")
            if seat.stack is not None and seat.bet + seat.stack <= rnd.level:
                return Reason("BET.ALL-IN", "calling takes every chip this player has")
            return Reason(
                "BET.CAP", f"the betting is capped at a bet and {self.rules.max_raises} raises"
            )
        if action.verb == "fold" and rnd.level <= seat.bet:
            return Reason(limits, "there is no bet to fold to: checking costs nothing")
        if action.to is not None:
            return Reason(limits, f"{amount} is not a legal amount")
        return Reason(limits, f"{action.verb} is not an action here")

    def _schedule_here(self) -> str:
        """The house's schedule where it makes this street's limit differ from the game's own,
        else ``casino``: the rule a limit reason cites (BET.FIXED.SCHEDULE or BET.FIXED.LIMITS)."""
        street = self.streets[self.street]
        if street.limit == self.variant.streets[self.street].limit:
            return "casino"
        return limit_schedule.in_force(self.variant, self.rules)

    def _round_ended(self) -> HandState:
        """The round is over: the last player in wins, or the next street is dealt."""
        if sum(1 for s in self.seats if not s.folded) == 1:
            return self._uncontested()
        aggressor = self.betting.aggressor
        shows_first = self.first_actor if aggressor is None else aggressor
        ended = explain.round_over(self.streets[self.street])
        state = self.but(shows_first=shows_first, reasons=(*self.reasons, ended))
        return state._next_street()

    def _uncontested(self) -> HandState:
        """The last player left wins the pot without showing."""
        result, reasons = showdown.uncontested(self.seats, self._fold_order())
        return self.but(
            result=result, to_act=None, phase="complete", reasons=(*self.reasons, *reasons)
        )

    def called_off(self, why: Reason) -> HandState:
        """The hand called off (void): nobody wins, every chip goes back to who put it in."""
        paid = [(seat.name, seat.paid) for seat in self.seats if seat.paid]
        pots = tuple(
            Pot(amount, (name,), (Share("whole", amount, (name,), ((name, amount),)),))
            for name, amount in paid
        )
        chips = self.stakes.chips
        back = listed([f"{name} ${chips.text(amount)}" for name, amount in paid])
        why = Reason(why.rule, f"{why.text}; every chip goes back to the player who put it in: "
                     f"{back or 'nobody anything'}")
        return self.but(
            result=Result(pots, tuple(paid), void=True),
            to_act=None,
            phase="complete",
            reasons=(*self.reasons, why),
        )

    def reopened(self, excused: int | None = None) -> HandState:
        """The street's betting opened again from its start, with the cards as they now lie.

        For an irregularity that changed which cards show, or who is in, before
        anyone acted on the street (EXPOSED.*): the bring-in or the first actor
        is worked out again as if the street had just been dealt. ``excused``
        is a seat whose door card would bring in but that does not have to: the
        action then starts at its left, the next player free to fold, bring in
        or complete (as under BRING-IN.ALL-IN); the irregularity says why.
        """
        if sum(1 for s in self.seats if not s.folded) == 1:
            return self._uncontested()
        state = self.but(round=None, to_act=None)
        if self.street == 0:
            state = state.but(bring_in=None)._open_first_round(excused)
        else:
            state = state._open_street_round(self.community_street == self.street)
        if state.phase == "betting" and state.round is None and not state.over:
            return state._next_street()
        return state

    def folded_out(self, seat: int, why: Reason) -> HandState:
        """``seat``'s hand killed while a betting round is on, in turn or not (a fold out of
        turn, up cards turned down): the player folds; the last player left wins, a round
        everyone has finished ends, and a turn that was the player's passes on."""
        seats, rnd = betting.apply(
            self.seats, self.betting, seat, Legal("fold"), self.stakes, self.rules
        )
        name = self.seats[seat].name
        state = self.but(seats=seats, round=rnd, history=(*self.history, Action(name, "fold")),
                         reasons=(*self.reasons, why))
        return state.went_on_without(seat)

    def killed(self, seat: int, why: Reason) -> HandState:
        """The hand with ``seat``'s hand dead (a ruling, not his fold): out of the hand, his
        chips staying in the pot; the betting goes on without him, or ends if it is over.
        A bet or raise of his that nobody has called no longer binds the others: unmatched,
        it goes back to him when the pot is settled (POT.SIDE-POTS).

        Asked during a betting round only (an irregularity found while the hand is on)."""
        seats = tuple(s.but(folded=True) if i == seat else s for i, s in enumerate(self.seats))
        rnd = self.betting
        called = max((s.bet for i, s in enumerate(seats) if i != seat), default=0)
        if rnd.level > called:
            aggressor = None if rnd.aggressor == seat else rnd.aggressor
            rnd = rnd.but(level=called, full_level=min(rnd.full_level, called),
                          aggressor=aggressor)
        state = self.but(seats=seats, round=rnd, reasons=(*self.reasons, why))
        return state.went_on_without(seat)

    def went_on_without(self, seat: int) -> HandState:
        """The betting after ``seat``'s hand left it by a ruling (killed, folded out of turn):
        the last player left wins, a round everyone has finished ends, and a turn that was
        ``seat``'s passes to the next player clockwise who can act (ACT.CLOCKWISE)."""
        if sum(1 for s in self.seats if not s.folded) <= 1:
            return self._uncontested()
        if betting.round_over(self.seats, self.betting):
            return self._round_ended()
        if self.to_act == seat:
            return self.but(to_act=betting.next_to_act(self.seats, self.betting, seat))
        return self

    def _fold_order(self) -> list[int]:
        """The seats that folded, in the order they folded (by their last fold)."""
        last = {
            self.seat_of(a.player): n
            for n, a in enumerate(self.history)
            if isinstance(a, Action) and a.verb == "fold"
        }
        return sorted(last, key=last.__getitem__)

    def _next_street(self) -> HandState:
        """Deal the next street, or the showdown; first any phase a component starts here."""
        for component in self.variant.components:
            started = component.after_betting(self)
            if started is not None:
                return started
        if self.street + 1 < len(self.streets):
            return self._deal(self.street + 1)
        for component in self.variant.components:
            started = component.before_showdown(self)
            if started is not None:
                return started
        return self._settle()

    def resettled(self, dead: Sequence[int], why: Sequence[Reason]) -> HandState:
        """The showdown settled again with the hands of ``dead`` out of it, after ``why``.

        A hand lost in the muck once the pots were awarded (SHOWDOWN.*) is folded
        now; the pots go to the best hands left, as the showdown gives them. The
        hands out of it but not by a fold count as folding last, in that order.
        """
        folds = self._fold_order()
        seats = tuple(s.but(folded=True) if i in dead else s for i, s in enumerate(self.seats))
        late = [i for i, s in enumerate(self.seats) if s.folded and i not in folds]
        state = self.but(seats=seats, reasons=(*self.reasons, *why))
        return state._settle([*folds, *late, *dead])

    def _settle(self, folds: Sequence[int] | None = None) -> HandState:
        """The showdown: every pot to the hands that win it (``folds``: the seats out of it, in
        the order they went out, if not only by their folds)."""
        divide = next(
            (d for c in self.variant.components if (d := c.divider(self)) is not None), None
        )
        result, reasons = showdown.showdown(
            self.seats,
            self.variant,
            self.rules,
            self.community,
            known(self.first_actor if self.shows_first is None else self.shows_first, "a shower"),
            divide,
            self.up_sequence,
            self._fold_order() if folds is None else folds,
        )
        return self.but(
            result=result, to_act=None, phase="complete", reasons=(*self.reasons, *reasons)
        )

    def _deal(self, street: int) -> HandState:
        """Deal ``street``; then what its face-up cards set off, and its betting round."""
        spec = self.streets[street]
        cleared = tuple(s if s.bet == 0 else s.but(bet=0) for s in self.seats)
        if self.community_street is not None:  # after a community card, no more cards
            spec = Street(spec.number, "", spec.limit)
        dealt = deal_street(cleared, self.dealer, spec, False, self.rules)
        burned = self.rules.burn_cards and len(dealt.dealer.burns) > len(self.dealer.burns)
        if spec.deal:
            reasons = [*explain.street_dealt(spec, burned, False), *dealt.reasons]
        elif self.community_street is None:
            reasons = []
        else:
            reasons = [
                Reason(
                    "DEAL.COMMUNITY-CARD",
                    f"after the community card no more cards are dealt: {spec.name} brings none",
                )
            ]
        for component in self.variant.components:
            reasons += component.street_reasons(self, street, spec)
        fresh = new_up_cards(cleared, dealt.seats) if self.variant.watches_up_cards else []
        state = self.but(
            seats=dealt.seats,
            dealer=dealt.dealer,
            street=street,
            community=self.community or dealt.community,
            community_street=street if dealt.community else self.community_street,
            up_sequence=(
                *self.up_sequence,
                *(card for _, card in fresh),
                *((dealt.community,) if dealt.community else ()),
            ),
            round=None,
            to_act=None,
            reasons=(*self.reasons, *reasons),
        )
        return state._up_cards_dealt(fresh)

    def _up_cards_dealt(self, fresh: list[tuple[int, Card]]) -> HandState:
        """What the cards just dealt face up set off (a component may start a phase); then on."""
        state = self
        if fresh:
            for component in self.variant.components:
                state = component.on_up_cards(state, fresh)
            if state.phase != "betting":
                return state
        return state._opened_after_deal()

    def _opened_after_deal(self) -> HandState:
        """After a street and what it set off: a component's phase, its betting round, or on."""
        for component in self.variant.components:
            started = component.after_deal(self)
            if started is not None:
                return started
        if self.street == 0:
            state = self._open_first_round()
        else:
            state = self._open_street_round(self.community_street == self.street)
        if state.phase == "betting" and state.round is None and not state.over:
            return state._next_street()
        return state

    def _board_wild(self) -> Wild:
        """The wild cards a board counts with (WILDGAME.SHOWING)."""
        if self.rules.wild_showing == "natural":
            return NO_WILD
        return self.variant.table_wild(self.rules, self.up_sequence)

    def _board_community(self) -> Card | None:
        """The community card as the boards see it: one laid before the deal counts on none."""
        return None if self.variant.community else self.community

    def _open_street_round(self, new_community: bool = False) -> HandState:
        """Find the street's first actor and open its betting round."""
        why: list[Reason] = []
        if new_community and self.rules.community_card_first_actor == "same-as-sixth-street":
            first = known(self.first_actor, "a first actor")
            why.append(
                Reason(
                    "ACT.COMMUNITY-CARD",
                    f"{self.seats[first].name} "
                    f"{'acts first' if self.seats[first].can_act else 'is the first actor'} again: "
                    "with a community card the first actor of the street before keeps the lead",
                )
            )
        else:
            rule = "ACT.COMMUNITY-CARD" if new_community else None
            first, why = order.best_board(
                self.seats,
                self.variant,
                self.rules,
                self._board_community(),
                rule,
                self._board_wild(),
            )
        live_up = (c for s in self.seats if not s.folded for c in s.up_cards)  # read if wild
        why = [*why, *self._wild_showing(live_up, "board")]
        return self.but(first_actor=first)._open_round(first, why)

    def _wild_showing(self, cards: Iterable[Card], where: str) -> list[Reason]:
        """Why wild cards showing counted as they did for the bring-in or the first actor."""
        table = self.variant.table_wild(self.rules, self.up_sequence)
        if not table.any:
            return []
        shown = [c.symbol for c in cards if table.is_wild(c)]
        if not shown:
            return []
        one = len(shown) == 1
        if self.rules.wild_showing == "natural":
            how = "counts as the card it is" if one else "count as the cards they are"
        elif where == "door":
            how = "is the best door card there is" if one else "are the best door cards there are"
        else:
            how = "counts at its best value" if one else "count at their best values"
        return [Reason("WILDGAME.SHOWING", f"wild {listed(shown)} showing {how}")]

    def _open_first_round(self, excused: int | None = None) -> HandState:
        """The first betting round: the bring-in, or the best door card opening (``excused``:
        ``reopened``)."""
        if betting.able(self.seats) < 2:  # all but one all in for the ante
            return self
        variant, rules, stakes = self.variant, self.rules, self.stakes
        posted = next((p for c in variant.components if (p := c.posted(self)) is not None), None)
        if posted is not None:
            state = self.but(
                seats=posted.seats, first_actor=posted.first,
                reasons=(*self.reasons, *posted.reasons),
            )
            return state._open_round(posted.first, [posted.why_first], posted=posted)
        wild = self._board_wild()
        opening = next(
            (o for c in variant.components if (o := c.opening(variant, rules)) is not None),
            OPEN_BY_BRING_IN,
        )
        if stakes.bring_in == 0 or opening.how == "best-board-opens":
            rule = "OPEN.NO-BRING-IN" if stakes.bring_in == 0 else opening.rule
            first, why = order.best_board(self.seats, variant, rules, rule=rule, wild=wild)
            return self.but(first_actor=first)._open_round(first, why)
        due, why = self.bring_in_card(opening)
        excusing = due == excused
        if excusing:  # the irregularity that excuses the seat says why
            why = []
        state = self.but(bring_in=due, first_actor=due)._open_round(due, why, passed=False)
        optional = excusing or not state.seats[due].can_act
        if optional:
            due = betting.next_to_act(state.seats, state.betting, due)
        if optional and not excusing:
            state = state.but(
                reasons=(
                    *state.reasons,
                    Reason(
                        "BRING-IN.ALL-IN",
                        f"{state.bring_in_seat.name} is all in for the ante and posts "
                        f"nothing: the action starts with {state.seats[due].name}, who may "
                        "fold, bring in or complete",
                    ),
                ),
            )
        rnd = state.betting.but(bring_in_due=due, forced_optional=optional)
        return state.but(round=rnd, to_act=due)

    def bring_in_card(self, opening: Opening | None = None) -> tuple[int, list[Reason]]:
        """The seat whose door card brings in, and why (BRING-IN.LOW-CARD, BRING-IN.HIGH-CARD,
        a component's opening): as the first round is opened, and as an irregularity asks
        again (the wrong player made to bring in, FORCED.WRONG-BRING-IN)."""
        variant, rules = self.variant, self.rules
        if opening is None:
            opening = next(
                (o for c in variant.components if (o := c.opening(variant, rules)) is not None),
                OPEN_BY_BRING_IN,
            )
        wild = self._board_wild()
        if opening.how == "best-board-brings-in":
            due, why = order.best_board(self.seats, variant, rules, rule=opening.rule, wild=wild)
        else:
            due, why = order.bring_in(self.seats, variant, rules, wild)
            if opening.note is not None:
                why.append(opening.note)
        why += self._wild_showing([s.up_cards[0] for s in self.seats if not s.folded], "door")
        return due, why

    def _open_round(
        self, first: int, opener: list[Reason], passed: bool = True, posted: Posted | None = None
    ) -> HandState:
        """Start the betting round with ``first`` (or the next player who can act).

        With fewer than two players able to bet there is no round, and nobody
        opens it, so ``opener``'s reasons are not given; unless bets were
        ``posted`` (blinds) and the one player able to act has put in less than
        an all-in poster: that player calls or folds. An all-in ``first`` is
        passed over with an ACT.CLOCKWISE reason, unless ``passed`` is false (the
        bring-in says so itself, BRING-IN.ALL-IN).
        """
        able = betting.able(self.seats)
        level = 0
        if posted is not None:
            most = max(s.bet for s in self.seats)
            level = posted.level if able >= 2 else most
            if able < 2 and not any(s.can_act and s.bet < most for s in self.seats):
                return self
        elif able < 2:
            return self
        spec = self.streets[self.street]
        structure = self.variant.structure
        rnd, why = betting.open_round(
            self.seats, spec, self.variant, self.stakes, self.rules, self._board_wild(), structure
        )
        if posted is not None:  # the posted bet is the round's bet to call (BLINDS.POST)
            rnd = rnd.but(level=level, aggressor=posted.poster)
            if posted.full:
                rnd = rnd.but(full_level=level, count=1, increment=level if rnd.ranged else KEEP)
        to_act = first if self.seats[first].can_act else betting.next_to_act(self.seats, rnd, first)
        if to_act != first and passed:
            opener = [
                *opener,
                Reason(
                    "ACT.CLOCKWISE",
                    f"{self.seats[first].name} "
                    f"{'has folded' if self.seats[first].folded else 'is all in'}: "
                    "the action starts with "
                    f"{self.seats[to_act].name}, the next player clockwise who can act",
                ),
            ]
        if rnd.ranged:
            size = pot_limit.limits(spec.name, rnd, self.stakes)
        else:
            size = explain.limit(spec, rnd, self.stakes, self._schedule_here())
        return self.but(round=rnd, to_act=to_act, reasons=(*self.reasons, *opener, size, *why))


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
    check_table(variant, players, stakes)
    check_no_joker(dealer, [name for name, _ in players], variant)
    variant = _as_played(variant, rules)
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
        reasons.append(Reason("ANTE.ALL", f"every player antes ${stakes.chips.text(stakes.ante)}"))
    streets = _streets(variant, rules, len(players))
    check_community(dealer, streets, [name for name, _ in players], rules)
    reasons += explain.street_dealt(streets[0], False, True)
    laid = variant.community
    if laid is not None:
        reasons.append(laid[1])
    dealt = deal_street(tuple(seats), dealer, streets[0], True, rules)
    fresh = new_up_cards(tuple(seats), dealt.seats) if variant.watches_up_cards else []
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
    return state._up_cards_dealt(fresh)


def new_up_cards(before: tuple[Seat, ...], after: tuple[Seat, ...]) -> list[tuple[int, Card]]:
    """The cards just dealt face up, in dealing order: card by card, seat by seat."""
    fresh = {
        i: [c for c, up in zip(s.cards[len(b.cards) :], s.up[len(b.cards) :]) if up]
        for i, (b, s) in enumerate(zip(before, after))
    }
    rounds = max((len(cards) for cards in fresh.values()), default=0)
    return [(i, fresh[i][k]) for k in range(rounds) for i in fresh if k < len(fresh[i])]


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
            words.append(f"pay ${chips.text(a.adds)}")
        elif a.verb in ("call", "bring-in"):
            words.append(f"{'bring in' if a.verb == 'bring-in' else 'call'} ${chips.text(a.adds)}")
        elif a.most is not None:
            words.append(f"{a.verb} to ${chips.text(a.to)}-${chips.text(a.most)}")
        else:
            words.append(f"{a.verb} to ${chips.text(a.to)}")
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)

