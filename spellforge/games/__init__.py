"""Games other than Mage Wars, one folder each, and the registry that lists every game once.

Mage Wars is the reference game and lives in the top-level packages (domain, library, rules,
formats, sim, render, collection). Every other game is `games/<game>/` and holds everything that
is only its own; its record below is its only line outside that folder:

    games/<game>/library.py   load and check its reviewed text in db/<db>/ (facts only)
    games/<game>/store.py     its SQLite library (and user tables) through the library layer's
                              shared mechanisms (library.digest, fileio, UserStore)
    games/<game>/cli.py       its `spellforge <command> …` group: register(subparsers)
    games/<game>/ui/          its Qt views; the record's `view` is what the window's switcher shows
    games/<game>/messages.py  its sentences for the .ts catalogs (i18n/update.sh scans it)

Readers of the registry: the CLI shell (the command groups), the window's game switcher (the
views, their titles), library.digest (db/<db>/ is not Mage Wars' library) and the packaging
checks (packaging/build_dist.py wants db/<db>/ in the wheel, check_installed.py builds every
game's library from the installed data). Deleting a game's folder and its line here leaves the
others working (tests/games/test_registry.py proves it for Mage Knight).
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
    db: str = ""  # its folder under db/ (reviewed text, facts only); "" = its id
    build: str = ""  # "module:function" building its library: function(source folder, target file)

    @property
    def db_dir(self) -> str:
        return self.db or self.id

    def title(self, lang: str) -> str:
        return dict(self.names).get(lang, self.name)


MAGE_WARS = GameInfo("mage-wars", "Mage Wars")
MAGE_KNIGHT = GameInfo("mage-knight", "Mage Knight", command="mk", cli="spellforge.games.mageknight.cli",
                       view="spellforge.games.mageknight.ui.view:MageKnightView",
                       build="spellforge.games.mageknight.store:build_mk_library")
SWORD_SORCERY = GameInfo("sword-sorcery", "Sword & Sorcery", command="ss", cli="spellforge.games.swordsorcery.cli",
                         view="spellforge.games.swordsorcery.ui.view:SwordSorceryView",
                         build="spellforge.games.swordsorcery.store:build_library",
                         names=(("ru", "Клинок и колдовство"),))  # the Russian edition's title, 002 L119
GAMES = (MAGE_WARS, MAGE_KNIGHT, SWORD_SORCERY)  # the first is the default


def other_games() -> tuple[GameInfo, ...]:
    """The games after Mage Wars, read from GAMES when asked (a test may put a game in)."""
    return GAMES[1:]


def other_game_dirs() -> frozenset[str]:
    """db/<db>/ of the other games: not part of Mage Wars' library."""
    return frozenset(g.db_dir for g in other_games())


def find(game_id: str) -> GameInfo:
    return next(g for g in GAMES if g.id == game_id)


def load(spec: str):
    """The object a record names as "module:attribute" (its view class, its build function)."""
    import importlib

    module, _, attr = spec.partition(":")
    return getattr(importlib.import_module(module), attr)
