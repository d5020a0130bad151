"""The kinds of irregularity added to the floor-rulings topic after its first three (#35): each
is asked in seven-card stud, razz and stud/8; its right choice is the engine's ruling, its wrong
ones are other profiles' rulings ruled afresh, its export settles, and its explanation names the
house rule that divides the profiles, with the rulebook's sources."""

from __future__ import annotations

import pytest
from test_trainer_floor_rulings import GAMES, dealt_again, first_of_kind, settles

from studrules_trainer.questions import grade, scenario
from studrules_trainer.questions.floor_rulings import ruled
from studrules_trainer.questions.irregularity_kinds import KINDS

NEW_KINDS = {
    "identifiable-muck": "identifiable-muck",
    "miscalled-hand": "miscall-muck",
    "oversized-bring-in-chip": "bring-in-oversized-chip",
    "out-of-turn": "out-of-turn-after-change",
    "fold-with-no-bet": "fold-with-no-bet",
}
"""Each kind added, and the house rule whose value divides the profiles on it."""
PROFILE_BY_GAME = {"seven-card-stud": "casino", "razz": "tournament",
                   "seven-card-stud-hi-lo-8": "wsop-2024-cash"}
"""The profile each game is asked under, so the three games cover three profiles."""


@pytest.mark.parametrize("variant", GAMES)
@pytest.mark.parametrize("kind", NEW_KINDS)
def test_each_new_kind_is_graded_by_the_engine_and_settles(kind, variant, tmp_path):
    profile = PROFILE_BY_GAME[variant]
    question = first_of_kind(kind, variant, profile)
    moment = question.hand
    right = moment.ruling.words
    assert ruled(moment.state, moment.event, profile, moment.told, moment.then).words == right
    labels = [choice.label for choice in question.choices]
    assert right in labels and len(labels) == len(set(labels)) >= 2
    for label in labels:
        if label == right:
            continue
        others = [r.profile for r in moment.rulings if r.words == label]
        assert others and profile not in others
        for other in others:  # ruled afresh: the hand dealt again under that profile
            again = dealt_again(moment, other)
            assert again is not None
            assert ruled(again, moment.event, other, moment.told, moment.then).words == label
    code, report = settles(scenario(question), tmp_path)
    assert code == 0, f"{scenario(question)}\n{report}"
    verdict = grade(question, {"ruling": right})
    assert verdict.correct
    (part,) = verdict.parts
    option = NEW_KINDS[kind]
    assert part.note.startswith(f"Under {profile} rules, {option} is ")
    assert "(" in part.note and "the rulebook's own reading" not in part.note
    assert any(r.rule == KINDS[kind].rule for r in verdict.reasons)


@pytest.mark.parametrize("variant", GAMES)
def test_an_identifiable_muck_is_the_floors_in_a_casino_and_plays_under_the_tda(variant):
    """Robert's Rules leave a hand that can be told apart in the muck to the floor; the TDA
    keeps it live, and the result stands."""
    question = first_of_kind("identifiable-muck", variant, "tournament")
    moment = question.hand
    name = moment.event.player
    by_profile = {r.profile: r for r in moment.rulings}
    live = by_profile["tournament"]
    assert live.state is not None and not live.state.floor
    assert live.state.result == moment.state.result
    assert live.words.startswith(f"{name}'s hand plays; ")
    casino = by_profile["casino"]
    assert casino.words == f"The floor decides: {name}'s hand plays or {name}'s hand is dead"
    assert casino.state is not None
    assert casino.state.result == moment.state.result  # it stands until the floor decides


@pytest.mark.parametrize("variant", GAMES)
def test_a_miscall_kills_the_miscaller_in_a_casino_and_only_the_mucked_hand_under_the_tda(variant):
    """Robert's Rules kill the miscaller's hand too (the pot to the best hand left, or to the
    player who mucked if none is); the TDA's cards speak; either way the floor may penalize a
    deliberate miscall: with the pot, or away from it."""
    question = first_of_kind("miscalled-hand", variant, "casino")
    moment = question.hand
    caller, mucker = moment.event.by, moment.event.player
    by_profile = {r.profile: r.state for r in moment.rulings}
    casino, tournament = by_profile["casino"], by_profile["tournament"]
    assert casino is not None and tournament is not None
    folded = {name: {seat.name for seat in state.seats if seat.folded}
              for name, state in (("casino", casino), ("tournament", tournament))}
    left = [seat.name for seat in moment.state.seats if not seat.folded]
    assert caller in folded["casino"]
    assert (mucker in folded["casino"]) == (len(left) > 2)
    assert mucker in folded["tournament"] and caller not in folded["tournament"]
    penalties = {name: [(left.penalize, left.penalty) for left in state.floor]
                 for name, state in (("casino", casino), ("tournament", tournament))}
    assert penalties["casino"] == [((caller,), "the forfeit of the pot")]
    assert penalties["tournament"] == [((caller,), "a penalty away from the pot")]


