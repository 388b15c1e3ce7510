"""Issue 16 item 7: New from template… offers the official spellbooks, also on the empty start
page; a template becomes an ordinary new book."""

from __future__ import annotations

from spellforge.formats.templates import list_templates
from spellforge.ui.books.template_dialog import TemplateDialog
from tests.conftest import OFFICIAL_DIR
from tests.ui.editor.test_editor_flows import official_cards


def test_the_start_page_offers_templates_and_the_core_four_come_first(window, library):
    assert window.stack.currentWidget() is window.placeholder
    assert window.placeholder_template.isVisible() and window.placeholder_template.text() == "New from template…"
    dialog = TemplateDialog(library, "en", window)
    names = [t.name for t in dialog.templates()]
    assert names[:4] == ["Beastmaster", "Priestess", "Warlock", "Wizard"]
    cats = {t.category for t in dialog.templates()}
    assert cats == {"core", "official", "academy", "apprentice", "octgn-apprentice"} and len(names) == 43
    assert "Wizard (Academy)" in names and "Wizard Apprentice" in names
    assert "Wizard (OCTGN Apprentice Mode)" in names and "Johktari Beastmaster (OCTGN Apprentice Mode)" in names
    by_category = {}
    for t in dialog.templates():
        by_category[t.category] = by_category.get(t.category, 0) + 1
    assert by_category == {"core": 4, "official": 9, "academy": 10, "apprentice": 8, "octgn-apprentice": 12}


def test_the_octgn_apprentice_mode_books_are_60_point_books(library):
    """The OCTGN module's Apprentice Mode: full mages, spellbooks limited to 60 points (its
    Documents/MW-OCTGN-Apprentice-Mode page); 12 books, one per mage."""
    from spellforge.formats.templates import load_template
    from spellforge.rules import validate

    books = [t for t in list_templates() if t.category == "octgn-apprentice"]
    assert len({t.mage for t in books}) == 12
    for template in books:
        assert library.mage(template.mage) is not None and "(Apprentice)" not in template.mage
        assert 50 <= validate(load_template(template, library), library).points_used <= 60, template.name


def test_a_template_opened_in_a_russian_or_polish_window_has_a_translated_name(make_window, library):
    """QA: a template book opened in a Russian window was still called "Warlock (Academy)"."""
    from PySide6.QtWidgets import QListWidgetItem  # noqa: F401

    by_id = {t.id: t for t in list_templates()}
    expected = {
        "ru": {"official-warlock": "Колдун", "academy-warlock-academy": "Колдун (Академия)",
               "apprentice-wizard-apprentice-4th-edition": "Волшебник (обучающий режим) (4-е издание)",
               "octgn-apprentice-druid": "Друид (обучающий режим OCTGN)"},
        "pl": {"official-warlock": "Czarnoksiężnik", "academy-warlock-academy": "Czarnoksiężnik (Akademia)",
               "apprentice-wizard-apprentice-4th-edition": "Czarodziej (Tryb Ucznia) (4. edycja)",
               "octgn-apprentice-druid": "Druidka (Tryb Ucznia OCTGN)"},
    }
    for lang, names in expected.items():
        window = make_window(lang)
        for template_id, name in names.items():
            editor = window.new_from_template(by_id[template_id])
            assert editor.doc.book.name == name and editor.title() == name
        dialog = TemplateDialog(library, lang, window, ui_lang=lang)
        texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
        assert "Колдун (Академия)" in texts if lang == "ru" else "Czarnoksiężnik (Akademia)" in texts
        assert not any("Academy" in t or "Apprentice" in t for t in texts), texts


def test_every_template_is_a_book_within_its_mages_points(library):
    # Each official full-game book costs at most its mage's spellbook points (the OCTGN data's README;
    # RU seeds/000 L1844), and every card resolves.
    from spellforge.formats.templates import load_template
    from spellforge.rules import validate

    for template in list_templates():
        book = load_template(template, library)
        report = validate(book, library)
        assert book.entries and not book.unresolved, template.name
        assert report.points_used <= report.points_max, (template.name, report.points_used, report.points_max)


def test_the_warlock_template_is_the_official_warlock_book(window, library):
    warlock = next(t for t in list_templates() if t.id == "official-warlock")
    editor = window.new_from_template(warlock)
    expected = {}
    for name, qty in official_cards(library, OFFICIAL_DIR / "Warlock Official.o8d"):
        cid = library.card_by_name(name).id
        expected[cid] = expected.get(cid, 0) + qty
    assert editor.doc.book.quantities() == expected
    assert (editor.doc.report.points_used, editor.doc.report.legal) == (120, True)
    assert editor.doc.book.name == "Warlock" and window.stack.currentWidget() is window.editors
