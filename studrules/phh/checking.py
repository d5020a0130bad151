"""Checking a hand history against the rules: each deal, action and payout in turn.

The history is replayed through the protocol (``studrules.protocol.engines``), so any
engine can judge it: the cards are given per player, the actions are sent one
more at a time, and the first thing the rules refuse is reported with the rule
it breaks. The checks: every card is dealt when its street comes and only to
players still in (DEAL.STREETS, BET.ROUND-END), every action is legal and made
by the player whose turn it is (the bring-in and the first actor included), the
hands are shown in the order the rules give (POT.SHOW-ORDER), and what each
player wins (``winnings``) and ends with (``finishing_stacks``) is what the
rules pay.

A card the history writes ``??`` stays unknown. Face down, a stand-in nobody holds
takes its place in the request: it rules on nothing until a showdown, which is then
not judged. Face up (a door card the broadcast never showed), it decides who acts:
the hand is replayed with each card it could be (one of each rank, and each suit of
a rank that shows elsewhere), the history is judged by a card under which it follows
the rules, if there is one, and the report says which rulings rest on the unseen card
and so could not be checked.

A community card (``d db``) goes to the engine as the request's ``community``: the
engine turns it up only where the stub runs short (DEAL.STUB-SHORT), so the history's
``d db`` must come exactly there, once, in place of every seventh-street card
(DEAL.COMMUNITY-CARD).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from studrules.cards import Card, standard_deck
from studrules.money import Chips, format_amount, parse_amount
from studrules.phh.reading import History, Line, PHHError, read_amount, split_cards
from studrules.protocol.engines import Engine
from studrules.variants import VARIANTS

_STREETS = VARIANTS["seven-card-stud"].streets
"""The streets of every game PHH has for stud: F7S, F7S/8 and FR deal alike."""
FACES = "".join(street.deal for street in _STREETS)
"""Face down (D) or up (U), for each card in the order dealt."""
STREET_OF_CARD = tuple(street.number for street in _STREETS for _ in street.deal)
STREET_NAMES = {street.number: street.name.split()[0] for street in _STREETS}
AGGRESSIVE = ("complete", "bet", "raise")
OPENERS = (
    "BRING-IN.",
    "OPEN.NO-BRING-IN",
    "ACT.HIGH-BOARD",
    "ACT.LOW-BOARD",
    "ACT.TIES",
    "ACT.COMMUNITY-CARD",
)
"""The rules that decide who opens a street's betting."""


@dataclass(frozen=True)
class Violation:
    """The first thing in the history that the rules refuse: where, the rule, what and why."""

    where: str
    rule: str
    message: str
    reason: str = ""


@dataclass
class Report:
    """What replaying a history found: the violation (if any) and what was checked."""

    history: History
    engine: str
    violation: Violation | None = None
    notes: list[str] = field(default_factory=list)
    reached: int = 0
    """How far the replay went: the index of the line it stopped at (past the last: all)."""
    unjudged: str = ""
    """Where the replay stopped judging, and why: the rulings there rest on cards nobody saw."""

    @property
    def ok(self) -> bool:
        """Whether the history follows the rules as far as it goes."""
        return self.violation is None


class _Found(Exception):
    """Stops the replay at the first violation."""

    def __init__(self, violation: Violation):
        super().__init__(violation.message)
        self.violation = violation


def check(
    history: History,
    engine: Engine,
    profile: str | None = None,
    options: Mapping[str, str] | None = None,
) -> Report:
    """Replay ``history`` through ``engine`` under the house rules; the report of what it found.

    The history's own rules (``_studrules_profile``, ``_studrules_options``) hold unless
    ``profile`` replaces them all or ``options`` replace single ones, as for ``settle``.
    Raises ``PHHError`` for a history that cannot be replayed at all. A face-up card the
    history never shows is judged by every card it could be (``_Unseen``).
    """
    kept = {} if profile else history.options
    rules = (profile or history.profile, {**kept, **(options or {})})
    unseen = _unseen_up(history)
    if not unseen:
        return _replayed(history, engine, rules, {})
    return _Unseen(history, engine, rules, unseen).judged()


TRIES = 100
"""The most replays a history with unseen face-up cards gets, to find cards with which it
follows the rules and to tell what rests on each (most stop at the first refusal, early)."""
Rules = tuple[str | None, dict[str, str]]
"""The profile and the options a replay plays by."""
Place = tuple[int, int]
"""A card of the hand: the seat, and the card's number in the order dealt (from 0)."""