@pytest.mark.parametrize("variant", GAMES)
def test_an_oversized_chip_is_the_bring_in_in_a_casino_and_a_completion_under_the_tda(variant):
    """Robert's Rules take a silent oversized chip for the least it can be, the bring-in, the
    rest going back; the TDA's Rule 44, read for the bring-in player, makes it a completion."""
    question = first_of_kind("oversized-bring-in-chip", variant, "home")
    moment = question.hand
    stakes, name = moment.state.stakes, moment.event.player
    by_profile = {r.profile: r.state for r in moment.rulings}
    for profile, put_in in (("home", stakes.bring_in), ("casino", stakes.bring_in),
                            ("tournament", stakes.small_bet)):
        state = by_profile[profile]
        assert state is not None
        seat = next(seat for seat in state.seats if seat.name == name)
        before = next(seat for seat in moment.state.seats if seat.name == name)
        assert seat.paid - before.paid == put_in, profile
        calls = [option.to for option in state.legal_actions() if option.verb == "call"]
        assert calls == [put_in], profile


@pytest.mark.parametrize("variant", GAMES)
def test_an_action_out_of_turn_overtaken_by_a_bet_is_call_or_fold_in_a_casino(variant, tmp_path):
    """Robert's Rules let a player whose check or call out of turn was overtaken by a bet call
    or fold, not raise; the TDA gives back every option. The export says the bet came after."""
    question = first_of_kind("out-of-turn", variant, "casino")
    moment = question.hand
    early = moment.event.player or moment.event.by
    (change,) = moment.then
    by_profile = {r.profile: r.state for r in moment.rulings}
    for profile, may_raise in (("casino", False), ("tournament", True)):
        state = by_profile[profile]
        assert state is not None and state.seats[state.actor].name == early
        verbs = {option.verb for option in state.legal_actions()}
        assert {"fold", "call"} <= verbs and ("raise" in verbs) == may_raise, profile
        assert "ACTION.OUT-OF-TURN-CHANGED" in {r.rule for r in state.reasons}
    text = scenario(question)
    told = text.index(f"{early} {moment.event.action.verb}s out of turn")
    assert text.index(f"{change.player} ", told) > told


def test_the_sources_are_cited_as_text_without_the_rulebooks_markup():
    """The rulebook writes a section's title in italics (``*Dead Hands* 2``): the feedback
    cites it as plain words, as it cites a link by its text."""
    question = first_of_kind("identifiable-muck", "seven-card-stud", "tournament")
    verdict = grade(question, {"ruling": question.hand.ruling.words})
    casino = next(r.text for r in verdict.reasons if r.text.startswith("under casino"))
    assert "Robert's Rules of Poker, Dead Hands 2 (" in casino
    assert not [r.text for r in verdict.reasons if "*" in r.text or "](" in r.text]


@pytest.mark.parametrize("variant", GAMES)
def test_a_fold_with_no_bet_keeps_the_cards_in_a_casino_and_is_binding_under_the_tda(variant):
    """Robert's Rules keep the hand checking until a bet, then fold it; the TDA's fold binds."""
    question = first_of_kind("fold-with-no-bet", variant, "tournament")
    moment = question.hand
    name = moment.event.by
    by_profile = {r.profile: r for r in moment.rulings}
    binding, kept = by_profile["tournament"], by_profile["casino"]
    assert binding.state is not None and kept.state is not None
    assert name in {seat.name for seat in binding.state.seats if seat.folded}
    assert name not in {seat.name for seat in kept.state.seats if seat.folded}
    assert [held.kind for held in kept.state.held] == ["fold-at-bet"]
    assert kept.words.startswith(f"{name} keeps the cards and checks until someone bets")
    assert binding.words.startswith(f"{name}'s hand is dead")
