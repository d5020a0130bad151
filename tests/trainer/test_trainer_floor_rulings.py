"""The floor-rulings topic (issue #35): each kind of irregularity, each profile, a house file;
the right ruling is the engine's, the wrong ones other profiles', and the export settles."""

from __future__ import annotations

import io
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studrules import PROFILES, Dealer, StudrulesError, new_hand
from studrules.house_files import parse_house
from studrules.settle import settle
from studrules.variants import VARIANTS
from studrules_trainer.hints import rules_to_read
from studrules_trainer.questions import (
    BadAnswer,
    BadTicket,
    Ticket,
    build,
    draw,
    grade,
    scenario,
    tickets,
)
from studrules_trainer.questions.floor_rulings import (
    VOID,
    FloorMoment,
    FloorRulings,
    Replays,
    ruled,
)
from studrules_trainer.questions.houses import offer, rules_of
from studrules_trainer.questions.irregularity_kinds import KINDS
from studrules_trainer.questions.play import Walk, as_reached, deal, rng_for
from studrules_trainer.questions.tickets import forget_questions
from studrules_trainer.questions.words import symbols

GAMES = ("seven-card-stud", "razz", "seven-card-stud-hi-lo-8")
CARD = re.compile(r"[2-9TJQKA][♣♦♥♠]")
KIND_RULES = {"exposed-hole-card": "EXPOSED.HOLE-CARD", "exposed-last-card": "EXPOSED.SEVENTH-CARD",
              "late-misdeal": "MISDEAL.DEADLINE", "identifiable-muck": "SHOWDOWN.MUCKED",
              "miscalled-hand": "SHOWDOWN.MISCALL",
              "oversized-bring-in-chip": "FORCED.OVERSIZED-CHIP",
              "out-of-turn": "ACTION.OUT-OF-TURN-CHANGED", "fold-with-no-bet": "ACTION.FOLD-NO-BET"}
"""The rule that divides the profiles on each kind, as the rulebook names it."""


def floor_questions(variant: str, profile: str, count: int, start: int = 0):
    """The first ``count`` floor-rulings questions from seed ``start`` on."""
    found = []
    for seed in range(start, start + 800):
        try:
            found.append(build(Ticket(variant, "floor-rulings", seed, profile, 1)))
        except BadTicket:
            continue
        if len(found) == count:
            return found
    raise AssertionError(f"only {len(found)} floor questions in {variant} under {profile}")


def settles(text: str, tmp_path) -> tuple[int, str]:
    path = tmp_path / "floor.feature"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    return settle(path, out=out, err=err), out.getvalue() + err.getvalue()


def dealt_again(moment, profile):
    """The hand of ``moment`` dealt again from its deck under ``profile`` and played from the
    deal, or ``None`` where the profile refuses an action: the oracle for ``Replays``."""
    first = moment.states[0]
    players = [(seat.name, seat.stack + seat.paid) for seat in first.seats]
    try:
        state = new_hand(first.variant, players, first.stakes, rules_of(profile),
                         Dealer(deck=first.dealer.deck, seed=first.dealer.seed))
        for action in moment.actions:
            state = state.apply(action)
    except StudrulesError:
        return None
    return state


def right_choice(question) -> str:
    return question.hand.ruling.words


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("variant", GAMES)
def test_the_right_choice_is_the_engines_ruling_under_the_profile(variant, profile):
    for question in floor_questions(variant, profile, 3):
        moment = question.hand
        assert isinstance(moment, FloorMoment)
        again = ruled(moment.state, moment.event, profile, moment.told, moment.then)
        assert again.words == right_choice(question)
        labels = [choice.label for choice in question.choices]
        assert right_choice(question) in labels
        assert len(labels) == len(set(labels)) >= 2  # only rulings that really differ


