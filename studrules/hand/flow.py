"""The flow of a hand between actions: functions from one ``HandState`` to the next.

``HandState`` (``engine``) holds a moment of the hand: its fields and the small
queries on them. What happens between two moments lives here, as functions
that take a state and return the next one: a betting action taken, a round
ended, a street dealt, a round opened, the pots settled. ``HandState.apply``
checks an action and hands it to ``taken``; from there the hand runs on by
itself until someone must act again.

The continuations. A component's phase (``studrules.game.hooks``) and an
irregularity's ruling (``studrules.hand.irregularities``) change the state and
then hand it back to the flow, always through these functions, never through
a private method of the state. Each takes the state as the phase or ruling
left it and returns the state where the hand waits for its next action:

- ``betting_opened(state)``: the street's cards and what they set off are
  done (cards turned up, a card paid for): the next component's phase, or the
  street's betting round, or on to the next street when fewer than two
  players can bet.
- ``street_round(state)``: the street's betting round opened now, its first
  actor found from the boards as they lie, asking no component first (a phase
  the street's deal started is over); or on, as above.
- ``next_street(state)``: a street's betting is over: a component's phase, the
  next street, or the showdown.
- ``dealt(state, street)``: ``street`` dealt, then what its cards set off and
  its betting (a phase between two streets is over).
- ``settled(state)``: the showdown: every pot to the hands that win it.
- ``uncontested(state)``: the last player left wins without showing.
- ``called_off(state, why)``: the deal is void, every chip goes back.
- ``reopened(state, excused=None)``: the street's betting opened again from its
  start, with the cards as they now lie (an exposed card, an all-in declared).
- ``killed(state, seat, why)``: a hand dead by a ruling, its chips in the pot,
  an uncalled bet of its own given back at the showdown.
- ``folded_out(state, seat, why)``: a hand folded by a ruling, in turn or not.
- ``went_on_without(state, seat)``: the betting after a hand left it by a
  ruling (the two above call it).
- ``resettled(state, dead, why)``: the showdown settled again without some hands.
- ``bring_in_card(state)``: not a step but the ruling the opening makes: who
  brings in, and why, for an irregularity that asks again.

``HandState.apply`` and ``new_hand`` (``engine``) come in through ``taken`` (an
action checked) and ``after_cards`` (the first street dealt, with
``new_up_cards``); the names with a leading underscore are the flow's own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from studrules.cards import Card
from studrules.game.definition import Street
from studrules.game.hooks import Opening, Posted
from studrules.hand import betting, explain, limit_schedule, order, showdown
from studrules.hand.betting_rules import SIZES, explained
from studrules.hand.dealing import deal_street
from studrules.hand.kill_pot import posted_kill
from studrules.hand.model import Action, Legal, Pot, Reason, Result, Seat, Share, known
from studrules.hand.plain import KEEP
from studrules.prose import listed
from studrules.rankings.base import NO_WILD, Wild

if TYPE_CHECKING:
    from studrules.hand.engine import HandState

OPEN_BY_BRING_IN = Opening("bring-in")
"""The first round of most games: the worst door card brings in."""


def taken(state: HandState, seat: int, legal: Legal) -> HandState:
    """The state after ``seat`` takes ``legal`` (already checked: ``HandState.apply``).

    In a component's phase the phase plays it; in the betting, the round takes
    the action with the reasons it gives, and the hand runs on if the round is over.
    """
    history = (*state.history, Action(state.seats[seat].name, legal.verb, legal.to, legal.what))
    step = state.step
    if step is not None:
        return step.apply(state.but(history=history), seat, legal)
    before, player = state.betting, state.seats[seat].name
    seats, rnd = betting.apply(state.seats, before, seat, legal, state.stakes, state.rules)
    why = explained(player, legal, before, rnd, state.seats, state.stakes, state.rules)
    reasons = state.reasons + tuple(why) if why else state.reasons
    # A betting round has two players in at least, and only a fold leaves fewer.
    alone = legal.verb == "fold" and sum(1 for s in seats if not s.folded) <= 1
    if not alone and not betting.round_over(seats, rnd):
        to_act = betting.next_to_act(seats, rnd, seat)
        return state.but(seats=seats, round=rnd, history=history, reasons=reasons, to_act=to_act)
    return _round_ended(state.but(seats=seats, round=rnd, history=history, reasons=reasons))


def _round_ended(state: HandState) -> HandState:
    """The round is over: the last player in wins, or the next street is dealt."""
    if sum(1 for s in state.seats if not s.folded) == 1:
        return uncontested(state)
    aggressor = state.betting.aggressor
    shows_first = _shows_first(state) if aggressor is None else aggressor
    ended = explain.round_over(state.streets[state.street])
    return next_street(state.but(shows_first=shows_first, reasons=(*state.reasons, ended)))


def uncontested(state: HandState) -> HandState:
    """The last player left wins the pot without showing."""
    result, reasons = showdown.uncontested(state.seats, _fold_order(state))
    return state.but(
        result=result, to_act=None, phase="complete", reasons=(*state.reasons, *reasons)
    )


def called_off(state: HandState, why: Reason) -> HandState:
    """The hand called off (void): nobody wins, every chip goes back to who put it in."""
    paid = [(seat.name, seat.paid) for seat in state.seats if seat.paid]
    pots = tuple(
        Pot(amount, (name,), (Share("whole", amount, (name,), ((name, amount),)),))
        for name, amount in paid
    )
    chips = state.stakes.chips
    back = listed([f"{name} {chips.said(amount)}" for name, amount in paid])
    why = Reason(why.rule, f"{why.text}; every chip goes back to the player who put it in: "
                 f"{back or 'nobody anything'}")
    return state.but(
        result=Result(pots, tuple(paid), void=True),
        to_act=None,
        phase="complete",
        reasons=(*state.reasons, why),
    )


def reopened(state: HandState, excused: int | None = None) -> HandState:
    """The street's betting opened again from its start, with the cards as they now lie.

    For an irregularity that changed which cards show, or who is in, before
    anyone acted on the street (EXPOSED.*): the bring-in or the first actor
    is worked out again as if the street had just been dealt. ``excused``
    is a seat whose door card would bring in but that does not have to: the
    action then starts at its left, the next player free to fold, bring in
    or complete (as under BRING-IN.ALL-IN); the irregularity says why.
    """
    if sum(1 for s in state.seats if not s.folded) == 1:
        return uncontested(state)
    cleared = state.but(round=None, to_act=None)
    if state.street == 0:
        opened = _open_first_round(cleared.but(bring_in=None), excused)
    else:
        opened = _open_street_round(cleared, state.community_street == state.street)
    return _on_if_no_round(opened)


def _on_if_no_round(state: HandState) -> HandState:
    """The state as a round was opened; with no round (fewer than two can bet), the next street."""
    if state.phase == "betting" and state.round is None and not state.over:
        return next_street(state)
    return state


def folded_out(state: HandState, seat: int, why: Reason) -> HandState:
    """``seat``'s hand killed while a betting round is on, in turn or not (a fold out of
    turn, up cards turned down): the player folds; the last player left wins, a round
    everyone has finished ends, and a turn that was the player's passes on."""
    seats, rnd = betting.apply(
        state.seats, state.betting, seat, Legal("fold"), state.stakes, state.rules
    )
    name = state.seats[seat].name
    folded = state.but(seats=seats, round=rnd, history=(*state.history, Action(name, "fold")),
                       reasons=(*state.reasons, why))
    return went_on_without(folded, seat)


