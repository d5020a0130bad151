"""Random hands (``HANDS_A_GAME`` a game, tests/invariants.py) of each game of five streets
(seven-card stud and its relatives): chips conserved, no card dealt twice, no player paid
beyond what was matched, a legal action until the hand is over. The four-street games are in
test_invariants_five_card_games.py, so that the two run on different workers."""

from invariants import random_play_test

from studrules.variants import VARIANTS

test_random_legal_play_keeps_every_invariant = random_play_test(
    [name for name, game in VARIANTS.items() if len(game.streets) == 5]
)