def first_of_kind(kind: str, variant: str, profile: str):
    """The first question on ``kind`` among the seeds up to 800."""
    for seed in range(800):
        try:
            question = build(Ticket(variant, "floor-rulings", seed, profile, 1))
        except BadTicket:
            continue
        if question.hand.kind == kind:
            return question
    raise AssertionError(f"no {kind} question in {variant} under {profile}")


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_is_asked_and_offers_only_other_profiles_rulings(kind):
    question = first_of_kind(kind, "seven-card-stud", "tournament")
    wrong = [c.label for c in question.choices if c.label != right_choice(question)]
    assert wrong
    for label in wrong:
        profiles = {r.profile for r in question.hand.rulings if r.words == label}
        assert profiles and "tournament" not in profiles


def test_a_wrong_answer_is_explained_by_its_rule_and_the_other_profiles():
    question = floor_questions("seven-card-stud", "tournament", 1)[0]
    wrong = next(c.value for c in question.choices if c.value != right_choice(question))
    verdict = grade(question, {"ruling": wrong})
    assert not verdict.correct
    assert verdict.expected == right_choice(question)
    assert verdict.given == wrong
    (part,) = verdict.parts
    assert part.name == "the ruling" and not part.right
    assert part.note.startswith("Under tournament rules, ")
    kind_rule = KIND_RULES[question.hand.kind]
    assert kind_rule in {r.rule for r in verdict.reasons}  # after any rule ruled on the way
    others = {r.profile for r in question.hand.rulings if r.words == wrong}
    comparison = [r.text for r in verdict.reasons if "the floor would rule otherwise" in r.text]
    # profiles that rule alike by different house-rule values are compared one value each
    said = [text for text in comparison if text.endswith(f"otherwise. {wrong}")]
    assert said and all(any(name in text for text in said) for name in others)
    assert all(r.rule == kind_rule for r in verdict.reasons if r.text in comparison)


def test_the_right_answer_is_graded_right_and_a_stranger_refused():
    question = floor_questions("razz", "casino", 1)[0]
    assert grade(question, {"ruling": right_choice(question)}).correct
    with pytest.raises(BadAnswer) as refused:
        grade(question, {"ruling": "the floor awards the pot to the dealer"})
    assert refused.value.field == "ruling"
    with pytest.raises(BadAnswer):
        grade(question, {})


def test_the_tournament_hole_card_rules_against_the_casino_one():
    """Robert's Rules excuse the exposed card from the bring-in; the TDA's does not; the WSOP
    tournament rules call a misdeal: where the exposed card is the low one, all three differ."""
    for question in floor_questions("seven-card-stud", "casino", 160):
        if question.hand.kind != "exposed-hole-card" or len(question.choices) < 3:
            continue
        by_profile = {r.profile: r for r in question.hand.rulings}
        assert by_profile["wsop-2024-tournament"].words.startswith("Misdeal")
        assert by_profile["casino"].words != by_profile["tournament"].words
        return
    pytest.fail("no exposed low hole card among 160 casino questions")


def test_a_house_file_is_one_more_profile(tmp_path):
    house = parse_house(
        'name = "lucky-seven"\nprofile = "casino"\n[options]\n'
        'exposed-initial-downcard = "misdeal"\n', "lucky.toml")
    offer(house)
    try:
        question = floor_questions("seven-card-stud", "lucky-seven", 1)[0]
        assert question.hand.ruling.profile == "lucky-seven"
        assert {r.profile for r in question.hand.rulings} >= {"lucky-seven", "casino"}
        text = scenario(question)
        assert "the house rule exposed-initial-downcard is misdeal" in text
        code, report = settles(text, tmp_path)
        assert code == 0, f"{text}\n{report}"
    finally:
        offer(None)


def test_the_replayed_hand_under_its_own_profile_is_the_hand():
    question = floor_questions("seven-card-stud", "home", 1)[0]
    again = dealt_again(question.hand, "home")
    assert again is not None
    assert again.seats == question.hand.state.seats


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), variant=st.sampled_from(GAMES),
       profile=st.sampled_from(PROFILES))
def test_any_seed_right_answer_is_the_engines_and_its_export_settles(
        seed, variant, profile, tmp_path_factory):
    try:
        question = build(Ticket(variant, "floor-rulings", seed, profile, 1))
    except BadTicket:
        return
    moment = question.hand
    assert right_choice(question) == ruled(moment.state, moment.event, profile,
                                           moment.told, moment.then).words
    assert grade(question, {"ruling": right_choice(question)}).correct
    code, report = settles(scenario(question), tmp_path_factory.mktemp("floor"))
    assert code == 0, f"{question.ticket}\n{report}"