def _replayed(history: History, engine: Engine, rules: Rules,
              assigned: Mapping[Place, Card]) -> Report:
    """One replay of ``history``, with ``assigned`` cards standing for unseen face-up ones."""
    report = Report(history, engine.name)
    replay = _Replay(history, engine, *rules, report.notes, assigned)
    try:
        replay.run()
    except _Found as found:
        report.violation = found.violation
    report.reached = replay.reached
    return report


class _Unseen:
    """A history with face-up cards nobody saw, replayed with each card each could be."""

    def __init__(self, history: History, engine: Engine, rules: Rules, unseen: list[Place]):
        self.history, self.engine, self.rules, self.unseen = history, engine, rules, unseen
        dealt, _ = _dealt_cards(history, _community(history))
        known = {card for cards in dealt for card in cards if card is not None}
        showing = {card.rank for cards in dealt for k, card in enumerate(cards)
                   if card is not None and k < len(FACES) and FACES[k] == "U"}
        ranks: set[object] = set()
        self.candidates: list[Card] = []
        for card in standard_deck():  # one of each rank, each suit of a rank that shows
            if card not in known and (card.rank in showing or card.rank not in ranks):
                self.candidates.append(card)
                ranks.add(card.rank)
        self.replays: dict[tuple, Report] = {}
        self.outcomes: dict[Place, dict[Card, Violation | None]] = {}
        """What each card tried for an unseen one led to, the others' stand-ins kept."""

    def replay(self, assigned: Mapping[Place, Card]) -> Report | None:
        """The replay with ``assigned`` cards for the unseen ones (each replayed once); None
        once ``TRIES`` replays have been made."""
        key = tuple(sorted(assigned.items()))
        if key not in self.replays:
            if len(self.replays) >= TRIES:
                return None
            self.replays[key] = _replayed(self.history, self.engine, self.rules, assigned)
        return self.replays[key]

    def free(self, place: Place, assigned: Mapping[Place, Card]) -> list[Card]:
        """The cards the unseen card at ``place`` could be, the others' stand-ins aside."""
        taken = {card for other, card in assigned.items() if other != place}
        return [card for card in self.candidates if card not in taken]

    def judged(self) -> Report:
        """The replay under stand-ins with which the history follows the rules, if the search
        finds them, else under those that go furthest; with a note on each unseen card.

        The search starts from the last cards of the deck (aces, kings) and changes one
        unseen card at a time, in the order dealt, keeping a change that lets the replay go
        further, until the history follows the rules or no change helps."""
        assigned: dict[Place, Card] = {}
        for place in self.unseen:
            assigned[place] = self.free(place, assigned)[-1]
        best = self.replay(assigned)
        assert best is not None  # the first replay is always made
        better = True
        while better and not best.ok:
            better = False
            for place, card in [(p, c) for p in self.unseen for c in self.free(p, assigned)]:
                if card in self.free(place, assigned):
                    trial = self.replay({**assigned, place: card})
                    if trial is None:
                        break
                    if trial.ok or trial.reached > best.reached:
                        best, assigned, better = trial, {**assigned, place: card}, True
                    if best.ok:
                        break
        stand_ins = ", ".join(f"{card.symbol} for {self.history.label(seat)}'s card {k + 1}"
                              for (seat, k), card in assigned.items())
        notes = [f"the rulings above are those with the stand-ins {stand_ins}",
                 *(self.told(place, assigned) for place in self.unseen)]
        report = Report(self.history, best.engine, best.violation, [*best.notes, *notes],
                        best.reached)
        found = best.violation
        if found is not None and any(  # refused there whatever the cards tried: it stands
            other is None or other.where != found.where
            for outcomes in self.outcomes.values() for other in outcomes.values()
        ):
            report.violation = None
            report.unjudged = (
                f"not judged from {found.where} on: what the rules say there changes with the "
                "cards nobody saw, and no stand-ins the replay tried let the history go on"
            )
        return report

    def told(self, place: Place, assigned: Mapping[Place, Card]) -> str:
        """What the replay could and could not check of the unseen card at ``place``."""
        seat, k = place
        could = self.free(place, assigned)
        outcomes = self.outcomes.setdefault(place, {})
        for card in could:
            trial = self.replay({**assigned, place: card})
            if trial is None:
                break
            outcomes[card] = trial.violation
        fits = [card for card, found in outcomes.items() if found is None]
        breaks = [(card, found) for card, found in outcomes.items() if found is not None]
        tried = (f"of the {len(could)} cards it could be (one of each rank, each suit of a rank "
                 "that shows)") if len(outcomes) == len(could) else (
                 f"of {len(outcomes)} of the {len(could)} cards it could be (replay tries no more)")
        said = (f"{self.history.label(seat)}'s card {k + 1} ({STREET_NAMES[STREET_OF_CARD[k]]} "
                f"street, face up) was never shown; {tried}")
        if not breaks:
            return f"{said}, the history follows the rules with every one"
        if not fits:
            return f"{said}, none lets the history follow the rules"
        card, found = breaks[0]
        return (f"{said}, {_cards(fits)} let the history follow the rules and "
                f"{_cards([c for c, _ in breaks])} do not (with {card.symbol}, {found.where}: "
                f"{found.message} [{found.rule}]): what rests on that card is not checked")


