"""Games other than Mage Wars, one subpackage each.

Mage Wars is the reference game and lives in the top-level packages (domain, library, rules,
formats, sim, render, collection). A further game gets its own subpackage here with the same
shape as `mageknight/`:

    games/<game>/library.py   load and check its reviewed text in db/<game>/ (facts only)
    games/<game>/...          its build rules, calculators and simulators (headless, no Qt)
    cli/cmd_<short>.py        its `spellforge <short> …` command group
    ui/<short>_*.py           its views, shown by the window's game switcher (ui/window/game_switcher.py)

Shared parts (paths, fileio's atomic writes, the CLI shell, i18n, the window) serve every game.

A game whose record names its `cli` and `view` (Sword & Sorcery) lives entirely in its folder:
the CLI shell registers its command group, the window's switcher builds its view, the digest
leaves its db/<id>/ folder to it — this record is its only line outside the folder.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    id: str  # stable: stored in settings, used in db/<id>/
    name: str  # English display name (translated in the UI)
    command: str = ""  # its `spellforge <command> …` group, registered by `cli`
    cli: str = ""  # module with register(subparsers)
    view: str = ""  # "module:Class" of its window view: Class(card_language, parent)
    names: tuple[tuple[str, str], ...] = ()  # (language, the edition's title) where it differs from `name`

    def title(self, lang: str) -> str:
        return dict(self.names).get(lang, self.name)


MAGE_WARS = GameInfo("mage-wars", "Mage Wars")
MAGE_KNIGHT = GameInfo("mage-knight", "Mage Knight")
SWORD_SORCERY = GameInfo("sword-sorcery", "Sword & Sorcery", command="ss", cli="spellforge.games.swordsorcery.cli",
                         view="spellforge.games.swordsorcery.ui.view:SwordSorceryView",
                         names=(("ru", "Клинок и колдовство"),))  # the Russian edition's title, 002 L119
GAMES = (MAGE_WARS, MAGE_KNIGHT, SWORD_SORCERY)  # the first is the default
OTHER_GAME_DIRS = frozenset(g.id for g in GAMES[1:])  # db/<id>/ of the other games: not Mage Wars' library
