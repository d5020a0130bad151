#!/usr/bin/env bash
# A measurement for the next step of #17 (docs/next.md, "Speed of a hand", third round):
# the engine compiled with mypyc, in a scratch copy; the checkout itself is not changed.
#
#   benchmarks/mypyc_experiment.sh SCRATCH_DIR [functions|engine|wide]
#
# Copies this checkout (without .git and .venv) to SCRATCH_DIR, compiles one
# tier of modules there with the venv's mypyc (needs a C compiler), then runs
# tests/test_recorded_hands.py and benchmarks/hands.py against the compiled copy
# (PYTHONPATH puts it before the editable install). Nothing in this checkout
# changes. The tiers (docs/next.md, "Speed of a hand"):
#   functions: hand/{betting,explain,order,pot_limit,schedule,showdown,dealing,outcome}
#              and rankings/*: modules of functions and small value classes;
#   engine:    the same and hand/model.py, hand/engine.py;
#   wide:      the same and cards.py, game.py, money.py, prose.py.
# What has to change for it to work at all: ``evolve`` copies an instance's
# ``__dict__``, which mypyc's native classes do not have, so the classes it copies
# (Seat, Round, Stakes, HandState, Dealer, and for "wide" Street, Names, Variant) are
# marked ``@mypyc_attr(native_class=False)``; for "wide", a compiled Card (which
# refuses __setattr__) is unhashable until it defines __hash__. Patches made here,
# in the scratch copy only (the game.py and cards.py ones are harmless when not compiled).
# mypyc's setup() cannot read pyproject.toml's SPDX ``license`` with setuptools 65,
# so it is moved aside for the build, and a minimal mypy.ini stands in.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
scratch=${1:?scratch directory}
tier=${2:-engine}
py=$here/.venv/bin/python

rm -rf "$scratch" && mkdir -p "$scratch"
(cd "$here" && tar --exclude=.git --exclude=.venv --exclude=build -cf - .) | (cd "$scratch" && tar -xf -)
cd "$scratch"
find studrules -name '*.so' -delete
"$py" - <<'EOF'
import re
from pathlib import Path
for path in ("studrules/hand/model.py", "studrules/hand/engine.py", "studrules/hand/dealing.py",
             "studrules/game.py"):
    text = Path(path).read_text()
    text = re.sub(r"@dataclass\(frozen=True\)\nclass (Seat|Round|Stakes|HandState|Dealer|Street|Names|Variant)\b",
                  r"@mypyc_attr(native_class=False)\n@dataclass(frozen=True)\nclass \1", text)
    text = text.replace("from __future__ import annotations\n",
                        "from __future__ import annotations\n\nfrom mypy_extensions import mypyc_attr\n", 1)
    Path(path).write_text(text)
# A native Card has no hash of its own once it defines __setattr__: give it object's (by identity,
# as before: cards are interned).
cards = Path("studrules/cards.py")
cards.write_text(cards.read_text().replace(
    "    def __reduce__(self):\n",
    "    def __hash__(self) -> int:\n        return object.__hash__(self)\n\n    def __reduce__(self):\n", 1))
EOF
modules="studrules/hand/betting.py studrules/hand/explain.py studrules/hand/order.py
 studrules/hand/pot_limit.py studrules/hand/schedule.py studrules/hand/showdown.py
 studrules/hand/dealing.py studrules/hand/outcome.py studrules/rankings/base.py
 studrules/rankings/citations.py studrules/rankings/high.py studrules/rankings/low.py
 studrules/rankings/showing.py studrules/rankings/tables.py studrules/rankings/wild.py
 studrules/rankings/words.py studrules/rankings/soko.py"
case $tier in
  functions) ;;
  engine) modules="$modules studrules/hand/model.py studrules/hand/engine.py" ;;
  wide) modules="$modules studrules/hand/model.py studrules/hand/engine.py studrules/cards.py
         studrules/game.py studrules/money.py studrules/prose.py" ;;
  *) echo "unknown tier: $tier (functions, engine or wide)" >&2; exit 2 ;;
esac
printf '[mypy]\npython_version = 3.11\ncheck_untyped_defs = True\n' > mypy.ini
mv pyproject.toml pyproject.toml.off
# shellcheck disable=SC2086
"$here/.venv/bin/mypyc" $modules > mypyc.log 2>&1 || { tail -20 mypyc.log; mv pyproject.toml.off pyproject.toml; exit 1; }
mv pyproject.toml.off pyproject.toml
PYTHONPATH=$scratch "$here/.venv/bin/pytest" -q -p no:cacheprovider tests/test_recorded_hands.py
PYTHONPATH=$scratch "$py" benchmarks/hands.py --hands 300 --repeat 5
