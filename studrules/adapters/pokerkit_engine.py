"""PokerKit behind the studrules protocol: an engine for the stud games PokerKit offers.

Run ``python -m studrules.adapters.pokerkit_engine``: it reads protocol requests
(docs/protocol.md) as JSON lines on standard input and answers each on standard
output. Deal requests of seven-card stud, razz and stud high-low are replayed
in PokerKit with the cards the request gives; ``rank`` requests are decided by
PokerKit's hand evaluators. Everything else is ``unsupported``, and so is a
house rule that PokerKit does not play (``PLAYED`` lists the ones it does).

Requests are read with studrules' readers and answers are worded in studrules'
vocabulary (hand names are the names studrules gives the five cards PokerKit
chose), but every ruling is PokerKit's: who brings in, who acts, what is legal,
who wins what. The answers carry no reasons: PokerKit gives none.
"""

from __future__ import annotations

import io
import sys
import warnings
from collections.abc import Callable
from importlib.metadata import version

try:
    import pokerkit
except ModuleNotFoundError as missing:  # the optional extra is not installed
    raise SystemExit(
        "the PokerKit adapter needs pokerkit: pip install 'studrules[pokerkit]'"
    ) from missing

from studrules.adapters.pokerkit_games import AUTOMATIONS, GAMES, pokerkit_card, studrules_card
from studrules.cards import JOKER, Card, Holding, format_cards
from studrules.hand.dealing import check_no_joker
from studrules.hand.engine import check_table, describe_legal
from studrules.hand.model import Action, BadDeal, Event, Legal, Stakes, known
from studrules.house_rules import FOUNDED_ON, PROFILES
from studrules.money import TOURNAMENT_CHIPS
from studrules.protocol.deal import (
    DEAL_FIELDS,
    in_chips,
    legal_answer,
    read_action,
    read_amounts,
    read_cards,
    read_rules,
    read_unit,
)
from studrules.protocol.dispatch import PROTOCOL, error_answer, read_hand, serve
from studrules.protocol.requests import RequestError, expect_object, kind_of, required
from studrules.rankings import evaluate
from studrules.variants import VARIANTS, Street
from studrules.vocabulary import Verb

PLAYED: dict[str, tuple[str, ...]] = {
    "suit-order": ("bridge", "cdhs"),
    "low-game-suit-order": ("same-as-high",),
    "bring-in-tie-break": ("suit",),
    "later-street-tie-break": ("position",),
    "low-later-street-tie-break": ("position",),
    "short-bring-in-call-level": ("all-in-amount",),
    "fourth-street-open-pair": ("no-effect",),
    "open-pair-in-split-games": ("no-effect",),
    "limit-schedule": ("casino",),
    "check-raise": ("allowed",),
    "completion-counts-as-raise": ("no",),
    "max-raises": ("3",),
    "uncapped-when": ("never",),
    "short-all-in-counts-toward-cap": (),
    "short-stub": (),
    "community-card-first-actor": (),
    "burn-cards": ("yes",),
    "odd-chip": ("position",),
    "showdown-suits": ("never",),
    "split-bring-in-ace": ("high",),
}
"""The values PokerKit 0.7.7 plays of each house rule of its games (none: a rule of its own).

A request that sets one of these options to another value is ``unsupported``.
Options missing here change nothing in seven-card stud, razz or stud/8.
"""

OFFERED_PROFILES = [profile for profile in PROFILES if profile not in FOUNDED_ON]
"""The profiles the adapter offers: not the WSOP ones, whose values (a bet and four raises,
their own show order and exposed seventh card) PokerKit does not play, so that a runner skips
their cases as not offered rather than counting PokerKit's rulings as wrong."""

RANKINGS: dict[str, type[pokerkit.Hand]] = {
    "high": pokerkit.StandardHighHand,
    "ace-to-five": pokerkit.RegularLowHand,
    "ace-to-five-8": pokerkit.EightOrBetterLowHand,
    "deuce-to-seven": pokerkit.StandardLowHand,
}
"""The rankings ``rank`` requests may use, with PokerKit's evaluator for each."""