def _cards(cards: list[Card]) -> str:
    """A few cards, and how many more: ``K♠, Q♠, J♠ and 4 more``."""
    shown = ", ".join(card.symbol for card in cards[:3])
    return shown + (f" and {len(cards) - 3} more" if len(cards) > 3 else "")


class _Replay:
    """The state of a replay: the deal request so far and what the engine answered."""

    def __init__(
        self,
        history: History,
        engine: Engine,
        profile: str | None,
        options: dict[str, str],
        notes: list[str],
        assigned: Mapping[Place, Card],
    ):
        self.history = history
        self.engine = engine
        self.notes = notes
        self.reached = 0
        self.names = [f"p{seat + 1}" for seat in range(history.players)]
        self.chips = _chip(history)
        self.centre = _community(history)
        holdings, self.hidden = _holdings(history, self.centre, assigned)
        rules: dict = {"profile": profile or "casino"}
        if options:
            rules["options"] = dict(options)
        self.base = {
            "variant": history.variant,
            "rules": rules,
            "stakes": {
                "ante": format_amount(history.ante),
                "bring_in": format_amount(history.bring_in),
                "small_bet": format_amount(history.small_bet),
                "big_bet": format_amount(history.big_bet),
                "chip": format_amount(self.chips.unit),
            },
            "players": [
                {"name": name, "cards": holding}
                | ({} if stack is None else {"stack": format_amount(stack)})
                for name, holding, stack in zip(self.names, holdings, history.stacks)
            ],
        }
        self.actions: list[list[str]] = []
        self.dealt = [0] * history.players
        self.paid = [
            min(history.ante, s) if s is not None else history.ante for s in history.stacks
        ]
        self.shows: list[int] = []
        self.first_of_street = True
        self.opened = False
        self.turned_up = False
        self.never_short = False
        if self.centre is not None:
            self.base["community"] = str(self.centre[0])
            try:
                self.state, self.reasons = self._ask([])
                return
            except _NoCommunity:  # refused where the history turns it up: _turn_up says so
                self.never_short = True
                del self.base["community"]
        self.state, self.reasons = self._ask([])

    def _ask(self, actions: list[list[str]]) -> tuple[dict, list[dict]]:
        answer = self.engine.request({**self.base, "actions": actions})
        if not answer["ok"]:
            error = answer["error"]
            if error.get("code") == "illegal-action":
                raise _Refused(error)
            if error.get("code") == "bad-request" and error.get("field") == "community":
                raise _NoCommunity(error.get("message", ""))
            raise PHHError(
                f"the engine cannot replay this hand ({error.get('code')}): {error.get('message')}"
            )
        return answer["state"], answer.get("reasons") or []

    def run(self) -> None:
        """Check every line, then the result."""
        for line in self.history.lines:
            self.reached = line.index
            if line.verb == "dh":
                self._deal(line)
            elif line.verb == "db":
                self._turn_up(line)
            elif line.verb == "sm":
                self._show(line)
            elif line.verb == "sd":
                raise line.error("sd (discarding) is not a stud action", 1)
            elif line.verb:
                self._act(line)
        self.reached = len(self.history.lines)
        self._settled()

    def _opening(self) -> str:
        """Who brings in (or opens), as the engine rules it."""
        state = self.state
        who = state.get("bring_in") or state.get("first_actor")
        rules = [r for r in _street_reasons(self.reasons) if r["rule"].startswith(OPENERS)]
        why = f" [{rules[-1]['rule']}: {rules[-1]['text']}]" if rules else ""
        verb = "brings in" if state.get("bring_in") else "opens"
        return f"{self._label(who)} {verb}{why}"

    def _label(self, name: str | None) -> str:
        return "nobody" if name is None else self.history.label(int(name[1:]) - 1)

    def _found(self, line: Line | str, rule: str, message: str, reason: str = "") -> _Found:
        where = line.where if isinstance(line, Line) else line
        return _Found(Violation(where, rule, message, reason))

    def _deal(self, line: Line) -> None:
        state, seat = self.state, line.player
        label = self.history.label(seat)
        for _ in split_cards(line):
            k = self.dealt[seat]
            if k >= len(FACES):
                raise self._found(
                    line,
                    "DEAL.STREETS",
                    f"{label} is dealt an eighth card: seven-card games deal seven",
                )
            street = STREET_OF_CARD[k]
            if state.get("community") and street == state["street"]:
                raise self._found(
                    line,
                    "DEAL.COMMUNITY-CARD",
                    f"{label} is dealt a {STREET_NAMES[street]}-street card of their own, but "
                    "the stub is short and the rules turn up one community card instead",
                )
            if state["phase"] == "complete" and not (state["result"] or {}).get("hands"):
                raise self._found(
                    line,
                    "POT.UNCONTESTED",
                    "the hand is over: everyone else folded, so no more cards are dealt",
                )
            if self.names[seat] in state["folded"]:
                raise self._found(
                    line,
                    "DEAL.STREETS",
                    f"{label} has folded: only players still in the hand get cards",
                )
            if state["street"] < street and state["phase"] != "complete":
                raise self._found(
                    line,
                    "BET.ROUND-END",
                    f"{label}'s {STREET_NAMES[street]}-street card is dealt while the betting "
                    f"on {STREET_NAMES[state['street']]} street goes on: "
                    f"{self._label(state['to_act'])} is to act",
                )
            if state["street"] > street and state["phase"] != "complete":
                raise self._found(
                    line,
                    "DEAL.STREETS",
                    f"{label}'s {STREET_NAMES[street]}-"
                    f"street card comes after {STREET_NAMES[street]} street",
                )
            self.dealt[seat] += 1

    def _act(self, line: Line) -> None:
        state = self.state
        label = self.history.label(line.player)
        if state["phase"] == "complete":
            uncontested = not (state["result"] or {}).get("hands")
            rule = "POT.UNCONTESTED" if uncontested else "BET.ROUND-END"
            raise self._found(line, rule, f"{label} acts after the hand is over")
        street = state["street"]
        if state.get("community") and not self.turned_up:
            raise self._found(
                line,
                "DEAL.COMMUNITY-CARD",
                f"{label} acts on {STREET_NAMES[street]} street before the community card "
                "is turned up",
            )
        missing = self._lacking_card()
        if missing is not None:
            needs = f"{STREET_NAMES[street]} street's betting"
            raise self._found(line, "DEAL.STREETS", self._missing(missing, needs))
        if not self.opened:  # every third-street card is the history's own: rule on them
            self.notes.append(self._opening())
            self.opened = True
        step = self._step(line)
        try:
            after, reasons = self._ask([*self.actions, step])
        except _Refused as refused:
            raise self._found(line, *self._diagnose(step, refused.message)) from None
        self.paid[line.player] += _adds(state, step)
        self.actions.append(step)
        self.first_of_street = after["street"] != street
        self.state, self.reasons = after, reasons

    def _own_cards(self, street: int) -> int:
        """How many cards of their own each player holds once ``street`` is dealt: one fewer
        from the street the engine turned up a community card on."""
        return _cards_up_to(street) - bool(self.state.get("community"))

    def _lacking_card(self, needed: int | None = None) -> int | None:
        """The first player still in whom the history has not dealt ``needed`` cards (all of
        their own up to the current street), if any: a ruling would rest on a card never
        dealt."""
        needed = needed or self._own_cards(self.state["street"])
        for seat, name in enumerate(self.names):
            if name not in self.state["folded"] and self.dealt[seat] < needed:
                return seat
        return None

    def _turn_up(self, line: Line) -> None:
        """A community card (``d db``): where the engine turns it up, and only once."""
        card, state = _community_card(line), self.state
        if self.turned_up:
            raise self._found(
                line,
                "DEAL.COMMUNITY-CARD",
                f"a second community card, {card}: the rules turn up one at most",
            )
        if self.never_short:
            raise self._found(
                line,
                "DEAL.STUB-SHORT",
                f"{card} is turned up in the centre, but with {self.history.players} players "
                "the stub never runs short: every player gets seven cards of their own",
            )
        short = self._lacking_card(_cards_up_to(6))
        if short is not None:
            raise self._found(
                line,
                "DEAL.STUB-SHORT",
                f"{card} is turned up in the centre before seventh street: the stub can run "
                f"short on seventh street at the earliest, and "
                f"{self._missing(short, 'seventh street', 6)}",
            )
        if state.get("community") == str(card):
            self.turned_up = True
            why = [r for r in _street_reasons(self.reasons) if r["rule"] == "DEAL.STUB-SHORT"]
            because = f" [DEAL.STUB-SHORT: {why[-1]['text']}]" if why else ""
            self.notes.append(f"the stub runs short: {card} is turned up for everyone{because}")
            return
        if state["phase"] != "complete" and state["street"] < 7:
            raise self._found(
                line,
                "BET.ROUND-END",
                f"the community card {card} is turned up while the betting on "
                f"{STREET_NAMES[state['street']]} street goes on: "
                f"{self._label(state['to_act'])} is to act",
            )
        raise self._found(
            line,
            "DEAL.STUB-SHORT",
            f"{card} is turned up in the centre, but the stub (with the burn cards gathered) "
            "gives every player still in a seventh card of their own",
        )

    def _missing(self, seat: int, needs: str, needed: int | None = None) -> str:
        """What ``seat`` lacks for ``needs``: each card by number, street and face."""
        needed = needed or self._own_cards(self.state["street"])
        have, label = self.dealt[seat], self.history.label(seat)
        cards = " and ".join(
            f"card {k + 1} ({STREET_NAMES[STREET_OF_CARD[k]]} street, face "
            f"{'down' if FACES[k] == 'D' else 'up'})"
            for k in range(have, needed)
        )
        dealt = "no card" if have == 0 else f"{have} card{'s' if have > 1 else ''}"
        return f"{label} lacks {cards}: the history deals {label} {dealt}, {needs} needs {needed}"

    def _step(self, line: Line) -> list[str]:
        """The protocol action a PHH line stands for, in the state it is played in."""
        name, legal = self.names[line.player], [a["action"] for a in self.state["legal"]]
        if line.verb == "pb":
            return [name, "bring-in"]
        if line.verb == "f":
            return [name, "fold"]
        if line.verb == "cc":
            return [name, "check" if "check" in legal else "call"]
        verb = next((v for v in AGGRESSIVE if v in legal), None)
        if verb is None:
            verb = "raise" if "call" in legal else "bet"
        amount = read_amount(line, 0)
        return [name, verb, format_amount(amount)]

    def _diagnose(self, step: list[str], message: str) -> tuple[str, str, str]:
        """The rule an action refused in this state breaks, from the engine's own rulings."""
        state, reasons = self.state, _street_reasons(self.reasons)
        player, verb = step[0], step[1]
        legal = [a["action"] for a in state["legal"]]

        def cited(*rules: str) -> tuple[str, str, str]:
            """The last of ``rules`` the engine cited on this street, or the first of them."""
            found = [r for r in reasons if r["rule"] in rules]
            if found:
                return found[-1]["rule"], message, found[-1]["text"]
            return rules[0], message, ""

        if player != state["to_act"]:
            if not self.first_of_street:
                return "ACT.CLOCKWISE", message, ""
            openers = [r for r in reasons if r["rule"].startswith(OPENERS)]
            if openers:
                return openers[-1]["rule"], message, openers[-1]["text"]
            return _opener_rule(self.history, state), message, ""
        if "bring-in" in legal and verb not in ("bring-in", "complete"):
            return "BRING-IN.COMPLETE", message, ""
        if verb == "bring-in":
            rule = "BRING-IN.IS-A-BET" if state["street"] == 3 else "BET.FIXED.LIMITS"
            return rule, message, ""
        if verb == "fold" and "check" in legal:
            return "BET.FIXED.LIMITS", message, ""
        if verb in AGGRESSIVE and any(v in AGGRESSIVE for v in legal):
            if "complete" in legal:
                return cited("BET.FIXED.COMPLETE")
            return cited("BET.FIXED.LIMITS", "BET.FIXED.OPEN-PAIR", "BET.FIXED.BIG-AFTER-BIG")
        if verb in AGGRESSIVE:
            return cited("BET.CAP", "BET.SHORT-ALL-IN")
        return "BET.FIXED.LIMITS", message, ""

    def _show(self, line: Line) -> None:
        state = self.state
        if state["phase"] != "complete":
            raise self._found(
                line,
                "BET.ROUND-END",
                f"{self.history.label(line.player)} shows "
                "while the betting goes on: "
                f"{self._label(state['to_act'])} is to act",
            )
        if line.player not in self.shows:  # a hand shown all in is shown again at the end
            self.shows.append(line.player)

    def _settled(self) -> None:
        """The end of the history: the show order, then the winnings and final stacks."""
        state, history = self.state, self.history
        if state["phase"] != "complete":
            street = STREET_NAMES[state["street"]]
            waiting = f"on {street} street with {self._label(state['to_act'])} to act"
            if self._lacking_card() is not None:
                waiting = f"before {street} street is dealt"
            elif not self.opened:
                self.notes.append(self._opening())
            self.notes.append(f"the history stops {waiting}: the result is not checked")
            return
        result = state["result"]
        shown = [int(name[1:]) - 1 for name in result.get("show_order", [])]
        full = self._own_cards(state["street"])
        short = [seat for seat in shown if self.dealt[seat] < full]
        if short and (self.shows or history.winnings or history.finishing_stacks):
            needs = "the showdown the history shows or pays"
            raise self._found("the showdown", "DEAL.STREETS", self._missing(short[0], needs, full))
        if state.get("community") and not self.turned_up:
            if self.shows or history.winnings or history.finishing_stacks:
                raise self._found(
                    "the showdown",
                    "DEAL.COMMUNITY-CARD",
                    "the history never turns up the community card the showdown needs",
                )
            self.notes.append(
                "the history stops before the community card is turned up: "
                "the result is not checked"
            )
            return
        if short:
            street = STREET_NAMES[STREET_OF_CARD[min(self.dealt[seat] for seat in short)]]
            self.notes.append(
                f"the history stops before {street} street is dealt: the result is not checked"
            )
            return
        wanted = [seat for seat in shown if seat in self.shows]
        if self.shows and wanted != self.shows:
            order = ", ".join(self.history.label(seat) for seat in wanted)
            reason = [r for r in self.reasons if r["rule"] == "POT.SHOW-ORDER"]
            raise self._found(
                "the showdown",
                "POT.SHOW-ORDER",
                f"the hands are shown in the wrong order: the rules say {order}",
                reason[-1]["text"] if reason else "",
            )
        unseen = {seat for seat in shown if seat in self.hidden}
        if unseen:
            names = ", ".join(self.history.label(s) for s in sorted(unseen))
            self.notes.append(
                f"{names} reached the showdown with cards nobody saw: the result is not checked"
            )
            return
        payouts = {int(n[1:]) - 1: parse_amount(a) for n, a in result["payouts"].items()}
        for seat in range(history.players):
            won = payouts.get(seat, Fraction(0))
            if history.winnings is not None and history.winnings[seat] != won:
                self._wrong_payout("winnings", seat, won, history.winnings[seat], payouts)
            finish = history.finishing_stacks[seat] if history.finishing_stacks else None
            start = history.stacks[seat]
            if finish is not None and start is not None and finish != start - self.paid[seat] + won:
                self._wrong_payout(
                    "finishing_stacks", seat, start - self.paid[seat] + won, finish, payouts
                )
        self.notes.append(self._won(result))
        if self.hidden:
            hidden = ", ".join(self.history.label(s) for s in sorted(self.hidden))
            self.notes.append(f"cards nobody saw were given stand-ins for {hidden}")

    def _won(self, result: dict) -> str:
        """Who won what, and with which hand."""
        parts = []
        for pot in result["pots"]:
            for share in pot["shares"]:
                hand = f' with "{share["hand"]["name"]}"' if share.get("hand") else ""
                for name, amount in share["amounts"].items():
                    parts.append(f"{self._label(name)} wins {amount}{hand}")
        for name, amount in (result.get("returned") or {}).items():
            parts.append(f"{self._label(name)} takes back {amount} nobody else matched")
        checked = [f for f in ("winnings", "finishing_stacks") if getattr(self.history, f)]
        agree = f"; the history's {' and '.join(checked)} agree" if checked else ""
        return ", ".join(parts) + agree

    def _wrong_payout(
        self, what: str, seat: int, ours: Fraction, theirs: Fraction, payouts: dict[int, Fraction]
    ) -> None:
        result = self.state["result"]
        rule = _payout_rule(self.history, result, payouts, seat, ours - theirs, self.chips)
        reasons = [r for r in self.reasons if r["rule"] == rule]
        label = self.history.label(seat)
        raise self._found(
            what,
            rule,
            f"{label} should have {format_amount(ours)} by the rules, the history says "
            f"{format_amount(theirs)}",
            reasons[-1]["text"] if reasons else "",
        )


