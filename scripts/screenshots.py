"""Render the main states of the desktop app in English, Russian and Polish to docs/screenshots/
(offscreen, in a throwaway user data directory):

    browser-<lang>.png          the card browser with a query, the detail panel and the picture
    editor-legal-<lang>.png     the official Warlock spellbook at 1366×768: 120 / 120, legal, charts
    editor-problems-<lang>.png  the same book with a 7th Dispel and a Holy-only card: problems
    editor-wide-en.png          the same at 1920×1080: the charts beside the book
    import-report-<lang>.png    the import report of a Russian plain-text list
    editor-collection-en.png    the Warlock book against one Core Set with the official Wizard
                                book assembled: ✔ enough / ✖ missing / ⚠ in the Wizard's book
    collection.png              the collection view: one Core Set and two singles
    collection-assembled.png    two assembled books competing for Dispel
    playtest.png                200 goldfish games of the official Beastmaster book (the matchup engine)
    playtest-compare-<lang>.png the Compare A/B tab at 1366×768: the official Warlock book's saved
                                version against the book now without one Fireball, 500 games
    playtest-log-<lang>.png     one game of the official Beastmaster book against the fighting
                                dummy with a kit of cards, its first 3 rounds: the log's sentences
    mk-deck-<lang>.png          Mage Knight (game switcher): Tovak's deck with its odds charts
    mk-highlevel-<lang>.png     Mage Knight: the rulebook's high-level-start example, checked
    mk-goldfish-<lang>.png      Mage Knight: the round goldfish, Tovak with 2 wounds, full model
    mk-collection-<lang>.png    Mage Knight: the collection, base game and The Lost Legion owned
    mk-cards-<lang>.png         Mage Knight: the card library, a search (units of level 2 or less at a monastery)
    mk-score-<lang>.png         Mage Knight: end-of-game scoring, three players (a tie for Greatest Knowledge)
    mk-dummy-<lang>.png         Mage Knight: the dummy player, Tovak, seed 1, one round and the next one begun
    mk-volkare-setup-<lang>.png Mage Knight: the setup of Volkare's Return, 2 players, Heroic
    mk-tracker-<lang>.png       Mage Knight: the round tracker, Volkare's Return co-op, two tactics taken
    (--mage-knight-only: only these)

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py [--out docs/screenshots]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OFFICIAL = ROOT.parent / "shared" / "data" / "octgn" / "decks" / "official-spellbooks"
WARLOCK_O8D = OFFICIAL / "Warlock Official.o8d"
WIZARD_O8D = OFFICIAL / "Wizard Official.o8d"
BEASTMASTER_O8D = OFFICIAL / "Beastmaster Offical.o8d"
RUSSIAN_LIST = "Маг: Колдун\n\n2 Огненный шар\n1 Огненный шторм\nРассеивание\n3 Нечтоневедомое\n# заметка\n"


def settle(app, seconds: float = 0.6) -> None:
    """Let queued work (thumbnails, debounced panels) finish before grabbing."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def warlock_book(lib):
    from spellforge.formats import read_spellbook

    if WARLOCK_O8D.is_file():
        return read_spellbook(WARLOCK_O8D, lib).book
    from spellforge.formats import read_spellbook_text  # fallback: a short legal Warlock book

    return read_spellbook_text("Mage: Warlock\n2 Fireball\n1 Dispel\n2 Flameblast\n", lib).book


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--langs", default="en,ru,pl")
    parser.add_argument("--mage-knight-only", action="store_true")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    data = tempfile.TemporaryDirectory(prefix="spellforge-shots-")  # removed when the script ends
    os.environ["SPELLFORGE_DATA_DIR"] = data.name

    from spellforge.formats import read_spellbook_text
    from spellforge.library.user.books import BookStore
    from spellforge.ui.app import configure_application, load_library_with_progress
    from spellforge.ui.books.import_dialog import ImportReportDialog
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.settings import Settings
    from spellforge.ui.translations import Translations

    app = configure_application(sys.argv[:1])
    lib = load_library_with_progress()
    book = warlock_book(lib)
    book.name = "Warlock (official)"
    store = BookStore()
    translations = Translations()  # one object: installing a language replaces the previous one
    for lang in args.langs.split(","):
        settings = Settings()
        settings.ui_language = settings.card_language = lang
        translations.install(lang)
        store.set_value("open_books", [])
        for summary in store.books():
            store.set_deleted(summary.id)
        window = MainWindow(lib, settings, translations, store)
        window.resize(1600, 940)
        window.show()
        if args.mage_knight_only:
            mage_knight_shots(app, window, out, lang)
            window.close()
            continue
        window.browser.search.setText("s:fire l<=2" if lang == "en" else ("огненный" if lang == "ru" else "ogn"))
        window.browser.refresh()
        window.browser.select_card("fireball")
        window.splitter.setSizes([980, 120])  # no book open yet: the browser gets the room
        settle(app, 1.5)
        window.grab().save(str(out / f"browser-{lang}.png"))

        window.resize(1366, 768)  # a laptop screen: everything must fit (issue 16)
        editor = window.new_book(book)  # the window's own split: what a new user sees
        editor.tabs.setCurrentWidget(editor.charts_page)
        editor.select_card("fireball")
        settle(app, 1.0)
        window.grab().save(str(out / f"editor-legal-{lang}.png"))

        editor.select_card("dispel")
        editor.doc.change_qty("book", "dispel", 6)
        holy = lib.card_by_name("Blessed Focus") or next(c for c in lib.spells() if c.school_only)
        editor.doc.change_qty("book", holy.id, 1)
        editor.tabs.setCurrentIndex(0)
        settle(app, 0.5)
        window.grab().save(str(out / f"editor-problems-{lang}.png"))
        if lang == "en":  # a wide screen: the charts sit beside the book
            window.resize(1920, 1080)
            window.splitter.setSizes([560, 1000])
            settle(app, 0.8)
            window.grab().save(str(out / "editor-wide-en.png"))
            window.resize(1366, 768)

        result = read_spellbook_text(RUSSIAN_LIST, lib, source_name="warlock-ru.txt")
        dialog = ImportReportDialog(result, lib, lang, window)
        dialog.resize(900, 420)
        dialog.show()
        settle(app, 0.3)
        dialog.grab().save(str(out / f"import-report-{lang}.png"))
        dialog.close()
        window.close()
        window.deleteLater()
        settle(app, 0.2)
        playtest_compare_shot(app, lib, store, out, lang)
        playtest_log_shot(app, lib, out, lang)
        print(f"{lang}: 6 screenshots in {out}")
    if "en" in args.langs.split(",") and not args.mage_knight_only:
        collection_shot(app, lib, book, store, translations, out)
        collection_view_shots(app, lib, store, out)
        playtest_shot(app, lib, out)
    return 0


