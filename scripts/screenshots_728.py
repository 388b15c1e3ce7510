"""Issue 46: the screens a 1366×768 laptop showed too wide or too tall, as they are now, at 1366×728
(768 less a taskbar) with a title bar above the window (the window is 1366×698), in Russian:

    laptop728-mk-score-ru.png     Mage Knight's score sheet, three players (no sideways scrolling)
    laptop728-mk-volkare-setup-ru.png  Mage Knight: Volkare's Return, 2 players, Heroic
    laptop728-mk-tracker-ru.png   Mage Knight: the round tracker, Volkare's Return co-op with two tactics taken
    laptop728-ss-party-ru.png     Sword & Sorcery's party, two heroes added
    laptop728-collection-ru.png   the Collection dock beside the official Wizard book
    laptop728-charts-ru.png       the Wizard book's charts: the largest bars at the top, in view
    laptop728-matchup-ru.png      Tools ▸ Matchup: the Wizard against the official gauntlet, 40 games an
                                  opponent, the heat map and the table, the last row's game shown
    laptop728-matchup-table-ru.png  its Table of every pair: the 13 official books, 20 games a pair
                                  (planner), the heat map and the Priestess–Necromancer game shown
    laptop728-card-panel-ru.png   the card panel: Akiro's Hammer's summary whole above its keywords
                                  (`--panels`, with the next one)
    laptop728-playtest-ru.png     Tools ▸ Playtest over the Wizard book: the default player whole, a
                                  planner game played to its end (the matchup engine, its log)
    laptop728-playtest-batch-ru.png  its Many games tab after 200 games: the report and its charts
    laptop728-compare-ru.png      Tools ▸ Playtest ▸ Compare A/B over the official Beastmaster book: its
                                  saved version (as shipped) against the book with its two Geysers
                                  taken out, 200 games on the matchup engine (planner;
                                  `--compare`, a minute or two)

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots_728.py [--out docs/screenshots] [--lang ru]

Offscreen, in a throwaway user data folder (nothing of yours is read or changed).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--lang", default="ru", choices=("en", "ru", "pl"))
    parser.add_argument("--matchup", action="store_true", help="only the matchup screen (its planner takes a minute)")
    parser.add_argument("--matchup-table", action="store_true", help="only the matchup table (a few minutes)")
    parser.add_argument("--panels", action="store_true", help="only the card panel and the playtest window")
    parser.add_argument("--compare", action="store_true", help="only the playtest window's Compare tab")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="spellforge-shots-") as folder:
        from spellforge.ui.window.layout_report import TITLE_BAR, screen_config

        os.environ["QT_QPA_PLATFORM"] = screen_config(1366, 728 - TITLE_BAR, Path(folder))
        os.environ["SPELLFORGE_DATA_DIR"] = str(Path(folder) / "data")
        (Path(folder) / "data").mkdir()
        shoot(out, args.lang, args.matchup, args.matchup_table, args.panels, args.compare)
    return 0


def shoot(out: Path, lang: str, matchup_only: bool = False, table_only: bool = False, panels: bool = False,
          compare: bool = False) -> None:
    from PySide6.QtWidgets import QInputDialog, QTabWidget

    from spellforge.library.user.books import BookStore
    from spellforge.ui.app import configure_application, load_library_with_progress
    from spellforge.ui.settings import Settings
    from spellforge.ui.translations import Translations
    from spellforge.ui.window.layout_report import settle, wizard_book
    from spellforge.ui.window.main_window import MainWindow

    app = configure_application(["spellforge"])
    lib = load_library_with_progress()
    settings = Settings()
    settings.ui_language = settings.card_language = lang
    translations = Translations()
    translations.install(lang)
    window = MainWindow(lib, settings, translations, BookStore())
    window.show()
    settle(app)
    editor = window.new_book(wizard_book(lib, lang))
    settle(app)

    def save(name: str, shown=None) -> None:
        settle(app)
        path = out / f"laptop728-{name}-{lang}.png"
        shown = shown or window
        shown.grab().save(str(path))
        print(f"{path} ({shown.width()}×{shown.height()})")

    if compare:
        shoot_compare(app, window, save, lang)
        window.close()
        translations.install("en")
        return
    if panels:
        shoot_panels(app, window, save)
        window.close()
        translations.install("en")
        return
    if table_only:
        shoot_matchup_table(app, window, save)
        window.close()
        translations.install("en")
        return
    if matchup_only:
        shoot_matchup(app, window, save)
        window.close()
        translations.install("en")
        return

    if not editor.charts_beside:
        editor.tabs.setCurrentWidget(editor.charts_page)
    save("charts")
    editor.tabs.setCurrentIndex(0)

    window.show_collection()
    save("collection")
    window.collection_dock.hide()

    window.game_switcher.show_game("mage-knight")
    view = window.game_switcher.view("mage-knight")
    tabs = view.findChild(QTabWidget)
    score = view.score
    tabs.setCurrentWidget(score)
    names = {"ru": ("Аня", "Борис", "Вера"), "pl": ("Ania", "Bartek", "Wiktoria")}.get(lang, ("Ann", "Bob", "Vera"))
    wounded = {"ru": "р", "pl": "r"}.get(lang, "w")  # the wounded unit's mark the header names
    score.set_rows([
        {"name": names[0], "hero": "Tovak", "fame": 62, "spells": 3, "advanced_actions": 4, "units": f"2 3 4{wounded}",
         "adventure_shields": 3, "artifacts": 2, "crystals": 5, "conquest_shields": 2, "wounds": 3},
        {"name": names[1], "hero": "Goldyx", "fame": 58, "spells": 5, "advanced_actions": 2, "units": "1 2",
         "adventure_shields": 4, "artifacts": 1, "crystals": 8, "conquest_shields": 3, "wounds": 1},
        {"name": names[2], "hero": "Norowas", "fame": 66, "spells": 3, "advanced_actions": 3, "units": "3 3 2",
         "adventure_shields": 2, "artifacts": 3, "crystals": 4, "conquest_shields": 1, "wounds": 5},
    ])
    save("mk-score")
    tabs.setCurrentWidget(view.setup)  # Volkare's Return, 2 players, Heroic (MK L3028)
    view.setup.scenario.setCurrentIndex(view.setup.scenario.findData("volkares-return"))
    view.setup.players.setValue(2)
    view.setup.fight.setCurrentIndex(view.setup.fight.findData("heroic"))
    save("mk-volkare-setup")
    tabs.setCurrentWidget(view.tracker)  # Volkare's Return co-op, Heroic: two tactics taken, Volkare's pick
    tracker = view.tracker
    tracker.name.setText({"ru": "Пятница", "pl": "Piątek"}.get(lang, "Friday"))
    tracker.players_edit.setText({"ru": "Анна=Тобак, Борис=Голдикс", "pl": "Anna=Tovak, Borys=Goldyx"}
                                 .get(lang, "Anna=Tovak, Boris=Goldyx"))
    tracker.mode.setCurrentIndex(tracker.mode.findData("volkare-coop"))
    tracker.scenario.setCurrentIndex(tracker.scenario.findData("volkares-return"))
    tracker.fight.setCurrentIndex(tracker.fight.findData("heroic"))
    tracker.start.click()
    for who, fame, card in ((0, 9, 3), (1, 4, 5)):
        tracker.player.setCurrentIndex(who)
        tracker.amount.setValue(fame)
        tracker.fame_button.click()
        tracker.card.setValue(card)
        tracker.tactic_button.click()
    save("mk-tracker")

    window.game_switcher.show_game("sword-sorcery")
    ss = window.game_switcher.view("sword-sorcery")
    QInputDialog.getText = staticmethod(lambda *a, **k: ({"ru": "Кампания", "pl": "Kampania"}.get(lang, "Campaign"),
                                                         True))
    ss.new_button.click()
    for index in (0, 3):
        ss.add_hero.setCurrentIndex(index)
        ss.add_button.click()
        settle(app)
    save("ss-party")
    window.game_switcher.show_game("mage-wars")
    window.close()
    translations.install("en")


def shoot_matchup(app, window, save) -> None:
    import time

    matchup = window.open_matchup()
    matchup.games_spin.setValue(40)
    matchup.run()
    while matchup.runner.busy:  # the planner's search for 14 books, then the games, in its worker thread
        app.processEvents()
        time.sleep(0.05)
    matchup.show_row(len(matchup.rows) - 1)
    save("matchup", matchup)
    matchup.close()


def shoot_matchup_table(app, window, save, games: int = 20, policy: str = "planner") -> None:
    import time

    matchup = window.open_matchup()
    table = matchup.open_table()
    table.games_spin.setValue(games)
    table.policy_combo.setCurrentIndex(table.policy_combo.findData(policy))
    table.run()
    while table.runner.busy:  # the planner's search for 13 books, then 78 pairs, in its worker thread
        app.processEvents()
        time.sleep(0.05)
    labels = [label for label, _ in table.books]
    table.show_cell(labels.index("Priestess"), labels.index("Necromancer"))
    save("matchup-table", table)
    table.close()
    matchup.close()


def shoot_panels(app, window, save) -> None:
    """The card panel with a long summary (issue 46's player at 1366×728: it was cut under the
    picture) and the playtest window as Tools ▸ Playtest opens it, its planner game played out."""
    import time

    from PySide6.QtWidgets import QApplication

    from spellforge.ui.playtest.window import PlaytestWindow

    card = window.lib.card_by_name("Akiro's Hammer")
    window.browser.select_card(card.id)
    window.detail.show_card(card.id)
    image = window.detail.image
    deadline = time.monotonic() + 60
    while image is not None and time.monotonic() < deadline and image.provider.pixmap(card.id, image._size) is None:
        app.processEvents()  # the picture is drawn on a worker thread
        time.sleep(0.05)
    if image is not None:
        image.set_card(card.id)
    save("card-panel")
    window.commands["playtest"].trigger()
    (playtest,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible()]
    deadline = time.monotonic() + 300
    while playtest.search_runner.busy and time.monotonic() < deadline:  # the planner's first plan
        app.processEvents()
        time.sleep(0.05)
    playtest.finish_button.click()
    save("playtest", playtest)
    playtest.tabs.setCurrentIndex(1)
    playtest.games_spin.setValue(200)
    playtest.run_button.click()  # the plan searched above is cached: only the games are played
    while playtest.last_report is None and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.05)
    save("playtest-batch", playtest)
    playtest.close()


def shoot_compare(app, window, save, lang: str, games: int = 200) -> None:
    """The official Beastmaster book saved as shipped, then edited (its two Geysers out): Tools ▸
    Playtest ▸ Compare A/B picks that version as A and the book now as B."""
    import time

    from PySide6.QtWidgets import QApplication

    from spellforge.formats.templates import list_templates, load_template
    from spellforge.library.user.versions import VersionStore
    from spellforge.ui.books.template_dialog import template_title
    from spellforge.ui.playtest.window import PlaytestWindow

    template = next(t for t in list_templates() if t.mage == "Beastmaster" and t.category == "core")
    book = load_template(template, window.lib)
    book.name = template_title(template, window.lib, lang)
    book_id = window.store.create(book)
    VersionStore(window.store.store).snapshot(book_id, book, None, force=True)
    book.add(window.lib.card_by_name("Geyser").id, -2)
    window.store.save(book_id, book)
    window.open_book(book_id)
    window.commands["playtest"].trigger()
    (playtest,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible()]
    deadline = time.monotonic() + 600
    while playtest.search_runner.busy and time.monotonic() < deadline:  # the one-game tab's plan first
        app.processEvents()
        time.sleep(0.05)
    tab = playtest.compare_tab
    playtest.tabs.setCurrentWidget(tab)
    tab.games_spin.setValue(games)
    tab.run_button.click()
    while tab.runner.busy and time.monotonic() < deadline:  # both books' plan searches, then the games
        app.processEvents()
        time.sleep(0.05)
    save("compare", playtest)
    playtest.close()


if __name__ == "__main__":
    raise SystemExit(main())
