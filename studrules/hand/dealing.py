"""Dealing: each street to every player still in, burn cards, and running out of cards.

Cards come from a ``Dealer``: either each player's cards as given (a scenario
that says what everyone holds) or a stacked deck, top first, with the order of
any scrambled cards given too, so that every engine deals the same cards
(DEAL.ORDER, DEAL.BURN, DEAL.DEAD-CARDS, DEAL.STUB-SHORT, DEAL.COMMUNITY-CARD).

With the players' cards given, the stub is counted rather than known: the deck
less every card dealt and burned. Where that count is too short for everyone and
the house's procedure turns up a community card, the given ``community`` card is
turned up; a ``community`` card the rules can never turn up is refused
(``check_community``), as is one given to a player as well. No game deals a
joker: one among the cards given is refused with the game's rule (``check_no_joker``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final, NamedTuple

from studrules.cards import JOKER, Card, Holding, format_cards, standard_deck
from studrules.game.definition import Street, Variant
from studrules.hand.model import BadDeal, IncompleteDeal, Reason, Seat, known
from studrules.hand.plain import KEEP, Keep, Plain
from studrules.house_rules import HandHouseRules

DEALER_FIELDS = (
    "given", "community", "burned", "deck", "position", "burns", "reshuffled", "seed", "scrambles",
    "early",
)
"""``Dealer``'s fields in order: its constructor's arguments, its equality and its text."""


class Dealer(Plain):
    """Where the cards come from: ``given`` holdings per seat, or a ``deck`` dealt from the top.

    ``burns`` are the cards burned so far; ``reshuffled`` gives, for each time the
    stub runs short in turn, the order (top first) in which the scrambled cards
    come out; without it a ``seed`` scrambles them reproducibly (a dealt hand
    rather than a replayed one).
    ``scrambles`` records the order of each scramble so far, so that a dealt hand
    can be written down and replayed (with ``reshuffled``).
    With ``given`` holdings, ``community`` is the card turned up should the stub run
    short (the holdings do not say which card it is) and ``burned`` counts the cards
    burned so far, whose faces nobody gives.
    ``early``: cards of the next street dealt before the betting ended, not yet ruled on
    (DEALT.PREMATURE): they lie after the street's burn card, at the top of the stub;
    ``deal_street`` rules on them.

    A plain value (``studrules.hand.plain``): each street's deal makes a new one.
    """

    __slots__ = DEALER_FIELDS
    _fields = DEALER_FIELDS

    def __init__(
        self,
        given: tuple[Holding, ...] | None = None,
        community: Card | None = None,
        burned: int = 0,
        deck: tuple[Card, ...] = (),
        position: int = 0,
        burns: tuple[Card, ...] = (),
        reshuffled: tuple[tuple[Card, ...], ...] | None = None,
        seed: int | None = None,
        scrambles: tuple[tuple[Card, ...], ...] = (),
        early: int = 0,
    ) -> None:
        self.given: Final = given
        self.community: Final = community
        self.burned: Final = burned
        self.deck: Final = deck
        self.position: Final = position
        self.burns: Final = burns
        self.reshuffled: Final = reshuffled
        self.seed: Final = seed
        self.scrambles: Final = scrambles
        self.early: Final = early

    def _values(self) -> tuple:
        return (
            self.given, self.community, self.burned, self.deck, self.position, self.burns,
            self.reshuffled, self.seed, self.scrambles, self.early,
        )

    def but(
        self,
        *,
        given: tuple[Holding, ...] | Keep | None = KEEP,
        community: Card | Keep | None = KEEP,
        burned: int | Keep = KEEP,
        deck: tuple[Card, ...] | Keep = KEEP,
        position: int | Keep = KEEP,
        burns: tuple[Card, ...] | Keep = KEEP,
        reshuffled: tuple[tuple[Card, ...], ...] | Keep | None = KEEP,
        seed: int | Keep | None = KEEP,
        scrambles: tuple[tuple[Card, ...], ...] | Keep = KEEP,
        early: int | Keep = KEEP,
    ) -> Dealer:
        """A copy of the dealer with the fields named changed (``plain``)."""
        return Dealer(
            self.given if given is KEEP else given,
            self.community if community is KEEP else community,
            self.burned if burned is KEEP else burned,
            self.deck if deck is KEEP else deck,
            self.position if position is KEEP else position,
            self.burns if burns is KEEP else burns,
            self.reshuffled if reshuffled is KEEP else reshuffled,
            self.seed if seed is KEEP else seed,
            self.scrambles if scrambles is KEEP else scrambles,
            self.early if early is KEEP else early,
        )

    @classmethod
    def shuffled(cls, seed: int) -> Dealer:
        """A dealer of a deck shuffled from ``seed``: the same seed deals the same hand."""
        deck = list(standard_deck())
        random.Random(seed).shuffle(deck)
        return cls(deck=tuple(deck), seed=seed)

    @property
    def stub(self) -> tuple[Card, ...]:
        """The cards not dealt yet (deck mode)."""
        return self.deck[self.position :]


class Dealt(NamedTuple):
    """What dealing a street produced: the seats, the dealer after it, a community card, reasons.

    A named tuple: made once a street, and cheaper to make than a frozen dataclass.
    """

    seats: tuple[Seat, ...]
    dealer: Dealer
    community: Card | None
    reasons: tuple[Reason, ...]


def deal_street(
    seats: Sequence[Seat], dealer: Dealer, street: Street, first: bool, rules: HandHouseRules
) -> Dealt:
    """Deal ``street`` to every player still in, clockwise from the dealer's left (DEAL.ORDER)."""
    live = [i for i, s in enumerate(seats) if not s.folded]
    if not street.deal:  # a street that brings no card (after a community card)
        return Dealt(tuple(seats), dealer, None, ())
    burn = rules.burn_cards and not first
    if dealer.early:
        ruled, burn = _premature_ruled(dealer, len(live), burn, rules)
        dealt = _deal_street(seats, ruled, street, live, burn, rules)
        return dealt._replace(reasons=(_premature_reason(dealer, street, live, rules),
                                       *dealt.reasons))
    return _deal_street(seats, dealer, street, live, burn, rules)