def killed(state: HandState, seat: int, why: Reason) -> HandState:
    """The hand with ``seat``'s hand dead (a ruling, not his fold): out of the hand, his
    chips staying in the pot; the betting goes on without him, or ends if it is over.
    A bet or raise of his that nobody has called no longer binds the others: unmatched,
    it goes back to him when the pot is settled (POT.SIDE-POTS).

    Asked during a betting round only (an irregularity found while the hand is on)."""
    seats = tuple(s.but(folded=True) if i == seat else s for i, s in enumerate(state.seats))
    rnd = state.betting
    called = max((s.bet for i, s in enumerate(seats) if i != seat), default=0)
    if rnd.level > called:
        aggressor = None if rnd.aggressor == seat else rnd.aggressor
        rnd = rnd.but(level=called, full_level=min(rnd.full_level, called),
                      aggressor=aggressor)
    return went_on_without(state.but(seats=seats, round=rnd, reasons=(*state.reasons, why)), seat)


def went_on_without(state: HandState, seat: int) -> HandState:
    """The betting after ``seat``'s hand left it by a ruling (killed, folded out of turn):
    the last player left wins, a round everyone has finished ends, and a turn that was
    ``seat``'s passes to the next player clockwise who can act (ACT.CLOCKWISE)."""
    if sum(1 for s in state.seats if not s.folded) <= 1:
        return uncontested(state)
    if betting.round_over(state.seats, state.betting):
        return _round_ended(state)
    if state.to_act == seat:
        return state.but(to_act=betting.next_to_act(state.seats, state.betting, seat))
    return state


