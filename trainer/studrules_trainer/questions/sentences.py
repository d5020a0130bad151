"""Steps of the scenario vocabulary (``studrules.scenarios.hands``) written from a played hand.

The phrases come from the game's definition (``Names.phrase``) and the
vocabulary's own tables (``TOLD``, ``AMOUNT_BEFORE``, ``say_offers``), so what
is written here reads back as the same request and the same checks.
"""

from __future__ import annotations

from studrules import Action, Chips, HandState, Holding, Verb, amount_of, format_holding, known
from studrules.scenarios.hands import AMOUNT_BEFORE, STREETS, TOLD, say_offers
from studrules_trainer.questions.play import Moment
from studrules_trainer.questions.words import dollars

STREET_WORDS = {number: word for word, number in STREETS.items()}
TOLD_WITH_AMOUNT: tuple[Verb, ...] = ("bet", "raise", "complete")
"""Betting actions told with their amount (two amounts may be legal: the open pair)."""
OTHER_ACTIONS: dict[Verb, str] = {
    "declare": "{player} declares {what}",
    "buy": "{player} buys for {what}",
    "exchange": "{player} exchanges {what}",
    "roll": "{player} rolls {what}",
    "stand-pat": "{player} stands pat",
    "pay": "{player} pays for their three",
}
"""The steps of the actions that are not bets, each a When step of its own."""


class NoScenario(ValueError):
    """A hand the scenario steps cannot write down: an action they have no words for."""


def game_step(state: HandState) -> str:
    """``the game is razz``: the game as its definition's phrase says it."""
    return f"the game is {state.variant.names.phrase}"


def stakes_step(state: HandState) -> str:
    """``the stakes are $5/$10 with a $1 ante and a $2 bring-in`` (or pot limit, or none)."""
    stakes, chips = state.stakes, state.stakes.chips
    ante = dollars(chips, stakes.ante)
    if state.variant.structure == "pot-limit":
        bring_in = dollars(chips, stakes.bring_in)
        return f"the stakes are pot limit with a {ante} ante and a {bring_in} bring-in"
    bring_in = f"a {dollars(chips, stakes.bring_in)} bring-in" if stakes.bring_in else "no bring-in"
    limits = f"{dollars(chips, stakes.small_bet)}/{dollars(chips, stakes.big_bet)}"
    return f"the stakes are {limits} with a {ante} ante and {bring_in}"


def holdings(moment: Moment) -> list[Holding]:
    """Each player's cards in the order dealt, face up or down as dealt (bought cards included)."""
    seen: list[dict] = [{} for _ in moment.state.seats]
    for state in moment.states:
        for cards, seat in zip(seen, state.seats):
            for card, up in zip(seat.cards, seat.up):
                cards.setdefault(card, up)
    return [Holding(cards, cards.values()) for cards in seen]


def players_table(moment: Moment, with_cards: bool) -> list[list[str]]:
    """The ``| player | cards | stack |`` table; without cards when the deck is given instead."""
    dealt = moment.states[0]
    chips = dealt.stakes.chips
    rows = [["player", "cards", "stack"] if with_cards else ["player", "stack"]]
    for seat, holding in zip(dealt.seats, holdings(moment)):
        stack = "" if seat.stack is None else chips.text(seat.stack + seat.paid)
        cards = [format_holding(holding)] if with_cards else []
        rows.append([seat.name, *cards, stack])
    return rows


def when_steps(moment: Moment) -> list[str]:
    """The actions to the moment, betting ones grouped by street, each street announced."""
    steps: list[str] = []
    run: list[str] = []
    announced = None

    def flush() -> None:
        if run:
            steps.append(run[0] if len(run) == 1 else "the action goes: " + ", ".join(run))
            run.clear()

    for before, action in zip(moment.states, moment.actions):
        if before.phase == "betting" and before.street_number != announced:
            flush()
            announced = before.street_number
            steps.append(f"{STREET_WORDS[announced]} street is dealt")
        if action.verb in TOLD:
            run.append(action_step(action, before.stakes.chips))
        else:
            flush()
            steps.append(_other(action))
    flush()
    state = moment.state
    if state.phase == "betting" and not state.over and state.street_number != announced:
        steps.append(f"{STREET_WORDS[state.street_number]} street is dealt")
    return steps


def action_step(action: Action, chips: Chips) -> str:
    """A betting action as a When step tells it: ``Carol raises to $10``."""
    said = f"{action.player} {TOLD[action.verb]}"
    if action.verb in TOLD_WITH_AMOUNT:
        said += f"{AMOUNT_BEFORE[action.verb]}{dollars(chips, known(action.to, 'an amount'))}"
    return said


def _other(action: Action) -> str:
    """A declaration, a buy, a roll or a payment as its own When step."""
    if action.verb not in OTHER_ACTIONS:
        raise NoScenario(f'the scenario steps have no words for the action "{action.verb}"')
    return OTHER_ACTIONS[action.verb].format(player=action.player, what=action.what)


def may_step(moment: Moment) -> str:
    """``Carol may fold, call $5 or raise to $10``: exactly the engine's legal actions."""
    return offers_step(moment.state)


def offers_step(state: HandState) -> str:
    """``may_step`` for any state of a hand: the player to act and the legal actions."""
    unit = state.stakes.chips.unit
    offers = [
        (
            option.verb,
            amount_of(option) * unit if option.verb in AMOUNT_BEFORE else None,
            None if option.most is None else option.most * unit,
        )
        for option in state.legal_actions()
    ]
    return f"{state.seats[state.actor].name} may {say_offers(offers)}"