def _deal_street(
    seats: Sequence[Seat], dealer: Dealer, street: Street, live: list[int], burn: bool,
    rules: HandHouseRules,
) -> Dealt:
    """``street`` dealt to the ``live`` seats, a card burned first if ``burn``."""
    if dealer.given is not None:
        return _deal_given_street(seats, dealer, street, live, burn, rules)
    if not _short(len(dealer.deck) - dealer.position, len(live) * len(street.deal), burn, rules):
        return _deal_from_stub(seats, dealer, street, live, burn)
    return _short_stub(seats, dealer, street, live, rules)


def _premature_ruled(
    dealer: Dealer, live: int, burn: bool, rules: HandHouseRules
) -> tuple[Dealer, bool]:
    """The dealer ready to deal a street some of whose cards went out before the betting ended,
    and whether a card is still to be burned first (DEALT.PREMATURE).

    Under ``set-aside`` (Robert's Rules) the burn card and the cards dealt early stay out,
    one more card per player still in is set aside, and the street is burned and dealt as
    usual: the cards set aside join the burn cards, as they do should the stub run short.
    Under ``reshuffle`` (the TDA) the cards dealt early go back into the stub, which is
    scrambled, and the street is dealt from it with no further burn.
    With each player's cards given, only the count of cards out of the stub changes.
    """
    early = dealer.but(early=0)
    if rules.premature_card == "set-aside":
        aside = burn + dealer.early + live
        if dealer.given is not None:
            return early.but(burned=dealer.burned + aside), burn
        out = dealer.deck[dealer.position : dealer.position + aside]
        return early.but(position=dealer.position + len(out), burns=(*dealer.burns, *out)), burn
    if dealer.given is not None:
        return early.but(burned=dealer.burned + burn), False
    burned = dealer.deck[dealer.position : dealer.position + burn]
    scrambled, order = _scramble(early, list(dealer.deck[dealer.position + burn :]),
                                 "cards were dealt before the betting ended")
    return scrambled.but(deck=tuple(order), position=0, burns=(*dealer.burns, *burned)), False


