"""House options of the home games with wild cards, through the protocol (issue 13).

The scenarios in features/ play each value; these check what a scenario step
cannot say: a short stack and the prices' reasons, and the refusals.
"""

from studrules.protocol import handle

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
    ]:
        answer = deal("seven-card-stud", {option: "sometimes"}, [
            {"name": "Bob", "cards": "(Ks 8d) Ts"}, {"name": "Carol", "cards": "(Qd Qs) 5d"},
        ])
        assert answer["error"]["code"] == "bad-request", answer
        assert f'unknown value "sometimes" for {option}: choose one of {values}' in (
            answer["error"]["message"]
        )
