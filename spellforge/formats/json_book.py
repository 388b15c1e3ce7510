"""Spellforge's own save format: versioned JSON, cards by stable id, names for humans.

    {"kind": "spellforge.spellbook", "format_version": 1, "name": "…", "mage": "Wizard",
     "element": "Fire", "format": "arena",
     "cards": [{"id": "fireball", "qty": 2, "name": "Fireball", "printing": "<GUID, optional>"}],
     "candidates": […], "mage_card": "<optional: the mage card's mage when the Stats card differs>",
     "notes": "…", "tags": ["…"], "unresolved": [{"line": 7, "text": "…", "candidates": ["…"]}]}

Ids are trusted first; a card id the library does not know is looked up by its name, and failing
that is kept as an unresolved line. Documented in docs/formats.md."""

from __future__ import annotations

import json
from typing import Any

from spellforge.domain import BookEntry, Spellbook, UnresolvedLine
from spellforge.domain.spellbook import MAX_COPIES, shown_quantity, too_many
from spellforge.formats.builder import BookBuilder
from spellforge.formats.errors import ReadError
from spellforge.formats.report import ImportResult, LineFate
from spellforge.formats.resolve import Match, Resolver
from spellforge.safetext import clean_line, clean_text
from spellforge.formats import warnings as warn

KIND = "spellforge.spellbook"
FORMAT_VERSION = 1


def write_json(book: Spellbook, lib: Any, lang: str = "en") -> str:
    def entries(items: list[BookEntry], counted: bool) -> list[dict[str, Any]]:
        out = []
        for e in items:
            card = lib.card(e.card_id)
            row: dict[str, Any] = {"id": clean_line(e.card_id), "qty": e.qty,
                                   "name": clean_line(card.display_name(lang) if card else e.card_id)}
            if counted and e.card_id in book.printings:
                row["printing"] = book.printings[e.card_id]  # the OCTGN GUID the source file named
            out.append(row)
        return out

    data = {
        "kind": KIND,
        "format_version": FORMAT_VERSION,
        "name": clean_line(book.name or ""),
        "mage": book.mage and clean_line(book.mage),
        "element": book.element and clean_line(book.element),
        "format": clean_line(book.format or ""),
        "cards": entries(book.entries, True),
        "candidates": entries(book.candidates, False),
        "notes": clean_text(book.notes or ""),  # \n and \t survive (JSON escapes them); ESC, NUL … do not
        "tags": [clean_line(t) for t in book.tags],
        "unresolved": [{"line": u.line, "text": clean_line(u.text), "candidates": [clean_line(c) for c in u.candidates]}
                       for u in book.unresolved],
    }
    if book.mage_card:
        data["mage_card"] = book.mage_card  # the mage card named another mage than the Stats card
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