def _premature_reason(
    dealer: Dealer, street: Street, live: list[int], rules: HandHouseRules
) -> Reason:
    """How ``street`` was dealt after cards of it went out early (DEALT.PREMATURE)."""
    early = dealer.early
    cards = "the card" if early == 1 else f"the {early} cards"
    if rules.premature_card == "set-aside":
        return Reason(
            "DEALT.PREMATURE",
            f"{cards} dealt early and one more for each of the {len(live)} players still in "
            f"are set aside, then {'a card is burned and ' if rules.burn_cards else ''}"
            f"{street.name} is dealt as usual",
        )
    return Reason(
        "DEALT.PREMATURE",
        f"{cards} dealt early went back into the stub, which was shuffled: {street.name} is "
        "dealt from it with no further burn",
    )


def _short(stub: int, needed: int, burn: bool, rules: HandHouseRules) -> bool:
    """Whether a stub of ``stub`` cards is too short to deal ``needed`` cards (DEAL.STUB-SHORT).

    Robert's Rules and the TDA never deal the stub's last card; pagat keeps none back.
    """
    keep = 0 if rules.short_stub == "pagat" else 1
    return stub < needed + burn + keep


def _individual(stub: int, burns: int, live: int, rules: HandHouseRules) -> bool:
    """Whether a short stub, with the burn cards gathered, still gives each of ``live``
    players a card of their own; otherwise one community card is turned up (DEAL.STUB-SHORT).
    The TDA wants two cards more than the players: one to burn and one to spare."""
    return stub + burns >= live + (2 if rules.short_stub == "tda" else 0)


def _turns_up_community(
    stub: int, burns: int, live: int, street: Street, burn: bool, rules: HandHouseRules
) -> bool:
    """Whether the rules turn up a community card on ``street``, from the counts alone: ``stub``
    cards left, ``burns`` burned so far and ``live`` players to serve."""
    if not _short(stub, live * len(street.deal), burn, rules):
        return False
    return not _individual(stub, burns, live, rules) and stub + burns > 0


def check_no_joker(dealer: Dealer, names: Sequence[str], variant: Variant) -> None:
    """Refuse a joker among the cards given to deal, naming where it is and the game's rule.

    Every game is dealt from one 52-card pack with no joker, as its rule says
    (``Names.rule``, the game's ``*.GAME`` rule; a game whose joker is a wild card
    lays it on the table and never deals it), so a joker in a player's cards, the
    deck, the community card or a scramble's order is a deal that cannot happen.
    """
    for seat, (name, holding) in enumerate(zip(names, dealer.given or ())):
        if JOKER in holding.cards:
            at = holding.cards.index(JOKER) + 1
            raise _joker_dealt(f"{name}'s card {at}", f"players[{seat}].cards", variant)
    if JOKER in dealer.deck:
        raise _joker_dealt(f"card {dealer.deck.index(JOKER) + 1} of the deck", "deck", variant)
    if dealer.community == JOKER:
        raise _joker_dealt("the community card", "community", variant)
    for number, order in enumerate(dealer.reshuffled or (), 1):
        if JOKER in order:
            at = order.index(JOKER) + 1
            raise _joker_dealt(f"card {at} of scramble {number}", "reshuffled", variant)


def _joker_dealt(place: str, field: str, variant: Variant) -> BadDeal:
    """The refusal of a joker at ``place`` (``Bob's card 2``), given as ``field``."""
    rule = variant.names.rule
    return BadDeal(
        f"{place} is the joker (Jk), and {variant.names.phrase} is dealt from one 52-card pack "
        f"with no joker ({rule})",
        field, rule,
    )


