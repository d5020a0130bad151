"""The five topics by name, each a ``Topic`` (``questions.topic``), in ``TOPICS`` order."""

from __future__ import annotations

from studrules_trainer.questions.bet_sizing import BetSizing
from studrules_trainer.questions.bring_in import BringIn
from studrules_trainer.questions.first_to_act import FirstToAct
from studrules_trainer.questions.floor_rulings import FloorRulings
from studrules_trainer.questions.topic import Topic
from studrules_trainer.questions.winning_hands import WinningHands

TOPIC_BY_NAME: dict[str, Topic] = {
    topic.name: topic for topic in (
        BringIn(), FirstToAct(), BetSizing(), WinningHands(), FloorRulings(),
    )
}


def topic_of(name: str) -> Topic:
    """The topic called ``name`` (one of ``TOPICS``)."""
    return TOPIC_BY_NAME[name]
