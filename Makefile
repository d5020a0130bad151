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
TEST_WORKERS ?= auto
# The modules go out in the collection's order, the longest first (STARTED_FIRST in
# tests/run_order.py), not pytest-xdist's order by number of tests.
PYTEST_PARALLEL := -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder
# axe-core, the accessibility checker the browser tests run inside each page (from the
# npm registry, into build/axe; installed once, kept until `rm -rf build/axe`).
AXE_VERSION := 4.10.3
AXE := build/axe/node_modules/axe-core/axe.min.js
RESULTS := build/results

.PHONY: run test typecheck conformance test-compiled bench setup conformance-pokerkit release \
	release-pure release-compiled release-check release-check-suite release-check-hands

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

# What is published for a version, in dist/: the sdist, the pure wheel (py3-none-any, for
# every platform), the compiled wheel of this platform (mypyc, STUDRULES_COMPILE=1; made a
# manylinux wheel by auditwheel, as the package index refuses a plain linux one) and the
# suite's release file (its cases as JSON, the schemas, the retired IDs, the runner without
# Python and their checksums: studrules/conformance/release.py). Each package is installed
# in a fresh venv of its own, build/release/<name>, and checked there (release-check):
# every scenario through that venv's `studrules engine`, the recorded hands, and the build
# it imports (compiled or not, from the venv, not the checkout). Both wheels are built from
# the sdist, so the sdist is what builds them. The compiled build is one C file, one core
# for minutes: `-j 2` checks the pure wheel and the sdist on the other core meanwhile.
RELEASE := build/release
release: $(TEST_STAMP)
	rm -rf dist $(RELEASE)
	$(BIN)/python -m build --quiet --outdir dist .
	$(MAKE) --no-print-directory -j 2 --output-sync=target release-compiled release-pure
	$(BIN)/python -m studrules.conformance.release dist kit/js/run.mjs
	ls dist

# The pure wheel, then the sdist (pip builds its own wheel from it), each in its venv.
release-pure: $(TEST_STAMP)
	$(MAKE) --no-print-directory release-check NAME=wheel PACKAGE="$(wildcard dist/*-none-any.whl)" \
		BUILD=interpreted
	$(MAKE) --no-print-directory release-check NAME=sdist PACKAGE="$(wildcard dist/*.tar.gz)" \
		BUILD=interpreted

# The compiled wheel from the sdist (with `make release`, or alone: `make test-compiled`),
# repaired by auditwheel into dist/ as manylinux, then checked.
release-compiled: $(TEST_STAMP)
	rm -rf $(RELEASE)/linux
	test -f dist/studrules-*.tar.gz || $(BIN)/python -m build --quiet --sdist --outdir dist .
	STUDRULES_COMPILE=1 $(BIN)/pip wheel --quiet --no-deps --wheel-dir $(RELEASE)/linux \
		dist/studrules-*.tar.gz
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/auditwheel repair --wheel-dir dist $(RELEASE)/linux/*.whl
	$(MAKE) --no-print-directory release-check NAME=compiled \
		PACKAGE="$$(ls dist/*manylinux*.whl)" BUILD=compiled

# One package in a fresh venv: NAME (its folder), PACKAGE (the file), BUILD (compiled or
# interpreted). The conformance run starts in that folder, outside the checkout, so that
# the installed package is the one imported; the two scripts of tests/ run as scripts
# (not -m) for the same reason. No pytest: the venv holds the package and what it needs.
# The scenarios and the recorded hands are two targets of a sub-make that shares `make
# release`'s two job slots: side by side once the compiled build has freed its core.
release-check:
	rm -rf $(RELEASE)/$(NAME)
	$(PYTHON) -m venv $(RELEASE)/$(NAME)
	$(RELEASE)/$(NAME)/bin/pip install --quiet $(PACKAGE)
	$(RELEASE)/$(NAME)/bin/python tests/installed_build.py $(BUILD)
	$(MAKE) --no-print-directory release-check-suite release-check-hands NAME=$(NAME)

release-check-suite:
	cd $(RELEASE)/$(NAME) && PATH="$(CURDIR)/$(RELEASE)/$(NAME)/bin:$$PATH" \
		bin/studrules conformance --engine "studrules engine" --validate --timeout 30

release-check-hands:
	$(RELEASE)/$(NAME)/bin/python tests/random_hands.py --check
	$(RELEASE)/$(NAME)/bin/python tests/random_hands.py --wsop --check

bench: $(TEST_STAMP)
	$(BIN)/python benchmarks/rankings.py
	$(BIN)/python benchmarks/hands.py
	.ci/with-postgresql $(BIN)/python benchmarks/trainer_load.py

# The optional compiled engine (docs/compiled.md) alone: the compiled part of `make release`
# (the sdist, the compiled manylinux wheel from it, checked in build/release/compiled).
test-compiled: release-compiled