def check_community(
    dealer: Dealer, streets: Sequence[Street], names: Sequence[str], rules: HandHouseRules
) -> None:
    """Refuse a given community card that a player holds too, or that the rules can never turn
    up: not even when all the players (``names``) stay to the end (a fold only lengthens the
    stub)."""
    card, players = dealer.community, len(names)
    if card is None:
        return
    if dealer.given is None:
        raise BadDeal("a community card is given with the deck: the deck decides it", "community")
    for name, holding in zip(names, dealer.given):
        if card in holding.cards:
            raise BadDeal(
                f"{card} is dealt twice: to {name} and as the community card", "community"
            )
    stub, burns = len(standard_deck()), 0
    for number, street in enumerate(streets):
        burn = rules.burn_cards and number > 0
        if _turns_up_community(stub, burns, players, street, burn, rules):
            return
        stub -= players * len(street.deal) + burn
        burns += burn
    raise BadDeal(
        f"{card} is given as the community card, but with {players} players the stub never "
        "runs short enough for one (DEAL.COMMUNITY-CARD)",
        "community",
    )


def _deal_given_street(
    seats: Sequence[Seat],
    dealer: Dealer,
    street: Street,
    live: list[int],
    burn: bool,
    rules: HandHouseRules,
) -> Dealt:
    """A street of the given holdings, or the given community card where the counted stub (the
    deck less every card dealt and burned) is short and the rules turn one up."""
    out = sum(seat.dealt for seat in seats)
    stub = len(standard_deck()) - out - dealer.burned
    after = dealer.but(burned=dealer.burned + burn)
    short = _turns_up_community(stub, dealer.burned, len(live), street, burn, rules)
    if dealer.community is None or not short:
        try:
            return Dealt(_deal_given(seats, dealer, street, live), after, None, ())
        except IncompleteDeal as error:
            if not short:
                raise
            raise IncompleteDeal(
                f"{error}: the stub runs short on {street.name} and the rules turn up a "
                "community card instead (DEAL.COMMUNITY-CARD); give it as community",
                "community",
            ) from None
    return Dealt(
        tuple(seats), after, dealer.community, _community_reasons(street, dealer.community)
    )


def _deal_given(
    seats: Sequence[Seat], dealer: Dealer, street: Street, live: list[int]
) -> tuple[Seat, ...]:
    out, given = list(seats), known(dealer.given, "the cards given")
    for i in live:
        seat, holding = out[i], given[i]
        cards, up = list(seat.cards), list(seat.up)
        for face in street.deal:
            at = len(cards) + len(seat.dead)
            if at >= len(holding):
                raise IncompleteDeal(
                    f"{seat.name}'s card {at + 1} ({street.name}) is not given",
                    f"players[{i}].cards",
                )
            if holding.up[at] != (face == "U"):
                raise _misplaced(seat, holding, street, at, f"players[{i}].cards")
            cards.append(holding.cards[at])
            up.append(face == "U")
        out[i] = seat.given(tuple(cards[len(seat.cards) :]), tuple(up[len(seat.up) :]))
    return tuple(out)


def _deal_from_stub(
    seats: Sequence[Seat], dealer: Dealer, street: Street, live: list[int], burn: bool
) -> Dealt:
    """The normal deal: burn one card (from fourth street on), then one card at a time.

    The cards go round one at a time, so a player's cards of the street are every
    n-th card of the stub (n players in): each seat is copied once with all of
    its new cards (not once per card).
    """
    position = dealer.position
    burns = dealer.burns
    if burn:
        burns = (*burns, dealer.deck[position])
        position += 1
    faces = tuple([face == "U" for face in street.deal])
    players = len(live)
    end = position + players * len(faces)
    deck = dealer.deck
    out = list(seats)
    for k, i in enumerate(live):  # round by round: this player's cards are every players-th
        out[i] = out[i].given(tuple(deck[position + k : end : players]), faces)
    return Dealt(tuple(out), dealer.but(position=end, burns=burns), None, ())


