"""The protocol: every message kind, every error path, and the serve loop."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studrules import rankings
from studrules.cards import JOKER, Card, Rank, SuitOrder
from studrules.errors import OptionError
from studrules.house_rules import HandRules
from studrules.options import OPTIONS, check_option, house_rules
from studrules.protocol.dispatch import RequestError, handle, read_hand, serve
from studrules.rankings import RANKINGS


def ok(request: dict) -> dict:
    answer = handle(request)
    assert answer["ok"] is True, answer
    assert answer["id"] == request.get("id")
    return answer


def refused(request: object, code: str = "bad-request") -> dict:
    answer = handle(request)
    assert answer["ok"] is False, answer
    assert answer["error"]["code"] == code, answer
    assert set(answer["error"]) == {"code", "field", "message"}
    return answer["error"]


def evaluated(**body: object) -> dict:
    return ok({"id": 1, "evaluate": body})["hand"]


def placed(**body: object) -> list[int | None]:
    return ok({"id": 2, "rank": body})["places"]


# The handshake


def test_hello_lists_variants_rankings_and_options():
    answer = ok({"id": 0, "hello": True})
    assert answer["protocol"] == 4
    assert answer["engine"] == "studrules 0.1.0"
    assert answer["variants"][:3] == ["seven-card-stud", "razz", "seven-card-stud-hi-lo-8"]
    assert "five-card-stud" in answer["variants"] and "soko" in answer["variants"]
    assert answer["profiles"] == [
        "casino", "tournament", "home", "wsop-2024-tournament", "wsop-2024-cash"
    ]
    assert "later-street-tie-break" in answer["hand_options"]
    assert answer["rankings"] == list(RANKINGS)
    assert answer["options"]["five-of-a-kind"] == ["above-straight-flush", "below-natural-royal"]
    assert answer["options"] == {name: list(o.values) for name, o in OPTIONS.items()}
    assert answer["option_rules"]["showing-tie-break"] == "SHOW.TIES"
    assert set(answer["option_rules"]) == set(OPTIONS)


def test_hello_answers_json_that_survives_a_round_trip():
    answer = handle({"id": "a", "hello": True})
    assert json.loads(json.dumps(answer)) == answer
    assert answer["id"] == "a"


def test_hello_must_be_true():
    assert refused({"id": 0, "hello": 1})["field"] == "hello"


# evaluate


def test_evaluate_names_the_hand_and_the_five_cards_it_uses():
    hand = evaluated(ranking="high", cards="As Ks Qs Js Ts 2c 2d")
    assert hand["name"] == "royal flush"
    assert set(hand["cards"].split()) == {"As", "Ks", "Qs", "Js", "Ts"}
    assert hand["plays_as"].split() == hand["cards"].split()
    assert hand["qualifies"] is True


def test_evaluate_reads_parentheses_and_ignores_them():
    hand = evaluated(ranking="high", cards="(Ah Kd) 4s 7c 9h Jd (2c)")
    assert hand["name"] == "high card, ace-king-jack-nine-seven"


def test_evaluate_shows_what_a_wild_card_plays_as():
    hand = evaluated(ranking="high", cards="As Ks Qs Js 2c", wild=["2"])
    assert hand["name"] == "royal flush"
    plays = dict(zip(hand["cards"].split(), hand["plays_as"].split(), strict=True))
    assert plays["2c"] == "Ts"


def test_a_joker_is_the_bug_unless_named_wild():
    cards = "Kc Kd 7h 4s Jk"
    assert evaluated(ranking="high", cards=cards)["name"] == "pair of kings, ace-seven-four kickers"
    wild = evaluated(ranking="high", cards=cards, wild=["Jk"])
    assert wild["name"] == "three of a kind, kings, seven-four kickers"


def test_wild_accepts_ranks_cards_and_the_joker_together():
    hand = evaluated(ranking="high", cards="Ah Jh Js Jk 9c 2d", wild=["2", "Jh", "Js", "Jk"])
    assert hand["name"] == "five of a kind, aces"


def test_options_reach_the_ranking():
    five_aces_royal = {"ranking": "high", "hands": ["As Ah Ad Ac 2c", "As Ks Qs Js Ts"]}
    assert placed(**five_aces_royal, wild=["2"]) == [1, 2]
    below = {"five-of-a-kind": "below-natural-royal"}
    assert placed(**five_aces_royal, wild=["2"], options=below) == [2, 1]
    pair_four_straight = {"ranking": "soko", "hands": ["9c 9d Kh 8s 3c", "Tc Jd Qh Ks 3c"]}
    assert placed(**pair_four_straight) == [2, 1]
    assert placed(**pair_four_straight, options={"soko-new-hands": "below-pair"}) == [1, 2]


def test_ranks_alone_are_cards_of_no_flush():
    hand = evaluated(ranking="ace-to-five", cards="A2345")
    assert hand["name"] == "wheel"
    assert len(hand["cards"].split()) == 5
    assert evaluated(ranking="high", cards="A 2 3 4 5")["name"] == "straight, five high"
    assert evaluated(ranking="high", cards="10JQKA")["name"] == "straight, ace high"


def test_ranks_alone_versus_card_notation():
    assert [c.rank for c in read_hand("9 T J K A").cards] == [
        Rank.NINE, Rank.TEN, Rank.JACK, Rank.KING, Rank.ACE
    ]
    assert read_hand("JK Ah Kd 7c 4s").cards[0] == JOKER
    assert read_hand("AsJk").cards == (Card.parse("As"), JOKER)
    assert read_hand("A♠ K♠").cards == (Card.parse("As"), Card.parse("Ks"))
    holding = read_hand("(Ah Kd) 4s")
    assert holding.up == (False, False, True)


@pytest.mark.parametrize("text", ["9TJKA", "9TJkA", "9tjKa"])
def test_the_joker_is_jk_in_any_case_even_among_ranks_alone(text):
    with pytest.raises(RequestError) as refused:
        read_hand(text, "evaluate.cards")
    assert refused.value.field == "evaluate.cards"
    assert f'is the joker, so "{text}" is read as card notation' in str(refused.value)


def test_a_low_that_does_not_qualify_says_so():
    hand = evaluated(ranking="ace-to-five-8", cards="KQJT9")
    assert hand["qualifies"] is False
    assert hand["name"] == "no qualifying low"


# rank


def test_rank_places_best_first_with_null_for_no_low():
    assert placed(ranking="ace-to-five-8", hands=["A2345", "A2346", "KQJT9"]) == [1, 2, None]


def test_rank_ties_share_a_place():
    hands = ["As Kd Qh Js 9c", "Ac Kh Qd Jc 9s", "2c 3d 4h 5s 7c"]
    assert placed(ranking="high", hands=hands) == [1, 1, 3]


def test_rank_of_no_hands_is_empty():
    assert placed(ranking="high", hands=[]) == []


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({}, [1, 1]),
        ({"showing-tie-break": "position"}, [1, 1]),
        ({"showing-tie-break": "high-card-by-suit"}, [2, 1]),
        ({"showing-tie-break": "low-card-by-suit"}, [1, 2]),
        ({"showing-tie-break": "high-card-by-suit", "suit-order": "reversed"}, [1, 2]),
    ],
)
def test_showing_tie_break_separates_tied_showing_hands(options, expected):
    assert placed(ranking="showing-high", hands=["Kd 7c", "Ks 7h"], options=options) == expected


def test_showing_tie_break_does_not_touch_showdown_rankings():
    hands = ["As Kd Qh Js 9c", "Ac Kh Qd Jc 9s"]
    options = {"showing-tie-break": "high-card-by-suit"}
    assert placed(ranking="high", hands=hands, options=options) == [1, 1]


# house rules


def test_house_rules_turn_options_into_ranking_rules():
    house = house_rules(
        {"five-of-a-kind": "below-natural-royal", "suit-order": "DCHS",
         "showing-tie-break": "low-card-by-suit"}
    )
    assert house.rules.five_of_a_kind == "below-natural-royal"
    assert house.rules.wild_duplication == "anything-goes"
    assert house.rules.suit_order.suits == SuitOrder.named("dchs").suits
    assert house.showing_tie_break == "low-card-by-suit"


def test_every_option_default_is_its_first_value_and_names_a_rule():
    defaults = house_rules({})
    assert defaults.rules == rankings.RankingRules()
    assert defaults.showing_tie_break == "position"
    for option in OPTIONS.values():
        assert option.default == option.values[0]
        assert option.rule.split(".")[0] in {"CARDS", "WILD", "SOKO", "SHOW"}
        assert check_option(option.name, option.default) == option.default


@pytest.mark.parametrize(
    ("name", "value", "says"),
    [
        ("five-of-kind", "x", "suit-order, five-of-a-kind"),
        ("five-of-a-kind", "above", "above-straight-flush, below-natural-royal"),
        ("suit-order", "cdh", "four suit letters"),
        ("wild-duplication", None, "must be a string"),
    ],
)
def test_check_option_says_what_is_allowed(name, value, says):
    with pytest.raises(OptionError, match=says):
        check_option(name, value)


@pytest.mark.parametrize(
    ("value", "wild"),
    [("7", "7"), ("3-9", "3-9"), ("5-jh-JS", "5-Jh-Js"), ("10-kd", "T-Kd"), ("deuces", "deuces")],
)
def test_wild_cards_takes_the_ranks_and_cards_agreed(value, wild):
    """STUDWILD.GAME: any ranks and cards the players agree on, written canonically."""
    assert HandRules.of("home", {"wild-cards": value}).value("wild-cards") == wild


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ("7-x", '"x" is not a rank or a card'),
        ("sevens", '"sevens" is not a rank or a card'),
        ("7-jk", "the joker: the game is played without one"),
        ("7-7", "7 named twice"),
        ("j-jh", "jh, wild already as its rank"),
        ("jh-j", "the rank j after a card of that rank"),
        ("", '"" is not a rank or a card'),
        (7, "must be a string, not a number"),
    ],
)
def test_wild_cards_refuses_a_set_naming_what_is_wrong_and_the_values(value, why):
    with pytest.raises(OptionError) as refused:
        HandRules.of(None, {"wild-cards": value})
    text = str(refused.value)
    assert why in text
    assert "choose one of deuces, acey-deucey, one-eyed-jacks, suicide-king, or the ranks" in text


# errors


@pytest.mark.parametrize(
    ("request_", "field", "says"),
    [
        ([1, 2], None, "must be a JSON object, not a list"),
        ("hello", None, "not a string"),
        ({"id": 1}, None, "exactly one of hello, evaluate, rank (or a variant): it has none"),
        ({"id": 1, "deal": {}}, None, '(or a variant): it has "deal"'),
        ({"id": 1, "hello": True, "rank": {}}, None, "it has hello and rank"),
        ({"id": [1], "hello": True}, "id", "id must be"),
        ({"id": 1, "hello": True, "extra": 1}, "extra", 'unknown field "extra"'),
        ({"id": 1, "evaluate": "As Ks"}, "evaluate", "must be an object"),
        ({"id": 1, "evaluate": {"cards": "As"}}, "evaluate.ranking", "needs ranking"),
        ({"id": 1, "evaluate": {"ranking": 5, "cards": "As"}}, "evaluate.ranking",
         "must be a string, not a number"),
        ({"id": 1, "evaluate": {"ranking": "hi", "cards": "As"}}, "evaluate.ranking",
         'unknown ranking "hi": choose one of high, ace-to-five'),
        ({"id": 1, "evaluate": {"ranking": "high"}}, "evaluate.cards", "needs cards"),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": ["As"]}}, "evaluate.cards",
         "must be a string, not a list"),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "As Xs Qs Js Ts"}},
         "evaluate.cards", 'unknown card "Xs" (card 2, column 4)'),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "As Ks Qs Js As"}},
         "evaluate.cards", 'duplicate card "As"'),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "(As Ks Qs Js Ts"}},
         "evaluate.cards", "unbalanced parentheses"),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "A2345Z"}},
         "evaluate.cards", '"A2345Z" is not a hand written by ranks alone'),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "AAAAA"}},
         "evaluate.cards", "five aces"),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "As Ks"}}, "evaluate.cards", ""),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": ""}}, "evaluate.cards", ""),
        ({"id": 1, "evaluate": {"ranking": "ace-to-five", "cards": "A23"}}, "evaluate.cards", ""),
        ({"id": 1, "evaluate": {"ranking": "showing-high", "cards": ""}}, "evaluate.cards", ""),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT", "wild": "2"}},
         "evaluate.wild", "must be a list"),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT", "wild": ["2", "Xx"]}},
         "evaluate.wild", 'wild card 2, "Xx", is not a rank'),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT", "wild": [2]}},
         "evaluate.wild", "wild card 1"),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT", "options": []}},
         "evaluate.options", "must be an object"),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT", "options": {"x": "y"}}},
         "evaluate.options.x", 'unknown option "x": choose one of suit-order'),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT",
                                "options": {"wild-duplication": "some"}}},
         "evaluate.options.wild-duplication",
         'unknown value "some" for wild-duplication: choose one of anything-goes, none'),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT",
                                "options": {"suit-order": 3}}},
         "evaluate.options.suit-order", "must be a string"),
        ({"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT", "cardz": "x"}},
         "evaluate.cardz", 'unknown field "cardz" in evaluate: expected ranking, cards'),
        ({"id": 1, "rank": {"ranking": "high"}}, "rank.hands", "needs hands"),
        ({"id": 1, "rank": {"ranking": "high", "hands": "AKQJT"}}, "rank.hands",
         "must be a list"),
        ({"id": 1, "rank": {"ranking": "high", "hands": ["AKQJT", 5]}}, "rank.hands[1]",
         "must be a string"),
        ({"id": 1, "rank": {"ranking": "high", "hands": ["AKQJT", "As Ks Zz Qs Js"]}},
         "rank.hands[1]", 'unknown card "Zz"'),
        ({"id": 1, "rank": {"ranking": "high", "hands": ["AKQJT", "AK"]}}, "rank.hands[1]", ""),
        ({"id": 1, "rank": {"ranking": "low", "hands": []}}, "rank.ranking", "unknown ranking"),
        ({"id": 1, "rank": {"ranking": "high", "hands": [], "options": {"x": "y"}}},
         "rank.options.x", "unknown option"),
    ],
)
def test_bad_requests_are_refused_naming_the_field(request_, field, says):
    error = refused(request_)
    assert error["field"] == field
    assert says in error["message"]
    assert error["message"]


def test_a_refusal_echoes_the_id():
    assert handle({"id": 9, "evaluate": {}})["id"] == 9
    assert handle({"id": [9], "hello": True})["id"] is None
    assert handle([9])["id"] is None


def test_a_deal_of_an_unknown_variant_is_unsupported():
    error = refused({"id": 7, "variant": "five-card-draw", "players": []}, code="unsupported")
    assert error["field"] == "variant"
    assert 'unknown variant "five-card-draw"' in error["message"]


def test_an_engine_bug_answers_internal_error(monkeypatch):
    def broken(cards, wild, rules):
        raise RuntimeError("wires crossed")

    monkeypatch.setitem(RANKINGS, "high", broken)
    error = refused({"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT"}}, "internal-error")
    assert error["message"] == "RuntimeError: wires crossed"
    out = io.StringIO()
    serve(
        ['{"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT"}}\n',
         '{"id": 2, "hello": true}\n'],
        out,
    )
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [a["ok"] for a in answers] == [False, True]


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)
_FIELDS = st.sampled_from(["ranking", "cards", "hands", "wild", "options"])


@settings(max_examples=300, deadline=None)
@given(
    kind=st.sampled_from(["evaluate", "rank"]),
    ranking=st.sampled_from([*RANKINGS, "nope"]),
    text=st.text(alphabet="AKQJT98765432cdhsxJk10()♠ ", max_size=24),
    extra=st.dictionaries(_FIELDS, _JSON, max_size=2),
)
def test_no_bad_input_reaches_internal_error(kind, ranking, text, extra):
    cards = {"cards": text} if kind == "evaluate" else {"hands": [text, "AKQJT"]}
    answer = handle({"id": 1, kind: {"ranking": ranking, **cards, **extra}})
    assert answer["ok"] or answer["error"]["code"] == "bad-request", answer
    json.dumps(answer)


@settings(max_examples=200, deadline=None)
@given(request=_JSON)
def test_no_json_value_reaches_internal_error(request):
    answer = handle(request)
    assert answer["ok"] or answer["error"]["code"] == "bad-request", answer


# serve


def answers_to(*lines: str) -> list[dict]:
    out = io.StringIO()
    serve(io.StringIO("".join(line + "\n" for line in lines)), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_serve_survives_bad_lines_and_answers_the_next_good_one():
    answers = answers_to(
        "this is not json",
        "",
        "   ",
        "[1, 2, 3]",
        '{"id": 3, "flop": true}',
        '{"id": 4, "evaluate": {"ranking": "high", "cards": "As Xs"}}',
        "[" * 100_000,
        '{"id": 5, "hello": true}',
    )
    assert [a["id"] for a in answers] == [None, None, 3, 4, None, 5]
    assert [a["ok"] for a in answers] == [False] * 5 + [True]
    assert answers[0]["error"] == {
        "code": "bad-request", "field": None,
        "message": answers[0]["error"]["message"],
    }
    assert answers[0]["error"]["message"].startswith("the line is not JSON")
    assert "not a list" in answers[1]["error"]["message"]
    assert answers[3]["error"]["field"] == "evaluate.cards"


def test_serve_ends_cleanly_at_end_of_input():
    assert answers_to() == []


class _Recording(io.StringIO):
    """An output stream that counts its flushes."""

    flushes = 0

    def flush(self) -> None:
        self.flushes += 1


def test_serve_answers_and_flushes_each_line_before_reading_the_next():
    out = _Recording()

    def lines():
        for ident in range(3):
            yield json.dumps({"id": ident, "hello": True}) + "\n"
            assert json.loads(out.getvalue().splitlines()[-1])["id"] == ident
            assert out.flushes == ident + 1

    serve(lines(), out)
    assert len(out.getvalue().splitlines()) == 3
