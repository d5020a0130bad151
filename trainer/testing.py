"""Drive the trainer the way a browser does: read a page's forms and fill in an answer.

Used by the tests and by ``benchmarks/trainer_load.py``; standard library only.
``free_port`` finds a loopback port for a server they start.
"""

from __future__ import annotations

import html
import random
import re
import socket
from dataclasses import dataclass, field


@dataclass
class Form:
    """One ``<form>`` of a page: where it goes and its inputs as (name, type, value) in order."""

    id: str | None
    action: str
    method: str
    inputs: list[tuple[str, str, str]] = field(default_factory=list)

    def value(self, name: str) -> str | None:
        """The value of the first input called ``name``."""
        return next((value for n, _, value in self.inputs if n == name), None)

    def groups(self, kind: str) -> dict[str, list[str]]:
        """The values of every input of type ``kind`` (``radio``, ``checkbox``...), by name."""
        found: dict[str, list[str]] = {}
        for name, type_, value in self.inputs:
            if type_ == kind:
                found.setdefault(name, []).append(value)
        return found


_FORM = re.compile(r"<form\b([^>]*)>(.*?)</form>", re.S | re.I)
_FIELD = re.compile(r"<(input|select|textarea)\b([^>]*)>", re.I)
_ATTRIBUTE = re.compile(r'([\w-]+)(?:="([^"]*)")?')


def _attributes(text: str) -> dict[str, str]:
    return {name.lower(): html.unescape(value or "") for name, value in _ATTRIBUTE.findall(text)}


def read_forms(page: str) -> dict[str | None, Form]:
    """Every form of a page (as the trainer writes them: double-quoted attributes) by ``id``."""
    forms: dict[str | None, Form] = {}
    for form_attributes, body in _FORM.findall(page):
        named = _attributes(form_attributes)
        form = Form(named.get("id"), named.get("action", ""), named.get("method", "get").lower())
        for tag, field_attributes in _FIELD.findall(body):
            attrs = _attributes(field_attributes)
            if "name" not in attrs:
                continue
            kind = attrs.get("type", "text") if tag.lower() == "input" else tag.lower()
            default = attrs.get("placeholder", "") if kind == "text" else ""
            form.inputs.append((attrs["name"], kind, attrs.get("value", default)))
        forms[form.id] = form
    return forms


def fill_answer(form: Form, rng: random.Random) -> list[tuple[str, str]]:
    """A complete, well-formed answer to a question form, chosen at random.

    Hidden fields are kept; one value of each radio group is picked, at least
    one of each checkbox group, and text (amount) fields get their placeholder or 1.
    """
    filled = [(name, value) for name, kind, value in form.inputs if kind == "hidden"]
    for name, values in form.groups("radio").items():
        filled.append((name, rng.choice(values)))
    for name, values in form.groups("checkbox").items():
        ticked = rng.sample(values, rng.randint(1, len(values)))
        filled += [(name, value) for value in values if value in ticked]
    for name, values in form.groups("text").items():
        filled.append((name, values[0] or "1"))
    return filled


def free_port() -> int:
    """A loopback port nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