def _give(seat: Seat, card: Card, up: bool) -> Seat:
    return seat.given((card,), (up,))


def _scrambled(dealer: Dealer, pool: list[Card], why: str = "the stub is short") -> list[Card]:
    """The pooled cards in the order they come out after the scramble, as the request gives it.

    The first scramble of the hand takes the first order given, the second the second.
    """
    if dealer.reshuffled is None and dealer.seed is not None:
        order = sorted(pool)
        random.Random(dealer.seed).shuffle(order)
        return order
    nth = len(dealer.scrambles)
    if dealer.reshuffled is None or nth >= len(dealer.reshuffled):
        which = "" if nth == 0 else f" for scramble {nth + 1} (reshuffled[{nth}])"
        raise IncompleteDeal(
            f"{why}: {len(pool)} cards ({format_cards(pool)}) are scrambled; "
            f"give their order, top first, as reshuffled{which}",
            "reshuffled" if nth == 0 else f"reshuffled[{nth}]",
        )
    order = list(dealer.reshuffled[nth])
    if sorted(order) != sorted(pool):
        where = "reshuffled" if len(dealer.reshuffled) == 1 else f"reshuffled[{nth}]"
        raise BadDeal(
            f"{where} must be the scrambled cards in some order: "
            f"{format_cards(sorted(pool))}; it is {format_cards(order)}",
            where,
        )
    return order


def _scramble(
    dealer: Dealer, pool: list[Card], why: str = "the stub is short"
) -> tuple[Dealer, list[Card]]:
    """The dealer, remembering this scramble, and the pooled cards in the order they come out."""
    order = _scrambled(dealer, pool, why)
    return dealer.but(scrambles=(*dealer.scrambles, tuple(order))), order


def _short_stub(
    seats: Sequence[Seat], dealer: Dealer, street: Street, live: list[int], rules: HandHouseRules
) -> Dealt:
    """Too few cards for everyone: the house's procedure (DEAL.STUB-SHORT)."""
    stub, burns = list(dealer.stub), list(dealer.burns)
    n, burn = len(live), rules.burn_cards
    out = list(seats)
    given: list[int] = []
    individual = _individual(len(stub), len(burns), n, rules)
    if rules.short_stub == "tda":
        if individual:
            dealer, pool = _scramble(dealer, stub + burns)
            stub, burns = [], []
        elif len(stub) >= 3:
            pool = stub
        else:
            dealer, pool = _scramble(dealer, stub + burns)
    elif rules.short_stub == "rrop" and individual:
        if burn and stub:
            burns.append(stub.pop(0))
        for i in live[: max(0, len(stub) - 1)]:
            out[i] = _give(out[i], stub.pop(0), street.deal == "U")
            given.append(i)
        dealer, pool = _scramble(dealer, stub + burns)
    else:
        dealer, pool = _scramble(dealer, stub + burns)
    waiting = [i for i in live if i not in given]
    burned: tuple[Card, ...] = ()
    if individual:
        if burn and len(pool) > len(waiting):
            burned, pool = (pool[0],), pool[1:]
        for i in waiting:
            out[i] = _give(out[i], pool.pop(0), street.deal == "U")
        text = (
            f"the stub was short on {street.name}: the burn cards were scrambled with it "
            "and every player still got a card"
        )
        reason = Reason("DEAL.STUB-SHORT", text)
        return Dealt(tuple(out), _gathered(dealer, pool, burned), None, (reason,))
    if not pool:  # no card left anywhere: the street brings none
        reason = Reason("DEAL.STUB-SHORT", f"no card is left for {street.name}: none is dealt")
        return Dealt(tuple(out), _gathered(dealer, [], ()), None, (reason,))
    if burn and len(pool) >= 2:
        burned, pool = (pool[0],), pool[1:]
    community = pool[0]
    reasons = _community_reasons(street, community)
    return Dealt(tuple(out), _gathered(dealer, pool[1:], burned), community, reasons)


