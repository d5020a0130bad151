"""The modules a compiled build (``STUDRULES_COMPILE=1``) hands to mypyc.

The engine's hot path: what a hand's step, its rankings and its values run
through. Everything else (protocol, scenarios, conformance, PHH, CLI, trainer)
stays Python: it runs once a request, not once an action. docs/compiled.md
says how the list was chosen and measured.
"""

MODULES = [
    "studrules/hand/betting.py",
    "studrules/hand/explain.py",
    "studrules/hand/order.py",
    "studrules/hand/pot_limit.py",
    "studrules/hand/schedule.py",
    "studrules/hand/showdown.py",
    "studrules/hand/dealing.py",
    "studrules/hand/outcome.py",
    "studrules/hand/model.py",
    "studrules/hand/engine.py",
    "studrules/rankings/base.py",
    "studrules/rankings/citations.py",
    "studrules/rankings/high.py",
    "studrules/rankings/low.py",
    "studrules/rankings/showing.py",
    "studrules/rankings/tables.py",
    "studrules/rankings/wild.py",
    "studrules/rankings/words.py",
    "studrules/rankings/soko.py",
    "studrules/cards.py",
    "studrules/game.py",
    "studrules/money.py",
    "studrules/prose.py",
]
