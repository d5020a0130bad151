# Two entry points, both safe on a fresh clone: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test
PORT ?= 5000
# pytest's worker processes (pytest-xdist): one per core by default. The tests of one module
# stay on one worker, so a module's costly fixture (the installed wheel, the exported suite)
# is made once. (Not --dist loadgroup: with pytest 9.2 its groups are not kept together.)
# The modules go out in the collection's order, the longest first (STARTED_FIRST in
# tests/conftest.py), not pytest-xdist's order by number of tests.
TEST_WORKERS ?= auto
PYTEST_PARALLEL := -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder
# axe-core, the accessibility checker the browser tests run inside each page (from the
# npm registry, into build/axe; installed once, kept until `rm -rf build/axe`).
AXE_VERSION := 4.10.3
AXE := build/axe/node_modules/axe-core/axe.min.js
RESULTS := build/results

.PHONY: run test typecheck conformance test-compiled bench setup conformance-pokerkit release

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# The trainer needs only its own extra; the tests need everything.
$(RUN_STAMP): pyproject.toml | $(VENV)/bin/python
	$(BIN)/pip install --quiet -e ".[trainer]"
	touch $(RUN_STAMP)

$(TEST_STAMP): pyproject.toml | $(VENV)/bin/python
	$(BIN)/pip install --quiet -e ".[test,trainer,bench]"
	touch $(TEST_STAMP) $(RUN_STAMP)

$(AXE):
	npm install --silent --no-save --no-package-lock --no-audit --no-fund \
		--prefix build/axe axe-core@$(AXE_VERSION)

setup: $(TEST_STAMP) $(AXE)

# The trainer on http://127.0.0.1:$(PORT)/ (SQLite in ./instance), served by gunicorn.
run: $(RUN_STAMP)
	$(BIN)/studrules serve --port $(PORT)

# Lint; then, side by side (`make -j 2`: each takes about one core), the type check (mypy over
# studrules and the trainer) and the conformance runs: the whole suite through the reference
# engine as a subprocess (the conformance runner), the PokerKit adapter's report, the Node
# engine of high hands, and the results page of those three runs (build/results/site/index.html,
# which opens from disk, from their JSON reports in build/results); then every test, in parallel
# (browser tests included: they need /usr/bin/chromium, which .ci/run installs, and axe-core,
# installed here with npm; the trainer's database tests need a PostgreSQL server:
# `.ci/with-postgresql make test` starts one, as .ci/run does, and without one they are
# skipped, or fail under CI).
test: $(TEST_STAMP) $(AXE)
	$(BIN)/ruff check .
	$(MAKE) --no-print-directory -j 2 --output-sync=target typecheck conformance
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/pytest -q $(PYTEST_PARALLEL)

typecheck: $(TEST_STAMP)
	$(BIN)/mypy

conformance: $(TEST_STAMP)
	mkdir -p $(RESULTS)
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/studrules conformance --engine "studrules engine" --validate \
		--timeout 30 --json $(RESULTS)/reference.json
	$(MAKE) --no-print-directory conformance-pokerkit
	$(BIN)/studrules conformance --engine "node tests/engines/high.js" \
		--expectations tests/engines/high.expect.json --timeout 30 --json $(RESULTS)/high-js.json
	$(BIN)/studrules conformance report --html $(RESULTS)/site $(RESULTS)/*.json

conformance-pokerkit: $(TEST_STAMP)
	mkdir -p $(RESULTS)
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/studrules conformance \
		--engine "$(CURDIR)/$(BIN)/python -m studrules.adapters.pokerkit_engine" \
		--expectations expectations/pokerkit.json --timeout 30 --json $(RESULTS)/pokerkit.json

# What is published for a version: the sdist and the wheel, and the suite's release file
# (its cases as JSON, the schemas, the retired IDs, the runner without Python and their
# checksums: studrules/conformance/release.py), all in dist/.
release: $(TEST_STAMP)
	rm -rf dist
	$(BIN)/python -m build --outdir dist .
	$(BIN)/python -m studrules.conformance.release dist kit/js/run.mjs

bench: $(TEST_STAMP)
	$(BIN)/python benchmarks/rankings.py
	$(BIN)/python benchmarks/hands.py
	.ci/with-postgresql $(BIN)/python benchmarks/trainer_load.py

# The optional compiled engine (docs/compiled.md): a wheel built with STUDRULES_COMPILE=1
# (mypyc, needs a C compiler), installed in its own venv outside the editable install;
# then the engine-facing tests against it: every scenario, through the conformance run of
# that venv's `studrules engine` (the same steps pytest-bdd runs in process, so they are not
# run twice), every recorded hand (`make test` replays every fifth), and the check that
# the engine's modules it imports are the compiled ones.
COMPILED := build/compiled/.venv
test-compiled:
	rm -rf $(COMPILED)
	$(PYTHON) -m venv $(COMPILED)
	STUDRULES_COMPILE=1 $(COMPILED)/bin/pip install --quiet ".[test,trainer]"
	cd build/compiled && STUDRULES_EXPECT_BUILD=compiled PATH="$(CURDIR)/$(COMPILED)/bin:$$PATH" \
		.venv/bin/studrules conformance --engine "studrules engine" --validate --timeout 30
	STUDRULES_EXPECT_BUILD=compiled STUDRULES_RECORDED_HANDS=all PATH="$(CURDIR)/$(COMPILED)/bin:$$PATH" \
		$(COMPILED)/bin/pytest -q $(PYTEST_PARALLEL) -p no:cacheprovider tests/engine/test_compiled_build.py \
		tests/engine/test_recorded_hands.py tests/engine/test_recorded_wsop_hands.py
