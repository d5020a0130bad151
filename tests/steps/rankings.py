"""The steps of the ranking features: a dealer's words turned into protocol requests.

Steps only build ``evaluate`` and ``rank`` requests and read the answers, through
the ``engine`` fixture, so the same features run against any engine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from steps import given, then, when

RANK_PLURALS = {
    "deuces": "2", "treys": "3", "fours": "4", "fives": "5", "sixes": "6", "sevens": "7",
    "eights": "8", "nines": "9", "tens": "T", "jacks": "J", "queens": "Q", "kings": "K",
    "aces": "A",
}
"""A wild rank as the dealer says it, and as the protocol writes it."""
CARD = r"(?:10|[2-9TJQKA])[cdhs♣♦♥♠]"
WILD_ITEM = rf"(?:{'|'.join(RANK_PLURALS)}|{CARD})"
SEPARATOR = r", | and "
SUIT_LETTERS = str.maketrans("♣♦♥♠", "cdhs")


@dataclass
class RankingTable:
    """What the dealer has announced (ranking, wild cards, house rules) and the last answer."""

    ranking: str = "high"
    wild: list[str] = field(default_factory=list)
    options: dict[str, str] = field(default_factory=dict)
    answer: dict = field(default_factory=dict)

    def body(self, **fields: object) -> dict:
        """A request body at this table: the ranking, ``fields``, and any wild cards and options."""
        body = {"ranking": self.ranking, **fields}
        if self.wild:
            body["wild"] = list(self.wild)
        if self.options:
            body["options"] = dict(self.options)
        return body


@pytest.fixture
def ranking_table() -> RankingTable:
    """A fresh table for each scenario: high hands, nothing wild, default house rules."""
    return RankingTable()


def ask(engine, request: dict) -> dict:
    """The engine's answer; an ``unsupported`` answer skips the scenario, as the protocol says."""
    answer = engine.request(request)
    error = answer.get("error") or {}
    if error.get("code") == "unsupported":
        pytest.skip(f"the engine does not support {request}: {error.get('message')}")
    return answer


def accepted(answer: dict) -> dict:
    """The answer, once it is not a refusal."""
    assert answer["ok"], f"the engine refused the request: {answer.get('error')}"
    return answer


def places(engine, table: RankingTable, hands: list[str]) -> list[int | None]:
    """The places the engine gives ``hands`` at this table."""
    return accepted(ask(engine, {"rank": table.body(hands=hands)}))["places"]


def spelled_alike(cards: str) -> list[str]:
    """The cards of ``cards`` in one spelling (suit letters, T for ten), sorted."""
    tokens = cards.translate(SUIT_LETTERS).replace("(", " ").replace(")", " ").split()
    return sorted(token[:-1].replace("10", "T") + token[-1] for token in tokens)


@given(r"the ranking is (?P<ranking>[a-z0-9-]+)")
def the_ranking_is(ranking_table: RankingTable, ranking: str) -> None:
    ranking_table.ranking = ranking


@given(rf"(?P<items>{WILD_ITEM}(?:(?:{SEPARATOR}){WILD_ITEM})*) (?:is|are) wild")
def cards_are_wild(ranking_table: RankingTable, items: str) -> None:
    for item in re.split(SEPARATOR, items):
        ranking_table.wild.append(RANK_PLURALS.get(item, item))


@given(r"the joker is wild")
def the_joker_is_wild(ranking_table: RankingTable) -> None:
    ranking_table.wild.append("Jk")


@given(r"the house rule (?P<option>[a-z-]+) is (?P<value>[a-z-]+)")
def the_house_rule_is(ranking_table: RankingTable, option: str, value: str) -> None:
    ranking_table.options[option] = value


@when(r'the hand "(?P<cards>[^"]+)" is ranked')
def the_hand_is_ranked(engine, ranking_table: RankingTable, cards: str) -> None:
    ranking_table.answer = ask(engine, {"evaluate": ranking_table.body(cards=cards)})


@then(r'it is "(?P<name>[^"]+)"')
def it_is(ranking_table: RankingTable, name: str) -> None:
    assert accepted(ranking_table.answer)["hand"]["name"] == name


@then(r'it uses "(?P<cards>[^"]+)"')
def it_uses(ranking_table: RankingTable, cards: str) -> None:
    used = accepted(ranking_table.answer)["hand"]["cards"]
    assert spelled_alike(used) == spelled_alike(cards)


@then(r"it does not qualify")
def it_does_not_qualify(ranking_table: RankingTable) -> None:
    assert accepted(ranking_table.answer)["hand"]["qualifies"] is False


def refusal(answer: dict) -> str:
    """The message of an answer that refuses a bad request."""
    assert not answer["ok"], f"the engine accepted it: {answer.get('hand')}"
    assert answer["error"]["code"] == "bad-request", answer["error"]
    return answer["error"]["message"]


@then(r"it is refused")
def it_is_refused(ranking_table: RankingTable) -> None:
    refusal(ranking_table.answer)


@then(r'it is refused, naming "(?P<token>[^"]+)"')
def it_is_refused_naming(ranking_table: RankingTable, token: str) -> None:
    assert token in refusal(ranking_table.answer)


@then(r'"(?P<better>[^"]+)" beats "(?P<worse>[^"]+)"')
def beats(engine, ranking_table: RankingTable, better: str, worse: str) -> None:
    assert places(engine, ranking_table, [better, worse]) in ([1, 2], [1, None])


@then(r'"(?P<first>[^"]+)" ties with "(?P<second>[^"]+)"')
def ties_with(engine, ranking_table: RankingTable, first: str, second: str) -> None:
    assert places(engine, ranking_table, [first, second]) == [1, 1]


@then(r"the hands place in this order:")
def the_hands_place(engine, ranking_table: RankingTable, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    assert header == ["hand", "place"], f"the table's columns are | hand | place |, not {header}"
    expected = [None if place == "none" else int(place) for _, place in rows]
    assert places(engine, ranking_table, [hand for hand, _ in rows]) == expected