class _NoCommunity(Exception):
    """The engine refused the community card: the rules never turn one up in this hand."""


class _Refused(Exception):
    """The engine refused an action (``illegal-action``)."""

    def __init__(self, error: dict):
        super().__init__(error.get("message", ""))
        self.message = error.get("message", "")


def _opener_rule(history: History, state: dict) -> str:
    """The rule that picks the street's first actor, for an engine that gives no reasons."""
    variant = VARIANTS[history.variant]
    if state["street"] > 3:
        return "ACT.LOW-BOARD" if variant.low_game else "ACT.HIGH-BOARD"
    if not history.bring_in:
        return "OPEN.NO-BRING-IN"
    return "BRING-IN.HIGH-CARD" if variant.opener == "high-card" else "BRING-IN.LOW-CARD"


def _cards_up_to(street: int) -> int:
    """How many cards a player holds once ``street`` is dealt."""
    return sum(1 for number in STREET_OF_CARD if number <= street)


def _street_reasons(reasons: list[dict]) -> list[dict]:
    """The reasons given since the current street was dealt."""
    starts = [i for i, r in enumerate(reasons) if r["rule"] == "DEAL.STREETS"]
    return reasons[starts[-1] :] if starts else reasons


def _adds(state: dict, step: list[str]) -> Fraction:
    """The chips an accepted action moved, read from the legal actions it was chosen from."""
    for legal in state["legal"]:
        if legal["action"] == step[1] and (len(step) < 3 or legal.get("to") == step[2]):
            return parse_amount(legal.get("adds", "0"))
    return Fraction(0)