def _shows_first(state: HandState) -> int | None:
    """Who shows first if the round ends with nobody having bet (POT.SHOW-ORDER): the round's
    first actor, or under ``show-order`` ``earliest-seat-side-pots-first`` the player still
    in nearest the dealer's left."""
    if state.rules.show_order == "first-actor":
        return state.first_actor
    return next(i for i, s in enumerate(state.seats) if not s.folded)


def _fold_order(state: HandState) -> list[int]:
    """The seats that folded, in the order they folded (by their last fold)."""
    last = {
        state.seat_of(a.player): n
        for n, a in enumerate(state.history)
        if isinstance(a, Action) and a.verb == "fold"
    }
    return sorted(last, key=last.__getitem__)


def next_street(state: HandState) -> HandState:
    """Deal the next street, or the showdown; first any phase a component starts here."""
    for component in state.variant.components:
        started = component.after_betting(state)
        if started is not None:
            return started
    if state.street + 1 < len(state.streets):
        return dealt(state, state.street + 1)
    for component in state.variant.components:
        started = component.before_showdown(state)
        if started is not None:
            return started
    return settled(state)


def resettled(state: HandState, dead: Sequence[int], why: Sequence[Reason]) -> HandState:
    """The showdown settled again with the hands of ``dead`` out of it, after ``why``.

    A hand lost in the muck once the pots were awarded (SHOWDOWN.*) is folded
    now; the pots go to the best hands left, as the showdown gives them. The
    hands out of it but not by a fold count as folding last, in that order.
    """
    folds = _fold_order(state)
    seats = tuple(s.but(folded=True) if i in dead else s for i, s in enumerate(state.seats))
    late = [i for i, s in enumerate(state.seats) if s.folded and i not in folds]
    return settled(state.but(seats=seats, reasons=(*state.reasons, *why)), [*folds, *late, *dead])


def settled(state: HandState, folds: Sequence[int] | None = None) -> HandState:
    """The showdown: every pot to the hands that win it (``folds``: the seats out of it, in
    the order they went out, if not only by their folds)."""
    divide = next(
        (d for c in state.variant.components if (d := c.divider(state)) is not None), None
    )
    result, reasons = showdown.showdown(
        state.seats,
        state.variant,
        state.rules,
        state.community,
        known(state.first_actor if state.shows_first is None else state.shows_first, "a shower"),
        divide,
        state.up_sequence,
        _fold_order(state) if folds is None else folds,
        state.stakes.chips,
    )
    return state.but(
        result=result, to_act=None, phase="complete", reasons=(*state.reasons, *reasons)
    )


def dealt(state: HandState, street: int) -> HandState:
    """Deal ``street``; then what its face-up cards set off, and its betting round."""
    spec = state.streets[street]
    cleared = tuple(s if s.bet == 0 else s.but(bet=0) for s in state.seats)
    if state.community_street is not None:  # after a community card, no more cards
        spec = Street(spec.number, "", spec.limit)
    done = deal_street(cleared, state.dealer, spec, False, state.rules)
    burned = state.rules.burn_cards and len(done.dealer.burns) > len(state.dealer.burns)
    if spec.deal:
        reasons = [*explain.street_dealt(spec, burned, False), *done.reasons]
    elif state.community_street is None:
        reasons = []
    else:
        reasons = [
            Reason(
                "DEAL.COMMUNITY-CARD",
                f"after the community card no more cards are dealt: {spec.name} brings none",
            )
        ]
    for component in state.variant.components:
        reasons += component.street_reasons(state, street, spec)
    fresh = new_up_cards(cleared, done.seats) if state.variant.watches_up_cards else []
    after = state.but(
        seats=done.seats,
        dealer=done.dealer,
        street=street,
        community=state.community or done.community,
        community_street=street if done.community else state.community_street,
        up_sequence=(
            *state.up_sequence,
            *(card for _, card in fresh),
            *((done.community,) if done.community else ()),
        ),
        round=None,
        to_act=None,
        reasons=(*state.reasons, *reasons),
    )
    return after_cards(after, fresh)


