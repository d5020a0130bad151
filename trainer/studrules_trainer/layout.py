"""Where the seats sit around the oval table, so the page can place them without script.

The places are written once as a stylesheet (``seat_stylesheet``), one class per
seat of a table of each size (``seat-5-3``: the third of five), so the pages need
no inline style, which the Content-Security-Policy forbids.
"""

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


def seat_class(count: int, index: int) -> str:
    """The class that places seat ``index`` (from 1) of a table of ``count`` seats."""
    return f"seat-{count}-{index}"


def seat_stylesheet(most: int) -> str:
    """CSS placing every seat of tables of 1 to ``most`` seats (``--left`` and ``--top``)."""
    rules = []
    for count in range(1, most + 1):
        for index, (left, top) in enumerate(seat_positions(count), start=1):
            rules.append(f".{seat_class(count, index)} {{ --left: {left}%; --top: {top}%; }}")
    return "\n".join(rules) + "\n"