SHARES: dict[str, tuple[tuple[str, str], ...]] = {
    "seven-card-stud": (("high", "high"),),
    "razz": (("low", "ace-to-five"),),
    "seven-card-stud-hi-lo-8": (("high", "high"), ("low", "ace-to-five-8")),
}
"""Each game's hand types in PokerKit's order: the share each wins and its ranking (PokerKit's
evaluator in ``RANKINGS``, studrules' names for the hand)."""

UNLIMITED = 10**15
"""The chips of a player whose stack the request leaves unlimited (PokerKit needs a number)."""

RANK_FIELDS = ("ranking", "hands", "wild", "options")

_BY_HAND = (
    pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pokerkit.Automation.BOARD_DEALING,
    pokerkit.Automation.CHIPS_PUSHING,
)
"""Left to the adapter: it shows every hand still in, as cards speak (POT.CARDS-SPEAK),
refuses to let PokerKit pick a community card of its own, and pushes the pots itself to see
them as PokerKit divides them."""


def hello() -> dict:
    """The handshake: what this adapter offers, in the protocol's words."""
    return {
        "protocol": PROTOCOL,
        "engine": f"pokerkit {version('pokerkit')} (studrules adapter)",
        "variants": list(GAMES),
        "rankings": list(RANKINGS),
        "options": {},
        "option_rules": {},
        "hand_options": {name: list(values) for name, values in PLAYED.items() if values},
        "profiles": OFFERED_PROFILES,
    }


def handle(request: object) -> dict:
    """The answer to one request (a decoded JSON value); an error answer for anything wrong."""
    ident = request.get("id") if isinstance(request, dict) else None
    if not (ident is None or isinstance(ident, str) or type(ident) is int):
        return error_answer(None, RequestError("id", "id must be an integer, a string or null"))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # PokerKit warns about cards it did not shuffle
            return {"id": ident, "ok": True, **_answer(request)}
    except RequestError as error:
        return error_answer(ident, error)
    except Exception as error:  # a bug here or in PokerKit must not end the session
        crash = RequestError(None, f"{type(error).__name__}: {error}", code="internal-error")
        return error_answer(ident, crash)


def _answer(request: object) -> dict:
    if not isinstance(request, dict):
        raise RequestError(None, f"a request must be a JSON object, not {kind_of(request)}")
    if "variant" in request:
        return Replay.of(request).answer()
    kinds = [kind for kind in ("hello", "evaluate", "rank") if kind in request]
    if len(kinds) != 1:
        raise RequestError(
            None, "a request needs exactly one of hello, evaluate, rank or a variant"
        )
    kind = kinds[0]
    if kind == "hello":
        if request[kind] is not True:
            raise RequestError("hello", "hello must be true")
        return hello()
    if kind == "evaluate":
        raise RequestError(
            "evaluate", "PokerKit names no hands in studrules' words", code="unsupported"
        )
    return {"places": rank(request[kind])}


def rank(body: object) -> list[int | None]:
    """The places of the hands of a ``rank`` body, as PokerKit orders them (``None``: no low)."""
    body = expect_object(body, "rank", RANK_FIELDS)
    ranking = required(body, "ranking", str, "rank")
    if ranking not in RANKINGS:
        raise RequestError("rank.ranking", f"PokerKit has no {ranking} ranking", code="unsupported")
    if body.get("wild") or body.get("options"):
        field = "rank.wild" if body.get("wild") else "rank.options"
        raise RequestError(field, "PokerKit ranks natural hands only", code="unsupported")
    hands = []
    for i, text in enumerate(required(body, "hands", list, "rank")):
        field = f"rank.hands[{i}]"
        if not isinstance(text, str):
            raise RequestError(field, f"{field} must be a string of cards, not {kind_of(text)}")
        cards = read_hand(text, field).cards
        if JOKER in cards:
            raise RequestError(field, "PokerKit has no joker", code="unsupported")
        if len(cards) < 5:
            raise RequestError(field, f"a hand needs at least 5 cards; {len(cards)} were given")
        hands.append(RANKINGS[ranking].from_game_or_none([pokerkit_card(c) for c in cards]))
    return [
        None if hand is None else 1 + sum(other is not None and other > hand for other in hands)
        for hand in hands
    ]


