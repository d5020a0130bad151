"""Where the seats sit around the oval table, so the page can place them without script."""

from __future__ import annotations

import math

RADIUS_X, RADIUS_Y = 41.0, 38.0
"""Half-axes of the ellipse the seats stand on, in percent of the table's box."""


def seat_positions(count: int) -> list[tuple[float, float]]:
    """(left %, top %) of each seat's centre, clockwise from the dealer's left.

    The dealer stands at the top of the oval; the seats share the rest of it
    evenly, so seat one is just right of the dealer and the last just left.
    """
    if count < 1:
        return []
    places = []
    for index in range(count):
        angle = -math.pi / 2 + 2 * math.pi * (index + 1) / (count + 1)
        places.append(
            (round(50 + RADIUS_X * math.cos(angle), 1), round(50 + RADIUS_Y * math.sin(angle), 1))
        )
    return places
