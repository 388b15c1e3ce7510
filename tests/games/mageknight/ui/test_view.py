"""The game switcher and the Mage Knight view: Mage Wars stays the default; the hero deck,
its odds charts, the high-level builder and the collection work and are translated."""

from __future__ import annotations

import re

import pytest

from tests.patience import HANG_MS
from tests.ui.test_i18n import untranslated


def _mk(window):
    window.game_switcher.show_game("mage-knight")
    return window.game_switcher.view("mage-knight")


def test_mage_wars_is_the_default_and_comes_back_as_it_was(window):
    sw = window.game_switcher
    assert sw.current == "mage-wars" and sw.stack.currentWidget() is sw.views["mage-wars"]
    assert "mage-knight" not in sw.views  # built on first use only
    docks_before = [d.objectName() for d in window.findChildren(type(window.detail)) if d.isVisible()]
    view = _mk(window)
    assert sw.stack.currentWidget() is view
    sw.show_game("mage-wars")
    assert sw.stack.currentWidget() is window.splitter.parentWidget()
    assert [d.objectName() for d in window.findChildren(type(window.detail)) if d.isVisible()] == docks_before


def test_hero_deck_odds_charts_builder_and_collection(window, _user_data_dir):
    """One window for the Mage Knight tabs (a window costs about a second to build)."""
    view = _mk(window)
    deck = view.deck
    deck.hero.setCurrentIndex(deck.hero.findData("tovak"))
    copies = sum(int(deck.table.item(r, 0).text()) for r in range(deck.table.rowCount()))
    assert copies == 16
    assert any("★" in deck.table.item(r, 1).text() for r in range(deck.table.rowCount()))
    # the evidence is in `mk deck` and the docs; the window carries no source-line notes (issue 16)
    assert "★" in deck.evidence.text() and not re.search(r"\bL\d{2,4}\b", deck.evidence.text() + deck.evidence.toolTip())
    move = deck.charts["move"].data
    assert move.categories[0] == "1" and move.sets[0][1][0] == 100.0  # a hand of 5 always moves ≥ 1

    deck.hero.setCurrentIndex(deck.hero.findData("arythea"))  # Arythea keeps all 6 Move-2 cards
    values = dict(zip(deck.charts["move"].data.categories, deck.charts["move"].data.sets[0][1]))
    assert values["7"] == round(100 * 17 / 26, 1)

    b = view.builder
    b.check()
    assert b.status.text().startswith("Legal") and b.problems.count() == 0
    b.editor.setPlainText(b.editor.toPlainText() + "buy crystals: red, red\n")
    b.check()
    assert b.status.text().startswith("Not legal")
    texts = [b.problems.item(i).text() for i in range(b.problems.count())]
    assert any("More than 3 crystals" in t for t in texts)
    assert "buy crystals: red, red" in (_user_data_dir / "mage-knight" / "highlevel-draft.txt").read_text(encoding="utf-8")

    c = view.collection
    c.boxes["base"].setChecked(True)
    c.boxes["krang"].setChecked(True)
    assert "Krang" in c.summary.text() and "Wolfhawk" not in c.summary.text()
    from spellforge.library.user.game_collection import GameCollection  # in user.sqlite, not a side file

    assert GameCollection("mage-knight").products() == {"base", "krang"}

    cards = view.cards
    cards.kind.setCurrentIndex(cards.kind.findData("elite_unit"))
    cards.set_.setCurrentIndex(cards.set_.findData("lost_legion"))
    assert cards.table.rowCount() == 6  # 4 coloured Heroes, Sorcerers, Delphana Masters (db/mage-knight/README.md)
    cards.kind.setCurrentIndex(0)
    cards.set_.setCurrentIndex(0)
    cards.search.setText("Подкоп")  # a night name the rulebook prints (MK L940) finds its spell
    assert cards.table.rowCount() == 1 and cards.table.item(0, 1).text() == "Underground Travel"
    # the search language of the Mage Wars browser, with Mage Knight's keys
    cards.search.setText("t:spell col:red")
    assert cards.table.rowCount() == 7 and cards.error.isHidden()
    cards.search.setText("t:spell sch:fire")
    assert not cards.error.isHidden() and "“sch” at position 9" in cards.error.text() and "col" in cards.error.text()
    assert cards.table.rowCount() == 24  # the readable part still applies: every spell
    cards.show_help()
    assert "col:red" in cards._help.text.toPlainText() and "цвет" in cards._help.text.toPlainText()
    cards._help.example_chosen.emit("h:tovak t:basic")
    assert cards.search.text() == "h:tovak t:basic" and cards.table.rowCount() == 2
    cards._help.close()
    cards.search.setText("owned:yes t:skill")  # the boxes ticked in the Collection tab: base and Krang
    sets = {cards.table.item(r, 3).text() for r in range(cards.table.rowCount())}
    assert sets == {"base game", "Krang"}
    assert cards.count.text() == f"{cards.table.rowCount()} skills"  # skill tokens are not cards
    cards.search.setText("t:spell col:red")
    assert cards.count.text() == "7 cards"
    cards.search.setText("h:tovak")  # his two unique cards and his skills
    assert re.fullmatch(r"2 cards, 1\d skills", cards.count.text()), cards.count.text()


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_mage_knight_view_is_translated(make_window, lang):
    window = make_window(lang)
    window.settings.card_language = lang
    view = _mk(window)
    for i in range(view.tabs.count()):
        view.tabs.setCurrentIndex(i)
    view.cards.search.setText("щит")
    assert view.cards.table.rowCount() >= 5
    view.cards.search.setText({"ru": "т:заклинание цв:красный", "pl": "typ:zaklęcie kolor:czerwony"}[lang])
    assert view.cards.table.rowCount() == 7
    view.cards.show_help()
    assert untranslated(view.cards._help, lang) == set()
    view.cards._help.close()
    view.builder.editor.setPlainText("hero: Tovak\nlevel: 1\noffer units: Peasants, Foresters\nbuy units: Peasants, Foresters\n")
    view.builder.check()
    assert view.builder.problems.count() == 2
    view.builder.editor.setPlainText("hero Tovak\n")  # no colon: the keys in the window's language
    view.builder.check()
    assert {"ru": ": каждая строка — `ключ: значение`, ключ один из: герой, уровень,",
            "pl": ": każdy wiersz to `klucz: wartość`, klucz jeden z: bohater, poziom,"}[lang] in view.builder.status.text()
    view.dummy.next_button.click()
    view.dummy.next_button.click()
    view.score.set_rows([{"name": "Anna", "fame": "30", "spells": "2", "wounds": "1"},
                         {"name": "Boris", "fame": "28", "units": "2 1w"}])
    assert view.score.table.rowCount() == 2
    view.score.set_rows([{"name": "Anna", "fame": "30", "units": "5"}])  # a unit's level is 1 to 4
    assert view.score.status.text() == {"ru": "Не удаётся подсчитать: строка 1: уровень отряда — от 1 до 4",
                                        "pl": "Nie można policzyć: wiersz 1: poziom jednostki to 1–4"}[lang]
    view.score.set_rows([{"name": "Anna", "fame": "30", "spells": "2", "wounds": "1"},
                         {"name": "Boris", "fame": "28", "units": "2 1w"}])
    assert untranslated(view, lang) == set()
    assert untranslated(window.menuBar(), lang) == set()
    if lang == "ru":
        names = [view.deck.table.item(r, 1).text() for r in range(view.deck.table.rowCount())]
        assert "Концентрация" in names and "Ярость*" in names  # rulebook name, and our translation marked


