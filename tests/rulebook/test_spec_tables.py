"""The rulebook's option tables say what the engine does: same options, values, defaults, rules."""

import re

from studrules.house_rules import FOUNDED_ON, HAND_OPTIONS, HandOption
from studrules.options import OPTIONS
from studrules.resources import features_dir
from studrules.scenarios.gherkin import read_scenarios
from studrules.spec import SPEC_DIR, load_rules

SETS_OPTION = re.compile(r"the house rule (\S+) is (\S+)")
SETS_PROFILE = re.compile(r"the house rules are the (\S+) profile")
ROW = re.compile(r"^\| `([a-z-]+)` \| `([^`]+)` \| `([^`]+)` \| `([^`]+)` \| \[([A-Z0-9.-]+)\]")


def profile_table() -> dict[str, tuple[str, str, str, str]]:
    text = (SPEC_DIR / "profiles.md").read_text(encoding="utf-8")
    return {m[1]: (m[2], m[3], m[4], m[5]) for m in map(ROW.match, text.splitlines()) if m}


def test_the_profile_table_matches_the_engine_option_by_option():
    table = profile_table()
    assert set(table) == set(HAND_OPTIONS) | set(OPTIONS)
    for name, option in HAND_OPTIONS.items():
        casino, tournament, home, rule = table[name]
        assert (casino, tournament, home) == (option.casino, option.tournament, option.home), name
        assert rule == option.rule, name
    for name, option in OPTIONS.items():
        assert table[name][:3] == (option.default,) * 3, name
        assert table[name][3] == option.rule, name


WSOP_ROW = re.compile(
    r"^\| `([a-z-]+)` \| `([^`]+)` \| `([^`]+)` \| \[([A-Z0-9.-]+)\][^|]*\| ([^|]+) \|$"
)


def wsop_table() -> dict[str, tuple[str, str, str, str]]:
    """The table of the WSOP profiles' own values: option to (tournament, cash, rule, texts)."""
    text = (SPEC_DIR / "profiles.md").read_text(encoding="utf-8")
    table = text.split("### The WSOP profiles' own values", 1)[1].split("\n## ", 1)[0]
    return {m[1]: (m[2], m[3], m[4], m[5]) for m in map(WSOP_ROW.match, table.splitlines()) if m}


def test_the_wsop_table_lists_every_value_a_wsop_text_gives():
    table = wsop_table()
    own = {
        name for name, o in HAND_OPTIONS.items()
        if o.wsop_tournament is not None or o.wsop_cash is not None
    }
    assert set(table) == own
    for name in own:
        option = HAND_OPTIONS[name]
        tournament, cash, rule, texts = table[name]
        assert (tournament, cash) == tuple(option.default(p) for p in FOUNDED_ON), name
        assert rule == option.rule, name
        assert "Rule" in texts or "silent" in texts, name


def test_a_wsop_profile_takes_its_founding_profile_value_where_its_text_is_silent():
    for option in HAND_OPTIONS.values():
        for profile, founded_on in FOUNDED_ON.items():
            own = option.wsop_tournament if profile == "wsop-2024-tournament" else option.wsop_cash
            expected = option.default(founded_on) if own is None else own
            assert option.default(profile) == expected, option.name


def test_every_option_names_a_rule_that_exists():
    rules = load_rules()
    for option in (*HAND_OPTIONS.values(), *OPTIONS.values()):
        assert option.rule in rules, option.name


def test_every_value_of_every_option_is_in_the_rulebook():
    text = "\n".join(p.read_text(encoding="utf-8") for p in SPEC_DIR.rglob("*.md"))
    for option in (*HAND_OPTIONS.values(), *OPTIONS.values()):
        for value in option.values:
            assert f"`{value}`" in text, f"{option.name}={value} is not documented"


def test_every_option_is_exercised_away_from_its_default_in_the_features():
    """Each option is set to a value other than its casino default by some scenario."""
    steps = [
        step.text
        for path in (features_dir()).rglob("*.feature")
        for scenario in read_scenarios(path)
        for step in scenario.steps
    ]
    chosen = {m.groups() for m in map(SETS_OPTION.match, steps) if m}
    profiles = {m[1] for m in map(SETS_PROFILE.match, steps) if m}
    for name, option in {**OPTIONS, **HAND_OPTIONS}.items():
        hand_option = isinstance(option, HandOption)
        casino = option.casino if hand_option else option.default
        others = {v for n, v in chosen if n == name and v != casino}
        if hand_option:
            others |= {option.default(p) for p in profiles} - {casino}
        if len(option.values) > 1:
            assert others, f"no scenario sets {name} to anything but {casino}"
