"""Deal requests: a good deal answers the state, a bad one a clear error, never a crash."""

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from studrules.protocol.dispatch import handle
from studrules.spec import load_rules

DEAL = {
    "id": 1,
    "variant": "seven-card-stud",
    "rules": {"profile": "casino", "options": {"later-street-tie-break": "position"}},
    "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
    "players": [
        {"name": "Bob", "cards": "(Qs 2h) 4s 7c"},
        {"name": "Carol", "cards": "(9c 9d) Kd Kh", "stack": "40"},
        {"name": "David", "cards": "(Ac 3h) 4d"},
        {"name": "Alice", "cards": "(5s 5c) 9h Jd"},
    ],
    "actions": [["David", "bring-in"], ["Alice", "complete"], ["Bob", "call"],
                ["Carol", "call"], ["David", "fold"]],
}
CODES = {"bad-request", "unsupported", "illegal-action", "incomplete-deal"}


def deal(**changes):
    request = copy.deepcopy(DEAL)
    request.update(changes)
    return handle(request)


def test_a_deal_answers_the_state_after_its_actions():
    answer = deal()
    assert answer["ok"], answer
    state = answer["state"]
    assert (state["street"], state["to_act"], state["first_actor"]) == (4, "Carol", "Carol")
    assert state["pot"] == "4.50"
    assert state["folded"] == ["David"]
    assert {"action": "bet", "to": "2", "adds": "2"} in state["legal"]
    assert any(r["rule"] == "BET.FIXED.OPEN-PAIR" for r in answer["reasons"])


def test_an_illegal_action_is_refused_with_its_index():
    answer = deal(actions=[["David", "bring-in"], ["Alice", "check"]])
    assert answer["error"]["code"] == "illegal-action"
    assert answer["error"]["at"] == 1
    assert "Alice cannot check: the bring-in is a bet" in answer["error"]["message"]
    assert answer["error"]["rule"] == "BRING-IN.IS-A-BET"


def test_a_raise_of_the_bring_in_is_refused_for_want_of_a_completion_not_the_cap():
    answer = deal(actions=[["David", "bring-in"], ["Alice", "raise", "1.50"]])
    error = answer["error"]
    assert (error["code"], error["at"]) == ("illegal-action", 1)
    assert error["rule"] == "BET.FIXED.COMPLETE"
    assert "only a completion to $1 can follow the bring-in" in error["message"]
    assert "capped" not in error["message"]


def test_every_refusal_names_a_rule_of_the_rulebook():
    known = load_rules()
    tries = [
        [["Alice", "fold"]],
        [["Zed", "fold"]],
        [["David", "check"]],
        [["David", "bring-in"], ["Alice", "bet", "1"]],
        [["David", "bring-in"], ["Alice", "complete", "2"]],
        [["David", "bring-in"], ["Alice", "declare", "high"]],
    ]
    for actions in tries:
        error = deal(actions=actions)["error"]
        assert error["code"] == "illegal-action", (actions, error)
        assert error["rule"] in known, (actions, error)


def test_a_card_the_deal_needs_is_missing():
    answer = deal(actions=[*DEAL["actions"], ["Carol", "check"], ["Alice", "check"],
                           ["Bob", "check"]])
    assert answer["error"]["code"] == "incomplete-deal"
    assert "Bob's card 5 (fifth street) is not given" in answer["error"]["message"]


def test_bad_fields_are_named():
    cases = {
        "stakes.small_bet": {"stakes": {"ante": "0.25", "big_bet": "2"}},
        "players[1].cards": {"players": [{"name": "Bob", "cards": "(Qs 2h) 4s"},
                                         {"name": "Carol", "cards": "(Qs 9d) Kd"}]},
        "actions[0]": {"actions": [["David"]]},
        "rules.profile": {"rules": {"profile": "saloon"}},
    }
    for field, changes in cases.items():
        answer = deal(**changes)
        assert answer["error"]["code"] == "bad-request", answer
        assert answer["error"]["field"] == field, answer


junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["variant", "rules", "stakes", "players", "actions", "deck", "reshuffled",
                        "community"]),
       junk)