def test_scoring_tab_scores_the_rulebook_example_and_keeps_the_sheet(window, _user_data_dir):
    """The three players of tests/games/mageknight/test_scoring.py, typed into the sheet: the
    totals worked out by hand, the tie for Greatest Knowledge, the winner; the sheet survives."""
    from PySide6.QtWidgets import QTableWidgetItem

    from spellforge.games.mageknight.ui.score_tab import COLUMNS, ScoreTab

    view = _mk(window)
    view.tabs.setCurrentWidget(view.score)
    score = view.score
    rows = [
        {"name": "Anna", "fame": "30", "spells": "2", "advanced_actions": "3", "units": "3 2w",
         "adventure_shields": "2", "artifacts": "1", "crystals": "5", "conquest_shields": "1", "wounds": "2"},
        {"name": "Boris", "fame": "28", "spells": "1", "advanced_actions": "5", "units": "2 1w",
         "adventure_shields": "1", "artifacts": "2", "crystals": "3", "conquest_shields": "3"},
        {"name": "Vera", "fame": "33", "advanced_actions": "2", "adventure_shields": "3", "crystals": "2", "wounds": "3"},
    ]
    score.sheet.setRowCount(0)
    for values in rows:  # typed cell by cell, as a player does
        score.add_button.click()
        r = score.sheet.rowCount() - 1
        for key, value in values.items():
            score.sheet.setItem(r, COLUMNS.index(key), QTableWidgetItem(value))
    score.refresh()
    total = score.table.columnCount() - 1
    assert [score.table.item(r, total).text() for r in range(3)] == ["51", "57", "36"]
    knowledge = [score.table.item(r, 1).text() for r in range(3)]
    assert knowledge == ["+7  ★ +1", "+7  ★ +1", "+2"]
    assert "Winner: Boris" in score.result_text.text() and "Greatest Knowledge: Anna, Boris" in score.result_text.text()
    score.sheet.setItem(0, COLUMNS.index("fame"), QTableWidgetItem("thirty"))
    score.refresh()
    assert score.status.text() == "Cannot score: row 1: Fame must be a whole number" and score.table.rowCount() == 0
    again = ScoreTab(view.lib, "en")  # the sheet as left, even the cell that does not score yet
    assert again.rows()[0]["fame"] == "thirty" and [r["name"] for r in again.rows()] == ["Anna", "Boris", "Vera"]
    assert (_user_data_dir / "mage-knight" / "score-draft.json").is_file()


