"""A search error in the reader's language: one table for the card browser, the collection view
and `spellforge search --lang`. The context stays "CardBrowser" so the .ts translations made
for the window hold; `translate` is QCoreApplication.translate in the window and the .qm reader
(spellforge.i18n.ts_translate) on the command line."""
from __future__ import annotations

from typing import TYPE_CHECKING

from spellforge.i18n.cli_words import Context

if TYPE_CHECKING:
    from spellforge.library.search.grammar import SearchError


def search_error_text(e: SearchError, known_keys: str = "", translate=None, lang: str | None = None) -> str:
    """The translated explanation of one bad part of a query (position counted from 1).
    `known_keys`: another game's short key names, listed instead of Mage Wars' (Mage Knight)."""
    CardBrowser = Context("CardBrowser", lang, translate)  # lupdate reads CardBrowser.tr(…) as that context
    messages = {
        "unknown_key": CardBrowser.tr(
            "Unknown filter “{detail}” at position {pos}. Known filters: s, l, t, st, tr, "
            "c, set, a, f, is, owned, life, armor, range, slot, does, text, legal, pts."),
        "unknown_value": CardBrowser.tr("Nothing is called “{detail}” (in “{term}” at position {pos})."),
        "unknown_set": CardBrowser.tr("No set is called “{detail}” (in “{term}” at position {pos}). Sets: {choices}."),
        "bad_number": CardBrowser.tr("“{term}” at position {pos} needs a number."),
        "bad_operator": CardBrowser.tr("“{term}” at position {pos}: this filter only takes “:” or “!=”."),
        "missing_value": CardBrowser.tr("“{term}” at position {pos} needs a value."),
        "unclosed_quote": CardBrowser.tr("Missing closing quote at position {pos}."),
        "unbalanced_paren": CardBrowser.tr("“)” at position {pos} closes nothing."),
        "unclosed_paren": CardBrowser.tr("“(” at position {pos} is never closed."),
        "dangling_or": CardBrowser.tr("“{term}” at position {pos} needs a condition on both sides."),
        "too_deep": CardBrowser.tr("Too many nested parentheses at position {pos}."),
        "too_long": CardBrowser.tr("The query is too long; only its first {detail} characters are used."),
        "no_collection": CardBrowser.tr("“{term}”: owned: needs the collection, which is empty."),
        "needs_book": CardBrowser.tr("“{term}” at position {pos} needs an open spellbook with a mage."),
        "not_available": CardBrowser.tr("“{term}” at position {pos} is not available yet."),
    }
    if known_keys:
        messages["unknown_key"] = CardBrowser.tr("Unknown filter “{detail}” at position {pos}. Known filters: {keys}.")
    template = messages.get(e.code, CardBrowser.tr("Cannot read “{term}” at position {pos}."))
    text = template.format(term=e.term, pos=e.pos + 1, detail=e.detail, keys=known_keys,
                           choices="; ".join(getattr(e, "choices", ())))
    if e.suggestion:
        text += " " + CardBrowser.tr("Did you mean “{suggestion}”?").format(suggestion=e.suggestion)
    return text


def known_key_list(key_names: dict[str, dict[str, tuple[str, ...]]], lang: str) -> str:
    """Another game's short key names for "Known filters", in the reader's language (English
    where a key has no name in it), like Mage Wars' list; every language's names work anyway."""
    return ", ".join((n.get(lang) or n["en"])[0] for n in key_names.values())


def search_errors_line(errors, lang: str, key_names: dict | None = None) -> str:
    """A command's search errors on one line in its `--lang` (English: the errors' own words);
    `key_names`: another game's keys, listed instead of Mage Wars'."""
    keys = known_key_list(key_names, lang) if key_names else ""
    return "; ".join(e.message() if lang == "en" else search_error_text(e, keys, lang=lang) for e in errors)
