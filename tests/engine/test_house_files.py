"""House files (docs/house-files.md): the example loads, and each kind of bad file is refused in
one line naming the file, the line where it can be told, the option and what it takes."""

from __future__ import annotations

from pathlib import Path

import pytest

from studrules.house_files import MAX_HOUSE_BYTES, HouseFileError, parse_house, read_house
from studrules.house_rules import PROFILES, resolve

EXAMPLE = Path(__file__).parents[2] / "examples" / "house-rules.toml"

GOOD = '''name = "riverside"
profile = "tournament"

[options]
max-raises = { value = "5", source = "rule 12" }
odd-chip = "position"
'''


def refusal(text: str) -> HouseFileError:
    """The refusal of a house file whose text is ``text``, named riverside.toml."""
    with pytest.raises(HouseFileError) as caught:
        parse_house(text, "riverside.toml")
    assert "\n" not in str(caught.value)
    return caught.value


def test_the_example_loads_and_plays_its_options_over_its_profile():
    house = read_house(EXAMPLE)
    assert (house.name, house.profile) == ("riverside", "casino")
    rules = house.rules()
    assert rules.max_raises == 4 and rules.uncapped_when == "never"
    assert rules.later_street_tie_break == "high-card-by-suit"
    assert rules.odd_chip == "position"
    assert rules.short_stub == resolve("casino").short_stub  # not set: the profile's value
    assert house.sources["max-raises"] == "Riverside house rules, rule 12"
    assert "odd-chip" not in house.sources


def test_a_house_reads_both_ways_of_writing_an_option_and_options_given_win():
    house = parse_house(GOOD)
    assert dict(house.options) == {"max-raises": "5", "odd-chip": "position"}
    assert dict(house.sources) == {"max-raises": "rule 12"}
    assert house.rules().max_raises == 5
    assert house.rules().exposed_initial_downcard == "tda-becomes-upcard"  # the tournament's
    assert house.rules({"max-raises": "3"}).max_raises == 3


def test_a_house_may_start_from_any_profile_the_registry_holds():
    for profile in PROFILES:
        house = parse_house(f'name = "ours"\nprofile = "{profile}"\n')
        assert house.rules() == resolve(profile)


def test_a_file_that_is_not_toml_is_refused_at_the_line_the_reader_gives():
    error = refusal('name = "riverside"\nprofile = "casino"\n[options]\nmax-raises 4\n')
    assert (error.path, error.line) == ("riverside.toml", 4)
    assert str(error).startswith("riverside.toml:4: the file is not TOML: ")


def test_an_option_written_twice_is_not_toml():
    error = refusal('name = "a"\nprofile = "casino"\n[options]\nodd-chip = "position"\n'
                    'odd-chip = "carry-over"\n')
    assert error.line == 5 and "not TOML" in str(error)


def test_an_unknown_option_is_named_at_its_line_with_the_options_there_are():
    error = refusal('name = "a"\nprofile = "casino"\n\n[options]\nmax-rises = "4"\n')
    assert str(error).startswith('riverside.toml:5: max-rises: unknown option "max-rises": '
                                 "choose one of ")
    assert "max-raises" in str(error) and "baseball-four" in str(error)  # the games' too


def test_a_value_the_option_does_not_take_is_named_with_the_values_it_takes():
    error = refusal(GOOD.replace('value = "5"', 'value = "five"'))
    assert str(error) == (
        'riverside.toml:5: max-raises: unknown value "five" for max-raises: choose one of 3, 4, '
        "or a whole number from 1 to 999"
    )


def test_a_value_that_is_not_a_string_is_refused_saying_what_it_takes():
    error = refusal('name = "a"\nprofile = "casino"\n[options]\nburn-cards = false\n')
    assert str(error).startswith("riverside.toml:4: burn-cards: the value of burn-cards must be "
                                 "a string")
    assert "choose one of yes, no" in str(error)


