"""What the floor rules when something goes wrong: an irregularity told to the engine, ruled by it.

Design (issue #35, item 1). A hand dealt for the question is played to a
moment where a kind of irregularity can happen (``KINDS``): a card the dealer
exposes, a misdeal called once the action has begun, a hand mucked or miscalled
at the showdown, an oversized chip for the bring-in, an action out of turn, a
fold with no bet. The irregularity is told to the engine as its own event
(``studrules.Event``), with any actions that follow it before its ruling
shows (the bet that overtakes an action out of turn), under the profile in
force and, for the wrong choices, under every other profile the trainer offers
(the built-in ones and a house file): the hand is dealt again from the same
deck under each and played the same way. Each ruling is read off the state the
engine returns (a void deal, a hand made dead, cards turned or replaced, who
acts and may do what, what a hand checks until, who wins at the showdown, what
is left to the floor) or off its refusal; the topic works nothing out itself.
The choices are the rulings that differ; the feedback names the profiles behind
each wrong one, and the engine's reasons give the rule that decides it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from studrules import (
    Action,
    Card,
    Dealer,
    Event,
    HandState,
    Holding,
    IllegalAction,
    Reason,
    StudrulesError,
    Variant,
    format_holding,
    known,
    listed,
    new_hand,
)
from studrules_trainer.questions import answers
from studrules_trainer.questions.citations import deciding
from studrules_trainer.questions.houses import profiles, rules_of
from studrules_trainer.questions.irregularity_kinds import EXPOSURES, KINDS
from studrules_trainer.questions.model import BadAnswer, Choice, Part
from studrules_trainer.questions.play import Moment, Style, Walk
from studrules_trainer.questions.sentences import action_step, offers_step
from studrules_trainer.questions.topic import Topic
from studrules_trainer.questions.words import dollars

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
"""A card's place among a player's cards, as the choices say it."""
VOID = "the deal is void: every player takes back what they put in"
"""A misdeal's ruling, as the Then step and the choice both say it."""
HELD_WORDS = {"fold-at-bet": "{name} keeps the cards and checks until someone bets, then folds"}
"""What the hand remembers about a player's coming turns, as a ruling says it (an action held
out of turn, or a turn restricted, is told by what the player may do when the turn comes)."""
TRIES = 4
"""The most irregularities of one kind ruled on for a hand before trying another kind: each is
ruled under every profile, the hand dealt again for each."""


@dataclass(frozen=True)
class Ruling:
    """What the engine rules on the event under one profile: in words, and as Then steps.

    ``state`` is the hand after the ruling (``None`` when the event was refused,
    ``refusal`` then saying why and citing ``rule``)."""

    profile: str
    words: str
    steps: tuple[str, ...]
    state: HandState | None
    refusal: Reason | None = None


@dataclass(frozen=True)
class FloorMoment(Moment):
    """The hand just before the irregularity, the irregularity, and its ruling under each
    profile the hand can be played by (``rulings``, the profile in force first)."""

    kind: str
    event: Event
    told: str
    """The event as a When step tells it (``the dealer exposes Bob's first hole card: Qs``)."""
    situation: str
    """The event in the prompt's words."""
    rulings: tuple[Ruling, ...]
    then: tuple[Action, ...] = ()
    """The actions played after the event before its ruling shows."""

    @property
    def ruling(self) -> Ruling:
        """The ruling under the profile in force."""
        return self.rulings[0]


