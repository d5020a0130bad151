"""Where the seats sit around the table, so the page can place them without script.

The table is a grid of eight narrow columns and four rows: two columns make one
seat's width, the pot and the stakes fill the middle (rows two and three,
columns three to six) and the dealer button sits at the top in the middle
(row one, columns four and five). The seats go clockwise from the dealer's left:
along the top to the right, down the right side, along the bottom from right to
left, up the left side and along the top back to the dealer. ``ARRANGEMENTS``
says, for each table size, how many seats each part of that ring holds, so no
two seats share a cell and every size looks even.

The places are written once as a stylesheet (``seat_stylesheet``), one class per
seat of a table of each size (``seat-5-3``: the third of five), so the pages need
no inline style, which the Content-Security-Policy forbids.
"""

from __future__ import annotations

from typing import NamedTuple


class Place(NamedTuple):
    """A seat's cell in the table's grid: its first row and column, and how many rows it spans."""

    row: int
    column: int
    rows: int = 1


TOP_RIGHT, TOP_LEFT = Place(1, 6), Place(1, 2)
SIDE = {1: (2,), 2: (2, 3)}
"""The rows a side's seats stand in: one seat spans rows two and three, two take one each."""
BOTTOM = {1: (4,), 2: (6, 2), 3: (6, 4, 2), 4: (7, 5, 3, 1)}
"""The first columns of the bottom row's seats, from the right."""
ARRANGEMENTS = {
    # seats: (top, right side, bottom, left side), the top's seats split around the dealer
    1: (0, 1, 0, 0),
    2: (0, 1, 0, 1),
    3: (0, 1, 1, 1),
    4: (2, 0, 2, 0),
    5: (2, 1, 1, 1),
    6: (2, 1, 2, 1),
    7: (2, 1, 3, 1),
    8: (2, 1, 4, 1),
    9: (2, 2, 3, 2),
    10: (2, 2, 4, 2),
}
"""How many seats the top, the right side, the bottom and the left side hold, by table size."""
MOST = max(ARRANGEMENTS)


def _side(count: int, column: int, downwards: bool) -> list[Place]:
    """The seats of one side: a single one spans the two middle rows."""
    rows = SIDE.get(count, ())
    places = [Place(row, column, 2 if count == 1 else 1) for row in rows]
    return places if downwards else places[::-1]


def seat_places(count: int) -> list[Place]:
    """Each seat's cell, clockwise from the dealer's left; none for a table of no seat."""
    if count < 1:
        return []
    if count not in ARRANGEMENTS:
        raise ValueError(f"a table seats 1 to {MOST} players, not {count}")
    top, right, bottom, left = ARRANGEMENTS[count]
    return [
        *([TOP_RIGHT] if top else []),
        *_side(right, 7, downwards=True),
        *(Place(4, column) for column in BOTTOM.get(bottom, ())),
        *_side(left, 1, downwards=False),
        *([TOP_LEFT] if top else []),
    ]


def seat_class(count: int, index: int) -> str:
    """The class that places seat ``index`` (from 1) of a table of ``count`` seats."""
    return f"seat-{count}-{index}"


def seat_stylesheet(most: int) -> str:
    """CSS placing every seat of tables of 1 to ``most`` seats in the table's grid."""
    rules = []
    for count in range(1, most + 1):
        for index, place in enumerate(seat_places(count), start=1):
            rules.append(
                f".{seat_class(count, index)} {{ grid-row: {place.row} / span {place.rows}; "
                f"grid-column: {place.column} / span 2; }}"
            )
    return "\n".join(rules) + "\n"


def cards_per_row(most: int) -> int:
    """How many cards a seat's row holds at a table whose largest hand has ``most`` cards.

    Half the largest hand, rounded up, and never fewer than three: every seat of the
    table is as wide as that, so no hand takes more than two rows.
    """
    return max(3, (most + 1) // 2)