class _Lines:
    """Approximate line numbers for JSON values: where each id first appears, in order."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.position = 0

    def of(self, needle: str) -> int:
        found = self.text.find(json.dumps(needle, ensure_ascii=False), self.position)
        if found < 0:
            return 1
        self.position = found + 1
        return self.text.count("\n", 0, found) + 1


def read_json(text: str, resolver: Resolver, source: str) -> ImportResult:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ReadError(source, e.lineno, f"not valid JSON: {e.msg}", code="json_invalid", detail=e.msg) from None
    except RecursionError:
        raise ReadError(source, None, "JSON nested too deeply", code="nested_too_deeply") from None
    except ValueError as e:  # a number of thousands of digits: Python refuses to convert it
        raise ReadError(source, None, f"not valid JSON: {e}", code="json_invalid", detail=str(e)) from None
    if not isinstance(data, dict):
        raise ReadError(source, 1, "not a Spellforge spellbook (expected a JSON object)", code="json_not_object")
    if data.get("kind") != KIND:
        raise ReadError(source, 1, f"not a Spellforge spellbook (\"kind\" is not {KIND!r})", code="json_kind", kind=KIND)
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ReadError(source, 1, "\"format_version\" is missing or not a number", code="json_no_version")
    if version > FORMAT_VERSION:
        raise ReadError(source, 1, f"written by a newer Spellforge (format_version {version}; this one reads {FORMAT_VERSION})",
                        code="json_newer", version=version, reads=FORMAT_VERSION)
    lines = _Lines(text)
    builder = BookBuilder(resolver, source)
    book = builder.book
    book.name = _text(data, "name", source)
    book.notes = _text(data, "notes", source)
    book.format = _text(data, "format", source) or "arena"
    tags = data.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise ReadError(source, lines.of("tags"), "\"tags\" must be a list of strings", code="json_type", key="tags",
                        want="list_of_strings")
    book.tags = list(tags)
    mage_name = data.get("mage")
    if mage_name is not None:
        if not isinstance(mage_name, str):
            raise ReadError(source, lines.of("mage"), "\"mage\" must be a string", code="json_type", key="mage",
                            want="string")
        mage = resolver.lib.mage(mage_name) or resolver.mage(mage_name).mage
        line = lines.of(mage_name)
        if mage is None:
            builder.unresolved(line, mage_name, note="unknown mage")
        else:
            book.mage = mage.name
            builder.lines.append(LineFate(line, mage_name, "mage", qty=1, matched_by="name", confidence=1.0, note=mage.name))
    mage_card = data.get("mage_card")
    if isinstance(mage_card, str) and mage_card:
        book.mage_card = mage_card
    element = data.get("element")
    if element is not None and not isinstance(element, str):
        raise ReadError(source, lines.of("element"), "\"element\" must be a string or null", code="json_type",
                        key="element", want="string_or_null")
    if element is not None:
        book.element = resolver.element(element)
        if book.element is None:
            builder.unresolved(lines.of(element), element, note="unknown element")
    for entry in _entries(data, "cards", source, lines):
        _card(builder, entry, lines, counted=True)
    for entry in _entries(data, "candidates", source, lines):
        _card(builder, entry, lines, counted=False)
    unresolved = data.get("unresolved", [])
    if not isinstance(unresolved, list):
        raise ReadError(source, lines.of("unresolved"), "\"unresolved\" must be a list", code="json_type",
                        key="unresolved", want="list")
    for u in unresolved:
        if not (isinstance(u, dict) and isinstance(u.get("text"), str) and isinstance(u.get("line", 0), int)):
            raise ReadError(source, lines.of("unresolved"), "each unresolved line needs \"line\" and \"text\"",
                            code="json_unresolved_entry")
        candidates = [c for c in u.get("candidates", []) if isinstance(c, str)] if isinstance(u.get("candidates"), list) else []
        book.unresolved.append(UnresolvedLine(u.get("line", 0), u["text"], candidates))
        builder.lines.append(LineFate(lines.of(u["text"]), u["text"], "unresolved", candidates=candidates,
                                      note="kept from an earlier import"))
    return builder.result("json")


def _text(data: dict[str, Any], key: str, source: str) -> str:
    value = data.get(key, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ReadError(source, 1, f"\"{key}\" must be a string", code="json_type", key=key, want="string")
    return value


def _entries(data: dict[str, Any], key: str, source: str, lines: _Lines) -> list[dict[str, Any]]:
    items = data.get(key, [])
    if not isinstance(items, list):
        raise ReadError(source, lines.of(key), f"\"{key}\" must be a list", code="json_type", key=key, want="list")
    for item in items:
        if not isinstance(item, dict):
            raise ReadError(source, lines.of(key), f"each entry of \"{key}\" must be an object", code="json_type",
                            key=key, want="list_of_objects")
    return items


def _card(builder: BookBuilder, entry: dict[str, Any], lines: _Lines, counted: bool) -> None:
    card_id, name, qty = entry.get("id"), entry.get("name"), entry.get("qty", 1)
    label = name if isinstance(name, str) and name else str(card_id)
    line = lines.of(card_id) if isinstance(card_id, str) else lines.of(label)
    # A bad quantity keeps the line, written as a text list would ("1000…(31 digits) Fireball"), so
    # the problem the user reads names the quantity and not only the card.
    if not isinstance(qty, int) or isinstance(qty, bool) or qty <= 0:
        builder.unresolved(line, f"{shown_quantity(json.dumps(qty))[:40]} {label}", note=f"bad quantity {str(qty)[:40]}")
        return
    if qty > MAX_COPIES:  # 10**30 copies: issue 13 item 7
        builder.unresolved(line, f"{shown_quantity(qty)} {label}", note=too_many(qty))
        return
    resolver = builder.resolver
    match = Match(card_id, "id", 1.0) if isinstance(card_id, str) and resolver.lib.card(card_id) else Match(None)
    if not match.ok and isinstance(name, str):
        match = builder.find_card(name)
        if match.ok:
            builder.warnings.append(warn.unknown_card_id(line, card_id, name))
    if counted:
        builder.card(line, label, qty, match)
        printing = entry.get("printing")
        if match.ok and match.card_id is not None and isinstance(printing, str) and printing:
            builder.book.printings.setdefault(match.card_id, printing.strip().lower())
    elif match.ok and match.card_id is not None:
        builder.book.candidates.append(BookEntry(match.card_id, qty))
        builder.lines.append(LineFate(line, label, "card", match.card_id, qty, match.matched_by, match.confidence,
                                      note="candidate (not counted)"))
    else:
        builder.unresolved(line, label, match.candidates, "unknown candidate card")
