"""Issue 16 item 7: New from template… offers the official spellbooks, also on the empty start
page; a template becomes an ordinary new book."""

from __future__ import annotations

from spellforge.formats.templates import list_templates
from spellforge.ui.template_dialog import TemplateDialog
from tests.conftest import OFFICIAL_DIR, needs_shared
from tests.ui.test_editor_flows import official_cards


def test_the_start_page_offers_templates_and_the_core_four_come_first(window, library):
    assert window.stack.currentWidget() is window.placeholder
    assert window.placeholder_template.isVisible() and window.placeholder_template.text() == "New from template…"
    dialog = TemplateDialog(library, "en", window)
    names = [t.name for t in dialog.templates()]
    assert names[:4] == ["Beastmaster", "Priestess", "Warlock", "Wizard"]
    cats = {t.category for t in dialog.templates()}
    assert cats == {"core", "official", "academy", "apprentice"} and len(names) == 31
    assert "Wizard (Academy)" in names and "Wizard Apprentice" in names


def test_every_template_is_a_book_within_its_mages_points(library):
    # Each official full-game book costs at most its mage's spellbook points (shared/data README;
    # RU seeds/000 L1844), and every card resolves.
    from spellforge.formats.templates import load_template
    from spellforge.rules import validate

    for template in list_templates():
        book = load_template(template, library)
        report = validate(book, library)
        assert book.entries and not book.unresolved, template.name
        assert report.points_used <= report.points_max, (template.name, report.points_used, report.points_max)


@needs_shared
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