def _community_reasons(street: Street, community: Card) -> tuple[Reason, ...]:
    return (
        Reason(
            "DEAL.STUB-SHORT",
            f"too few cards for everyone on {street.name}: one card is dealt face up "
            "in the centre instead",
        ),
        Reason("DEAL.COMMUNITY-CARD", f"{community.symbol} is a community card every player uses"),
    )


def _gathered(dealer: Dealer, left: list[Card], burned: tuple[Card, ...]) -> Dealer:
    """The dealer after a short-stub deal: gathered cards not dealt or burned are the stub."""
    return dealer.but(deck=tuple(left), position=0, burns=burned)


def deal_extra(
    seat: Seat, index: int, dealer: Dealer, up: bool, rules: HandHouseRules
) -> tuple[Seat, Dealer] | None:
    """An extra card a face-up card earns, gathering the burn cards if the stub is short.

    The stub must keep its last card back under Robert's Rules and the TDA;
    with no card at all to gather, there is no extra card (WILDGAME.EXTRA-CARD).
    """
    keep = 0 if rules.short_stub == "pagat" else 1
    if dealer.given is None and len(dealer.stub) < 1 + keep:
        pool = [*dealer.stub, *dealer.burns]
        if not pool:
            return None
        dealer, order = _scramble(dealer, pool)
        dealer = dealer.but(deck=tuple(order), position=0, burns=())
    return deal_replacement(seat, index, dealer, up)


def _misplaced(seat: Seat, holding: Holding, street: Street, at: int, field: str) -> BadDeal:
    """A given card written face up where the street deals it down, or the other way round.
    More cards written face down than the street deals may be a card too many as the table
    lies: that cannot be dealt as written, so the refusal names the rule that rules on it
    (DEALT.WRONG-COUNT) and the step that tells it."""
    face = "U" if not holding.up[at] else "D"
    way = "face up" if face == "U" else "face down"
    fix = f"write it {'without' if face == 'U' else 'in'} parentheses"
    start = at - street.deal.index(face) if face in street.deal else at
    down = sum(not up for up in holding.up[max(start, 0): at + 1])
    dealt = street.deal.count("D")
    if face == "D" or down <= dealt:
        return BadDeal(f"{seat.name}'s card {at + 1} ({holding.cards[at]}) is dealt {way} on "
                       f"{street.name}: {fix}", field)
    return BadDeal(
        f"{seat.name} has {down} cards face down on {street.name}, which deals {dealt}: a "
        "player dealt a card too many is ruled on as a wrong count, and a seat holds the "
        "cards the game deals it; write those and tell the rest: When the dealer finds that "
        f"{seat.name} was dealt too many cards (or, if card {at + 1} ({holding.cards[at]}) lies "
        f"face up, {fix})", field, "DEALT.WRONG-COUNT")


def deal_replacement(seat: Seat, index: int, dealer: Dealer, up: bool) -> tuple[Seat, Dealer]:
    """One card for a player who bought one away, face up or down like the card it replaces.

    It is the next card of the player's given holding, or the top of the stub
    (no burn) (BUY.REPLACEMENT).
    """
    face = "U" if up else "D"
    if dealer.given is not None:
        holding = dealer.given[index]
        at = seat.dealt
        if at >= len(holding):
            raise IncompleteDeal(f"{seat.name}'s card {at + 1} (the card bought) is not given",
                                 f"players[{index}].cards")
        if holding.up[at] != up:
            way = "face up" if up else "face down"
            raise BadDeal(
                f"{seat.name}'s card {at + 1} ({holding.cards[at]}) replaces a card dealt {way}: "
                f"write it {'without' if face == 'U' else 'in'} parentheses",
                f"players[{index}].cards",
            )
        return _give(seat, holding.cards[at], up), dealer
    if not dealer.stub:
        raise IncompleteDeal(f"no card is left in the stub to replace {seat.name}'s card",
                             "deck")
    return _give(seat, dealer.stub[0], up), dealer.but(position=dealer.position + 1)
