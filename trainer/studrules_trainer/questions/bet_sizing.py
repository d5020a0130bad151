"""What may the player to act do, and for how much: exactly the engine's ``legal_actions()``.

The learner ticks every legal action (field ``actions``) and gives each amount
as the player's total on the round after it (``to``), in the field named after
the verb: ``{"actions": ["fold", "call", "raise"], "call": "5", "raise": "10"}``.
Two legal amounts of one verb (an open pair) are both given (``"5, 10"``). In
pot limit a bet or raise is a range: its minimum in the verb's field and its
maximum in ``<verb>-max``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from studrules import (
    Action,
    Chips,
    IllegalAction,
    Legal,
    Reason,
    Verb,
    amount_of,
    listed,
    structure_rule,
)
from studrules_trainer.questions import answers
from studrules_trainer.questions.model import BadAnswer, Choice, Part
from studrules_trainer.questions.play import Moment, Style, Walk, opens_round
from studrules_trainer.questions.sentences import may_step
from studrules_trainer.questions.topic import Topic
from studrules_trainer.questions.words import dollars

VERBS: tuple[Verb, ...] = ("fold", "check", "call", "bring-in", "complete", "bet", "raise")
"""Every betting action the form offers, legal or not."""
LABELS = {"bring-in": "bring in"}
BEFORE_AMOUNT = {"bring-in": "for ", "complete": "to ", "raise": "to "}
AMOUNTED = ("call", "bring-in", "complete", "bet", "raise")
RANGED = ("complete", "bet", "raise")
WAGERS = ("bring-in", "complete", "bet", "raise")
"""The verbs that can be a range in pot limit (asked as a minimum and a maximum)."""
MAX = "-max"
LATEST_DECISION = 16
"""The seed picks one of the first this many betting decisions of the hand."""

DECIDING = (
    "BET.ALL-IN", "BET.SHORT-ALL-IN", "BET.FIXED.COMPLETE", "POTLIMIT.MAXIMUM", "POTLIMIT.ALL-IN"
)
"""The rules the engine cites for one wager that decide what an option is: all in, a
completion, a pot-limit maximum worked out."""

Offer = frozenset[int] | tuple[int, int] | None
"""What one verb allows: nothing to say (fold, check), these amounts, or a range (least, most)."""


WORDS = {
    "complete": " Going above the round's bet here, the rulebook calls it completing (tick "
    "complete).",
    "raise": " Going above the round's bet here, the rulebook calls it raising (tick raise).",
}
"""What the question says of the rulebook's word, where a completion or a raise is legal."""
REOPENS = " and reopens the betting"
"""The end of an all-in's reason that, true when it was made, no longer holds for a player
who may not raise (BET.ALL-IN: every other player is all in since)."""
_RULEBOOK = {"raise": "complete", "complete": "raise"}
"""The other word a learner may use for an action: raising a bring-in is completing it, and a
learner who says one where the rulebook says the other is read in the rulebook's word."""


def _in_rulebook_words(
    given: dict[str, Offer], expected: dict[str, Offer]
) -> tuple[dict[str, Offer], str]:
    """The learner's offers with raise read as complete (or the other way) where the rulebook
    uses only the other word here; and the learner's word so renamed, if any."""
    for said, meant in _RULEBOOK.items():
        if said in given and meant not in given and meant in expected and said not in expected:
            renamed = {meant if verb == said else verb: offer for verb, offer in given.items()}
            return renamed, said
    return given, ""


def _single(offer: Offer) -> Offer:
    """A range whose two ends are equal is that one amount."""
    if isinstance(offer, tuple) and offer[0] == offer[1]:
        return frozenset({offer[0]})
    return offer


def offered(legal: list[Legal]) -> dict[str, Offer]:
    """The legal actions by verb, in the engine's order; a range of one amount is that amount."""
    found: dict[str, Offer] = {}
    for option in legal:
        if option.most is not None:
            found[option.verb] = _single((amount_of(option), option.most))
        elif option.verb in AMOUNTED:
            before = found.get(option.verb)
            amounts = before if isinstance(before, frozenset) else frozenset()
            found[option.verb] = amounts | {amount_of(option)}
        else:
            found[option.verb] = None
    return found