class Replays:
    """The walk's hand dealt again from the same deck under other profiles and played the same
    way, each profile's replay played on only as far as a moment asks, and only once.

    Every moment of one walk plays a prefix of the same actions, so a profile's states after
    each action serve every candidate of every kind (replaying from the deal for each was most
    of a question's cost)."""

    def __init__(self, first: HandState):
        self._first = first
        self._states: dict[str, list[HandState]] = {}
        self._refused: set[str] = set()
        """The profiles that refused the deal or an action: their replays go no further."""

    def at(self, moment: Moment, profile: str) -> HandState | None:
        """The hand of ``moment`` under ``profile``, or ``None`` where that profile's betting
        does not allow the same actions."""
        wanted = len(moment.actions)
        states = self._states.get(profile)
        if states is None:
            states = self._states[profile] = []
            try:
                states.append(self._dealt(profile))
            except StudrulesError:
                self._refused.add(profile)
        while len(states) <= wanted and profile not in self._refused:
            try:
                states.append(states[-1].apply(moment.actions[len(states) - 1]))
            except StudrulesError:
                self._refused.add(profile)
        return states[wanted] if len(states) > wanted else None

    def _dealt(self, profile: str) -> HandState:
        first = self._first
        dealer = Dealer(deck=first.dealer.deck, seed=first.dealer.seed)
        players = [(seat.name, None if seat.stack is None else seat.stack + seat.paid)
                   for seat in first.seats]
        return new_hand(first.variant, players, first.stakes, rules_of(profile), dealer)


def ruled(before: HandState, event: Event, profile: str, told: str,
          then: tuple[Action, ...] = ()) -> Ruling:
    """The engine's ruling on ``event`` in ``before``, once the actions ``then`` have been
    played after it, in words and as Then steps."""
    try:
        after = before.apply(event)
    except IllegalAction as refused:
        return _refused(event, profile, told, refused)
    for action in then:
        after = after.apply(action)
    if after.result is not None and after.result.void:
        return Ruling(profile, f"Misdeal: {VOID}", (VOID,), after)
    words: list[str] = []
    steps: list[str] = []
    for was, now in zip(before.seats, after.seats):
        if now.folded and not was.folded:
            words.append(f"{now.name}'s hand is dead")
            steps.append(f"{now.name}'s hand is dead")
        elif (now.cards, now.up) != (was.cards, was.up):
            words += _changes(was.cards, was.up, now.cards, now.up, now.name, event.card)
            steps.append(f'{now.name} holds "{format_holding(Holding(now.cards, now.up))}"')
    words += [HELD_WORDS[kept.kind].format(name=after.seats[kept.seat].name)
              for kept in after.held if kept not in before.held and kept.kind in HELD_WORDS]
    left_words, left_steps = _left_to_the_floor(after)
    words += left_words
    steps += left_steps
    if after.phase == "betting" and not after.over and after.to_act is not None:
        offers = offers_step(after)
        name = after.seats[after.actor].name
        owed = any(option.verb == "bring-in" for option in after.legal_actions())
        moved = any(now.paid != was.paid for was, now in zip(before.seats, after.seats))
        words.append(offers.replace(" may ", " acts next and may ", 1) if owed or moved
                     else f"{name} acts next")  # the bet the chips made is the ruling
        steps += [f"it is {name}'s turn", offers]
    if after.over and after.result is not None:
        won = _winners(after)
        plays = _plays(after, event.player) if before.over else []  # a hand at the showdown
        if not any(left.between for left in after.floor):  # else the result waits on the floor
            words += [*plays, *won]
        steps += won
    return Ruling(profile, _sentence("; ".join(words) or "Play goes on as before"),
                  tuple(steps), after)


def _left_to_the_floor(after: HandState) -> tuple[list[str], list[str]]:
    """What the engine leaves to the floor, in words and as Then steps: the outcomes it may
    decide between, whom it may penalize and with what; at the showdown, that nothing is."""
    words: list[str] = []
    steps: list[str] = []
    for left in after.floor:
        if left.between:
            words.append(f"the floor decides: {' or '.join(left.between)}")
            quoted = [f'"{outcome}"' for outcome in left.between]
            steps.append(f"the floor may decide between {', '.join(quoted[:-1])} and "
                         f"{quoted[-1]}")
        for name in left.penalize:
            penalty = f" with {left.penalty}" if left.penalty else ""
            words.append(f"the floor may penalize {name}{penalty}")
            steps.append(f"the floor may penalize {name}{penalty}")
    if after.over and not after.floor:
        steps.append("nothing is left to the floor")
    return words, steps


