"""Issue 16 item 4: the editor shows what the printout shows (type groups with card counts and
points, the total card count), the meter turns red over budget, problems wrap, and every card
table has a right-click menu."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from spellforge.ui.cards import menus as card_menus
from spellforge.ui.editor.book_model import COLUMNS
from tests.conftest import DECKS_DIR
from tests.ui.editor.test_editor_flows import official_cards
from tests.patience import settle

WARLOCK_O8D = DECKS_DIR / "official-spellbooks" / "Warlock Official.o8d"


def group_rows(model):
    return {model.group_of(r): r for r in range(model.rowCount()) if model.group_of(r) is not None}


def test_official_warlock_book_groups_by_type_with_counts_and_points(window, library):
    editor = window.new_book()
    QAbstractItemModelTester(editor.model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    editor.choose_mage("Warlock")
    cards = official_cards(library, WARLOCK_O8D)
    editor.doc.add_many([(library.card_by_name(n).id, q) for n, q in cards])
    model = editor.model
    groups = group_rows(model)
    expected: dict[str, int] = {}
    for name, qty in cards:
        kind = library.card_by_name(name).type
        expected[kind] = expected.get(kind, 0) + qty
    assert set(groups) == set(expected)
    qty_col, points_col = COLUMNS.index("qty"), COLUMNS.index("points")
    for kind, row in groups.items():
        assert model.index(row, qty_col).data() == str(expected[kind])
    # The group sums add up to the book's 120 points (the Warlock's budget, RU seeds/000 L1844).
    assert sum(int(model.index(r, points_col).data()) for r in groups.values()) == 120
    total = sum(q for _n, q in cards)
    assert editor.count_label.text() == f"{total} cards"
    # Folding a group hides its cards but keeps its sums; clicking again unfolds it.
    attack = groups["Attack"]
    before = model.rowCount()
    editor._group_clicked(model, model.index(attack, 1))
    attacks = [library.card_by_name(n).id for n, _q in cards if library.card_by_name(n).type == "Attack"]
    assert model.rowCount() == before - len(attacks)
    assert model.index(group_rows(model)["Attack"], qty_col).data() == str(expected["Attack"])
    editor.select_card(attacks[0])
    assert model.rowCount() == before  # asking for a folded card unfolds its group


def test_meter_turns_red_over_budget_and_problems_wrap(window, qtbot):
    editor = window.new_book()
    editor.choose_mage("Warlock")
    editor.doc.add_many([("fireball", 6), ("dispel", 6)])
    assert editor.meter.property("overBudget") is False
    editor.doc.add_many([("dissolve", 6), ("teleport", 6), ("force-push", 6), ("arc-lightning", 6),
                         ("hurl-rock", 6), ("heal", 6)])
    report = editor.doc.report
    assert report.points_used > report.points_max
    assert editor.meter.property("overBudget") is True and "color" in editor.meter.styleSheet()
    assert editor.problems.wordWrap()
    editor.show()
    editor.problems.setFixedWidth(220)  # a narrow panel: the over-budget message must wrap
    qtbot.waitExposed(editor)
    settle()
    first = editor.problems.item(0)
    line = editor.problems.fontMetrics().height()
    rect = editor.problems.visualItemRect(first)
    assert editor.problems.fontMetrics().horizontalAdvance(first.text()) > editor.problems.viewport().width()
    assert rect.height() >= 2 * line  # the long message wraps onto more lines
    assert rect.right() <= editor.problems.viewport().width()


def test_right_click_menus_on_book_candidates_and_browser(window, library):
    editor = window.new_book()
    editor.choose_mage("Warlock")
    editor.add_card("fireball")
    for view in (editor.view, editor.cand_view, window.browser.view):
        assert view.contextMenuPolicy() == Qt.CustomContextMenu
    menu = card_menus.book_menu(editor, "book", "fireball")
    actions = {a.text(): a for a in menu.actions() if a.text()}
    assert {"Add a copy of Fireball", "Remove a copy", "Remove all copies", "Move to candidates",
            "Show the card", "Filter by type: Attack", "Filter by school: Fire"} <= set(actions)
    actions["Add a copy of Fireball"].trigger()
    assert editor.doc.qty("book", "fireball") == 2
    actions["Move to candidates"].trigger()
    assert editor.doc.qty("book", "fireball") == 1 and editor.doc.qty("candidates", "fireball") == 1
    editor.add_card("dispel")
    actions["Filter by school: Fire"].trigger()
    assert editor.model.card_ids() == ["fireball"] and editor.filter_bar.isVisibleTo(editor)
    menu = card_menus.book_menu(editor, "book", "fireball")
    next(a for a in menu.actions() if a.text() == "Show all cards of the book").trigger()
    assert set(editor.model.card_ids()) == {"fireball", "dispel"}
    cand = {a.text(): a for a in card_menus.book_menu(editor, "candidates", "fireball").actions()}
    cand["Move to the book"].trigger()
    assert editor.doc.qty("book", "fireball") == 2
    browse = {a.text(): a for a in card_menus.browser_menu(window.browser, "teleport").actions()}
    browse["Add to candidates"].trigger()
    assert editor.doc.qty("candidates", "teleport") == 1
    browse["Filter by school: Arcane"].trigger()
    window.browser.refresh()
    ids = window.browser.model.ids()
    assert "teleport" in ids and all(any(s.school == "Arcane" for s in library.card(i).schools) for i in ids)


def test_a_card_with_a_problem_has_its_icon_and_words_on_its_name_only(window, library):
    """What a paint asks every cell (alignment, icon, accessible text) is answered per column: the
    warning icon and "Problem: …" on the name of a card the rules refuse, numbers to the right."""
    editor = window.new_book()
    editor.choose_mage("Wizard")
    editor.doc.change_qty("book", "fireball", 1)
    editor.doc.change_qty("book", "adramelechs-torment", 1)  # Warlock Only: a Wizard may not take it
    model = editor.model
    bad, good = model.row_of("adramelechs-torment"), model.row_of("fireball")
    name, qty = COLUMNS.index("name"), COLUMNS.index("qty")
    assert not model.index(bad, name).data(Qt.DecorationRole).isNull()
    assert model.index(bad, name).data(Qt.AccessibleTextRole).startswith("Problem: ")
    assert model.index(bad, qty).data(Qt.DecorationRole) is None
    assert model.index(good, name).data(Qt.DecorationRole) is None
    assert model.index(good, name).data(Qt.AccessibleTextRole) is None
    right = int(Qt.AlignRight | Qt.AlignVCenter)
    assert model.index(good, qty).data(Qt.TextAlignmentRole) == right
    assert model.index(good, name).data(Qt.TextAlignmentRole) is None
    assert model.index(good, name).data(Qt.ForegroundRole) is None
