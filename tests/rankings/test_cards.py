"""Cards and the notation: parsing, formatting, round trips and the errors that name the token."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from studrules.cards import (
    ALL_CARDS,
    BRIDGE,
    JOKER,
    Card,
    Holding,
    Rank,
    Suit,
    SuitOrder,
    card,
    format_holding,
    parse_cards,
    parse_holding,
    parse_ranks,
    standard_deck,
)
from studrules.errors import CardError


def test_every_card_is_interned_and_indexed():
    deck = standard_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert [c.index for c in ALL_CARDS] == list(range(53))
    assert Card.parse("As") is card(Rank.ACE, Suit.SPADES)
    assert Card.parse("Jk") is JOKER and JOKER.is_joker


@pytest.mark.parametrize(
    "text, expected",
    [
        ("As", "As"),
        ("10h", "Th"),
        ("K♦", "Kd"),
        ("q♣", "Qc"),
        ("A♠\ufe0f", "As"),
        ("jk", "Jk"),
    ],
)
def test_card_spellings(text, expected):
    assert str(Card.parse(text)) == expected


def test_symbols():
    assert Card.parse("Td").symbol == "T♦"
    assert JOKER.symbol == "Jk"


def test_holding_keeps_order_and_orientation():
    holding = parse_holding("(Ah Kd) 4s 7c 9h Jd (2c)")
    assert [str(c) for c in holding.cards] == ["Ah", "Kd", "4s", "7c", "9h", "Jd", "2c"]
    assert holding.up == (False, False, True, True, True, True, False)
    assert [str(c) for c in holding.down_cards] == ["Ah", "Kd", "2c"]
    assert str(holding) == "(Ah Kd) 4s 7c 9h Jd (2c)"


def test_cards_run_together_and_with_commas():
    assert parse_cards("AsKs10h") == parse_cards("As, Ks, Th")
    assert parse_cards("(AsKs)Qh") == parse_cards("As Ks Qh")


def test_ranks_alone_make_no_flush_and_no_duplicates():
    cards = parse_ranks("A2345")
    assert [c.rank for c in cards] == [Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE]
    assert len({c.suit for c in cards}) > 1
    quads = parse_ranks("AAAAK")
    assert len(set(quads)) == 5
    with pytest.raises(CardError, match="five aces"):
        parse_ranks("AAAAA")
    with pytest.raises(CardError, match="by ranks alone"):
        parse_ranks("AsKs")


@pytest.mark.parametrize(
    "text, token, position, message",
    [
        ("As Xs Kd", "Xs", 2, 'unknown card "Xs" (card 2, column 4)'),
        ("As 1s", "1s", 2, 'unknown card "1s"'),
        ("As Ks As", "As", 3, 'duplicate card "As" (card 3, column 7): it is already card 1'),
        ("(As Ks", "(", 3, '"(" at column 1 is never closed'),
        ("As) Ks", ")", 2, '")" at column 3 has no "(" before it'),
        ("((As))", "(", 1, 'opens inside the "(" at column 1'),
        ("AsKx", "AsKx", 1, 'unknown card "AsKx"'),
    ],
)
def test_errors_name_the_token_and_position(text, token, position, message):
    with pytest.raises(CardError) as caught:
        parse_holding(text)
    assert caught.value.token == token
    assert caught.value.position == position
    assert message in str(caught.value)


def test_card_parse_rejects_unknown():
    with pytest.raises(CardError, match='unknown card "Zz"'):
        Card.parse("Zz")


def test_cards_and_holdings_are_immutable():
    with pytest.raises(AttributeError):
        Card.parse("As").rank = Rank.KING  # type: ignore[misc]
    holding = parse_holding("(As) Kd")
    with pytest.raises(AttributeError):
        holding.cards = ()  # type: ignore[misc]


def test_suit_orders():
    assert BRIDGE.rank(Suit.CLUBS) == 0 and BRIDGE.rank(Suit.SPADES) == 3
    assert SuitOrder.named("reversed").rank(Suit.SPADES) == 0
    custom = SuitOrder.named("dchs")
    assert custom.describe() == "diamonds < clubs < hearts < spades"
    with pytest.raises(ValueError, match='unknown suit order "xyz"'):
        SuitOrder.named("xyz")


holdings = st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=9, unique=True).flatmap(
    lambda cards: st.lists(st.booleans(), min_size=len(cards), max_size=len(cards)).map(
        lambda up: Holding(cards, up)
    )
)


@given(holdings, st.booleans())
def test_formatting_round_trips(holding, symbols):
    assert parse_holding(format_holding(holding, symbols=symbols)) == holding
