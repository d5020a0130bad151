"""What random-play tests of several layers share: a random table and the side-pot invariant."""

from hypothesis import strategies as st

from studrules.house_rules import PROFILES

TABLE = (
    st.sampled_from(PROFILES),
    st.integers(min_value=0, max_value=10**9),
    st.integers(min_value=2, max_value=10),
    st.booleans(),
)
"""A hand's profile, seed, players (capped at the game's most) and short stacks."""


def assert_side_pots_hold(final) -> None:
    """POT.SIDE-POTS: each player wins at most what every player (themselves too) matched.

    Prices (a buy, a face-up card paid for) are dead money, never matched
    (BUY.PRICE, WILDGAME.PAYMENT): a player may win those paid while the payer
    had put in no more than the winner.
    """
    put_in = {s.name: s.committed for s in final.seats}
    prices = [price for s in final.seats for price in s.prices]
    for name, won in final.result.payouts:
        mine = put_in[name]
        most = sum(min(theirs, mine) for theirs in put_in.values())
        most += sum(price for price, then in prices if then <= mine)
        assert won <= most, f"{name} put in {mine} and won {won}; at most {most}"