def _check_rules(request: dict) -> None:
    """Refuse, as ``unsupported``, a house rule set to a value PokerKit does not play."""
    rules = request.get("rules", {})
    read_rules(rules)  # a bad name or value is a bad request, as for any engine
    for name, value in (rules.get("options") or {}).items():
        played = PLAYED.get(name)
        if played is not None and value not in played:
            plays = f"plays only {' or '.join(played)}" if played else "plays a rule of its own"
            raise RequestError(
                f"rules.options.{name}", f"PokerKit {plays} for {name}", code="unsupported"
            )


class Replay:
    """A deal request replayed in PokerKit: the table, the cards, and what happened so far."""

    def __init__(
        self, variant: str, names: list[str], stacks: list[int | None], stakes: Stakes, cards: Cards
    ):
        self.variant = variant
        self.names = names
        self.stakes = stakes
        self.cards = cards
        self.starting = [UNLIMITED if s is None else s for s in stacks]
        try:
            self.state = GAMES[variant].create_state(
                tuple(a for a in AUTOMATIONS if a not in _BY_HAND),
                True,  # a short ante buys a share of the antes only (ANTE.ALL)
                stakes.ante,
                stakes.bring_in,
                stakes.small_bet,
                stakes.big_bet,
                self.starting,
                len(names),
                mode=pokerkit.Mode.TOURNAMENT,  # no folding when checking is free
            )
        except ValueError as error:
            raise RequestError(
                "stakes", f"PokerKit refuses these stakes: {error}", code="unsupported"
            ) from None
        self.contributed = [min(stakes.ante, s) for s in self.starting]
        self.folded: set[int] = set()
        self.street = 0
        self.opened: int | None = None
        self.bring_in: int | None = None
        self.first_actor: int | None = None
        self.pots: list[tuple[int, tuple[int, ...]]] = []
        self.pushed: list[tuple[int, tuple[int, ...]]] = []
        self.pushes: list[pokerkit.ChipsPushing] = []
        self.shown: list[int] = []
        self.progress()

    @classmethod
    def of(cls, request: dict) -> Replay:
        """The hand of a deal request, replayed through its actions."""
        expect_object(request, "the request", DEAL_FIELDS)
        variant = required(request, "variant", str, "the request")
        if variant not in GAMES:
            known = "a game PokerKit does not offer" if variant in VARIANTS else "unknown"
            raise RequestError(
                "variant",
                f'"{variant}" is {known}: PokerKit deals {", ".join(GAMES)}',
                code="unsupported",
            )
        _check_rules(request)
        if "kill" in request:
            raise RequestError("kill", "PokerKit plays no kill pots", code="unsupported")
        body = required(request, "stakes", dict, "the request")
        amounts = read_amounts(body)
        table, dealer = read_cards(request)
        if dealer.community is not None:
            raise RequestError(
                "community",
                "PokerKit turns up a community card from a deck of its own when the cards run "
                "short (DEAL.STUB-SHORT): a given one cannot be replayed",
                code="unsupported",
            )
        stakes, players = in_chips(amounts, table, read_unit(body) == TOURNAMENT_CHIPS)
        try:
            check_table(VARIANTS[variant], players, stakes)
            # PokerKit's pack is the rulebook's: 52 cards, no joker (the game's rule)
            check_no_joker(dealer, [name for name, _ in players], VARIANTS[variant])
        except BadDeal as error:
            raise RequestError(error.field, str(error), rule=error.rule) from None
        names = [name for name, _ in players]
        stacks = [stack for _, stack in players]
        chips = stakes.chips
        cards = Cards(names, dealer.given, dealer.deck, VARIANTS[variant].streets)
        replay = cls(variant, names, stacks, stakes, cards)
        actions = request.get("actions", [])
        if not isinstance(actions, list):
            raise RequestError("actions", f"actions must be a list, not {kind_of(actions)}")
        for at, step in enumerate(actions):
            action = read_action(step, at, chips)
            if isinstance(action, Event):
                raise RequestError(
                    f"actions[{at}]",
                    f"PokerKit has no irregular events ({action.verb})",
                    code="unsupported",
                )
            replay.play(action, at)
        return replay

    def progress(self) -> None:
        """Burn, deal and show whatever PokerKit waits for, until a player must act."""
        state = self.state
        while state.status:
            if state.can_burn_card():
                state.burn_card(self.cards.burn())
            elif state.can_deal_hole():
                if self.street != state.street_index:  # PokerKit names no first actor for a
                    self.street = known(state.street_index, "a street")  # street without betting
                    self.first_actor = None
                state.deal_hole(self.cards.next_for(known(state.hole_dealee_index, "a dealee")))
            elif state.can_show_or_muck_hole_cards():
                self._show()
            elif state.can_push_chips():
                if not self.pushes:  # the pots as PokerKit pays them, after killing hands
                    self.pushed = [(pot.amount, tuple(pot.player_indices)) for pot in state.pots]
                self.pushes.append(state.push_chips())
            elif state.can_deal_board():
                raise RequestError(
                    "deck",
                    "the cards run short and PokerKit would turn a card up in the centre from "
                    "a deck of its own (DEAL.STUB-SHORT): that cannot be replayed",
                    code="unsupported",
                )
            else:
                break
        if state.actor_index is not None and self.opened != state.street_index:
            self.opened = state.street_index
            self.first_actor = state.opener_index
            if state.street_index == 0 and self.stakes.bring_in:
                self.bring_in = state.opener_index

    def _show(self) -> None:
        """Show the next hand (every hand still in shows: cards speak), keeping the pots."""
        state = self.state
        if not self.shown:
            self.pots = [(pot.amount, tuple(pot.player_indices)) for pot in state.pots]
        shower = known(state.showdown_index, "a player to show")
        if shower not in self.shown:  # all in, a hand shows again at the end
            self.shown.append(shower)
        state.show_or_muck_hole_cards(True)

    def legal(self) -> list[Legal]:
        """Every legal action of the player to act, as PokerKit allows them."""
        state = self.state
        i = state.actor_index
        if not state.status or i is None:
            return []
        has, bet = state.stacks[i], state.bets[i]
        options = [Legal("fold")] if state.can_fold() else []
        if state.can_post_bring_in():
            paid = known(state.effective_bring_in_amount, "a bring-in")
            options.append(Legal("bring-in", bet + paid, paid, paid == has))
        if state.can_check_or_call():
            owed = state.checking_or_calling_amount
            options.append(Legal("call", bet + owed, owed, owed == has) if owed else Legal("check"))
        if state.can_complete_bet_or_raise_to():
            verb: Verb
            if state.street_index == 0 and state.completion_status:
                verb = "complete"
            else:
                verb = "raise" if max(state.bets) else "bet"
            amounts = {
                known(state.min_completion_betting_or_raising_to_amount, "a least wager"),
                known(state.max_completion_betting_or_raising_to_amount, "a most wager"),
            }
            options += [Legal(verb, to, to - bet, to - bet == has) for to in sorted(amounts)]
        return options

    def play(self, action: Action, at: int) -> None:
        """Take ``action`` (the ``at``-th of the request) in PokerKit, or refuse it."""
        state = self.state
        if action.player not in self.names:
            everyone = ", ".join(self.names)
            self._refuse(
                action, at, f"{action.player} is not playing in this hand (the players: {everyone})"
            )
        if not state.status:
            self._refuse(action, at, f"{action.player} cannot {action.verb}: the hand is over")
        seat = self.names.index(action.player)
        if seat != state.actor_index:
            turn = self.names[known(state.actor_index, "a player to act")]
            self._refuse(action, at, f"{action.player} cannot {action.verb}: it is {turn}'s turn")
        legal = self.legal()
        matching = [
            a for a in legal if a.verb == action.verb and (action.to is None or a.to == action.to)
        ]
        if not matching:
            chips = self.stakes.chips
            why = (
                f"{chips.said(action.to or 0)} is not a legal amount"
                if any(a.verb == action.verb for a in legal)
                else "PokerKit does not allow it"
            )
            self._refuse(
                action,
                at,
                f"{action.player} cannot {action.verb}: {why}; "
                f"{action.player} may {describe_legal(legal, chips)}",
            )
        taken = matching[0]
        if taken.verb == "fold":
            state.fold()
            self.folded.add(seat)
        elif taken.verb in ("check", "call"):
            state.check_or_call()
        elif taken.verb == "bring-in":
            state.post_bring_in()
        else:
            state.complete_bet_or_raise_to(taken.to)
        self.contributed[seat] += taken.adds
        self.progress()

    def _refuse(self, action: Action, at: int, message: str) -> None:
        raise RequestError(f"actions[{at}]", message, code="illegal-action", at=at)

    def answer(self) -> dict:
        """The state as the protocol writes it (with no reasons: PokerKit gives none)."""
        state, chips, names = self.state, self.stakes.chips, self.names
        actor = state.actor_index if state.status else None
        return {
            "state": {
                "street": 3 + self.street,
                "phase": "betting" if state.status else "complete",
                "bring_in": None if self.bring_in is None else names[self.bring_in],
                "to_act": None if actor is None else names[actor],
                "first_actor": None if self.first_actor is None else names[self.first_actor],
                "legal": [legal_answer(a, chips) for a in self.legal()],
                "declarations": {},
                "pot": chips.text(sum(self.contributed)),
                "folded": [names[i] for i in sorted(self.folded)],
                "community": None,
                "result": None if state.status else self.result(),
            },
            "reasons": [],
        }

    def result(self) -> dict:
        """The pots, payouts and hands once the hand is over."""
        state, chips, names = self.state, self.stakes.chips, self.names
        won = [
            final - start + paid
            for final, start, paid in zip(state.stacks, self.starting, self.contributed)
        ]
        pushes = self.pushes
        # PokerKit merges the pots that the same hands contest once the losers are killed.
        pots = self.pots if len(self.pots) == len(self.pushed) else self.pushed
        pots = pots or [(sum(self.contributed), (won.index(max(won)),))]
        return {
            "payouts": {names[i]: chips.text(a) for i, a in enumerate(won) if a > 0},
            "pots": [
                {
                    "amount": chips.text(amount),
                    "eligible": [names[i] for i in eligible],
                    "shares": self._shares([op for op in pushes if op.pot_index == k], eligible),
                }
                for k, (amount, eligible) in enumerate(pots)
            ],
            "hands": {
                names[i]: {share: self._hand(i, share) for share in ("high", "low")}
                for i in self.shown
            },
            "show_order": [names[i] for i in self.shown],
        }

    def _shares(self, pushes: list, eligible: tuple[int, ...]) -> list[dict]:
        """The shares PokerKit pushed from one pot: whole, or high and low."""
        chips, names = self.stakes.chips, self.names
        if not self.shown:  # the last player left: every chip, uncalled bets included
            winner = eligible[0]
            amount = chips.text(sum(self.contributed))
            return [
                {
                    "share": "whole",
                    "winners": [names[winner]],
                    "amounts": {names[winner]: amount},
                    "hand": None,
                }
            ]
        kinds = SHARES[self.variant]
        shares = []
        for op in pushes:
            winners = [i for i, a in enumerate(op.amounts) if a > 0]
            if op.hand_type_index is None and len(pushes) == 1:
                # The other hands were killed: the pot is scooped, high and low alike.
                held = [k for k, (share, _) in enumerate(kinds) if self._valid(share)]
                amount = sum(op.amounts)
                parts = [amount - amount // 2, amount // 2] if len(held) == 2 else [amount]
                shares += [
                    self._share(
                        op,
                        kinds[k][0] if len(held) == 2 else "whole",
                        kinds[k][0],
                        {winners[0]: part},
                    )
                    for k, part in zip(held or [0], parts)
                ]
            else:
                k = op.hand_type_index or 0
                kind = "whole" if len(pushes) == 1 else kinds[k][0]
                won = {i: op.amounts[i] for i in winners}
                shares.append(self._share(op, kind, kinds[k][0], won))
        return shares

    def _share(self, op, kind: str, share: str, won: dict[int, int]) -> dict:
        """One share as the protocol writes it, with the winning hand."""
        names, chips = self.names, self.stakes.chips
        return {
            "share": kind,
            "winners": [names[i] for i in won],
            "amounts": {names[i]: chips.text(a) for i, a in won.items()},
            "hand": self._hand(next(iter(won)), share),
        }

    def _valid(self, share: str) -> bool:
        """Whether any hand shown is valid for ``share`` (an eight-or-better low may be none)."""
        return any(self._evaluated(i, share) is not None for i in self.shown)

    def _evaluated(self, seat: int, share: str) -> pokerkit.Hand | None:
        """PokerKit's hand of the player at ``seat`` for ``share``: ``None`` if there is none."""
        ranking = dict(SHARES[self.variant]).get(share)
        if ranking is None:
            return None
        return RANKINGS[ranking].from_game_or_none(self.cards.held[seat])

    def _hand(self, seat: int, share: str) -> dict | None:
        """A player's hand for a share, named by studrules from the five cards PokerKit chose."""
        ranking = dict(SHARES[self.variant]).get(share)
        if ranking is None:
            return None
        hand = self._evaluated(seat, share)
        if hand is None:
            return {"name": "no qualifying low", "cards": "", "qualifies": False}
        named = evaluate(ranking, [studrules_card(card) for card in hand.cards])
        return {"name": named.name, "cards": format_cards(named.cards), "qualifies": True}


class Cards:
    """Where a replayed hand's cards come from: each player's given cards, or a stacked deck."""

    def __init__(
        self,
        names: list[str],
        given: tuple[Holding, ...] | None,
        deck: tuple[Card, ...],
        streets: tuple[Street, ...],
    ):
        self.names = names
        self.given = given
        self.deck = deck
        self.position = 0
        self.held: list[list[pokerkit.Card]] = [[] for _ in names]
        self.faces = [(street.name, face) for street in streets for face in street.deal]

    def burn(self) -> pokerkit.Card | str:
        """The burn card: the top of the deck, or an unknown card when each hand is given."""
        return "??" if self.given is not None else self._top("a burn card")

    def next_for(self, seat: int) -> pokerkit.Card:
        """The next card of the player at ``seat``."""
        k = len(self.held[seat])
        if self.given is None:
            card = self._top(f"{self.names[seat]}'s card {k + 1}")
        else:
            card = self._given(seat, k)
        self.held[seat].append(card)
        return card

    def _given(self, seat: int, k: int) -> pokerkit.Card:
        """Card ``k`` of the cards given to the player at ``seat``, face up or down as dealt."""
        holding, name = known(self.given, "the cards given")[seat], self.names[seat]
        where, face = self.faces[k]
        if k >= len(holding):
            raise RequestError(
                "players", f"{name}'s card {k + 1} ({where}) is not given", code="incomplete-deal"
            )
        if holding.up[k] != (face == "U"):
            way, mark = ("face up", "without") if face == "U" else ("face down", "in")
            raise RequestError(
                "players",
                f"{name}'s card {k + 1} ({holding.cards[k]}) is dealt {way} on {where}: "
                f"write it {mark} parentheses",
            )
        return pokerkit_card(holding.cards[k])

    def _top(self, what: str) -> pokerkit.Card:
        if self.position >= len(self.deck):
            raise RequestError(
                "deck",
                f"the deck runs out before {what}: PokerKit's own way of "
                "running short (DEAL.STUB-SHORT) cannot be replayed",
                code="unsupported",
            )
        self.position += 1
        return pokerkit_card(self.deck[self.position - 1])


def factory() -> Callable[[object], dict]:
    """The adapter in process: ``--engine python:studrules.adapters.pokerkit_engine:factory``."""
    return handle


def main() -> int:
    """Serve the protocol on standard input and output until end of input."""
    if isinstance(sys.stdin, io.TextIOWrapper):
        sys.stdin.reconfigure(encoding="utf-8", errors="replace")
    try:
        serve(sys.stdin, sys.stdout, handle)
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