def say(offers: dict[str, Offer], chips: Chips) -> str:
    """Offers in words: ``fold, call $5 or raise to $10``; a range as ``from $10 to $40``."""
    words = []
    for verb, offer in offers.items():
        label = LABELS.get(verb, verb)
        if offer is None:
            words.append(label)
        elif isinstance(offer, tuple):
            least, most = offer
            words.append(
                f"{label} to any amount from {dollars(chips, least)} to {dollars(chips, most)}"
            )
        else:
            amounts = " or ".join(dollars(chips, a) for a in sorted(offer))
            words.append(f"{label} {BEFORE_AMOUNT.get(verb, '')}{amounts}")
    return listed(words, "or") or "nothing"


class BetSizing(Topic):
    """Tick every legal action of the player to act, each with its amount."""

    name = "bet-sizing"
    title = "bet sizing"
    kind = "actions"
    names_actor = True
    style = Style(short=0.3, short_most=40, folding=0.15)
    families = ("BET.", "BRING-IN.", "OPEN.", "POTLIMIT.")
    leave_out = ("BET.ROUND-END",)

    def reach(self, walk: Walk, rng: random.Random) -> Moment | None:
        """A betting decision the seed picks, or the hand's last one if it ends before."""
        target = rng.randrange(LATEST_DECISION)
        found = None
        since = 0
        decisions = 0
        for at, state in enumerate(walk):
            if opens_round(state):
                since = walk.since(at)
            if state.phase == "betting" and state.round is not None and state.to_act is not None:
                found = (at, since)
                decisions += 1
                if decisions > target:
                    break
        return walk.moment(*found) if found else None

    def prompt(self, moment: Moment) -> str:
        """Whose turn it is, and what is asked."""
        name = moment.state.seats[moment.state.actor].name
        return f"It is {name}'s turn. What may {name} do?"

    def note(self, moment: Moment) -> str:
        """How to answer: every legal action, each amount as a total on the round; and, where a
        wager above the round's bet is legal, which word the rulebook uses for it here (raise
        and complete are both read, but the learner should not have to guess)."""
        name = moment.state.seats[moment.state.actor].name
        verbs = {option.verb for option in moment.state.legal_actions()}
        word = next((WORDS[verb] for verb in ("complete", "raise") if verb in verbs), "")
        return (
            f"Tick every legal action, with each amount as {name}'s total bet on this round "
            f"after it.{word}"
        )

    def choices(self, moment: Moment) -> tuple[Choice, ...]:
        """Every betting verb, an amount for each that takes one, a maximum in pot limit."""
        ranged = moment.state.betting.ranged
        picks = [Choice("actions", verb, LABELS.get(verb, verb), "many") for verb in VERBS]
        typed = []
        for verb in AMOUNTED:
            label = LABELS.get(verb, verb)
            least = "at least " if ranged and verb in RANGED else ""
            typed.append(Choice(verb, "", f"{label}: to {least}what total", "amount"))
            if ranged and verb in RANGED:
                typed.append(Choice(verb + MAX, "", f"{label}: to at most what total", "amount"))
        return (*picks, *typed)

    def parts(self, moment: Moment, answer: Mapping) -> tuple[Part, ...]:
        """One part per action ticked or legal, in the form's order: right where the learner's
        amounts (or range) for it are exactly the engine's, and an action left unticked is
        right where it is not legal. Raise and complete are one action to a learner: either
        word reads as the one the rulebook uses here, and the part says so."""
        chips = moment.state.stakes.chips
        expected = offered(moment.state.legal_actions())
        given, renamed = _in_rulebook_words(self._given(answer, chips), expected)
        found = []
        for verb in VERBS:
            if verb not in expected and verb not in given:
                continue
            right = verb in expected and verb in given and expected[verb] == given[verb]
            note = f"the rulebook calls it {verb}; you said {renamed}" if verb == _RULEBOOK.get(
                renamed
            ) else ""
            found.append(
                Part(
                    LABELS.get(verb, verb),
                    say({verb: given[verb]}, chips) if verb in given else "not ticked",
                    say({verb: expected[verb]}, chips) if verb in expected else "not legal",
                    right,
                    note,
                )
            )
        return tuple(found)

    def words(self, moment: Moment, answer: Mapping) -> tuple[str, str]:
        """The legal actions in words, and those the learner gave."""
        chips = moment.state.stakes.chips
        return say(offered(moment.state.legal_actions()), chips), say(
            self._given(answer, chips), chips
        )

    def _given(self, answer: Mapping, chips: Chips) -> dict[str, Offer]:
        """The learner's offers, read from the answer's fields."""
        verbs = answers.many(answer, "actions")
        given: dict[str, Offer] = {}
        for verb in verbs:
            if verb not in VERBS:
                raise BadAnswer(
                    "actions", f'unknown action "{verb}": choose from {", ".join(VERBS)}'
                )
            if verb not in AMOUNTED:
                given[verb] = None
                continue
            amounts = answers.amounts(answer, verb, chips)
            most = answers.amount_if_given(answer, verb + MAX, chips)
            if most is None:
                given[verb] = frozenset(amounts)
            elif len(amounts) != 1:
                raise BadAnswer(verb, "with a maximum, give one minimum")
            elif most < amounts[0]:
                raise BadAnswer(verb + MAX, "the maximum is below the minimum")
            else:
                given[verb] = _single((amounts[0], most))
        return given

    def cases(self, moment: Moment) -> list[str]:
        """The cap, short all-ins and stacks, big after big, the open pair, bring-in, completion."""
        rules = moment.rules()
        state = moment.state
        legal = state.legal_actions()
        found = []
        if rules & {"BET.CAP", "BET.CAP.HEADS-UP"}:
            found.append("cap")
        if "BET.SHORT-ALL-IN" in rules:
            found.append("short-all-in")
        if any(option.all_in for option in legal):
            found.append("short-stack")
        if "BET.FIXED.BIG-AFTER-BIG" in rules:
            found.append("big-after-big")
        if "BET.FIXED.OPEN-PAIR" in rules:
            found.append("open-pair")
        if "BRING-IN.ALL-IN" in rules:
            found.append("all-in-bring-in")
        if any(option.verb == "bring-in" for option in legal):
            found.append("bring-in")
        elif "BET.FIXED.COMPLETE" in rules:
            found.append("completion")
        elif "BRING-IN.IS-A-BET" in rules:
            found.append("after-bring-in")
        if state.betting.count >= 2 and "cap" not in found:
            found.append("raised")
        return found

    def then_steps(self, moment: Moment) -> list[str]:
        """``X may fold, call $5 or raise to $10``."""
        return [may_step(moment)]

    def reasons(self, moment: Moment) -> tuple[Reason, ...]:
        """The round's reasons, then why each option is what it is (see ``option_reasons``);
        why the player may not raise is said once (the round's wager may have said it)."""
        said = super().reasons(moment)
        name = moment.state.seats[moment.state.actor].name
        if no_raise(moment) is not None:  # an earlier all-in reopened it, but not for this player
            said = tuple(Reason(r.rule, r.text.replace(REOPENS, "")) for r in said)
        told = [r.rule for r in said if r.text.startswith(f"every player but {name} ")]
        options = [r for r in option_reasons(moment) if r.rule not in told or name not in r.text]
        return tuple(dict.fromkeys((*said, *options, *option_lines(moment))))