def test_draw_offers_the_topic_only_where_it_asks():
    rng = random.Random(3)
    for _ in range(10):
        ticket = draw(["five-card-stud", "razz"], ["floor-rulings", "bring-in"], "casino", 1, rng)
        assert not (ticket.variant == "five-card-stud" and ticket.topic == "floor-rulings")
    for _ in range(5):
        ticket = draw(["five-card-stud", "razz"], ["floor-rulings"], "casino", 1, rng)
        assert ticket.variant == "razz"
    with pytest.raises(BadTicket, match="floor-rulings asks about no hand of five-card-stud"):
        draw(["five-card-stud"], ["floor-rulings"], "casino", 1, rng)


def test_the_explanation_names_the_house_rule_and_the_rulebooks_sources():
    question = first_of_kind("exposed-hole-card", "seven-card-stud", "tournament")
    verdict = grade(question, {"ruling": right_choice(question)})
    (part,) = verdict.parts
    assert part.note.startswith("Under tournament rules, exposed-initial-downcard is "
                                "tda-becomes-upcard (TDA rules, 2024, Recommended Procedure 10-A")
    misdeal = next(r.text for r in verdict.reasons if "wsop-2024-tournament rules" in r.text)
    assert misdeal.startswith("under wsop-2024-tournament rules, exposed-initial-downcard is "
                              "misdeal (")
    assert "Rule 88.a.6" in misdeal  # the WSOP Tournament Rules, as the rulebook cites them
    assert misdeal.endswith("otherwise. Misdeal: " + VOID)


def test_a_house_rule_is_cited_as_the_houses_own():
    house = parse_house(
        'name = "lucky-seven"\nprofile = "casino"\n[options]\nexposed-initial-downcard = '
        '{ value = "misdeal", source = "Lucky Seven rule 4" }\n', "lucky.toml")
    offer(house)
    try:
        question = first_of_kind("exposed-hole-card", "razz", "lucky-seven")
        (part,) = grade(question, {"ruling": right_choice(question)}).parts
        assert part.note.startswith("Under lucky-seven rules, exposed-initial-downcard is "
                                    "misdeal (lucky-seven's own house rule, Lucky Seven rule 4)")
        assert right_choice(question).startswith("Misdeal")
    finally:
        offer(None)


def test_the_choices_name_no_card_the_table_has_not_shown():
    for variant in GAMES:
        for question in floor_questions(variant, "wsop-2024-cash", 8):
            shown = {symbols(card) for seat in question.table.seats for card in seat.up}
            shown.add(symbols(str(question.hand.event.card)))
            for choice in question.choices:
                named = set(CARD.findall(choice.label))
                assert named <= shown, (choice.label, shown)


def test_the_hint_names_the_deciding_rule_and_not_the_ruling():
    question = first_of_kind("exposed-hole-card", "seven-card-stud", "wsop-2024-tournament")
    assert right_choice(question).startswith("Misdeal")
    assert rules_to_read(question) == ("EXPOSED.HOLE-CARD",)


@pytest.mark.parametrize("variant", GAMES)
def test_every_seed_makes_a_question_whichever_kind_is_tried_first(variant):
    """A kind that played the hand on to its last street leaves the walk there: the next kind
    tried must still find the first street (seed 2 once made no question)."""
    for seed in range(12):
        build(Ticket(variant, "floor-rulings", seed, "casino", 1))


def test_a_house_with_no_options_of_its_own_does_not_rename_the_profile():
    """A house that changes nothing plays as its base profile: a casino question says casino."""
    offer(parse_house('name = "plain-house"\nprofile = "casino"\n', "plain.toml"))
    try:
        question = floor_questions("seven-card-stud", "casino", 1)[0]
        assert question.hand.ruling.profile == "casino"
        assert question.prompt.endswith("under casino rules?")
    finally:
        offer(None)


