"""Every variant has a definition, a rulebook page and a feature file that plays it."""

import pytest

from studrules.resources import features_dir
from studrules.scenarios.hands import GAMES
from studrules.spec import SPEC_DIR, load_rules
from studrules.variants import VARIANTS

FEATURES = features_dir() / "variants"
STEP_NAME = {variant: name for name, variant in GAMES.items()}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_variant_has_a_page_with_its_game_rule_and_a_feature_file(variant):
    assert variant in STEP_NAME, f"no step says 'Given the game is ...' for {variant}"
    pages = [
        p for p in (SPEC_DIR / "variants").glob("*.md")
        if f"`{variant}`" in p.read_text(encoding="utf-8")
    ]
    assert pages, f"no page in spec/variants names {variant}"
    rules = {r.id for r in load_rules().values() if r.file == f"variants/{pages[0].name}"}
    assert any(rule.endswith(".GAME") for rule in rules), pages[0].name
    playing = [
        f for f in FEATURES.glob("*.feature")
        if f"Given the game is {STEP_NAME[variant]}\n" in f.read_text(encoding="utf-8")
    ]
    assert playing, f"no file in features/variants plays {variant}"