def test_an_option_of_a_game_is_checked_as_well():
    error = refusal('name = "a"\nprofile = "home"\n[options]\nbaseball-four = "two"\n')
    assert "baseball-four" in str(error) and "extra-card-down" in str(error)
    assert error.line == 4


def test_a_retired_option_says_what_replaced_it():
    error = refusal('name = "a"\nprofile = "casino"\n[options]\nfive-card-late-limit = "big"\n')
    assert str(error).startswith('riverside.toml:4: five-card-late-limit: the option '
                                 '"five-card-late-limit" is retired: ')
    assert "limit-schedule" in str(error)


def test_a_missing_base_profile_is_refused_with_the_profiles_to_choose():
    error = refusal('name = "riverside"\n[options]\nodd-chip = "position"\n')
    assert str(error) == (
        "riverside.toml: the house file has no profile: say which profile it starts from "
        f'(profile = "casino"): one of {", ".join(PROFILES)}'
    )


def test_an_unknown_base_profile_is_named_at_its_line():
    error = refusal('name = "riverside"\nprofile = "cassino"\n')
    assert str(error) == (f'riverside.toml:2: profile: unknown profile "cassino": choose one of '
                          f'{", ".join(PROFILES)}')


def test_an_unknown_key_is_refused_at_the_top_and_in_an_options_table():
    top = refusal('name = "a"\nprofile = "casino"\nprofle = "home"\n')
    assert str(top) == ('riverside.toml:3: unknown key "profle": a house file holds name, '
                        "profile, options")
    inner = refusal('name = "a"\nprofile = "casino"\n[options]\n'
                    'odd-chip = { value = "position", sorce = "x" }\n')
    assert str(inner) == ('riverside.toml:4: odd-chip: unknown key "sorce": an option\'s table '
                          "holds value and source")


def test_an_options_table_needs_a_value_and_a_string_source():
    assert "has no value" in str(refusal(
        'name = "a"\nprofile = "casino"\n[options]\nodd-chip = { source = "x" }\n'))
    assert "the source must be a string" in str(refusal(
        'name = "a"\nprofile = "casino"\n[options]\nodd-chip = { value = "position", '
        "source = 7 }\n"))


def test_options_must_be_a_table():
    error = refusal('name = "a"\nprofile = "casino"\noptions = "odd-chip=position"\n')
    assert error.line == 3 and "options must be a table" in str(error)


@pytest.mark.parametrize("name", ["", "River Side", "-river", "x" * 41, "casino"])
def test_a_missing_or_bad_name_is_refused(name):
    error = refusal(f'name = "{name}"\nprofile = "casino"\n')
    assert error.line == 1 and str(error).startswith("riverside.toml:1: name: ")


def test_a_house_without_a_name_is_refused():
    assert str(refusal('profile = "casino"\n')).startswith("riverside.toml: the house file has "
                                                          "no name")


def test_a_file_too_large_is_refused_before_it_is_read_as_toml(tmp_path):
    padding = "# " + "x" * 78 + "\n"
    text = GOOD + padding * (MAX_HOUSE_BYTES // len(padding) + 1)
    assert str(refusal(text)) == (f"riverside.toml: a house file may hold at most "
                                  f"{MAX_HOUSE_BYTES} bytes; this one holds more")
    large = tmp_path / "large.toml"
    large.write_text(text + "this is not TOML\n")
    with pytest.raises(HouseFileError, match="at most"):
        read_house(large)


def test_a_file_that_cannot_be_read_is_refused_naming_it(tmp_path):
    with pytest.raises(HouseFileError) as missing:
        read_house(tmp_path / "none.toml")
    assert str(missing.value) == (f"{tmp_path / 'none.toml'}: cannot read the house file: "
                                  "no such file")
    latin = tmp_path / "latin.toml"
    latin.write_bytes(b'name = "caf\xe9"\n')
    with pytest.raises(HouseFileError, match="not UTF-8"):
        read_house(latin)
    with pytest.raises(HouseFileError, match="it is a directory"):
        read_house(tmp_path)
