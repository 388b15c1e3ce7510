"""Frozen entry point of `spellforge-app`: the window, without a console on Windows and macOS."""

import sys

from spellforge.ui.app import main

sys.exit(main())