def mage_knight_shots(app, window, out: Path, lang: str) -> None:
    window.resize(1366, 768)
    window.game_switcher.show_game("mage-knight")
    view = window.game_switcher.view("mage-knight")
    view.deck.hero.setCurrentIndex(view.deck.hero.findData("tovak"))
    view.deck.model.setCurrentIndex(1)  # the full model: its odds are worked out in a worker thread
    while view.deck.odds_runner.busy:
        settle(app, 0.1)
    settle(app, 0.5)
    window.grab().save(str(out / f"mk-deck-{lang}.png"))
    view.tabs.setCurrentWidget(view.goldfish)
    view.goldfish.deck.setCurrentIndex(view.goldfish.deck.findData("tovak"))
    view.goldfish.model.setCurrentIndex(1)  # the full model
    view.goldfish.wounds.setValue(2)
    view.goldfish.run()
    while view.goldfish.runner.busy:
        settle(app, 0.1)
    settle(app, 0.3)
    window.grab().save(str(out / f"mk-goldfish-{lang}.png"))
    view.tabs.setCurrentWidget(view.builder)
    view.builder.draft_path().unlink(missing_ok=True)  # the example in this language, not the last draft
    view.builder.editor.setPlainText(view.builder._load_draft())
    view.builder.check()
    settle(app, 0.5)
    window.grab().save(str(out / f"mk-highlevel-{lang}.png"))
    view.tabs.setCurrentWidget(view.collection)
    for pid, box in view.collection.boxes.items():
        box.setChecked(pid in ("base", "lost_legion"))
    settle(app, 0.3)
    window.grab().save(str(out / f"mk-collection-{lang}.png"))
    view.tabs.setCurrentWidget(view.cards)
    view.cards.search.setText({"ru": "т:отряд ур<=2 место:монастырь", "pl": "typ:jednostka poziom<=2 miejsce:klasztor"}
                              .get(lang, "t:unit l<=2 site:monastery"))  # the shared search language
    settle(app, 0.5)
    window.grab().save(str(out / f"mk-cards-{lang}.png"))
    view.tabs.setCurrentWidget(view.score)  # the three players of tests/games/mageknight/test_scoring.py
    view.score.set_rows([
        {"name": "Anna", "hero": "Arythea", "fame": "30", "spells": "2", "advanced_actions": "3", "units": "3 2w",
         "adventure_shields": "2", "artifacts": "1", "crystals": "5", "conquest_shields": "1", "wounds": "2"},
        {"name": "Boris", "hero": "Tovak", "fame": "28", "spells": "1", "advanced_actions": "5", "units": "2 1w",
         "adventure_shields": "1", "artifacts": "2", "crystals": "3", "conquest_shields": "3"},
        {"name": "Vera", "hero": "Goldyx", "fame": "33", "advanced_actions": "2", "adventure_shields": "3",
         "crystals": "2", "wounds": "3"}])
    settle(app, 0.3)
    window.grab().save(str(out / f"mk-score-{lang}.png"))
    view.tabs.setCurrentWidget(view.dummy)
    view.dummy.hero.setCurrentIndex(view.dummy.hero.findData("tovak"))
    view.dummy.seed.setValue(1)
    view.dummy.new_game()
    for _ in range(8):
        view.dummy.next_turn()
    settle(app, 0.3)
    window.grab().save(str(out / f"mk-dummy-{lang}.png"))
    view.tabs.setCurrentWidget(view.setup)  # Volkare's Return, 2 players, Heroic (MK L3028)
    view.setup.scenario.setCurrentIndex(view.setup.scenario.findData("volkares-return"))
    view.setup.players.setValue(2)
    view.setup.fight.setCurrentIndex(view.setup.fight.findData("heroic"))
    settle(app, 0.3)
    window.grab().save(str(out / f"mk-volkare-setup-{lang}.png"))
    view.tabs.setCurrentWidget(view.tracker)  # Volkare's Return co-op, Heroic: two tactics taken, Volkare's pick
    tab = view.tracker
    tab.name.setText({"ru": "Пятница", "pl": "Piątek"}.get(lang, "Friday"))
    tab.players_edit.setText({"ru": "Анна=Тобак, Борис=Голдикс", "pl": "Anna=Tovak, Borys=Goldyx"}
                             .get(lang, "Anna=Tovak, Boris=Goldyx"))
    tab.mode.setCurrentIndex(tab.mode.findData("volkare-coop"))
    tab.scenario.setCurrentIndex(tab.scenario.findData("volkares-return"))
    tab.fight.setCurrentIndex(tab.fight.findData("heroic"))
    tab.start.click()
    for who, fame, card in ((0, 9, 3), (1, 4, 5)):
        tab.player.setCurrentIndex(who)
        tab.amount.setValue(fame)
        tab.fame_button.click()
        tab.card.setValue(card)
        tab.tactic_button.click()
    settle(app, 0.3)
    window.grab().save(str(out / f"mk-tracker-{lang}.png"))
    window.game_switcher.show_game("mage-wars")