def _payout_rule(
    history: History,
    result: dict,
    payouts: dict[int, Fraction],
    seat: int,
    difference: Fraction,
    chips: Chips,
) -> str:
    """The rule a wrong payout breaks: who wins, how a pot splits, or the odd chip."""
    if not result.get("hands"):
        return "POT.UNCONTESTED"
    shares = [share for pot in result["pots"] for share in pot["shares"]]
    tied = max((len(share["winners"]) for share in shares), default=1)
    if tied > 1 and abs(difference) < tied * chips.unit:
        return "POT.ODD-CHIP"
    if VARIANTS[history.variant].shares == ("high", "low"):
        return "POT.HI-LO"
    if len(result["pots"]) > 1 or result.get("returned"):
        return "POT.SIDE-POTS"
    if tied > 1 and seat in payouts:
        return "POT.SPLIT-TIES"
    return "POT.CARDS-SPEAK"


def _chip(history: History) -> Chips:
    """The smallest chip: 1 when every amount is whole, else the largest dividing them all."""
    amounts = history.amounts()
    if all(a.denominator == 1 for a in amounts):
        return Chips(Fraction(1))
    return Chips.dividing(amounts)


def _community(history: History) -> tuple[Card, Line] | None:
    """The first community card the history turns up (``d db``) and its line, if any."""
    for line in history.lines:
        if line.verb == "db":
            return _community_card(line), line
    return None


