"""Every refusal of an irregular event is worded one way: "the floor cannot rule on <what was
told>: <why>", with the rule that refuses it (one definition, ``base.refusal``), and a
scenario step that expects a refusal shows it as "<that sentence> [RULE]".

Random hands of every game, every profile: at each state (and after the result, for the
showdown's mistakes) every sample event of every kind is tried; each refusal must read so.
"""

import random
import re
import zlib

import pytest
from random_hands import STAKES

from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.irregularities import IRREGULARITIES
from studrules.hand.model import Action, Event, IllegalAction
from studrules.house_rules import PROFILES, resolve
from studrules.protocol.engines import ReferenceEngine
from studrules.scenarios.gherkin import ScenarioFileError
from studrules.scenarios.runner import run_file
from studrules.spec import load_rules
from studrules.variants import VARIANTS

WORDING = re.compile(r"the floor cannot rule on the [a-z-]+ reported by [^:]+: \S.*", re.S)
"""The one wording of a refusal: what was told, as the floor repeats it, then why."""
RULES = load_rules()


def refusals(state: HandState) -> list[IllegalAction]:
    """Every refusal of the sample events of every kind in ``state``."""
    found = []
    for kind in IRREGULARITIES.values():
        for event in kind.samples(state):
            try:
                state.apply(event)
            except IllegalAction as refused:
                found.append(refused)
    return found


def played(variant: str, profile: str, seed: int) -> list[HandState]:
    """The states of a random hand played to its end, the last one over."""
    rng = random.Random(seed)
    state = new_hand(VARIANTS[variant], [(f"P{i}", None) for i in range(3)], STAKES,
                     resolve(profile), Dealer.shuffled(seed))
    states = [state]
    while not state.over:
        legal = rng.choice(state.legal_actions())
        to = legal.to if legal.most is None else rng.randint(legal.to, legal.most)
        state = state.apply(Action(state.seats[state.actor].name, legal.verb, to, legal.what))
        states.append(state)
    return states


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_refusal_of_an_event_is_worded_one_way(variant):
    seen = 0
    for profile in PROFILES:
        for state in played(variant, profile, zlib.crc32(f"{variant} {profile}".encode()) % 1000):
            for refused in refusals(state):
                seen += 1
                assert WORDING.fullmatch(str(refused)), f"worded otherwise: {refused}"
                assert refused.rule in RULES, f"{refused} cites {refused.rule}, not in spec/"
    assert seen, "no event was refused: the test tried nothing"


def test_an_unknown_event_is_refused_in_the_same_words():
    state = played("seven-card-stud", "casino", 1)[0]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Event("dealer", "card-on-the-floor"))  # type: ignore[arg-type]
    assert WORDING.fullmatch(str(refused.value)), str(refused.value)


REFUSED = """Feature: refusals
  Scenario: refused steps of every topic
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qh 3s) Kd |
      | Carol  | (As 9s) 4s |
      | Alice  | (Ah 8c) 3c |
    When the action goes: Alice brings in
    Then it is refused: Bob miscalls his hand
    And the floor refuses: Alice makes a string raise
    And the dealer cannot expose Bob's 7c
    And Carol cannot declare all in
    And the floor cannot call a misdeal: a card was found face up in the deck
    And the floor cannot rule on "Bob miscalls his hand": the hand is still being played
    And the floor cannot rule on "the dealer exposes Bob's first hole card: Qh"
    And the floor cannot rule on "Alice puts out $5 in several chips without a word"
"""


def test_a_refusal_step_shows_the_one_wording_and_the_rule(tmp_path):
    feature = tmp_path / "refusals.feature"
    feature.write_text(REFUSED, encoding="utf-8")
    with ReferenceEngine() as engine:
        report = run_file(feature, engine, settling=True)
    steps = report.scenarios[0].steps[4:]
    assert [step.status for step in steps] == ["passed"] * 8, steps
    for step in steps:
        assert WORDING.fullmatch(step.ruling), step.ruling
        assert [cited.rule for cited in step.rules] == [step.rules[0].rule], step.rules
        assert step.rules[0].rule in RULES, step.rules


@pytest.mark.parametrize("told, why", [
    ("Bob calls", "tells no irregular event"),
    ("Bob dances on the table", "no When step of the vocabulary says"),
])
def test_the_floor_cannot_rule_on_only_an_event_a_when_step_tells(tmp_path, told, why):
    feature = tmp_path / "refusals.feature"
    feature.write_text(REFUSED.replace('"Bob miscalls his hand"', f'"{told}"'), encoding="utf-8")
    with ReferenceEngine() as engine, pytest.raises(ScenarioFileError, match=why):
        run_file(feature, engine, settling=True)