def collection_view_shots(app, lib, store, out: Path) -> None:
    from spellforge.library.user.collection import UserCollection
    from spellforge.ui.collection.view import CollectionView

    user = UserCollection(store.store)
    for book in list(user.assembled()):
        user.unmark_assembled(book)
    user.set_product("core", 1)
    user.set_adjustment("acid-ball", 2)
    view = CollectionView(lib, user)
    view.resize(900, 560)
    view.show()
    view.tabs.setCurrentIndex(1)
    settle(app, 0.5)
    view.grab().save(str(out / "collection.png"))
    user.mark_assembled("Beastmaster", {"dispel": 6, "heal": 1})
    user.mark_assembled("Priestess", {"dispel": 5})
    view.reload()
    view.tabs.setCurrentIndex(2)
    settle(app, 0.5)
    view.grab().save(str(out / "collection-assembled.png"))
    view.close()
    print(f"en: collection.png, collection-assembled.png in {out}")


def playtest_compare_shot(app, lib, store, out: Path, lang: str) -> None:
    """A saved version of the official Warlock book against the book now, on the same dice."""
    from spellforge.library.user.versions import VersionStore
    from spellforge.ui.playtest.window import PlaytestWindow

    book = warlock_book(lib)
    book.name = "Warlock (official)"
    book_id = store.create(book)
    VersionStore(store.store).snapshot(book_id, book, 120, force=True)
    book.add("fireball", -1)  # a card its plan casts (its Firebrand Imps, taken out before, never were)
    store.save(book_id, book)
    window = PlaytestWindow(lib, book, store=store, book_id=book_id)
    window.resize(1366, 768)
    window.show()
    window.resize(1366, 768)  # again once shown (the offscreen platform sized it 900 px wide)
    window.tabs.setCurrentWidget(window.compare_tab)
    window.compare_tab.games_spin.setValue(500)
    window.compare_tab.run_button.click()
    end = time.monotonic() + 60
    while window.compare_tab.last_result is None and time.monotonic() < end:
        settle(app, 0.2)
    settle(app, 0.5)
    window.grab().save(str(out / f"playtest-compare-{lang}.png"))
    window.close()
    store.set_deleted(book_id)


