"""``python -m studrules_trainer`` is ``studrules serve`` (see ``studrules_trainer.serving``)."""

import sys

from studrules.cli import main

if __name__ == "__main__":
    sys.exit(main(["serve", *sys.argv[1:]]))
