"""A question written down as a Gherkin feature that ``studrules settle`` runs: the dispute export.

The players' cards are given explicitly (or, when the stub ran short, the
whole deck and the order of the scrambled cards), so the scenario never
depends on the shuffle. Its Then steps state what the engine ruled; a learner
who disagrees edits a Then step and runs ``studrules settle`` on the file.
"""

from __future__ import annotations

from studrules import format_cards
from studrules_trainer.questions.houses import profile_steps
from studrules_trainer.questions.model import Question
from studrules_trainer.questions.sentences import (
    game_step,
    players_table,
    stakes_step,
    when_steps,
)
from studrules_trainer.questions.topics import topic_of

INDENT = "    "


def scenario(question: Question) -> str:
    """The question as a complete feature file: Feature, Scenario, the engine's answer as Then."""
    ticket = question.ticket
    moment = question.hand
    topic = topic_of(ticket.topic)
    state = moment.state
    given = [
        game_step(state),
        stakes_step(state),
        *profile_steps(ticket.profile),
    ]
    scrambles = state.dealer.scrambles
    from_deck = topic.from_deck or bool(scrambles) or any(
        r.rule == "DEAL.STUB-SHORT" for r in state.reasons)
    if from_deck:  # the stub ran short, or a ruling may draw from it: give the whole deck
        deck = moment.states[0].dealer.deck
        given.append(f'the deck, from the top, is "{format_cards(deck)}"')
    if scrambles:
        given.append(f'the scrambled cards, from the top, are "{format_cards(scrambles[0])}"')
    cites = [f"the ruling cites {rule}" for rule in topic.cited(moment)]
    then = [*topic.then_steps(moment), *cites]
    lines = [
        f"Feature: A trainer question on {topic.title}: {state.variant.title}",
        f"  {question.prompt}",
        *([f"  {question.note}"] if question.note else []),
        f"  Dealt by the studrules trainer from seed {ticket.seed}, {ticket.profile} profile.",
        "  The Then steps say what the engine ruled: if you disagree, change one",
        "  and run studrules settle on this file again.",
        "",
        f"  Scenario: {question.skill}, seed {ticket.seed}",
        *_steps("Given", given),
        f"{INDENT}And the players, from the dealer's left, hold:",
        *_table(players_table(moment, with_cards=not from_deck)),
        *_steps("When", [*when_steps(moment), *topic.event_steps(moment)]),
        *_steps("Then", then),
    ]
    return "\n".join(lines) + "\n"


def _steps(keyword: str, texts: list[str]) -> list[str]:
    """Steps under one keyword: the first with it, the rest with ``And``."""
    return [f"{INDENT}{keyword if k == 0 else 'And'} {text}" for k, text in enumerate(texts)]


def _table(rows: list[list[str]]) -> list[str]:
    """A data table, its columns aligned."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        f"{INDENT}  | " + " | ".join(cell.ljust(w) for cell, w in zip(row, widths)) + " |"
        for row in rows
    ]
