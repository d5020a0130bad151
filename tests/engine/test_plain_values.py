"""The plain values (``studrules/hand/plain.py``) keep their four lists of fields in step,
and a state keeps the notes of its components by key.

A plain value names its fields four times by hand: ``_fields`` (its text and
equality), the constructor's parameters, ``_values`` and the keywords of ``but``.
A field added to one list and not the others would be dropped silently by every
copy, so these tests read the lists against each other and copy real values,
one field at a time.
"""

from __future__ import annotations

import inspect

import pytest
from random_hands import play

from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState
from studrules.hand.model import Round, Seat
from studrules.hand.plain import Plain

PLAIN = (HandState, Seat, Round, Dealer)
NOT_A_FIELD = {"up_cards"}
"""Constructor parameters that are no field: what a seat knows of itself already."""


def keywords(function) -> list[str]:
    """The parameters of ``function`` after ``self``, in order."""
    return [name for name in inspect.signature(function).parameters if name != "self"]


@pytest.mark.parametrize("cls", PLAIN, ids=lambda cls: cls.__name__)
def test_the_constructor_but_and_the_slots_name_the_same_fields(cls):
    fields = list(cls._fields)
    assert [name for name in keywords(cls.__init__) if name not in NOT_A_FIELD] == fields
    assert keywords(cls.but) == fields
    assert set(fields) <= set(cls.__slots__)


def samples() -> list[Plain]:
    """A state of each kind a hand passes through, with its seats, round and dealer."""
    _, seen = play("seven-card-stud", "casino", seed=5, players=4, short=True)
    state = [s for s in seen if s.round is not None][-1]  # the last betting of the hand
    return [state, state.seats[0], state.betting, state.dealer]


@pytest.mark.parametrize("value", samples(), ids=lambda value: type(value).__name__)
def test_but_changes_the_field_named_and_no_other(value):
    assert value.but() == value and value.but() is not value
    before = value._values()
    marker = object()
    for at, name in enumerate(value._fields):
        after = value.but(**{name: marker})._values()
        assert after[at] is marker, f"{name} was not changed"
        assert after[:at] + after[at + 1 :] == before[:at] + before[at + 1 :], (
            f"changing {name} changed another field"
        )
    assert value._values() == before, "but() changed the value it copied"


def test_a_components_notes_are_kept_by_key_whatever_order_they_came_in():
    state = samples()[0]
    one_way, other_way = state.noting(a=1).noting(b=2), state.noting(b=2).noting(a=1)
    assert one_way == other_way
    assert (one_way.noted("a", 0), one_way.noted("b", 0), state.noted("a", 0)) == (1, 2, 0)
    assert one_way.noting(a=3).noted("a", 0) == 3 and one_way.noted("a", 0) == 1