def test_no_mangled_deal_crashes_the_engine(field, value):
    answer = deal(**{field: value})
    assert answer["ok"] or answer["error"]["code"] in CODES, answer
    if not answer["ok"] and answer["error"]["code"] == "illegal-action":
        assert answer["error"]["rule"], answer


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["Bob", "Carol", "David", "Alice", "Eve"]),
                          st.sampled_from(["bring-in", "complete", "bet", "raise", "call",
                                           "check", "fold", "dance"]),
                          st.sampled_from([None, "0.50", "1", "2", "3", "x"])),
                max_size=12))
def test_any_action_sequence_gets_a_state_or_a_clear_refusal(steps):
    actions = [[p, v] if a is None else [p, v, a] for p, v, a in steps]
    answer = deal(actions=actions)
    assert answer["ok"] or answer["error"]["code"] in CODES, answer
    if not answer["ok"] and answer["error"]["code"] == "illegal-action":
        assert answer["error"]["rule"], answer


def test_a_wrong_amount_for_a_legal_wager_is_refused_as_that_not_as_the_cap():
    request = {
        "variant": "seven-card-stud",
        "stakes": {"ante": "1", "bring_in": "2", "small_bet": "5", "big_bet": "10"},
        "players": [{"name": "A", "cards": "(2c 3c) 4d"}, {"name": "B", "cards": "(Kc Kd) Ks"}],
        "actions": [["A", "bring-in"], ["B", "complete", "10"]],
    }
    answer = handle({"id": 1, **request})
    assert answer["error"]["code"] == "illegal-action" and answer["error"]["at"] == 1
    assert "$10 is not a legal amount" in answer["error"]["message"]
    assert "capped" not in answer["error"]["message"]


def test_a_deal_takes_the_wild_cards_agreed_and_refuses_a_bad_set_with_its_field():
    """STUDWILD.GAME: the ranks and cards agreed reach the hand; a bad set names its part."""
    rules = {"profile": "home", "options": {"wild-cards": "4-kd"}}
    answer = deal(variant="seven-card-stud-wild", rules=rules, actions=[])
    assert answer["ok"], answer
    # Bob's 4♠, Carol's K♦ and David's 4♦ are wild, and a wild door card never brings
    # in while one is natural (WILDGAME.SHOWING): Alice's 9♥ brings in.
    assert answer["state"]["bring_in"] == "Alice"
    rules["options"]["wild-cards"] = "4-zz"
    error = deal(variant="seven-card-stud-wild", rules=rules, actions=[])["error"]
    assert error["code"] == "bad-request"
    assert error["field"].startswith("rules")
    assert '"zz" is not a rank or a card' in error["message"]
    assert "choose one of deuces" in error["message"]


def test_a_retired_option_is_refused_naming_what_replaced_it():
    """The suite 3.0.0 folded ``five-card-late-limit`` into ``limit-schedule`` (FIVE.LIMITS)."""
    rules = {"profile": "casino", "options": {"five-card-late-limit": "small"}}
    error = deal(variant="five-card-stud", rules=rules, actions=[])["error"]
    assert error["code"] == "bad-request"
    assert error["field"] == "rules.options.five-card-late-limit"
    assert "five-card-late-limit" in error["message"]
    assert "limit-schedule" in error["message"] and "small-throughout" in error["message"]


def test_a_deal_refused_by_a_rule_carries_the_rule_as_a_field():
    """Stakes or a table a rule forbids: the bad-request names its field and its rule."""
    players = [{"name": p["name"], "cards": p["cards"]} for p in DEAL["players"]]
    rules = {"profile": "casino", "options": {"betting-structure": "no-limit"}}
    error = deal(rules=rules, players=players, actions=[])["error"]
    assert (error["code"], error["field"], error.get("rule")) == (
        "bad-request", "players[0].stack", "NOLIMIT.MAXIMUM"
    )
    stakes = dict(DEAL["stakes"], big_blind="1")
    error = deal(stakes=stakes, actions=[])["error"]
    assert (error["code"], error["field"], error.get("rule")) == (
        "bad-request", "stakes", "BLINDS.POST"
    )
    error = deal(stakes=dict(DEAL["stakes"], small_bet="x"), actions=[])["error"]
    assert "rule" not in error
