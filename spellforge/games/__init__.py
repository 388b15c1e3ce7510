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
    its `products`            the boxes a collection of it is made of (GameProduct), read by the
                              shared collection (library/user/game_collection.py: unknown ids are
                              refused, names in any language found) and its view (ui/collection/)

Readers of the registry: the CLI shell (the command groups), the window's game switcher (the
views, their titles), the shared collection of boxes (the products), library.digest (db/<db>/ is not Mage Wars' library) and the packaging
checks (packaging/build_dist.py wants db/<db>/ in the wheel, check_installed.py builds every
game's library from the installed data). Deleting a game's folder and its line here leaves the
others working (tests/games/test_without_mage_knight.py proves it for Mage Knight;
tests/games/test_new_game.py adds a throwaway game this way).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameProduct:
    """A box of a game, as its collection counts it: what a player owns is a set of these."""

    id: str  # stable: stored in user.sqlite (user_game_product.product)
    names: tuple[tuple[str, str], ...]  # (language, name); "en" is always there

    def name(self, lang: str) -> str:
        names = dict(self.names)
        return names.get(lang) or names["en"]


@dataclass(frozen=True)
class GameInfo:
    id: str  # stable: stored in settings, used in db/<id>/
    name: str  # English display name (translated in the UI)
    command: str = ""  # its `spellforge <command> …` group: games/<package>/cli.py's register(subparsers)
    package: str = ""  # its folder, spellforge/games/<package>/
    view: str = ""  # "module:Class" in its package of its window view: Class(card_language, parent)
    build: str = ""  # "module:function" in its package building its library: function(source folder, target file)
    names: tuple[tuple[str, str], ...] = ()  # (language, the edition's title) where it differs from `name`
    db: str = ""  # its folder under db/ (reviewed text, facts only); "" = its id
    products: str = ""  # "module:function" in its package giving its collection's boxes: function() -> [GameProduct]

    def title(self, lang: str) -> str:
        return dict(self.names).get(lang, self.name)

    @property
    def db_dir(self) -> str:
        return self.db or self.id

    @property
    def cli(self) -> str:
        """The module registering its command group ("" = none)."""
        return f"spellforge.games.{self.package}.cli" if self.command and self.package else ""

    def collection_products(self) -> tuple[GameProduct, ...]:
        """The boxes a collection of this game is made of, in the game's order (() = it has no
        collection of boxes: Mage Wars counts cards, spellforge/collection/)."""
        return tuple(self.load(self.products)()) if self.products and self.package else ()

    def load(self, spec: str):
        """The object named by "module:attribute" inside its package (its view class, its build)."""
        import importlib

        module, _, attr = spec.partition(":")
        return getattr(importlib.import_module(f"spellforge.games.{self.package}.{module}"), attr)


# One line per game. The first is Mage Wars, the default, whose code is the top-level packages.
GAMES = (
    GameInfo("mage-wars", "Mage Wars", names=(("ru", "Войны магов"),)),  # the Russian rulebook's title, 000 L13 (the Polish one keeps Mage Wars, 004 L773)
    GameInfo("mage-knight", "Mage Knight", "mk", "mageknight", "ui.view:MageKnightView", "store:build_mk_library", products="collection:products"),
    GameInfo("sword-sorcery", "Sword & Sorcery", "ss", "swordsorcery", "ui.view:SwordSorceryView", "store:build_library",
             names=(("ru", "Клинок и колдовство"),)),  # the Russian edition's title, 002 L119
)
MAGE_WARS = GAMES[0]


def other_games() -> tuple[GameInfo, ...]:
    """The games after Mage Wars, read from GAMES when asked."""
    return GAMES[1:]


def other_game_dirs() -> frozenset[str]:
    """db/<db>/ of the other games: not part of Mage Wars' library."""
    return frozenset(g.db_dir for g in other_games())


def find(game_id: str) -> GameInfo:
    return next(g for g in GAMES if g.id == game_id)