def _community_card(line: Line) -> Card:
    """The one card, face up, of a ``d db`` line."""
    cards = split_cards(line)
    if len(cards) != 1 or cards[0] is None:
        raise line.error('a community card is one card, face up: write "d db Jc"', 2)
    return cards[0]


def _dealt_cards(
    history: History, centre: tuple[Card, Line] | None
) -> tuple[list[list[Card | None]], list[list[tuple[Line, int]]]]:
    """Each player's cards as the dealing lines give them, completed by what the player
    shows (``None`` for a card nobody saw), and where each is written; a card dealt twice
    is refused."""
    dealt: list[list[Card | None]] = [[] for _ in range(history.players)]
    origins: list[list[tuple[Line, int]]] = [[] for _ in range(history.players)]
    for line in history.lines:
        if line.verb == "dh":
            cards = split_cards(line)
            dealt[line.player] += cards
            origins[line.player] += [(line, k) for k in range(len(cards))]
        elif line.verb == "sm" and line.args and line.args[0] != "-":
            _fill(dealt[line.player], origins[line.player], split_cards(line), line)
    _dealt_once(history, dealt, origins, centre)
    return dealt, origins


def _unseen_up(history: History) -> list[Place]:
    """The face-up cards the history never shows (``??``), in the order dealt."""
    dealt, _ = _dealt_cards(history, _community(history))
    return sorted(
        ((seat, k) for seat, cards in enumerate(dealt) for k, card in enumerate(cards)
         if card is None and k < len(FACES) and FACES[k] == "U"),
        key=lambda place: (place[1], place[0]),
    )