def test_dummy_tab_next_button_plays_the_commands_turns(window, qtbot, monkeypatch):
    from spellforge.games.mageknight import dummy
    from spellforge.games.mageknight import messages
    from spellforge.i18n.ts_translate import ts_translator
    from spellforge.games.mageknight.ui import dummy_tab as mk_dummy_tab

    view = _mk(window)
    tab = view.dummy
    view.tabs.setCurrentWidget(tab)
    tab.hero.setCurrentIndex(tab.hero.findData("tovak"))
    tab.seed.setValue(1)
    tab.new_button.click()
    want = dummy.play(view.lib, 1, 1, "tovak")["turns"]  # what `spellforge mk dummy --hero Tovak --seed 1` prints
    for _ in want:
        tab.next_button.click()
    shown = [tab.turns.item(i).text().strip() for i in range(tab.turns.count())]
    tr = ts_translator("en")
    assert shown[0].startswith("Round 1 (day): Tovak, 16 cards; crystals: ")
    assert shown[1:] == [messages.dummy_turn(t, view.lib, "en", tr) for t in want]
    assert shown[-1] == "Turn 6: the deck is empty — it announces the end of the round" == shown[len(want)]
    tab.next_button.click()  # the refresh: a new round starts with the bottom advanced action
    texts = [tab.turns.item(i).text() for i in range(tab.turns.count())]
    assert any(t.startswith("New round: ") for t in texts) and any(t.startswith("Round 2 (night)") for t in texts)

    monkeypatch.setattr(mk_dummy_tab, "SUMMARY_GAMES", 200)
    with qtbot.waitSignal(tab.runner.done, timeout=HANG_MS):
        tab.summary_button.click()
    assert tab.summary.text().startswith("Turns before it announces the end of the round, over 200 games:")
    assert tab.summary.text().count("round ") == mk_dummy_tab.SUMMARY_ROUNDS
