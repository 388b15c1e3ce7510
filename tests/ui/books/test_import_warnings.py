"""Issue 16 item 9: the readers' warnings reach the interface translated, with nothing dropped.
The readers give each warning a code and its parameters (the English sentence stays for the CLI);
the window translates by code, with plural forms for counts and names in the card language."""

from __future__ import annotations

import pytest

from spellforge.formats import read_spellbook_text
from spellforge.formats import warnings as warn
from spellforge.ui.books import import_warnings
from spellforge.ui.books.import_dialog import ImportReportDialog
from spellforge.ui.books.import_warnings import translate_warning
from spellforge.ui.translations import Translations

# A list with no mage, a misspelt card, a card under another type's heading and a wrong total.
LIST = "Attack\n2 Firebal\n1 Dispel\nTotal: 7\n??? nothing\n"


def samples():
    """One warning of every code, as the readers make them."""
    return {
        "listed_under": warn.listed_under(3, "Dispel", "Incantation", "Attack"),
        "uncertain_match": warn.uncertain_match(2, "Firebal", "fireball", "Fireball", "fuzzy", 0.91),
        "second_mage": warn.second_mage(4, "Wizard", "Warlock"),
        "no_mage": warn.no_mage(),
        "unresolved_lines": warn.unresolved_lines(2),
        "points_differ": warn.points_differ(9, 121, 118),
        "unknown_code": warn.unknown_code(5, "MW1X99"),
        "unknown_card_id": warn.unknown_card_id(6, "no-such-card", "Fireball"),
        "unknown_guid": warn.unknown_guid(7, "0000", "Fireball"),
        "unknown_mage_guid": warn.unknown_mage_guid(8, "1111", "Warlock"),
        "other_game": warn.other_game("d2f0-game"),
        "several_mages": warn.several_mages(["Warlock", "Wizard"], "Warlock"),
    }


def test_every_code_has_a_sample_and_the_regex_table_is_gone():
    assert set(samples()) == set(warn.CODES)
    assert not hasattr(import_warnings, "PATTERNS")


def test_the_readers_emit_codes_with_the_english_sentence_kept(library):
    result = read_spellbook_text(LIST, library, source_name="list.txt")
    codes = {w.code for w in result.warnings}
    assert {"no_mage", "uncertain_match", "listed_under", "unresolved_lines"} <= codes
    assert "the list names no mage" in result.warnings  # the CLI's English sentence, unchanged
    fuzzy = next(w for w in result.warnings if w.code == "uncertain_match")
    assert fuzzy.params["card"] == "fireball" and fuzzy.params["line"] == 2


EXPECTED = {
    "ru": {"listed_under": "строка 3: 'Dispel' — это Колдовство, но стоит в разделе Атака",
           "uncertain_match": "строка 2: 'Firebal' прочитано как Огненный шар (уверенность 91 %); проверьте",
           "second_mage": "строка 4: назван второй маг (Волшебник); остаётся маг Колдун",
           "no_mage": "в списке не указан маг",
           "unresolved_lines": "Не распознаны 2 строки; они сохранены вместе с книгой",
           "points_differ": "строка 9: в списке указано 121 очко, по правилам выходит 118"},
    "pl": {"listed_under": "wiersz 3: 'Dispel' to Inkantacja, ale stoi w sekcji Atak",
           "uncertain_match": "wiersz 2: 'Firebal' odczytano jako Kula Ognia (pewność 91 %); sprawdź",
           "second_mage": "wiersz 4: podano drugiego Maga (Czarodziej); zostaje Mag Czarnoksiężnik",
           "no_mage": "lista nie podaje Maga",
           "unresolved_lines": "Nierozpoznane 2 wiersze; zachowano je razem z księgą",
           "points_differ": "wiersz 9: lista podaje 121 punktów, według zasad wychodzi 118"},
}


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_code_is_translated_with_its_parameters(qapp, library, lang):
    translations = Translations()
    try:
        translations.install(lang)
        for code, warning in samples().items():
            text = translate_warning(warning, library, lang)
            assert text != str(warning), code
            for word in ("line ", "unknown", "matched", "the list", "please", "named", "reading"):
                assert word not in text, (code, text)
            for key in ("line", "code", "guid", "game"):
                if key in warning.params:
                    assert str(warning.params[key]) in text, (code, text)
            if code in EXPECTED[lang]:
                assert text == EXPECTED[lang][code]
        one = warn.unresolved_lines(1)
        assert translate_warning(one, library, lang) == {
            "ru": "Не распознана 1 строка; она сохранена вместе с книгой",
            "pl": "Nierozpoznany 1 wiersz; zachowano go razem z księgą"}[lang]
        many = warn.unresolved_lines(5)
        assert translate_warning(many, library, lang) == {
            "ru": "Не распознано 5 строк; они сохранены вместе с книгой",
            "pl": "Nierozpoznanych 5 wierszy; zachowano je razem z księgą"}[lang]
    finally:
        translations.install("en")


def test_english_reads_the_english_sentence_back(qapp, library):
    for code, warning in samples().items():
        if code not in ("unresolved_lines", "points_differ", "uncertain_match", "second_mage", "other_game",
                        "several_mages", "unknown_mage_guid", "unknown_card_id", "unknown_guid"):
            assert translate_warning(warning, library, "en") == str(warning), code
    assert translate_warning(warn.unresolved_lines(1), library, "en") == \
        "Not recognised: 1 line; it is kept with the spellbook"


def test_import_warnings_are_translated_in_the_report(qtbot, library):
    result = read_spellbook_text(LIST, library, source_name="list.txt")
    translations = Translations()
    try:
        translations.install("ru")
        dialog = ImportReportDialog(result, library, "ru")
        qtbot.addWidget(dialog)
        tip = dialog.summary.toolTip()
        assert "в списке не указан маг" in tip and "Огненный шар" in tip
        assert not any(w in tip for w in result.warnings)  # no English sentence left
    finally:
        translations.install("en")


def test_a_warning_without_a_code_is_shown_as_it_is(qapp):
    assert translate_warning("something new") == "something new"
