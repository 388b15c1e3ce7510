"""Right-click menus on the card tables: what the keyboard commands do, where the card is.

Book and candidates: add a copy, remove one or all, move between the book and the candidates,
show the card, show only this type or school in the book (again: show all). The browser: add to
the book or the candidates, show the card, filter the card list by this school or type.
Menus are built by plain functions so tests can read and trigger them without a popup."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QMenu

from spellforge.ui.cards import text as card_text
class CardMenus(QObject):
    """Translation context of the card menus; every call is written `CardMenus.tr("…")` so lupdate
    files the strings under this context (a helper taking a variable would leave it empty)."""


def _filters(menu: QMenu, lib, card, lang: str, apply) -> None:
    """'Only <type>' and 'Only <school>' entries; apply(label, kind, value)."""
    kind_label = card_text.term(lib, "spell_type", card.type, lang)
    menu.addAction(CardMenus.tr("Filter by type: {type}").format(type=kind_label),
                   lambda: apply(kind_label, "type", card.type))
    for school in dict.fromkeys(s.school for s in card.schools):
        label = card_text.school_label(lib, school, lang)
        menu.addAction(CardMenus.tr("Filter by school: {school}").format(school=label),
                       lambda s=school, lb=label: apply(lb, "school", s))


def book_menu(editor, zone: str, card_id: str | None, parent=None) -> QMenu:
    """The menu of a book or candidates row (card_id None: a group header or empty space)."""
    menu = QMenu(parent or editor)
    doc, lib, lang = editor.doc, editor.lib, editor.card_lang
    card = lib.card(card_id) if card_id else None
    other = "candidates" if zone == "book" else "book"
    if card is not None:
        name = card.display_name(lang)
        menu.addAction(CardMenus.tr("Add a copy of {card}").format(card=name),
                       lambda: (doc.change_qty(zone, card_id, +1, merge=True), editor.select_card(card_id, zone)))
        menu.addAction(CardMenus.tr("Remove a copy"), lambda: doc.change_qty(zone, card_id, -1, merge=True))
        menu.addAction(CardMenus.tr("Remove all copies"), lambda: doc.remove_all(zone, card_id))
        menu.addAction(CardMenus.tr("Move to candidates") if other == "candidates" else CardMenus.tr("Move to the book"),
                       lambda: doc.move(card_id, zone, other))
        menu.addSeparator()
        menu.addAction(CardMenus.tr("Show the card"), lambda: editor.current_card_changed.emit(card_id))
        menu.addSeparator()
        _filters(menu, lib, card, lang, editor.filter_book)
    if editor.model.card_filter is not None:
        menu.addAction(CardMenus.tr("Show all cards of the book"), editor.clear_book_filter)
    return menu


def browser_menu(browser, card_id: str | None, parent=None) -> QMenu:
    menu = QMenu(parent or browser)
    card = browser.lib.card(card_id) if card_id else None
    if card is None:
        return menu
    menu.addAction(CardMenus.tr("Add to the book"), lambda: browser.card_chosen.emit(card_id, False))
    menu.addAction(CardMenus.tr("Add to candidates"), lambda: browser.card_chosen.emit(card_id, True))
    menu.addSeparator()
    menu.addAction(CardMenus.tr("Show the card"), lambda: browser.current_card_changed.emit(card_id))
    menu.addSeparator()

    def apply(_label: str, kind: str, value: str) -> None:
        key = "t" if kind == "type" else "s"
        value = value.lower()
        browser.search.setText(f'{key}:"{value}"' if " " in value else f"{key}:{value}")

    _filters(menu, browser.lib, card, browser.lang, apply)
    return menu


def attach(view: QAbstractItemView, build) -> None:
    """Right-click on `view` pops the menu `build(card_id)` makes for the row under the mouse."""
    view.setContextMenuPolicy(Qt.CustomContextMenu)

    def popup(pos) -> None:
        index = view.indexAt(pos)
        if index.isValid():
            view.setCurrentIndex(index)
        model = view.model()
        card_id = model.card_id(index.row()) if index.isValid() and hasattr(model, "card_id") else None
        menu = build(card_id)
        if not menu.isEmpty():
            menu.exec(view.viewport().mapToGlobal(pos))

    view.customContextMenuRequested.connect(popup)