def playtest_log_shot(app, lib, out: Path, lang: str) -> None:
    """One game to the end with the dummy fighting back: every kind of log line in `lang`."""
    if not BEASTMASTER_O8D.is_file():
        return
    from spellforge.formats import read_spellbook
    from spellforge.ui.playtest.window import PlaytestWindow

    window = PlaytestWindow(lib, read_spellbook(BEASTMASTER_O8D, lib).book)
    window.resize(1366, 768)  # a laptop screen (the window needs 978 × 684 px at least, in Russian)
    window.show()
    window.resize(1366, 768)  # again once shown: the offscreen platform may size a new window to its hint
    window.seed_spin.setValue(7)
    window.opponent_combo.setCurrentIndex(1)
    # the dummy as a mage: its armour, Regenerate and a Block (the book's Dispel and Dissolve answer
    # them), a Lightning Bolt for your side; names in the window's language
    kit = ("leather-boots", "rhino-hide", "regrowth", "block", "lightning-bolt")
    window.dummy_cards_edit.setText(", ".join(lib.card(c).display_name(lang) for c in kit))
    window.dummy_cards_edit.setCursorPosition(0)
    window.new_game()
    end = time.monotonic() + 300
    while window.game is None and time.monotonic() < end:  # the planner's search (the matchup's) first
        settle(app, 0.2)
    for _ in range(3):  # its first rounds: Dispel on Rhino Hide and Regrowth, the Block, Dissolve
        window.step_button.click()
    settle(app, 0.5)
    window.grab().save(str(out / f"playtest-log-{lang}.png"))
    window.close()


def playtest_shot(app, lib, out: Path) -> None:
    if not BEASTMASTER_O8D.is_file():
        return
    from spellforge.formats import read_spellbook
    from spellforge.ui.playtest.window import PlaytestWindow

    window = PlaytestWindow(lib, read_spellbook(BEASTMASTER_O8D, lib).book)
    window.resize(1100, 760)
    window.show()
    window.resize(1100, 760)
    window.seed_spin.setValue(7)
    window.tabs.setCurrentIndex(1)
    window.games_spin.setValue(200)
    window.run_button.click()
    end = time.monotonic() + 300  # the planner's search, then the games
    while window.last_report is None and time.monotonic() < end:
        settle(app, 0.2)
    settle(app, 0.5)
    window.grab().save(str(out / "playtest.png"))
    window.close()
    print(f"en: playtest.png in {out}")


def collection_shot(app, lib, book, store, translations, out: Path) -> None:
    """The editor's Owned column: one Core Set owned, the official Wizard book assembled on the
    shelf, and the Warlock book with two more Dispels and a card no Core Set holds."""
    from spellforge.library.user.collection import UserCollection
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.settings import Settings

    user = UserCollection(store.store)
    user.set_product("core", 1)
    if WIZARD_O8D.is_file():
        from spellforge.formats import read_spellbook

        wizard = read_spellbook(WIZARD_O8D, lib).book
        user.mark_assembled("Wizard (official)", wizard.quantities(), source=str(WIZARD_O8D.name), mage=wizard.mage)
    settings = Settings()
    settings.ui_language = settings.card_language = "en"
    translations.install("en")
    store.set_value("open_books", [])
    for summary in store.books():
        store.set_deleted(summary.id)
    window = MainWindow(lib, settings, translations, store)
    window.resize(1600, 940)
    window.show()
    editor = window.new_book(book)
    editor.doc.change_qty("book", "dispel", 4)  # 5 in a Core Set, 1 kept by the Wizard's book
    editor.doc.change_qty("book", "destroy-magic", 1)  # in no Core Set
    editor.tabs.setCurrentIndex(0)
    from PySide6.QtWidgets import QSplitter

    editor.findChild(QSplitter).setSizes([640, 160])  # the table gets the room: more rows, more marks
    editor.select_card("dispel")
    settle(app, 1.0)
    editor.view.scrollTo(editor.model.index(editor.model.rowCount() - 1, 0))
    settle(app, 0.3)
    window.grab().save(str(out / "editor-collection-en.png"))
    window.close()
    window.deleteLater()
    settle(app, 0.2)
    print(f"en: editor-collection-en.png in {out}")


if __name__ == "__main__":
    sys.exit(main())