def new_up_cards(before: tuple[Seat, ...], after: tuple[Seat, ...]) -> list[tuple[int, Card]]:
    """The cards just dealt face up, in dealing order: card by card, seat by seat."""
    fresh = {
        i: [c for c, up in zip(s.cards[len(b.cards) :], s.up[len(b.cards) :]) if up]
        for i, (b, s) in enumerate(zip(before, after))
    }
    rounds = max((len(cards) for cards in fresh.values()), default=0)
    return [(i, fresh[i][k]) for k in range(rounds) for i in fresh if k < len(fresh[i])]


def after_cards(state: HandState, fresh: list[tuple[int, Card]]) -> HandState:
    """What the cards just dealt face up set off (a component may start a phase); then on
    (``betting_opened``). The first street's deal (``new_hand``) and every later one end here."""
    if fresh:
        for component in state.variant.components:
            state = component.on_up_cards(state, fresh)
        if state.phase != "betting":
            return state
    return betting_opened(state)


def betting_opened(state: HandState) -> HandState:
    """After a street and what it set off: a component's phase, its betting round, or on."""
    for component in state.variant.components:
        started = component.after_deal(state)
        if started is not None:
            return started
    if state.street == 0:
        opened = _open_first_round(state)
    else:
        opened = _open_street_round(state, state.community_street == state.street)
    return _on_if_no_round(opened)


def street_round(state: HandState) -> HandState:
    """The street's betting round opened now, without asking the components (a phase that
    came after the deal is over); with fewer than two able to bet, the next street."""
    opened = _open_street_round(state)
    return opened if opened.round is not None else next_street(opened)


def _board_wild(state: HandState) -> Wild:
    """The wild cards a board counts with (WILDGAME.SHOWING)."""
    if state.rules.wild_showing == "natural":
        return NO_WILD
    return state.variant.table_wild(state.rules, state.up_sequence)


def _board_community(state: HandState) -> Card | None:
    """The community card as the boards see it: one laid before the deal counts on none."""
    return None if state.variant.community else state.community


def _open_street_round(state: HandState, new_community: bool = False) -> HandState:
    """Find the street's first actor and open its betting round."""
    why: list[Reason] = []
    if new_community and state.rules.community_card_first_actor == "same-as-sixth-street":
        first = known(state.first_actor, "a first actor")
        why.append(
            Reason(
                "ACT.COMMUNITY-CARD",
                f"{state.seats[first].name} "
                f"{'acts first' if state.seats[first].can_act else 'is the first actor'} again: "
                "with a community card the first actor of the street before keeps the lead",
            )
        )
    else:
        rule = "ACT.COMMUNITY-CARD" if new_community else None
        first, why = order.best_board(
            state.seats,
            state.variant,
            state.rules,
            _board_community(state),
            rule,
            _board_wild(state),
        )
    live_up = (c for s in state.seats if not s.folded for c in s.up_cards)  # read if wild
    why = [*why, *_wild_showing(state, live_up, "board")]
    return _open_round(state.but(first_actor=first), first, why)


def _wild_showing(state: HandState, cards: Iterable[Card], where: str) -> list[Reason]:
    """Why wild cards showing counted as they did for the bring-in or the first actor."""
    table = state.variant.table_wild(state.rules, state.up_sequence)
    if not table.any:
        return []
    cards = list(cards)
    shown = [c.symbol for c in cards if table.is_wild(c)]
    if not shown:
        return []
    one = len(shown) == 1
    if state.rules.wild_showing == "natural":
        how = "counts as the card it is" if one else "count as the cards they are"
    elif where == "door" and len(shown) == len(cards):  # every door card wild: as printed
        how = (
            "are the best door cards there are, but every door card is wild, so they are "
            "compared as the cards they are"
        )
    elif where == "door":
        how = "is the best door card there is" if one else "are the best door cards there are"
    else:
        how = "counts at its best value" if one else "count at their best values"
    return [Reason("WILDGAME.SHOWING", f"wild {listed(shown)} showing {how}")]


