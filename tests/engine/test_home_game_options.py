"""House options of the home games with wild cards, through the protocol (issue 13).

The scenarios in features/ play each value; these check what a scenario step
cannot say: a short stack and the prices' reasons, and the refusals.
"""

from fractions import Fraction

from studrules.protocol.dispatch import handle

STAKES = {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"}


def deal(variant: str, options: dict, players: list[dict], actions=()) -> dict:
    return handle({
        "id": 1,
        "variant": variant,
        "rules": {"profile": "casino", "options": options},
        "stakes": STAKES,
        "players": players,
        "actions": [list(a) for a in actions],
    })


def test_a_player_short_of_the_extra_cards_price_pays_what_they_have_and_is_all_in():
    """WILDGAME.EXTRA-CARD: Carol has $0.75 after her ante and the card costs a $2 big bet."""
    answer = deal("baseball", {"baseball-four-price": "big-bet"}, [
        {"name": "Bob", "cards": "(Ks 8d) Ts 5c 6c 7c (8c)"},
        {"name": "Carol", "cards": "(Qd Qs) 4h (Kc) Ad Ah Ac (2h)", "stack": "1"},
    ])
    assert answer["ok"], answer
    texts = [r["text"] for r in answer["reasons"] if r["rule"] == "WILDGAME.EXTRA-CARD"]
    assert texts == [
        "Carol's 4♥ earns a card face down",
        "Carol pays $0.75 into the pot for the card 4♥ earns",
    ]
    assert answer["state"]["result"]["payouts"] == {"Carol": "1.25"}


def test_a_free_extra_card_costs_nothing_and_says_nothing_of_a_price():
    answer = deal("baseball", {"baseball-four-price": "free"}, [
        {"name": "Bob", "cards": "(Ks 8d) Ts"},
        {"name": "Carol", "cards": "(Qd Qs) 4h (Kc)"},
    ])
    assert answer["state"]["pot"] == "0.50"
    assert not any("pays" in r["text"] for r in answer["reasons"])


def test_the_capped_three_says_the_cap_and_a_short_player_pays_all_they_have():
    """BASEBALL.GAME: Bob's three costs the $2.50 pot, capped at a $2 big bet; he has $1.50 left."""
    answer = deal("baseball", {"baseball-three-cap": "big-bet"}, [
        {"name": "Bob", "cards": "(Ks 8d) Ts 3c", "stack": "2.75"},
        {"name": "Carol", "cards": "(Qd Qs) 5d 7h"},
    ], [("Carol", "bring-in"), ("Bob", "complete"), ("Carol", "call")])
    assert answer["ok"], answer
    assert answer["state"]["legal"][0] == {"action": "pay", "adds": "1.50"}
    asked = [r["text"] for r in answer["reasons"] if r["rule"] == "BASEBALL.GAME"]
    assert asked[-1] == ("Bob is dealt a three face up: it is wild only if Bob pays what "
                         "the pot holds up to the cap of a big bet, $2")


def test_an_unknown_value_of_each_new_option_is_refused_with_the_values():
    for option, values in [
        ("baseball-three-cap", "none, small-bet, big-bet"),
        ("baseball-four-price", "free, ante, small-bet, big-bet"),
        ("axe-opener", "low-card-bring-in, high-card-opens"),
        ("low-hole-pot", "high, high-low, low"),
        ("low-hole-wild", "both-halves, low-half-only"),
    ]:
        answer = deal("seven-card-stud", {option: "sometimes"}, [
            {"name": "Bob", "cards": "(Ks 8d) Ts"}, {"name": "Carol", "cards": "(Qd Qs) 5d"},
        ])
        assert answer["error"]["code"] == "bad-request", answer
        assert f'unknown value "sometimes" for {option}: choose one of {values}' in (
            answer["error"]["message"]
        )


LOW_HOLE_PLAYERS = [
    {"name": "Bob", "cards": "(Ah 9c) As Kd 6s Kh (7c)"},
    {"name": "Carol", "cards": "(Qh Th) 8h 5h 3h 2c (Jd)"},
]
LOW_HOLE_ACTIONS = [
    ("Carol", "bring-in"), ("Bob", "call"), *[("Bob", "check"), ("Carol", "check")] * 4,
]


def test_low_hole_high_low_plays_the_hole_card_wild_for_both_halves_or_the_low_alone():
    """LOWHOLE.GAME: Bob's 7c is wild for his high hand only under both-halves (the default)."""
    hands = {}
    for wild, payouts in [
        (None, {"Bob": "0.75", "Carol": "0.75"}),
        ("both-halves", {"Bob": "0.75", "Carol": "0.75"}),
        ("low-half-only", {"Carol": "1.50"}),
    ]:
        options = {"low-hole-pot": "high-low"} | ({"low-hole-wild": wild} if wild else {})
        answer = deal("low-hole", options, LOW_HOLE_PLAYERS, LOW_HOLE_ACTIONS)
        assert answer["ok"], answer
        result = answer["state"]["result"]
        assert result["payouts"] == payouts, wild
        hands[wild] = {name: {way: hand["name"] for way, hand in held.items() if hand}
                       for name, held in result["hands"].items()}
    assert hands["low-half-only"] == {
        "Bob": {"high": "two pair, aces and kings, nine kicker", "low": "nine-seven low"},
        "Carol": {"high": "flush, queen-ten-eight-five-three", "low": "eight-five low"},
    }
    assert hands["both-halves"]["Bob"]["high"] == "full house, aces full of kings"


REDEAL_PLAYERS = [
    {"name": "Bob", "cards": "(Qc Kh) 4c 9c Th Kd (Ks)"},
    {"name": "Carol", "cards": "(9h 9s) 6d"},
    {"name": "Alice", "cards": "(7c 7d) 5s 7h 5d 3d (2c)"},
]
REDEAL_ACTIONS = [("Bob", "bring-in"), ("Carol", "fold"), ("Alice", "complete"), ("Bob", "call"),
                  ("Bob", "check"), ("Alice", "check"), ("Alice", "bet"), ("Bob", "call"),
                  ("Alice", "check"), ("Bob", "check"), ("Alice", "check"), ("Bob", "check")]


def test_a_void_deal_says_so_and_gives_every_chip_back():
    """WILDGAME.FOLLOW: ftq-no-queen redeal, no queen dealt face up."""
    answer = deal("follow-the-queen", {"ftq-no-queen": "redeal"}, REDEAL_PLAYERS, REDEAL_ACTIONS)
    assert answer["ok"], answer
    result = answer["state"]["result"]
    assert result["void"] is True
    assert result["payouts"] == {"Bob": "3.25", "Carol": "0.25", "Alice": "3.25"}
    assert (result["hands"], result["show_order"]) == ({}, [])
    assert [p["eligible"] for p in result["pots"]] == [["Bob"], ["Carol"], ["Alice"]]
    assert answer["reasons"][-1] == {
        "rule": "WILDGAME.FOLLOW",
        "text": "no queen was dealt face up: the deal is void and is dealt again; every chip "
                "goes back to the player who put it in: Bob $3.25, Carol $0.25 and Alice $3.25",
    }


def test_the_same_hand_under_queens_only_has_no_void_key():
    answer = deal("follow-the-queen", {}, REDEAL_PLAYERS, REDEAL_ACTIONS)
    assert "void" not in answer["state"]["result"]
    assert answer["state"]["result"]["payouts"] == {"Bob": "6.75"}


def test_a_void_result_names_no_winner_and_explains_itself():
    from studrules.hand.outcome import Pot, Result, Share
    from studrules.money import Chips

    pots = tuple(Pot(n, (name,), (Share("whole", n, (name,), ((name, n),)),))
                 for name, n in (("Bob", 13), ("Alice", 13)))
    result = Result(pots, (("Bob", 13), ("Alice", 13)), void=True)
    assert result.termination == "void"
    assert result.winners() == ()
    chips = Chips.dividing([Fraction(1, 4)])
    assert result.explain(chips) == (
        "the deal is void: nobody wins, and every chip goes back to the player who put it in. "
        "In all, Bob collects $3.25 and Alice collects $3.25"
    )