def _holdings(
    history: History,
    centre: tuple[Card, Line] | None = None,
    assigned: Mapping[Place, Card] | None = None,
) -> tuple[list[str], set[int]]:
    """Each player's cards in notation, face-down ones in parentheses, and who has stand-ins.

    Cards are those the dealing lines give, completed by what the player shows. A card
    still unknown gets a stand-in nobody holds, which is safe while it stays face down and
    is never shown; a face-up one gets the card ``assigned`` to it (it decides who acts, so
    ``_Unseen`` tries each card it could be). Stand-ins also
    follow the last card dealt, card by card for everyone in turn (eight players run the
    deck out: the seventh cards, which a community card replaces, go short), so that the
    engine can deal the street after a history that stops early; the replay checks that
    the history deals its own cards before any ruling needs them
    (``_Replay._lacking_card``), so no stand-in ever decides one. The community card
    (``centre``) stands for nobody.
    """
    assigned = assigned or {}
    dealt, origins = _dealt_cards(history, centre)
    known = {card for cards in dealt for card in cards if card is not None}
    known |= {centre[0]} if centre else set()
    known |= set(assigned.values())
    spare = iter(card for card in standard_deck() if card not in known)
    hidden: set[int] = set()
    for seat, cards in enumerate(dealt):
        del cards[len(FACES) :]  # an eighth card is refused where it is dealt
        for k, card in enumerate(cards):
            if card is None:
                line, at = origins[seat][k]
                cards[k] = assigned.get((seat, k)) if FACES[k] == "U" else next(spare, None)
                if cards[k] is None:
                    raise line.error(
                        f"no card of the deck is left to stand for {history.label(seat)}'s "
                        f"unseen card {k + 1}",
                        line.word_of(0),
                        2 * at,
                    )
                hidden.add(seat)
    for k in range(len(FACES)):
        for cards in dealt:
            stand_in = next(spare, None) if len(cards) == k else None
            if stand_in is not None:
                cards.append(stand_in)
    texts = [
        " ".join(
            f"({card})" if k >= len(FACES) or FACES[k] == "D" else str(card)
            for k, card in enumerate(cards)
        ).replace(") (", " ")
        for cards in dealt
    ]
    return texts, hidden


