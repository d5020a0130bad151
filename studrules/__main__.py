"""``python -m studrules``: the same command line as ``studrules``."""

from studrules.cli import main

raise SystemExit(main())