def _opening(state: HandState) -> Opening:
    """How the first betting round opens: as a component says, else by the bring-in."""
    variant, rules = state.variant, state.rules
    return next(
        (o for c in variant.components if (o := c.opening(variant, rules)) is not None),
        OPEN_BY_BRING_IN,
    )


def _open_first_round(state: HandState, excused: int | None = None) -> HandState:
    """The first betting round: the bring-in, or the best door card opening (``excused``:
    ``reopened``)."""
    if betting.able(state.seats) < 2:  # all but one all in for the ante
        return state
    variant, rules, stakes = state.variant, state.rules, state.stakes
    posted = posted_kill(state) or next(
        (p for c in variant.components if (p := c.posted(state)) is not None), None
    )
    if posted is not None:
        state = state.but(
            seats=posted.seats, first_actor=posted.first,
            reasons=(*state.reasons, *posted.reasons),
        )
        return _open_round(state, posted.first, [posted.why_first], posted=posted)
    opening = _opening(state)
    if stakes.bring_in == 0 or opening.how == "best-board-opens":
        rule = "OPEN.NO-BRING-IN" if stakes.bring_in == 0 else opening.rule
        wild = _board_wild(state)
        first, why = order.best_board(state.seats, variant, rules, rule=rule, wild=wild)
        return _open_round(state.but(first_actor=first), first, why)
    due, why = bring_in_card(state, opening)
    excusing = due == excused
    if excusing:  # the irregularity that excuses the seat says why
        why = []
    state = _open_round(state.but(bring_in=due, first_actor=due), due, why, passed=False)
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


def bring_in_card(state: HandState, opening: Opening | None = None) -> tuple[int, list[Reason]]:
    """The seat whose door card brings in, and why (BRING-IN.LOW-CARD, BRING-IN.HIGH-CARD,
    a component's opening): as the first round is opened, and as an irregularity asks
    again (the wrong player made to bring in, FORCED.WRONG-BRING-IN)."""
    variant, rules = state.variant, state.rules
    if opening is None:
        opening = _opening(state)
    wild = _board_wild(state)
    if opening.how == "best-board-brings-in":
        due, why = order.best_board(state.seats, variant, rules, rule=opening.rule, wild=wild)
    else:
        due, why = order.bring_in(state.seats, variant, rules, wild)
        if opening.note is not None:
            why.append(opening.note)
    why += _wild_showing(state, [s.up_cards[0] for s in state.seats if not s.folded], "door")
    return due, why


def _open_round(
    state: HandState,
    first: int,
    opener: list[Reason],
    passed: bool = True,
    posted: Posted | None = None,
) -> HandState:
    """Start the betting round with ``first`` (or the next player who can act).

    With fewer than two players able to bet there is no round, and nobody
    opens it, so ``opener``'s reasons are not given; unless bets were
    ``posted`` (blinds) and the one player able to act has put in less than
    an all-in poster: that player calls or folds. An all-in ``first`` is
    passed over with an ACT.CLOCKWISE reason, unless ``passed`` is false (the
    bring-in says so itself, BRING-IN.ALL-IN).
    """
    seats = state.seats
    able = betting.able(seats)
    level = 0
    if posted is not None:
        most = max(s.bet for s in seats)
        level = posted.level if able >= 2 else most
        if able < 2 and not any(s.can_act and s.bet < most for s in seats):
            return state
    elif able < 2:
        return state
    spec = state.streets[state.street]
    variant = state.variant
    rnd, why = betting.open_round(
        seats, spec, variant, state.stakes, state.rules, _board_wild(state), variant.structure
    )
    if posted is not None:  # the posted bet is the round's bet to call (BLINDS.POST)
        rnd = rnd.but(level=level, aggressor=posted.poster)
        if posted.full:
            rnd = rnd.but(full_level=level, count=1, increment=level if rnd.ranged else KEEP)
    to_act = first if seats[first].can_act else betting.next_to_act(seats, rnd, first)
    if to_act != first and passed:
        opener = [
            *opener,
            Reason(
                "ACT.CLOCKWISE",
                f"{seats[first].name} "
                f"{'has folded' if seats[first].folded else 'is all in'}: "
                "the action starts with "
                f"{seats[to_act].name}, the next player clockwise who can act",
            ),
        ]
    size = SIZES.announced(spec, rnd, state.stakes, limit_schedule.cited(state))
    return state.but(round=rnd, to_act=to_act, reasons=(*state.reasons, *opener, size, *why))
