"""House files: a card room's house rules as a TOML file (docs/house-files.md).

A house file names the house, the profile it starts from and the options it
changes, each with its value and, optionally, its source::

    name = "riverside"
    profile = "casino"

    [options]
    later-street-tie-break = "high-card-by-suit"
    max-raises = { value = "4", source = "Riverside house rules, rule 12" }

``read_house`` (a path) and ``parse_house`` (a text, such as a web form's) check
the whole file before anything uses it and return a frozen ``HouseFile``; any
fault is a ``HouseFileError`` of one line naming the file, the TOML line where
it can be told, the option and what it takes. The options are those of
``HAND_OPTIONS``, complete once the table of games is built, which is why this
module sits in the table of games' layer.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

import studrules.variants  # noqa: F401  (the games' options join HAND_OPTIONS when it is built)
from studrules.errors import OptionError, StudrulesError
from studrules.files import trouble
from studrules.house_rules import PROFILES, HandHouseRules, resolve
from studrules.prose import kind_of

MAX_HOUSE_BYTES = 16 * 1024
"""The most a house file may hold: every option with a source fits many times over."""
MAX_NAME = 40
"""The longest name a house may have (it is shown and chosen as a profile's)."""
NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
"""A house's name: lower-case letters and digits, words joined by hyphens."""
KEYS = ("name", "profile", "options")
"""The keys a house file holds at its top."""
OPTION_KEYS = ("value", "source")
"""The keys of an option written as a table."""


class HouseFileError(StudrulesError, ValueError):
    """A house file that cannot be used: its path, the line at fault (if known), the problem."""

    def __init__(self, path: str | Path, line: int | None, problem: str):
        super().__init__(f"{path}:{line}: {problem}" if line else f"{path}: {problem}")
        self.path = str(path)
        self.line = line
        self.problem = problem


@dataclass(frozen=True)
class HouseFile:
    """A card room's house rules, checked: its name, base profile, options and their sources."""

    name: str
    profile: str
    options: Mapping[str, str]
    sources: Mapping[str, str]
    path: str

    def rules(self, options: Mapping[str, object] | None = None) -> HandHouseRules:
        """The house rules of a hand played by this house, ``options`` over its own."""
        return resolve(self.profile, {**self.options, **(options or {})})


def read_house(path: str | Path) -> HouseFile:
    """The house file at ``path``, checked whole; ``HouseFileError`` naming what is wrong."""
    try:
        with Path(path).open("rb") as file:
            data = file.read(MAX_HOUSE_BYTES + 1)
        _check_size(path, len(data))
        text = data.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise HouseFileError(path, None, f"cannot read the house file: {trouble(error, path)}"
                             ) from None
    return parse_house(text, path)


def parse_house(text: str, path: str | Path = "house.toml") -> HouseFile:
    """The house file whose text is ``text`` (messages name it ``path``), checked whole."""
    _check_size(path, len(text.encode("utf-8", "surrogatepass")))
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _not_toml(path, error) from None
    return _Reading(text, path).house(table)


def _check_size(path: str | Path, size: int) -> None:
    """Refuse a house file larger than ``MAX_HOUSE_BYTES``."""
    if size > MAX_HOUSE_BYTES:
        raise HouseFileError(path, None, f"a house file may hold at most {MAX_HOUSE_BYTES} "
                             "bytes; this one holds more")


def _not_toml(path: str | Path, error: tomllib.TOMLDecodeError) -> HouseFileError:
    """The refusal of a file the TOML reader refuses, at the line it gives."""
    said = str(error)
    where = re.search(r" \(at line (\d+), column \d+\)$", said)
    line = int(where.group(1)) if where else None
    problem = said[:where.start()] if where else said
    return HouseFileError(path, line, f"the file is not TOML: {problem}")


class _Reading:
    """One house file being checked: its text, to find the line of a key, and its path."""

    def __init__(self, text: str, path: str | Path):
        self.lines = text.splitlines()
        self.path = path

    def refuse(self, key: str | None, problem: str) -> HouseFileError:
        """The refusal of ``problem``, at the line where ``key`` is written, if it is."""
        return HouseFileError(self.path, self.line_of(key) if key else None, problem)

    def line_of(self, key: str) -> int | None:
        """The first line that writes ``key`` (bare or quoted, at the top, in ``[options]`` or
        as its own table), or None."""
        written = re.compile(
            r"\s*\[?\s*(?:options\s*\.\s*)?[\"']?" + re.escape(key) + r"[\"']?\s*[=.\]]"
        )
        return next((n for n, line in enumerate(self.lines, 1) if written.match(line)), None)

    def house(self, table: dict) -> HouseFile:
        """The ``HouseFile`` of the parsed ``table``, every part checked."""
        for key in table:
            if key not in KEYS:
                raise self.refuse(key, f'unknown key "{key}": a house file holds '
                                  f'{", ".join(KEYS)}')
        name, profile = self.name(table), self.profile(table)
        written, sources = self.options(table.get("options", {}))
        try:
            resolve(profile, written)
        except OptionError as error:
            raise self.refuse(error.option, f"{error.option}: {error}") from None
        options = {name: str(value) for name, value in written.items()}  # each one a string
        return HouseFile(name, profile, MappingProxyType(options), MappingProxyType(sources),
                         str(self.path))

    def name(self, table: dict) -> str:
        """The house's name, checked: a word of the allowed kind, not a built-in profile's."""
        if "name" not in table:
            raise self.refuse(None, 'the house file has no name: say what the house is called '
                              '(name = "riverside")')
        name = table["name"]
        if not isinstance(name, str) or not NAME.fullmatch(name) or len(name) > MAX_NAME:
            raise self.refuse("name", f"name: {_said(name)} is not a house's name: lower-case "
                              f"letters, digits and hyphens, at most {MAX_NAME} characters")
        if name in PROFILES:
            raise self.refuse("name", f'name: "{name}" is a built-in profile\'s name; call the '
                              "house something else")
        return name

    def profile(self, table: dict) -> str:
        """The profile the house starts from, checked against the profiles the registry holds."""
        choose = f"one of {', '.join(PROFILES)}"
        if "profile" not in table:
            raise self.refuse(None, "the house file has no profile: say which profile it starts "
                              f'from (profile = "{PROFILES[0]}"): {choose}')
        profile = table["profile"]
        if profile not in PROFILES:
            raise self.refuse("profile", f"profile: unknown profile {_said(profile)}: "
                              f"choose {choose}")
        return profile

    def options(self, options: object) -> tuple[dict[str, object], dict[str, str]]:
        """The options and their sources as written (each value checked by ``resolve`` after)."""
        if not isinstance(options, dict):
            raise self.refuse("options", "options must be a table of option = value, not "
                              f"{kind_of(options)}")
        values: dict[str, object] = {}
        sources: dict[str, str] = {}
        for name, written in options.items():
            if not isinstance(written, dict):
                values[name] = written
                continue
            for key in written:
                if key not in OPTION_KEYS:
                    raise self.refuse(name, f'{name}: unknown key "{key}": an option\'s table '
                                      f'holds {" and ".join(OPTION_KEYS)}')
            if "value" not in written:
                raise self.refuse(name, f"{name}: the option's table has no value")
            source = written.get("source", "")
            if not isinstance(source, str):
                raise self.refuse(name, f"{name}: the source must be a string, not "
                                  f"{kind_of(source)}")
            values[name] = written["value"]
            if source:
                sources[name] = source
        return values, sources


def _said(value: object) -> str:
    """A value of the file as a refusal quotes it: a string in quotes, anything else by kind."""
    return f'"{value}"' if isinstance(value, str) else kind_of(value)


__all__ = ["MAX_HOUSE_BYTES", "HouseFile", "HouseFileError", "parse_house", "read_house"]