def option_reasons(moment: Moment) -> list[Reason]:
    """What decides each legal option: the engine's reasons for taking it, and the bring-in's.

    Each option is tried on the engine (``apply`` makes a new state and leaves
    this one as it is); the reasons it gives for that wager that say how the
    option is sized (``DECIDING``: all in, a completion, a pot-limit maximum
    with its sum) are kept. The bring-in player's own choice cites
    BRING-IN.COMPLETE: bring in or complete, never check or fold.
    """
    state = moment.state
    name = state.seats[state.actor].name
    legal = state.legal_actions()
    found: list[Reason] = []  # an option's reasons are said as what would follow its choice
    verbs = {option.verb for option in legal}
    if "bring-in" in verbs and "fold" not in verbs:
        found.append(
            Reason(
                "BRING-IN.COMPLETE",
                f"{name} is the bring-in: {name} may bring in or complete, "
                "but may neither check nor fold",
            )
        )
    for option in legal:
        if option.verb in ("fold", "check") or option.to is None:
            continue
        to = option.to if option.most is None else option.most
        tried = state.apply(Action(name, option.verb, to, option.what))
        chosen = f" (if {name} chooses it)"
        found += [
            r if r.rule == "POTLIMIT.MAXIMUM" else Reason(r.rule, r.text + chosen)
            for r in tried.reasons[len(state.reasons) :]
            if r.rule in DECIDING
        ]
    refused = no_raise(moment)
    return found if refused is None else [*found, refused]


