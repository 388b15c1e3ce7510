"""Issue 32's acceptance: a game is its folder plus one registry line. A throwaway game — a
one-card CSV library, a command group printing its cards, an empty view, one collection box — is
added to a copy of the checkout with no other edit, and appears in `spellforge --help`, answers its
command, shows in the window's game switcher (which hands it the menu bar) and goes into the wheel;
the shared collection knows its box from the record; Mage Wars' library digest leaves its db/
folder alone. Everything runs the copy's own code in a new process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.games.checkout import ROOT, WINDOW_START, add_registry_line, copy_checkout, run

GAME = {
    "spellforge/games/throwaway/__init__.py": '"""A throwaway game made by tests/games/test_new_game.py."""\n\n'
                                              'README_ROW = "**Throwaway** (the test game): its cards"\n',
    "spellforge/games/throwaway/library.py": '''"""Its library: db/throwaway/cards.csv (id,name) -> throwaway.sqlite in the user data folder."""

import csv
import sqlite3
from pathlib import Path

from spellforge import paths


def build(source: Path, target: Path) -> None:
    from spellforge.fileio import atomic_path

    with open(source / "cards.csv", encoding="utf-8", newline="") as f:
        cards = list(csv.DictReader(f))
    with atomic_path(target) as tmp:
        con = sqlite3.connect(tmp)
        con.execute("CREATE TABLE card (id TEXT PRIMARY KEY, name TEXT NOT NULL)")
        con.executemany("INSERT INTO card VALUES (:id, :name)", cards)
        con.commit()
        con.close()


def products():
    """Its boxes for the registry record: db/throwaway/products.csv."""
    from spellforge.games import GameProduct

    with open(paths.game_db_dir("throwaway") / "products.csv", encoding="utf-8", newline="") as f:
        return [GameProduct(r["id"], tuple((lang, r[lang]) for lang in ("en", "ru", "pl"))) for r in csv.DictReader(f)]


def cards() -> list[tuple[str, str]]:
    target = paths.data_dir() / "throwaway.sqlite"
    build(paths.game_db_dir("throwaway"), target)
    con = sqlite3.connect(target)
    try:
        return con.execute("SELECT id, name FROM card ORDER BY id").fetchall()
    finally:
        con.close()
''',
    "spellforge/games/throwaway/cli.py": '''"""`spellforge tg …`."""


def register(subparsers) -> None:
    p = subparsers.add_parser("tg", help="Throwaway: the test game's cards")
    sub = p.add_subparsers(dest="tg_command", metavar="SUBCOMMAND", required=True)
    sub.add_parser("cards", help="every card").set_defaults(func=_cards)


def _cards(args) -> int:
    from spellforge.games.throwaway.library import cards

    for card_id, name in cards():
        print(f"{card_id}: {name}")
    return 0
''',
    "spellforge/games/throwaway/ui/__init__.py": "",
    "spellforge/games/throwaway/ui/view.py": '''from PySide6.QtWidgets import QMenu, QWidget


class EmptyView(QWidget):  # what the window asks of a game's view: spellforge.ui.window.game_view.GameView
    def __init__(self, card_language: str, parent=None):
        super().__init__(parent)
        self.setObjectName("throwawayView")
        self.menu = QMenu("Throwaway", self)

    def menus(self):
        return [self.menu]

    def search_help(self):
        return None

    def set_card_language(self, lang):
        self.card_language = lang

    def retranslate_ui(self):
        self.menu.setTitle("Throwaway")
''',
    "db/throwaway/cards.csv": "id,name\nt1,Test Card\n",
    "db/throwaway/products.csv": "id,en,ru,pl\nstarter,Starter Box,Стартовая коробка,Pudełko startowe\n",
}
RECORD = ('GameInfo("throwaway", "Throwaway", "tg", "throwaway", "ui.view:EmptyView", "library:build", '
          'products="library:products"),')

WINDOW_PROBE = WINDOW_START + """
from spellforge.library.digest import source_files
switcher = window.game_switcher
combo = switcher.combo
items = [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]
combo.setCurrentIndex(combo.findData("throwaway"))
shown = switcher.stack.currentWidget().objectName()
new_book_in_game = window.commands["new_book"].isEnabled()
combo.setCurrentIndex(combo.findData("mage-wars"))
db = paths.db_source_dir()
from spellforge.games import find
from spellforge.ui.collection.game_products import GameProductsBox
boxes = GameProductsBox(find("throwaway").collection_products(), "pl", ["starter"])
print(json.dumps({"items": items, "shown": shown, "new_book_in_game": new_book_in_game,
                  "boxes": [(b.text(), b.isChecked()) for b in boxes.boxes.values()],
                  "new_book_back": window.commands["new_book"].isEnabled(),
                  "digest_reads": sorted({p.relative_to(db).parts[0] for p in source_files(db)})}))
