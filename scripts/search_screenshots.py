"""Render the card search's states in English, Russian and Polish to docs/screenshots/ (offscreen,
in a throwaway user data directory), each reached as a user reaches it:

    search-empty-<lang>.png   a query that finds nothing: the card panel is empty and the list
                              offers "no cards — did you mean …" with the closest names
    search-help-<lang>.png    the search help, opened with the ? button beside the search box
    search-legal-<lang>.png   a new book with the Wizard: "Legal for this book" on and the Points
                              column sorted, for the Fire attacks (Twin Fireball, an Academy card,
                              is gone)

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/search_screenshots.py [--out docs/screenshots]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from scripts.screenshots import settle  # noqa: E402

EMPTY_QUERIES = {"en": "fireballl t:creature", "ru": "огненный шарр т:существо", "pl": "kula ogniaa typ:stworzenie"}
FIRST_QUERIES = {"en": "fireball", "ru": "огненный шар", "pl": "kula ognia"}
LEGAL_QUERIES = {"en": "s:fire t:attack", "ru": "ш:огонь т:атака", "pl": "szkoła:ogień typ:atak"}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--langs", default="en,ru,pl")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    data = tempfile.TemporaryDirectory(prefix="spellforge-search-shots-")  # removed when the script ends
    os.environ["SPELLFORGE_DATA_DIR"] = data.name

    from PySide6.QtCore import Qt

    from spellforge.library.user.books import BookStore
    from spellforge.ui.app import configure_application, load_library_with_progress
    from spellforge.ui.cards.model import POINTS_COLUMN
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.settings import Settings
    from spellforge.ui.translations import Translations

    app = configure_application(sys.argv[:1])
    lib = load_library_with_progress()
    store = BookStore()
    translations = Translations()
    for lang in args.langs.split(","):
        settings = Settings()
        settings.ui_language = settings.card_language = lang
        translations.install(lang)
        store.set_value("open_books", [])
        for summary in store.books():
            store.set_deleted(summary.id)
        window = MainWindow(lib, settings, translations, store)
        window.resize(1366, 768)
        window.show()
        window.splitter.setSizes([980, 120])
        browser = window.browser
        browser.search.setText(FIRST_QUERIES[lang])  # a card in the panel first: it must clear
        settle(app, 1.0)
        browser.search.setText(EMPTY_QUERIES[lang])
        settle(app, 1.0)
        assert browser.model.rowCount() == 0 and window.detail.card_id is None, "the panel must clear"
        window.grab().save(str(out / f"search-empty-{lang}.png"))

        browser.help_button.click()
        settle(app, 0.6)
        window._help.resize(760, 680)
        settle(app, 0.3)
        window._help.grab().save(str(out / f"search-help-{lang}.png"))
        window._help.close()

        editor = window.new_book()
        editor.choose_mage("Wizard")
        window.resize(1920, 1000)  # room for the browser's columns beside the book
        window.splitter.setSizes([900, 660])
        browser.search.setText(LEGAL_QUERIES[lang])
        browser.legal_chip.setChecked(True)
        browser.view.sortByColumn(POINTS_COLUMN, Qt.AscendingOrder)
        settle(app, 1.0)
        assert "twin-fireball" not in browser.model.ids() and "fireball" in browser.model.ids()
        window.grab().save(str(out / f"search-legal-{lang}.png"))
        window.close()
        window.deleteLater()
        settle(app, 0.2)
        print(f"{lang}: 3 search screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