def _plays(after: HandState, player: str | None) -> list[str]:
    """``Carol's hand plays``, where the event was about a hand at the showdown that stays in."""
    stays = any(seat.name == player and not seat.folded for seat in after.seats)
    return [f"{player}'s hand plays"] if stays else []


def _winners(after: HandState) -> list[str]:
    """``Carol wins $41`` for each player the result pays, as the choice and the step say it."""
    result = known(after.result, "a result")
    chips = after.stakes.chips
    return [f"{name} wins {dollars(chips, amount)}" for name, amount in result.payouts]


def _refused(event: Event, profile: str, told: str, refusal: IllegalAction) -> Ruling:
    """The ruling that the event changes nothing: refused, with the rule that refuses it."""
    why = str(refusal).split(": ", 1)[-1]  # after "the floor cannot rule on <the event>"
    words = ("No misdeal: the deal stands and the hand plays on" if event.verb == "misdeal"
             else "The floor refuses it: nothing changes and the hand plays on")
    steps = (f'the floor cannot rule on "{told}"',)
    return Ruling(profile, words, steps, None, Reason(refusal.rule, why))


def _changes(cards: tuple[Card, ...], up: tuple[bool, ...], now: tuple[Card, ...],
             now_up: tuple[bool, ...], name: str, exposed: Card | None) -> list[str]:
    """What a ruling did to one player's cards, naming only the cards the table has seen (face
    up before, or the exposed one): any other is told by its place."""
    was_up, is_up = dict(zip(cards, up)), dict(zip(now, now_up))

    def said(card: Card, place: int) -> str:
        seen = card == exposed or was_up.get(card, False)
        return card.symbol if seen else f"{name}'s {ORDINALS[place]} card"

    words = []
    for place, card in enumerate(cards):
        if card not in is_up:
            words.append(f"{said(card, place)} is taken out of play")
        elif card == exposed and is_up[card]:
            words.append(f"{card.symbol} stays face up")
        elif is_up[card] != was_up[card]:
            words.append(f"{said(card, place)} is turned face {'up' if is_up[card] else 'down'}")
    for card in now:
        if card not in was_up:
            words.append(f"{name} gets {card.symbol} face up" if is_up[card]
                         else f"{name} gets another card face down")
    return words


def _sentence(text: str) -> str:
    """``text`` with a capital first letter, as a choice starts."""
    return text[:1].upper() + text[1:]