@pytest.mark.parametrize("profile", ["casino", "tournament"])
def test_a_late_misdeal_exports_as_the_floor_rules_it(profile, tmp_path):
    """Refused under Robert's Rules' deadline (the scenario says the floor cannot rule on it),
    void under the TDA's, where two actions put no chips in."""
    question = first_of_kind("late-misdeal", "seven-card-stud", profile)
    text = scenario(question)
    refused = question.hand.ruling.state is None
    assert refused == (profile == "casino")
    assert ('Then the floor cannot rule on "the dealer calls a misdeal: ' in text) == refused
    assert ("Then the deal is void" in text) == (not refused)
    code, report = settles(text, tmp_path)
    assert code == 0, f"{text}\n{report}"


@pytest.mark.parametrize("variant", GAMES)
def test_replays_kept_for_a_walk_are_the_hand_dealt_again_at_every_moment(variant):
    """One walk's replays under each profile serve all its moments, in any order asked: each
    is the hand a fresh deal under that profile reaches, or none where the profile refuses."""
    refused = 0
    for seed in range(6):
        rng = rng_for(seed)
        walk = Walk(deal(variant, "casino", seed, FloorRulings.style, rng), rng,
                    FloorRulings.style)
        for _ in walk:
            pass
        replays = Replays(walk.states[0])
        ats = list(range(len(walk.states)))
        random.Random(seed).shuffle(ats)
        for at in ats:
            moment = walk.moment(at, walk.since(at))
            for profile in PROFILES:
                expected = dealt_again(moment, profile)
                kept = replays.at(moment, profile)
                refused += expected is None
                assert (kept is None) == (expected is None), (seed, at, profile)
                if expected is not None:
                    assert kept.seats == expected.seats and kept.reasons == expected.reasons
    assert refused, "some profile refuses some walk's actions, and the replays say so"


@pytest.fixture
def kinds_tried(monkeypatch):
    """The kinds whose candidates builds ask for, in order (questions built before forgotten)."""
    tried: list[str] = []
    for name, kind in KINDS.items():
        def candidates(walk, rng, name=name, kind=kind):
            tried.append(name)
            return type(kind).candidates(kind, walk, rng)
        monkeypatch.setattr(kind, "candidates", candidates)
    forget_questions()
    yield tried
    forget_questions()


@pytest.mark.parametrize("variant", GAMES)
def test_the_first_case_is_the_kind_a_hand_tries_first(variant, kinds_tried):
    """``first_case`` reads the kind off the seed without dealing: the one ``reach`` tries first."""
    for seed in range(20):
        first = FloorRulings().first_case(VARIANTS[variant],
                                          as_reached(variant, seed, FloorRulings.style))
        kinds_tried.clear()
        build(Ticket(variant, "floor-rulings", seed, "casino", 1))
        assert kinds_tried[0] == first, seed


def first_case_of(ticket: Ticket) -> str | None:
    return FloorRulings().first_case(VARIANTS[ticket.variant],
                                     as_reached(ticket.variant, ticket.seed, FloorRulings.style))


def test_a_draw_for_a_wanted_kind_builds_hands_that_try_it_first(monkeypatch):
    """A search for a rare kind builds only hands that try it first, and finds it: each build of
    a hand that tries another kind first would play the hand out under every profile for
    nothing (the search looked at most of its twelve seeds in vain, and the page waited)."""
    built: list[Ticket] = []

    def recorded(ticket):
        built.append(ticket)
        return build(ticket)

    monkeypatch.setattr(tickets, "build", recorded)
    wanted = "floor-rulings/seven-card-stud/miscalled-hand"
    rng = random.Random(5)
    found = 0
    for _ in range(10):
        ticket = draw(["seven-card-stud"], ["floor-rulings"], "casino", 1, rng, prefer=wanted)
        found += build(ticket).skill == wanted
    firsts = [first_case_of(ticket) for ticket in built]
    assert firsts.count("miscalled-hand") >= 0.8 * len(built), firsts  # 16 looks may all miss
    assert found >= 9, f"{found} of 10 draws found the wanted kind"
    assert len(built) <= 15, f"{len(built)} hands built for 10 questions"
