"""The playtest window fits a 1366×768 laptop screen in every language: the Game box's fifteen
settings, three to a row, with the long Russian labels («Цель: Проникающая атака +»), leave the
window well under 1280 px (four to a row, Russian needed 1251 px plus the frame: nothing left on
a 1280 px screen, barely on 1366), and no label is cut at the window's minimum size."""

from __future__ import annotations

import pytest

from spellforge.domain import Spellbook
from spellforge.ui.playtest.window import PlaytestWindow
from spellforge.ui.translations import Translations

# at most 1100 px wide: under 1280 with the frame and room to spare; 768 px minus a task bar and a
# title bar (~70 px) high
MAX_WIDTH, USABLE_HEIGHT = 1100, 700


@pytest.fixture
def translations():
    t = Translations()
    yield t
    t.install("en")


@pytest.mark.parametrize("lang", ("en", "ru", "pl"))
def test_the_playtest_window_fits_a_laptop_screen(qtbot, library, translations, lang):
    translations.install(lang)
    book = Spellbook(name="Beasts", mage="Beastmaster")
    book.add(library.card_by_name("Timber Wolf").id, 2)
    window = PlaytestWindow(library, book)
    qtbot.addWidget(window)
    hint = window.minimumSizeHint()
    assert hint.width() <= MAX_WIDTH and hint.height() <= USABLE_HEIGHT, (lang, hint)
    window.resize(hint)
    window.show()
    qtbot.waitExposed(window)
    assert all(label.isVisible() for label in window.labels.values())  # the dummy's settings too
    cut = {key: (label.width(), label.sizeHint().width()) for key, label in window.labels.items()
           if label.width() < label.sizeHint().width()}
    assert not cut, (lang, cut)


def test_the_default_player_reads_whole_in_russian_at_1366_by_728(make_window, settings, library):
    """Инструменты ▸ Тест on a 1366×728 laptop: the window opened ~1070 px wide and its default
    player read «Планировщик (поиск» (cut mid-word, the window had 300 px to spare). Now it opens
    wide enough for «Планировщик (поиск по прогонам)», still inside the screen."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

    from spellforge.ui.window.layout_report import TITLE_BAR
    from tests.patience import settle

    settings.card_language = "ru"
    window = make_window("ru")
    window.resize(1366, 728 - TITLE_BAR)
    window.new_book()
    window.add_card(library.card_by_name("Timber Wolf").id)  # a small book: the planner's first search is short
    window.commands["playtest"].trigger()
    (playtest,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible()]
    settle()
    combo = playtest.policy_combo
    assert combo.currentText() == "Планировщик (поиск по прогонам)"
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    text = QSize(combo.fontMetrics().horizontalAdvance(combo.currentText()), combo.fontMetrics().height())
    assert combo.width() >= combo.style().sizeFromContents(QStyle.CT_ComboBox, option, text, combo).width()
    assert playtest.frameGeometry().width() <= 1366 and playtest.height() <= 728 - TITLE_BAR
    playtest.close()
