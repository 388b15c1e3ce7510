"""A search error in the window's language: one table shared by the card browser and the collection view.

The context stays "CardBrowser" so the existing .ts translations keep applying.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from spellforge.library.search_grammar import SearchError


def search_error_text(e: SearchError, known_keys: str = "") -> str:
    """The translated explanation of one bad part of a query (position counted from 1).
    `known_keys`: another game's short key names, listed instead of Mage Wars' (Mage Knight)."""
    messages = {
        "unknown_key": QCoreApplication.translate(
            "CardBrowser", "Unknown filter “{detail}” at position {pos}. Known filters: s, l, t, st, tr, "
                           "c, set, a, f, is, owned, life, armor, range, slot, does, text, legal, pts."),
        "unknown_value": QCoreApplication.translate(
            "CardBrowser", "Nothing is called “{detail}” (in “{term}” at position {pos})."),
        "bad_number": QCoreApplication.translate("CardBrowser", "“{term}” at position {pos} needs a number."),
        "bad_operator": QCoreApplication.translate(
            "CardBrowser", "“{term}” at position {pos}: this filter only takes “:” or “!=”."),
        "missing_value": QCoreApplication.translate("CardBrowser", "“{term}” at position {pos} needs a value."),
        "unclosed_quote": QCoreApplication.translate("CardBrowser", "Missing closing quote at position {pos}."),
        "unbalanced_paren": QCoreApplication.translate("CardBrowser", "“)” at position {pos} closes nothing."),
        "unclosed_paren": QCoreApplication.translate("CardBrowser", "“(” at position {pos} is never closed."),
        "dangling_or": QCoreApplication.translate(
            "CardBrowser", "“{term}” at position {pos} needs a condition on both sides."),
        "too_deep": QCoreApplication.translate("CardBrowser", "Too many nested parentheses at position {pos}."),
        "too_long": QCoreApplication.translate(
            "CardBrowser", "The query is too long; only its first {detail} characters are used."),
        "no_collection": QCoreApplication.translate(
            "CardBrowser", "“{term}”: owned: needs the collection, which is empty."),
        "needs_book": QCoreApplication.translate(
            "CardBrowser", "“{term}” at position {pos} needs an open spellbook with a mage."),
        "not_available": QCoreApplication.translate("CardBrowser", "“{term}” at position {pos} is not available yet."),
    }
    if known_keys:
        messages["unknown_key"] = QCoreApplication.translate(
            "CardBrowser", "Unknown filter “{detail}” at position {pos}. Known filters: {keys}.")
    template = messages.get(e.code, QCoreApplication.translate("CardBrowser", "Cannot read “{term}” at position {pos}."))
    text = template.format(term=e.term, pos=e.pos + 1, detail=e.detail, keys=known_keys)
    if e.suggestion:
        text += " " + QCoreApplication.translate("CardBrowser", "Did you mean “{suggestion}”?").format(
            suggestion=e.suggestion)
    return text
