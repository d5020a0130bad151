"""Accuracy and rating over time as small inline SVGs, drawn on the server (no script, no library).

The accuracy line is the rolling share of right answers over the last
``window`` answers, one point per answer, oldest on the left; dots mark each
answer's outcome along the bottom. The rating line is the learner's rating
after each counted answer, in a shaded band two deviations either side.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import lru_cache

from markupsafe import Markup

WIDTH, HEIGHT = 600, 180
PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 40, 10, 10, 30
WINDOW = 10


def rolling_accuracy(outcomes: Sequence[bool], window: int = WINDOW) -> list[float]:
    """For each answer, the share right among it and up to ``window - 1`` answers before it."""
    shares = []
    for end in range(1, len(outcomes) + 1):
        recent = outcomes[max(0, end - window) : end]
        shares.append(sum(recent) / len(recent))
    return shares


def _x(index: int, count: int) -> float:
    span = WIDTH - PAD_LEFT - PAD_RIGHT
    return PAD_LEFT + (span * index / (count - 1) if count > 1 else span / 2)


@lru_cache(maxsize=1024)
def _xs(count: int) -> tuple[str, ...]:
    """The x of each of ``count`` points as the plots write it: worked out once for each count,
    as the plots have at most 500 points (#36)."""
    return tuple(f"{_x(index, count):.1f}" for index in range(count))


def _y(share: float) -> float:
    return PAD_TOP + (HEIGHT - PAD_TOP - PAD_BOTTOM) * (1 - share)


def _day(moment: float) -> str:
    return time.strftime("%Y-%m-%d", time.gmtime(moment))


def accuracy_svg(history: Sequence[tuple[float, bool]], window: int = WINDOW) -> Markup:
    """The plot of ``history`` ((time, right) pairs, oldest first); a note when it is empty."""
    if not history:
        return Markup('<p class="empty-plot">No answers yet: the plot starts with the first.</p>')
    outcomes = [right for _, right in history]
    shares = rolling_accuracy(outcomes, window)
    count = len(shares)
    xs = _xs(count)
    points = " ".join(f"{x},{_y(s):.1f}" for x, s in zip(xs, shares))
    grid = "".join(
        f'<line class="grid" x1="{PAD_LEFT}" x2="{WIDTH - PAD_RIGHT}" y1="{_y(level):.1f}" '
        f'y2="{_y(level):.1f}"/><text class="axis" x="{PAD_LEFT - 6}" y="{_y(level) + 4:.1f}" '
        f'text-anchor="end">{round(level * 100)}%</text>'
        for level in (0.0, 0.5, 1.0)
    )
    marks = "".join(
        f'<circle class="{"right" if ok else "wrong"}" cx="{x}" '
        f'cy="{HEIGHT - PAD_BOTTOM + 8}" r="2.5"/>'
        for x, ok in zip(xs, outcomes)
    )
    now_x, now_y = _x(count - 1, count), _y(shares[-1])
    latest = f'<circle class="latest" cx="{now_x:.1f}" cy="{now_y:.1f}" r="4"/>'
    first, last = _day(history[0][0]), _day(history[-1][0])
    dates = (
        f'<text class="axis" x="{PAD_LEFT}" y="{HEIGHT - 4}">{first}</text>'
        f'<text class="axis" x="{WIDTH - PAD_RIGHT}" y="{HEIGHT - 4}" '
        f'text-anchor="end">{last}</text>'
    )
    final = round(shares[-1] * 100)
    over = "your one answer" if count == 1 else f"the last {min(window, count)} of {count} answers"
    label = f"Accuracy over {over}: {final}% (rolling over {window} answers)"
    return Markup(
        f'<svg class="accuracy-plot" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{label}" data-answers="{count}" data-final="{final}">'
        f"<title>{label}</title>{grid}"
        f'<polyline class="accuracy" fill="none" points="{points}"/>{latest}{marks}{dates}</svg>'
    )


def _rating_y(value: float, low: float, high: float) -> float:
    return PAD_TOP + (HEIGHT - PAD_TOP - PAD_BOTTOM) * (high - value) / (high - low)


def rating_svg(history: Sequence[tuple[float, float, float]]) -> Markup:
    """The learner's rating after each counted answer, with a band of two deviations either side.

    ``history`` is (time, rating, deviation), oldest first; a note when it is empty.
    """
    if not history:
        return Markup('<p class="empty-plot">No rating yet: it starts with the first counted '
                      "answer.</p>")
    count = len(history)
    tops = [rating + 2 * deviation for _, rating, deviation in history]
    bottoms = [rating - 2 * deviation for _, rating, deviation in history]
    low = 100 * ((min(bottoms) - 1) // 100)
    high = 100 * ((max(tops) + 99) // 100)
    xs = _xs(count)
    band = " ".join(
        [f"{x},{_rating_y(v, low, high):.1f}" for x, v in zip(xs, tops)]
        + [f"{x},{_rating_y(v, low, high):.1f}" for x, v in reversed(list(zip(xs, bottoms)))]
    )
    line = " ".join(f"{x},{_rating_y(r, low, high):.1f}" for x, (_, r, _) in zip(xs, history))
    grid = "".join(
        f'<line class="grid" x1="{PAD_LEFT}" x2="{WIDTH - PAD_RIGHT}" '
        f'y1="{_rating_y(level, low, high):.1f}" y2="{_rating_y(level, low, high):.1f}"/>'
        f'<text class="axis" x="{PAD_LEFT - 6}" y="{_rating_y(level, low, high) + 4:.1f}" '
        f'text-anchor="end">{round(level)}</text>'
        for level in (low, (low + high) / 2, high)
    )
    first, last = _day(history[0][0]), _day(history[-1][0])
    dates = (
        f'<text class="axis" x="{PAD_LEFT}" y="{HEIGHT - 4}">{first}</text>'
        f'<text class="axis" x="{WIDTH - PAD_RIGHT}" y="{HEIGHT - 4}" '
        f'text-anchor="end">{last}</text>'
    )
    _, rating, deviation = history[-1]
    latest = (f'<circle class="latest" cx="{_x(count - 1, count):.1f}" '
              f'cy="{_rating_y(rating, low, high):.1f}" r="4"/>')
    label = (f"Rating over {count} counted answer{'' if count == 1 else 's'}: now "
             f"{round(rating)} ± {round(2 * deviation)}")
    return Markup(
        f'<svg class="rating-plot" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{label}" data-answers="{count}" data-rating="{round(rating)}">'
        f'<title>{label}</title>{grid}<polygon class="rating-band" points="{band}"/>'
        f'<polyline class="rating" points="{line}"/>{latest}{dates}</svg>'
    )
