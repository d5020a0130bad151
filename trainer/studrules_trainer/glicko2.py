"""Glicko-2 ratings, pure functions over immutable values (Glickman, "Example of the Glicko-2
system").

A ``Rating`` is a rating ``r`` (1500 to start), its deviation ``RD`` (350 to
start: the uncertainty, about one standard deviation) and its volatility
``sigma`` (how erratic the player's results are). ``rate`` applies one rating
period's results, each a ``Game`` against an opponent's rating as it stood
before the period, and returns the new rating; ``expected`` is the chance of
winning against an opponent. Nothing here knows about learners or questions.

Two departures from the paper's text, both reducing to it in the plain case:

- A game may carry a ``weight`` between 0 and 1 (an answer given after a
  hint counts at less than a full game). A game of weight ``w`` enters the
  variance and the improvement sums multiplied by ``w``, as if its likelihood
  were raised to the power ``w``; weight 1 is the paper's game.
- ``idle`` widens a deviation over periods with no game (step 6 of the paper
  applied ``periods`` times at once), capped at the starting deviation.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""The factor between the Glicko scale (1500 ± 350) and the Glicko-2 scale (0 ± 2.01)."""
START_RATING = 1500.0
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
TAU = 0.5
"""The system constant: how far volatility may move in one period (Glickman suggests 0.3-1.2)."""
TOLERANCE = 1e-6
"""Where the volatility iteration (the Illinois algorithm) stops."""


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating on the Glicko scale: rating, deviation (RD) and volatility."""

    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY

    def __post_init__(self) -> None:
        if not (math.isfinite(self.rating) and self.deviation > 0 and self.volatility > 0):
            raise ValueError(f"a rating needs a finite value and a positive deviation and "
                             f"volatility, not {self.rating}/{self.deviation}/{self.volatility}")

    @property
    def mu(self) -> float:
        """The rating on the Glicko-2 scale."""
        return (self.rating - START_RATING) / SCALE

    @property
    def phi(self) -> float:
        """The deviation on the Glicko-2 scale."""
        return self.deviation / SCALE


@dataclass(frozen=True)
class Game:
    """One result against an opponent: ``score`` 1 a win, 0 a loss, 0.5 a draw."""

    opponent: Rating
    score: float
    weight: float = 1.0

    def __post_init__(self) -> None:
        if not 0 <= self.score <= 1:
            raise ValueError(f"a game's score lies from 0 to 1, not {self.score}")
        if not 0 < self.weight <= 1:
            raise ValueError(f"a game's weight lies above 0 and at most 1, not {self.weight}")


def _g(phi: float) -> float:
    """How much an opponent's uncertainty dulls a result: 1 / sqrt(1 + 3·phi²/pi²)."""
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, opponent_mu: float, opponent_phi: float) -> float:
    return 1 / (1 + math.exp(-_g(opponent_phi) * (mu - opponent_mu)))


def expected(player: Rating, opponent: Rating) -> float:
    """The chance ``player`` beats ``opponent``, both uncertainties counted (as lichess does).

    The paper's E(mu, mu_j, phi_j) dulls the difference by the opponent's
    deviation alone; here it is dulled by both deviations together,
    sqrt(phi² + phi_j²), so that a new player facing a new opponent is given
    a chance near one half rather than a confident guess.
    """
    spread = math.hypot(player.phi, opponent.phi)
    return 1 / (1 + math.exp(-_g(spread) * (player.mu - opponent.mu)))


def _volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5 of the paper: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2)
                - (x - a) / (tau * tau))

    low = a
    if delta * delta > phi * phi + v:
        high = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        high = a - k * tau
    f_low, f_high = f(low), f(high)
    while abs(high - low) > TOLERANCE:
        middle = low + (low - high) * f_low / (f_high - f_low)
        f_middle = f(middle)
        if f_middle * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2
        high, f_high = middle, f_middle
    return math.exp(low / 2)


def rate(player: Rating, games: Sequence[Game], tau: float = TAU) -> Rating:
    """The player's rating after one period with ``games`` (steps 2 to 8 of the paper).

    With no game, only the deviation grows (step 6 alone).
    """
    if not games:
        return idle(player, 1)
    mu, phi = player.mu, player.phi
    inverse_v = 0.0
    improvement = 0.0
    for game in games:
        g = _g(game.opponent.phi)
        e = _expected(mu, game.opponent.mu, game.opponent.phi)
        inverse_v += game.weight * g * g * e * (1 - e)
        improvement += game.weight * g * (game.score - e)
    v = 1 / inverse_v
    sigma = _volatility(phi, player.volatility, v, v * improvement, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    new_phi = 1 / math.sqrt(1 / (phi_star * phi_star) + inverse_v)
    new_mu = mu + new_phi * new_phi * improvement
    return Rating(START_RATING + SCALE * new_mu, SCALE * new_phi, sigma)


def idle(player: Rating, periods: float) -> Rating:
    """The rating after ``periods`` periods without a game: only the deviation widens.

    phi' = sqrt(phi² + periods·sigma²), never above the starting deviation.
    """
    if periods <= 0:
        return player
    phi = math.sqrt(player.phi ** 2 + periods * player.volatility ** 2)
    return Rating(player.rating, min(START_DEVIATION, SCALE * phi), player.volatility)
