"""`spellforge ss …`: Sword & Sorcery's command group lives in its game folder."""

from spellforge.games.swordsorcery.cli import register  # noqa: F401
