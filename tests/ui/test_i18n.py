"""Every window and dialog, opened offscreen in Russian and Polish, shows no English source
string that has a translation; the .ts catalogs are complete with three plural forms."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtWidgets import (
    QAbstractButton, QComboBox, QDockWidget, QGroupBox, QHeaderView, QLabel, QLineEdit, QMenu, QTabWidget,
    QWidget,
)

from spellforge.ui.translations import i18n_dir

LANGS = ("ru", "pl")


def catalog(lang: str) -> ET.Element:
    return ET.parse(i18n_dir() / f"spellforge_{lang}.ts").getroot()


def translated_sources(lang: str) -> set[str]:
    """English source strings whose translation differs (so seeing them means 'not translated')."""
    out = set()
    for m in catalog(lang).iter("message"):
        source, tr = m.findtext("source"), m.find("translation")
        if m.get("numerus") != "yes" and tr is not None and tr.text and tr.text != source:
            out.add(source)
    return out


def test_english_catalog_has_two_plural_forms():
    root = catalog("en")
    messages = list(root.iter("message"))
    assert messages and all(m.get("numerus") == "yes" for m in messages)
    for m in messages:
        forms = [f.text for f in m.find("translation").findall("numerusform")]
        assert len(forms) == 2 and all(forms), m.findtext("source")


@pytest.mark.parametrize("lang", LANGS)
def test_catalog_is_complete_with_three_plural_forms(lang):
    root = catalog(lang)
    unfinished = [m.findtext("source") for m in root.iter("message") if m.find("translation").get("type")]
    assert unfinished == []
    for m in root.iter("message"):
        if m.get("numerus") == "yes":
            forms = [f.text for f in m.find("translation").findall("numerusform")]
            assert len(forms) == 3 and all(forms), m.findtext("source")
    assert (i18n_dir() / f"spellforge_{lang}.qm").stat().st_size > 1000


def texts_of(widget: QWidget) -> list[str]:
    """Every user-visible string of a widget tree: labels, buttons, titles, tabs, placeholders,
    headers, combo items, tooltips, accessible names and menu actions."""
    out: list[str] = []
    for w in [widget, *widget.findChildren(QWidget)]:
        out += [w.windowTitle(), w.toolTip(), w.accessibleName()]
        if isinstance(w, QLabel):
            out.append(w.text())
        elif isinstance(w, QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        elif isinstance(w, QComboBox) and not w.property("endonyms"):  # language pickers name each language in itself
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QDockWidget):
            out.append(w.windowTitle())
        elif isinstance(w, QMenu):
            out.append(w.title())
            w.aboutToShow.emit()
            out += [a.text() for a in w.actions()] + [a.toolTip() for a in w.actions()]
        if isinstance(w, QHeaderView) and w.model() is not None:
            model = w.model()
            out += [str(model.headerData(c, w.orientation()) or "") for c in range(w.count())]
        for a in w.actions():
            out += [a.text(), a.toolTip()]
    return [t for t in out if t]


def untranslated(widget: QWidget, lang: str) -> set[str]:
    sources = translated_sources(lang)
    return {t for t in texts_of(widget) if t in sources}


@pytest.fixture
def busy_window(make_window, qtbot, monkeypatch):
    """A window in `lang` with a book that has cards, candidates and a problem, every editor
    tab visited, and the optional docks opened."""

    def make(lang: str):
        window = make_window(lang)
        editor = window.new_book()
        editor.choose_mage("Warlock")
        for _ in range(7):
            window.add_card("dispel")
        window.add_card("firestorm", candidates=True)
        for i in range(editor.tabs.count()):
            editor.tabs.setCurrentIndex(i)
        window.browser.search.setText("zzqqxx")
        window.browser.refresh()
        for dock in (window.history_dock, window.versions_dock):  # their contents are made when shown
            dock.raise_()
        return window

    return make


@pytest.mark.parametrize("lang", LANGS)
def test_main_window_and_editor_are_translated(busy_window, lang):
    window = busy_window(lang)
    assert window.docs and not window.current_editor().doc.report.legal
    assert untranslated(window, lang) == set()
    assert untranslated(window.menuBar(), lang) == set()


@pytest.mark.parametrize("lang", LANGS)
def test_dialogs_are_translated(busy_window, lang, qtbot):
    from spellforge.formats import read_spellbook_text
    from spellforge.ui.books.import_dialog import ImportReportDialog
    from spellforge.ui.preferences import PreferencesDialog
    from spellforge.ui.browser.search_help import SearchHelpDialog

    window = busy_window(lang)
    result = read_spellbook_text("Маг: Колдун\n2 Огненный шар\n3 Нечтоневедомое\n", window.lib, source_name="ru.txt")
    from spellforge.formats.names_csv import LineReport
    from spellforge.ui.cards.names import CardNameDialog, NamesImportReport

    names_report = NamesImportReport([LineReport(2, "stored"), LineReport(3, "unchanged"), LineReport(4, "error", "x")],
                                     "names.csv", window)
    dialogs = [PreferencesDialog(window, window), SearchHelpDialog(window), ImportReportDialog(result, window.lib, lang, window),
               CardNameDialog(window.lib, "fireball", lang, True, window), names_report]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        assert untranslated(dialog, lang) == set(), type(dialog).__name__
    help_text = dialogs[1].text.toPlainText()
    assert "Searching for cards" not in help_text
    # Qt's own strings come from qtbase_<lang>.qm (QDialogButtonBox "Close" in the help dialog).
    from PySide6.QtWidgets import QDialogButtonBox

    close = dialogs[1].buttons.button(QDialogButtonBox.Close).text().replace("&", "")
    assert close == {"ru": "Закрыть", "pl": "Zamknij"}[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_other_windows_are_translated(busy_window, lang, qtbot):
    window = busy_window(lang)
    playtest = window.open_playtest()
    if playtest is not None:
        qtbot.addWidget(playtest)
        assert untranslated(playtest, lang) == set()
    collection = window.show_collection()
    if collection is not None:
        assert untranslated(collection, lang) == set()
    matchup = window.open_matchup()  # Tools ▸ Matchup (issue 48)
    qtbot.addWidget(matchup)
    assert untranslated(matchup, lang) == set()
    assert untranslated(matchup.open_table(), lang) == set()  # its Table of every pair


def test_switching_back_to_english_restores_english(busy_window):
    window = busy_window("ru")
    assert window.file_menu.title() == "&Файл"
    window.set_ui_language("en")
    assert window.file_menu.title() == "&File"
    assert "Problems" in window.current_editor().tabs.tabText(0)


@pytest.mark.parametrize("lang", LANGS)
def test_card_menus_and_undo_texts_are_translated(busy_window, lang):
    """Strings lupdate could not file under their runtime context (card menus) or read as plural
    (undo texts with a count) used to stay English."""
    from spellforge.ui.cards.menus import book_menu, browser_menu

    window = busy_window(lang)
    editor = window.current_editor()
    texts = [a.text() for a in book_menu(editor, "book", "dispel").actions() if a.text()]
    texts += [a.text() for a in browser_menu(window.browser, "dispel").actions() if a.text()]
    want = {"ru": ["Убрать одну копию", "Добавить в книгу"], "pl": ["Usuń jedną kopię", "Dodaj do księgi"]}[lang]
    assert set(want) <= set(texts)
    assert untranslated(window, lang) == set() and not set(texts) & translated_sources(lang)
    editor.doc.change_qty("book", "dispel", +3)
    undo = editor.doc.undo_stack.undoText()
    assert undo.startswith({"ru": "Добавить 3 × ", "pl": "Dodaj 3 × "}[lang]), undo


@pytest.mark.parametrize("lang, want", [("ru", "«Только для Хозяина зверей»"), ("pl", "„Tylko Władca Bestii”")])
def test_problem_messages_name_the_mage_class_in_the_language(make_window, lang, want):
    """«Только для Warlock» was shown: the class of a "<Class> Only" card is the rulebook's term."""
    window = make_window(lang)
    editor = window.new_book()
    editor.choose_mage("Warlock")
    window.add_card("lair")
    problems = [editor.problems.item(i).text() for i in range(editor.problems.count())]
    assert any(want in p for p in problems), problems
    assert not any("Beastmaster" in p for p in problems), problems


@pytest.mark.parametrize("lang, words", [("ru", "неофициальное название"), ("pl", "nieoficjalna nazwa")])
def test_unofficial_name_mark_has_a_visible_legend(make_window, lang, words):
    """About 80 % of the Russian and Polish names carry "*": the status bar says what it means, in
    the interface language, while card names are not English."""
    from PySide6.QtWidgets import QLabel

    window = make_window(lang)
    window.set_card_language(lang)
    window.browser.refresh()
    names = [window.browser.model.index(r, 0).data() for r in range(window.browser.model.rowCount())]
    assert any(n and n.endswith(" *") for n in names)
    legend = window.statusBar().findChild(QLabel, "nameLegend")
    assert legend is not None and legend.isVisible()
    assert legend.text().startswith("* ") and words in legend.text() and "✎" in legend.text()
    window.set_card_language("en")
    assert not legend.isVisible()
