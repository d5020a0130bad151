"""The studrules trainer: for now the rulebook renderer; the Flask quiz app comes with its issue."""
