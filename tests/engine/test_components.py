"""The components' interface holds: every hook is used, and a new game is one definition.

``docs/components.md`` shows a hypothetical game built from existing components;
its block runs here and the game it defines plays whole hands, its components'
phases included, without a change to the core. Every hook of ``Component`` is
overridden by some component of a game and called by the core or by ``Variant``
(no speculative hooks); the phases of all the games have distinct names.
"""

import inspect
import random
import re

from locations import REPO
from random_hands import STAKES

from studrules.game.hooks import Component
from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action
from studrules.house_rules import PROFILES, resolve
from studrules.variants import VARIANTS

ROOT = REPO
CORE = ROOT / "studrules" / "hand"
GAME = ROOT / "studrules" / "game" / "definition.py"
"""``Variant`` gathers some hooks of its components for the core (the wild cards now)."""
HOOKS = [name for name, _ in inspect.getmembers(Component, inspect.isfunction)
         if not name.startswith("_")]


def _example():
    text = (ROOT / "docs" / "components.md").read_text("utf-8")
    block = re.search(r"^```python\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    assert block, "docs/components.md has lost its worked example"
    scope: dict = {}
    exec(block[1], scope)
    return scope["FOLLOW_THE_QUEEN_DECLARE"]


def test_the_worked_example_of_a_new_game_plays_whole_hands():
    game = _example()
    assert game.name not in VARIANTS
    phases = set()
    for seed in range(60):
        rng = random.Random(seed)
        players = [(f"P{i}", None) for i in range(rng.randint(2, game.max_players))]
        rules = resolve(PROFILES[seed % 3])
        state = new_hand(game, players, STAKES, rules, Dealer.shuffled(seed))
        while not state.over:
            phases.add(state.phase)
            choice = rng.choice(state.legal_actions())
            player = state.seats[state.to_act].name
            state = state.apply(Action(player, choice.verb, choice.to, choice.what))
        assert sum(won for _, won in state.outcome.payouts) == state.pot
    assert phases == {"betting", "declaring"}


def test_every_hook_is_used_by_a_component_and_called_by_the_core():
    kinds = {type(c) for v in VARIANTS.values() for c in v.components}
    core = "".join(p.read_text("utf-8") for p in [*CORE.glob("*.py"), GAME])
    for hook in HOOKS:
        assert any(hook in vars(kind) for kind in kinds), f"no component overrides {hook}"
        assert re.search(rf"\.{hook}\(", core), f"the core never calls {hook}"


def test_the_phases_of_a_game_have_distinct_names_and_betting_is_the_cores():
    for variant in VARIANTS.values():
        names = [p.name for c in variant.components for p in c.phases]
        assert len(names) == len(set(names)), variant.name
        assert "betting" not in names, variant.name