def _dealt_once(
    history: History,
    dealt: list[list[Card | None]],
    origins: list[list[tuple[Line, int]]],
    centre: tuple[Card, Line] | None = None,
) -> None:
    """Refuse a card dealt (or shown) twice, at its second appearance in the file (the
    community card, ``centre``, counts as dealt to the centre)."""
    places = sorted(
        (line.index, at, seat, card, line)
        for seat, cards in enumerate(dealt)
        for card, (line, at) in zip(cards, origins[seat])
        if card is not None
    )
    if centre:
        card, line = centre
        places = sorted([*places, (line.index, 0, CENTRE, card, line)])
    first: dict[Card, int] = {}
    for _, at, seat, card, line in places:
        if card in first and first[card] != seat:
            raise line.error(
                f"{card} is dealt twice: {_whom(history, first[card])} and "
                f"{_whom(history, seat)}",
                line.word_of(0),
                2 * at,
            )
        if card in first:
            label = history.label(seat)
            raise line.error(f"{card} is dealt twice to {label}", line.word_of(0), 2 * at)
        first[card] = seat


CENTRE = -1
"""The place of the community card among the seats, for ``_dealt_once``."""


def _whom(history: History, seat: int) -> str:
    """Who a card went to, as a refusal says it."""
    return "as the community card" if seat == CENTRE else f"to {history.label(seat)}"


def _fill(
    dealt: list[Card | None], origins: list[tuple[Line, int]], shown: list[Card | None], line: Line
) -> None:
    """Complete a player's unknown cards with the cards shown: all those dealt so far (a hand
    shown before the last cards, all in), or only the face-down ones."""
    down = [k for k in range(len(dealt)) if k >= len(FACES) or FACES[k] == "D"]
    places = range(len(dealt)) if len(shown) == len(dealt) else down
    if len(shown) != len(places):
        raise line.error(f"{len(shown)} cards shown, but {len(dealt)} were dealt", line.word_of(0))
    for at, (k, card) in enumerate(zip(places, shown)):
        if card is None:
            continue
        if dealt[k] is None:
            dealt[k], origins[k] = card, (line, at)
        elif dealt[k] != card:
            raise line.error(
                f"shows {card} as card {k + 1}, dealt as {dealt[k]}", line.word_of(0), 2 * at
            )


__all__ = ["Report", "Violation", "check"]