window.close()
"""

COLLECTION_PROBE = """
import json
from spellforge.library.user.game_collection import GameCollection, UnknownProductError
from spellforge.library.user.store import UserStore
owned_in = GameCollection("throwaway", UserStore())
owned_in.set_owned(owned_in.find_product("стартовая коробка").id, True)
try:
    owned_in.set_owned("deluxe", True)
    refused = ""
except UnknownProductError as exc:
    refused = str(exc)
print(json.dumps({"owned": sorted(owned_in.products()), "refused": refused}))
"""

WHEEL_PROBE = """
import importlib.util, json, runpy, tomllib
import setuptools

include = tomllib.load(open("pyproject.toml", "rb"))["tool"]["setuptools"]["packages"]["find"]["include"]
packages = setuptools.find_packages(where=".", include=include)
setuptools.setup = lambda **kw: None  # setup.py's data rule, without building
data = [str(p) for p in runpy.run_path("setup.py")["data_files"]()]
spec = importlib.util.spec_from_file_location("build_dist", "packaging/build_dist.py")
build_dist = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_dist)
print(json.dumps({"packages": packages, "data": data, "required": list(build_dist.required())}))
"""


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in (root / "spellforge").rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and "_data" not in p.parts}


@pytest.mark.slow  # slow: run by .ci/run on its own (the README's command stays under 5 minutes on 2 busy cores)
def test_a_new_game_is_its_folder_and_one_registry_line(tmp_path):
    root = copy_checkout(tmp_path / "checkout")
    for rel, text in GAME.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    add_registry_line(root, RECORD)
    before, after = _files(ROOT), _files(root)
    changed = sorted(k for k in after if before.get(k) != after[k])
    assert changed == ["spellforge/games/__init__.py"] + sorted(k for k in GAME if k.startswith("spellforge/"))
    assert set(before) <= set(after)
    data = tmp_path / "user"
    data.mkdir()

    r = run(root, ["-m", "spellforge", "--help"], data)
    assert r.returncode == 0, r.stderr
    assert any(line.split()[:1] == ["tg"] and "Throwaway: the test game's cards" in line for line in r.stdout.splitlines())
    r = run(root, ["-m", "spellforge", "tg", "cards"], data)
    assert (r.returncode, r.stdout, r.stderr) == (0, "t1: Test Card\n", "")
    r = run(root, ["scripts/dev/readme_games.py"], data)  # its row of the README's command table, made
    assert r.returncode == 0, r.stderr
    rows = [ln for ln in (root / "README.md").read_text(encoding="utf-8").splitlines() if ln.startswith("| `spellforge ")]
    assert rows[-1] == "| `spellforge tg cards` | **Throwaway** (the test game): its cards <!-- game: throwaway -->"

    r = run(root, ["-c", WINDOW_PROBE], data)
    assert r.returncode == 0, r.stderr
    seen = json.loads(r.stdout.splitlines()[-1])
    assert seen["items"][-1] == ["throwaway", "Throwaway"] and seen["items"][0][0] == "mage-wars"
    assert seen["shown"] == "throwawayView"
    assert seen["new_book_in_game"] is False and seen["new_book_back"] is True  # the game has the menu bar
    assert "throwaway" not in seen["digest_reads"] and "sets" in seen["digest_reads"]
    assert seen["boxes"] == [["Pudełko startowe", True]]  # the shared collection view lists its boxes

    r = run(root, ["-c", COLLECTION_PROBE], data)  # the shared collection knows its boxes from the record
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout.splitlines()[-1]) == {
        "owned": ["starter"], "refused": "'deluxe' is not a Throwaway product; known: starter"}

    r = run(root, ["-c", WHEEL_PROBE], data)
    assert r.returncode == 0, r.stderr
    wheel = json.loads(r.stdout.splitlines()[-1])
    assert {"spellforge.games.throwaway", "spellforge.games.throwaway.ui"} <= set(wheel["packages"])
    assert "db/throwaway/cards.csv" in wheel["data"]  # setup.py ships it as spellforge/_data/db/throwaway/
    assert "db/throwaway/" in wheel["required"]  # and the wheel check wants it there
