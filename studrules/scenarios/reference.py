"""docs/scenario-steps.md, written from the vocabulary itself: every step, one example each.

``steps_reference`` groups the step definitions by topic (``vocabulary.TOPICS``)
and gives each its pattern, with each argument shown as ``<name>``, an example that
the pattern matches, and the first line of its docstring. ``studrules steps``
prints it; a test fails when the file in docs/ is not what this writes.
"""

from __future__ import annotations

from studrules.money import DECIMALS, WHOLE_DIGITS
from studrules.scenarios.vocabulary import CHIPS_STEP, STEPS, TOPICS, StepDefinition

HEADER = f"""\
# Scenario steps

Every step a scenario of `features/` or a dispute for `studrules settle` may use,
grouped by topic, with an example of each. This page is written from the step
vocabulary itself (`studrules/scenarios/`): `studrules steps` prints it, and a test
fails when it is out of date. An argument is shown as `<name>`; `(?:...)` and `?`
mark optional words, `|` alternatives, as in a regular expression. A step under
`When` that records actions is ruled on as it is taken: `studrules settle` fails
that very step if an action is illegal.

An amount (`<amount>`, and those in `<actions>`) is `$` and digits: at most
{WHOLE_DIGITS} before the point and {DECIMALS} after it, `0` to `9` only (`$2`, `$0.25`,
`$2.50`). A step with any other amount (`$１`, `$-1`, `$1e3`, thirteen decimals) is
no step: `studrules settle` names its line and the amount (exit 2).

A tournament is played in chips that are no money: a scenario that says
`Given {CHIPS_STEP}` writes every amount as those digits without `$`
(`Given the stakes are 200/400 with a 25 ante and a 100 bring-in`, `When Alice
raises to 400`), and the steps' rulings say them the same way (the engine's own
sentences keep their `$`). In such a scenario an amount with `$` is no step, and
elsewhere one without it is none: `studrules settle` says which to write.
"""


def readable(definition: StepDefinition) -> str:
    """The step's pattern with each named group written ``<name>``."""
    pattern, out, at = definition.pattern.pattern, [], 0
    while at < len(pattern):
        if pattern.startswith("(?P<", at):
            name = pattern[at + 4 : pattern.index(">", at)]
            depth, at = 0, at
            while True:
                char = pattern[at]
                if char == "\\":
                    at += 2
                    continue
                depth += {"(": 1, ")": -1}.get(char, 0)
                at += 1
                if depth == 0:
                    break
            out.append(f"<{name}>")
        else:
            out.append(pattern[at])
            at += 1
    return "".join(out)


def steps_reference() -> str:
    """The text of docs/scenario-steps.md."""
    lines = [HEADER]
    for topic in TOPICS:
        lines += [f"## {topic}", ""]
        for definition in (step for step in STEPS if step.topic == topic):
            keyword = definition.kind.title()
            lines += [
                f"- **{keyword}** `{readable(definition)}`",
                f"  - example: `{keyword} {definition.example}`",
                f"  - {definition.doc}",
            ]
            if definition.takes_table:
                lines.append("  - takes a data table under it")
        lines.append("")
    return "\n".join(lines)
