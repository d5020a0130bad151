"""Random hands (``HANDS_A_GAME`` a game) of each game of four streets (five-card stud and its
relatives, Mississippi): the invariants of tests/invariants.py, as for the five-street games in
test_invariants_seven_card_games.py; and Mississippi's forced bets and limit schedules."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import BLINDS, HANDS_A_GAME, TABLES, assert_hand_invariants, random_play_test
from random_hands import STAKES, play

from studrules.variants import VARIANTS

test_random_legal_play_keeps_every_invariant = random_play_test(
    [name for name, game in VARIANTS.items() if len(game.streets) != 5]
)


@settings(max_examples=HANDS_A_GAME, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    *TABLES,
    st.sampled_from(["ante-bring-in", "blinds"]),
    st.sampled_from(["big-from-second-round", "holdem"]),
    st.sampled_from(sorted(BLINDS)),
)
def test_mississippi_with_blinds_or_the_holdem_schedule_keeps_every_invariant(
    profile, seed, players, short, structure, forced, limits, blinds
):
    """Mississippi's forced bets and schedules, each value drawn, short stacks included."""
    players = min(players, VARIANTS["mississippi"].max_players)
    options = {"betting-structure": structure, "mississippi-forced-bets": forced,
               "mississippi-limits": limits}
    stakes = BLINDS[blinds] if forced == "blinds" else STAKES
    assert_hand_invariants(*play("mississippi", profile, seed, players, short, options, stakes))