def no_raise(moment: Moment) -> Reason | None:
    """Why the player asked may not raise a wager they face (BET.ALL-IN, BET.SHORT-ALL-IN, the
    cap...): the engine's own refusal of a raise, tried on the immutable state. ``None`` where
    the player faces no wager or may raise it."""
    state = moment.state
    name = state.seats[state.actor].name
    legal = state.legal_actions()
    if any(option.verb in RANGED for option in legal) or not any(
        option.verb == "call" for option in legal
    ):
        return None
    rnd = state.betting
    verb: Verb = "complete" if rnd.full_level == 0 else "raise"
    try:
        state.apply(Action(name, verb, rnd.level + rnd.limit))
    except IllegalAction as refusal:
        why = str(refusal).split(": ", 1)[-1].split(f"; {name} may ", 1)[0]
        why = why.replace("this player", name)
        return Reason(refusal.rule, f"{name} may not {verb}, because {why}")
    return None


def option_lines(moment: Moment) -> list[Reason]:
    """Each legal option of the player asked, with the rule that makes it what it is:
    ``Frank may call $8: Heidi's wager of $8 faces Frank ...`` (BET.ROUND-END)."""
    state = moment.state
    name = state.seats[state.actor].name
    chips = state.stakes.chips
    legal = state.legal_actions()
    lines = []
    for verb, offer in offered(legal).items():
        option = next(o for o in legal if o.verb == verb)
        rule, why = _option_rule(moment, option, offer)
        lines.append(Reason(rule, f"{name} may {say({verb: offer}, chips)}: {why}"))
    return lines


def _option_rule(moment: Moment, option: Legal, offer: Offer) -> tuple[str, str]:
    """The rule that makes one option what it is, and why in a few words."""
    state = moment.state
    rnd = state.betting
    seat = state.seats[state.actor]
    chips = state.stakes.chips
    level = dollars(chips, rnd.level)
    if option.verb == "bring-in":
        return "BRING-IN.COMPLETE", f"{seat.name} is the bring-in, and posts it or completes"
    if option.verb in ("fold", "check", "call"):
        if option.verb == "call" and option.all_in and amount_of(option) < rnd.level:
            return "BET.ALL-IN", f"all {seat.name} has, short of the {level} bet"
        if rnd.level <= seat.bet:
            return "BET.ROUND-END", (
                f"{seat.name} has the round's bet in" if rnd.level else "nobody has bet yet"
            )
        if _bring_in_faced(state):
            return "BRING-IN.IS-A-BET", "the bring-in is a bet, which may be folded or called"
        return "BET.ROUND-END", f"the round's bet is {level}, which {seat.name} has not matched"
    if option.all_in and (option.most is None or option.most == option.to):
        return "BET.ALL-IN", f"all {seat.name}'s chips, less than a full wager"
    if rnd.ranged:
        return structure_rule(rnd, "STRUCTURE"), "any amount from the least to the most allowed"
    if option.verb == "complete":
        return "BET.FIXED.COMPLETE", "completing makes the round's bet a full one"
    if isinstance(offer, frozenset) and len(offer) > 1:
        return "BET.FIXED.OPEN-PAIR", "an open pair on fourth street allows the small or big bet"
    return "BET.FIXED.LIMITS", f"bets and raises are {dollars(chips, rnd.limit)} on this street"


def _bring_in_faced(state) -> bool:
    """Whether the wager the player faces is the bring-in alone: the last wager made."""
    wagers = [a for a in state.history if isinstance(a, Action) and a.verb in WAGERS]
    return bool(wagers) and wagers[-1].verb == "bring-in"
