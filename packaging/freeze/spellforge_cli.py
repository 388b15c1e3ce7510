"""Frozen entry point of `spellforge` (the CLI; with no command it opens the window)."""

import sys

from spellforge.cli import main

sys.exit(main())