class FloorRulings(Topic):
    """Pick what the floor rules on an irregularity, under the profile in force."""

    name = "floor-rulings"
    title = "floor rulings"
    kind = "ruling"
    style = Style(short=0.0, short_most=1, folding=0.15)
    families = ("EXPOSED.", "MISDEAL.", "DEALT.", "BRING-IN.", "ACT.", "ACTION.", "FORCED.",
                "SHOWDOWN.", "IRREGULAR.")
    from_deck = True
    names_actor = False

    def reach(self, walk: Walk, rng: random.Random) -> Moment | None:
        """A moment for one of the kinds the game allows, with an irregularity on which the
        profiles rule differently (at most ``TRIES`` of each kind's candidates are ruled on);
        ``None`` if the seed's hand makes none."""
        replays = Replays(walk.states[0])
        for kind in _kinds_in_order(walk.states[0].variant, rng):
            candidates = KINDS[kind].candidates(walk, rng)
            rng.shuffle(candidates)
            for found in candidates[:TRIES]:
                moment = walk.moment(found.at, walk.since(found.at))
                rulings = self._rulings(moment, replays, found.event, found.told,
                                         found.then)
                if len({r.words for r in rulings}) > 1:
                    return FloorMoment(moment.states, moment.actions, moment.since, kind,
                                       found.event, found.told, found.situation, rulings,
                                       found.then)
        return None

    def first_case(self, variant: Variant, rng: random.Random) -> str | None:
        """The kind of irregularity tried first: the question is of that kind whenever one of
        its candidates divides the profiles, as an exposure does in most hands."""
        return _kinds_in_order(variant, rng)[0]

    def serves(self, variant: Variant) -> bool:
        """The games where a card the dealer exposes is ruled on: a hole card of the first
        street, or a last card dealt face down (a misdeal alone seldom divides the profiles);
        not where what a card shows changes the game, which leaves an exposure to the floor
        (EXPOSED.FLOOR), nor where a card is paid for, bought or rolled (no kind asks yet)."""
        exposed = any(KINDS[kind].fits(variant) for kind in EXPOSURES)
        game_reads_cards = variant.watches_up_cards or any(
            component.reads_hole_cards for component in variant.components)
        return exposed and not game_reads_cards and not variant.phases

    def _rulings(self, moment: Moment, replays: Replays, event: Event, told: str,
                 then: tuple[Action, ...]) -> tuple[Ruling, ...]:
        """The ruling under the hand's own profile, then under each other one that can play
        the hand the same way."""
        own = _profile_of(moment.state)
        found = [ruled(moment.state, event, own, told, then)]
        for profile in profiles():
            if profile == own:
                continue
            state = replays.at(moment, profile)
            if (state is not None and _table(state) == _table(moment.state)
                    and _plays_on(state, then)):
                found.append(ruled(state, event, profile, told, then))
        return tuple(found)

    def cases(self, moment: Moment) -> list[str]:
        """The kind of irregularity."""
        return [_floor(moment).kind]

    def prompt(self, moment: Moment) -> str:
        """The irregularity, and the question what the floor rules."""
        floor = _floor(moment)
        return f"{floor.situation} What does the floor rule under {floor.ruling.profile} rules?"

    def choices(self, moment: Moment) -> tuple[Choice, ...]:
        """Every distinct ruling of the profiles, in a fixed order that does not give it away."""
        return tuple(Choice("ruling", words, words, "one") for words in _distinct(moment))

    def parts(self, moment: Moment, answer: Mapping) -> tuple[Part, ...]:
        """One part: the ruling picked, right if it is the engine's under the profile in force;
        its note names the house rule that decides it, its sources, and the other profiles'."""
        given = _picked(moment, answer)
        right = _floor(moment).ruling.words
        return (Part("the ruling", given, right, given == right, _explained(moment)),)

    def words(self, moment: Moment, answer: Mapping) -> tuple[str, str]:
        """The right ruling and the one picked."""
        return _floor(moment).ruling.words, _picked(moment, answer)

    def then_steps(self, moment: Moment) -> list[str]:
        """The ruling under the profile in force, as the scenario's Then steps."""
        return list(_floor(moment).ruling.steps)

    def event_steps(self, moment: Moment) -> list[str]:
        """The irregularity as a When step, and the actions played after it; a refused one is
        told in the Then step instead."""
        floor = _floor(moment)
        if floor.ruling.state is None:
            return []
        chips = moment.state.stakes.chips
        return [floor.told, *(action_step(action, chips) for action in floor.then)]

    def reasons(self, moment: Moment) -> tuple[Reason, ...]:
        """The engine's reasons for its ruling under the profile in force (or its refusal),
        then, under the rule that divides the profiles, what each other profile rules."""
        return (*self._own_reasons(moment), *_comparison(moment))

    def _own_reasons(self, moment: Moment) -> tuple[Reason, ...]:
        ruling = _floor(moment).ruling
        if ruling.state is None:
            return (ruling.refusal,) if ruling.refusal else ()
        since = len(moment.state.reasons)
        return tuple(dict.fromkeys(
            r for r in ruling.state.reasons[since:] if r.rule.startswith(self.families)))

    def cited(self, moment: Moment) -> tuple[str, ...]:
        """The rules the engine's ruling cites, which the scenario checks; none after a
        refusal (the Then step that says so checks its rule)."""
        if _floor(moment).ruling.state is None:
            return ()
        return tuple(dict.fromkeys(reason.rule for reason in self._own_reasons(moment)))

    def to_read(self, moment: Moment) -> tuple[str, ...]:
        """Only the rule that divides the profiles: the rules the ruling goes on to cite (a
        misdeal called, the new bring-in) would give the ruling away."""
        return (KINDS[_floor(moment).kind].rule,)


