"""Exact money: amounts read from text, counted in whole chips, written back."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from studrules.money import Chips, MoneyError, format_amount, parse_amount


@pytest.mark.parametrize(
    "text, units",
    [("$0.25", Fraction(1, 4)), ("1", Fraction(1)), ("2.50", Fraction(5, 2)), (3, Fraction(3))],
)
def test_amounts_are_read_exactly(text, units):
    assert parse_amount(text) == units


@pytest.mark.parametrize("bad", ["", "-1", "1.2.3", "$", "abc", "1e3", -2, 1.5])
def test_bad_amounts_name_themselves(bad):
    with pytest.raises(MoneyError):
        parse_amount(bad)


def test_the_chip_divides_every_stake():
    stakes = [parse_amount(x) for x in ("0.25", "0.50", "1", "2")]
    chips = Chips.dividing(stakes)
    assert chips.unit == Fraction(1, 4)
    assert [chips.count(s) for s in stakes] == [1, 2, 4, 8]
    assert chips.text(10) == "2.50"
    assert Chips.dividing([Fraction(3), Fraction(5)]).unit == 1


def test_an_amount_finer_than_the_chip_is_refused():
    with pytest.raises(MoneyError, match=r"the stack 1.10 is not a whole number of 0.25 chips"):
        Chips(Fraction(1, 4)).count(parse_amount("1.10"), "stack")


@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=0, max_value=3))
def test_formatting_round_trips(cents, places):
    amount = Fraction(cents, 10**places)
    assert parse_amount(format_amount(amount)) == amount
