# Two entry points, both safe on a fresh clone: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench setup

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[test,bench]"
	touch $(STAMP)

setup: $(STAMP)

# Rank a stud hand (change it with HAND="..." RANKING=...).
HAND ?= (Ah Kd) 4s 7c 9h Jd (2c)
RANKING ?= high
run: $(STAMP)
	$(BIN)/studrules hand "$(HAND)" --ranking $(RANKING)

# Every test in process, then the scenarios again through the JSON protocol as a subprocess.
test: $(STAMP)
	$(BIN)/ruff check .
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/pytest -q tests/test_features.py --engine "studrules engine"
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/pytest -q

bench: $(STAMP)
	$(BIN)/python benchmarks/rankings.py