def _kinds_in_order(variant: Variant, rng: random.Random) -> list[str]:
    """The kinds of irregularity ``variant`` can have, in the order a hand tries them."""
    kinds = [kind for kind in KINDS if KINDS[kind].fits(variant)]
    rng.shuffle(kinds)
    return kinds


def _plays_on(state: HandState, then: tuple[Action, ...]) -> bool:
    """Whether the actions after the event are legal in ``state`` under its profile: where
    they are not (a bet of another size), the profile rules on another situation."""
    try:
        for action in then:
            state = state.apply(action)
    except StudrulesError:
        return False
    return True


def _profile_of(state: HandState) -> str:
    """The profile the hand is played by: its built-in profile, unless the house's options
    make its rules another's (a house that changes nothing plays as its base profile)."""
    base = state.rules.profile
    if rules_of(base) == state.rules:
        return base
    return next(name for name in profiles() if rules_of(name) == state.rules)


def _table(state: HandState) -> tuple:
    """What the table shows and holds: a profile that dealt or bet otherwise on the way (a
    short stub dealt by another procedure) rules on another situation, not this one."""
    return tuple((seat.cards, seat.up, seat.folded, seat.stack, seat.paid) for seat in state.seats)


def _floor(moment: Moment) -> FloorMoment:
    if not isinstance(moment, FloorMoment):
        raise TypeError("a floor-rulings question is built on a FloorMoment")
    return moment


def _distinct(moment: Moment) -> list[str]:
    return sorted({ruling.words for ruling in _floor(moment).rulings})


def _picked(moment: Moment, answer: Mapping) -> str:
    given = answers.one(answer, "ruling")
    offered = _distinct(moment)
    if given not in offered:
        raise BadAnswer("ruling", f"choose one of the {len(offered)} rulings offered")
    return given


def _decided(rule: str, profile: str) -> str:
    """``exposed-initial-downcard is misdeal (WSOP Tournament Rules, 2024, ...)``, or the rule."""
    return "; ".join(deciding(rule, profile)) or rule


def _explained(moment: Moment) -> str:
    """The house rule that decides the ruling under the profile in force, with the rulebook's
    sources (``citations``), and the profiles that rule the same."""
    floor = _floor(moment)
    profile = floor.ruling.profile
    said = f"Under {profile} rules, {_decided(KINDS[floor.kind].rule, profile)}"
    agree = [r.profile for r in floor.rulings[1:] if r.words == floor.ruling.words]
    return f"{said}; {listed(agree)} rules agree" if agree else said


def _comparison(moment: Moment) -> tuple[Reason, ...]:
    """What each other profile rules where it differs, and by which house rule and sources,
    as reasons under the rule that divides them."""
    floor = _floor(moment)
    rule = KINDS[floor.kind].rule
    others: dict[tuple[str, str], list[str]] = {}
    for ruling in floor.rulings[1:]:
        if ruling.words != floor.ruling.words:
            key = (ruling.words, _decided(rule, ruling.profile))
            others.setdefault(key, []).append(ruling.profile)
    return tuple(
        Reason(rule, f"under {listed(names)} rules, {why}, the floor would rule "
                     f"otherwise. {words}")
        for (words, why), names in others.items()
    )
