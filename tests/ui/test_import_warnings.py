"""Issue 16 item 9: the readers' warnings reach the interface translated, with nothing dropped."""

from __future__ import annotations

from spellforge.formats import read_spellbook_text
from spellforge.ui.import_dialog import ImportReportDialog
from spellforge.ui.import_warnings import translate_warning
from spellforge.ui.translations import Translations

# A list with no mage and a misspelt card: the reader warns about both (its English sentences).
LIST = "2 Firebal\n1 Dispel\n"


def test_import_warnings_are_translated_in_the_report(qtbot, library):
    result = read_spellbook_text(LIST, library, source_name="list.txt")
    assert result.warnings and any("no mage" in w for w in result.warnings)
    translations = Translations()
    try:
        translations.install("ru")
        dialog = ImportReportDialog(result, library, "ru")
        qtbot.addWidget(dialog)
        tip = dialog.summary.toolTip()
        assert "в списке не указан маг" in tip
        assert not any(w in tip for w in result.warnings)  # no English sentence left
        translations.install("pl")
        assert translate_warning("the list names no mage") == "lista nie podaje maga"
    finally:
        translations.install("en")


def test_an_unknown_warning_is_shown_as_it_is(qapp):
    assert translate_warning("something new") == "something new"
