"""Checks on an installed Spellforge, run by packaging/check_wheel.sh with the installed
environment's Python in isolated mode (`python -I`: neither the working folder nor PYTHONPATH
is on sys.path, so the checkout cannot be imported by accident):

  - `spellforge` is imported from that environment, not from a checkout;
  - its data (db/, i18n/, images/) is inside the installed package;
  - the Russian and Polish UI catalogs load from there with QTranslator and translate;
  - every game of the registry (spellforge.games) builds its library from the installed db/<game>/.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(checkout: str) -> int:
    import spellforge
    from spellforge import paths

    repo = Path(checkout).resolve()
    package = Path(spellforge.__file__).resolve().parent
    problems = []
    if any(Path(p or ".").resolve() == repo for p in sys.path):
        problems.append(f"the checkout {repo} is on sys.path")
    if repo in package.parents or package.parent == repo:
        problems.append(f"spellforge was imported from the checkout: {package}")
    root = paths.data_root()
    if package not in root.parents:
        problems.append(f"the data is not inside the installed package: {root}")

    from PySide6.QtCore import QCoreApplication, QTranslator

    app = QCoreApplication([])  # noqa: F841 - translators want an application
    for lang in ("ru", "pl"):
        t = QTranslator()
        if not t.load(f"spellforge_{lang}", str(paths.i18n_dir())):
            problems.append(f"{paths.i18n_dir()}/spellforge_{lang}.qm: QTranslator could not load it")
            continue
        source = "&New spellbook"
        text = t.translate("MainWindow", source)
        if not text or text == source:
            problems.append(f"spellforge_{lang}.qm loads but does not translate {source!r}")
        else:
            print(f"ok   {lang}: {t.filePath()} ({source!r} -> {text!r})")
    import tempfile

    from spellforge import games

    with tempfile.TemporaryDirectory(prefix="spellforge-check-") as tmp:
        for game in games.other_games():
            try:
                game.load(game.build)(paths.game_db_dir(game.db_dir), Path(tmp) / f"{game.id}.sqlite")
                print(f"ok   {game.name}: its library builds from {paths.game_db_dir(game.db_dir)}")
            except Exception as exc:  # noqa: BLE001 - any failure is a finding to print
                problems.append(f"{game.name}: its library does not build from the installed data: {exc}")
    print(f"ok   spellforge {spellforge.__version__} from {package}; data in {root}")
    for p in problems:
        print(f"FAIL {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
