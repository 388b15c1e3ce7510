"""`spellforge import FILE [--json]`: read a spellbook in any format and report every line's fate."""

from __future__ import annotations

import argparse
from typing import Any

from spellforge.i18n.cli_words import Context

LANGS = ("en", "ru", "pl")
Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("import", help=Cli.tr("read a spellbook file (o8d, text, BBCode, forum list, JSON, deck code) and report each line"))
    p.add_argument("file", help=Cli.tr("the spellbook file"))
    p.add_argument("--format", choices=("o8d", "text", "bbcode", "forum", "json", "code"), help=Cli.tr("skip format detection"))
    p.add_argument("--lang", choices=LANGS, default="en", help=Cli.tr("language of the report and of card names (default en)"))
    p.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    p.set_defaults(func=handler)


def handler(args: argparse.Namespace) -> int:
    from spellforge.cli import emit, read_book
    from spellforge.library import open_library

    lib = open_library()
    result = read_book(args.file, lib, fmt=args.format)
    data = import_report(result, lib)
    emit(data, args.json, _text(result, lib, args.lang))
    return 0


def import_report(result: Any, lib: Any) -> dict[str, Any]:
    def name(card_id: str) -> str:
        card = lib.card(card_id)
        return card.name if card else card_id

    return {
        "file": result.source_name,
        "format": result.format,
        "mage": result.book.mage,
        "element": result.book.element,
        "cards": [
            {"name": name(f.card_id), "id": f.card_id, "qty": f.qty, "line": f.line, "matched_by": f.matched_by,
             "confidence": round(f.confidence, 3)}
            for f in result.lines if f.fate == "card" and f.card_id
        ],
        "unresolved": [
            {"line": f.line, "text": f.text, "candidates": [name(c) for c in f.candidates], "candidate_ids": f.candidates,
             "reason": f.note}
            for f in result.lines if f.fate == "unresolved"
        ],
        "name": result.book.name,
        "notes": result.book.notes,
        "totals": [{"line": t.line, "text": t.text, "stated": t.stated, "computed": t.computed, "agrees": t.agrees}
                   for t in result.totals],
        "mage_suggestions": [{"mage": m.mage, "element": m.element, "points_used": m.points_used}
                             for m in result.mage_suggestions],
        "warnings": list(result.warnings),
    }


def format_name(fmt: str) -> str:
    """A reader's format as the report names it."""
    return {"o8d": Cli.tr("OCTGN file"), "text": Cli.tr("text"), "bbcode": Cli.tr("BBCode"),
            "forum": Cli.tr("forum list"), "json": Cli.tr("Spellforge JSON"), "code": Cli.tr("deck code")}.get(fmt, fmt)


def _text(result: Any, lib: Any, lang: str = "en") -> str:
    from spellforge.i18n.line_notes import translate_note
    from spellforge.i18n.read_warnings import translate_warning

    def name(card_id: str | None) -> str:
        card = lib.card(card_id) if card_id else None
        return card.display_name(lang) if card else str(card_id)

    def mage_name(mage: str | None) -> str:
        found = lib.mage(mage) if mage else None
        return found.display_name(lang) if found else (mage or "?")

    how_words = {"guid": Cli.tr("by OCTGN id"), "code": Cli.tr("by printed code"), "id": Cli.tr("by id"),
                 "name": Cli.tr("by name")}
    guessed = {"fuzzy": Cli.tr("similar name"), "alias": Cli.tr("another name of the card"),
               "normalised": Cli.tr("name written differently")}  # spellforge/formats/resolve.py's kinds
    book = result.book
    element = f" ({lib.term('school', book.element, lang)})" if book.element else ""
    cards = Cli.tr("%n card(s)", "", sum(book.quantities().values()))
    out = [Cli.tr("{file}: {format}, mage {mage}{element}, {cards}, unresolved lines: {unresolved}").format(
        file=result.source_name, format=format_name(result.format), mage=mage_name(book.mage), element=element,
        cards=cards, unresolved=len(book.unresolved))]
    card_word, mage_word, element_word = Cli.tr("card"), Cli.tr("mage"), Cli.tr("element")
    unresolved_word, ignored_word = Cli.tr("UNRESOLVED"), Cli.tr("ignored")
    width = max(len(w) for w in (card_word, mage_word, element_word, unresolved_word, ignored_word))
    for f in result.lines:
        note = translate_note(f.note, lib, lang)
        if f.fate == "card":
            how = how_words.get(f.matched_by) or Cli.tr("{how}, {percent} %").format(
                how=guessed.get(f.matched_by, f.matched_by), percent=round(f.confidence * 100))
            out.append(f"{f.line:>5}  {card_word:<{width}}  {f.qty} × {name(f.card_id)}  ({how})  ← {f.text}")
        elif f.fate == "mage":
            out.append(f"{f.line:>5}  {mage_word:<{width}}  {mage_name(f.note)}  ← {f.text}")
        elif f.fate == "element":
            out.append(f"{f.line:>5}  {element_word:<{width}}  {lib.term('school', f.note, lang)}  ← {f.text}")
        elif f.fate == "unresolved":
            maybe = ", ".join(name(c) for c in f.candidates)
            why = Cli.tr("{note}; maybe {cards}").format(note=note, cards=maybe) if maybe else note
            out.append(f"{f.line:>5}  {unresolved_word:<{width}}  ({why})  ← {f.text}")
        else:
            out.append(f"{f.line:>5}  {ignored_word:<{width}}  ({note})" + (f"  ← {f.text}" if f.text else ""))
    if book.name:
        out.insert(1, Cli.tr("book name: {name}").format(name=book.name))
    for m in result.mage_suggestions:
        mage = mage_name(m.mage) + (f" ({lib.term('school', m.element, lang)})" if m.element else "")
        out.append(Cli.tr("suggested mage: {mage}, {points} points (not applied; give `--mage` to validate)").format(
            mage=mage, points=m.points_used))
    out += [Cli.tr("warning: {text}").format(text=translate_warning(w, lib, lang)) for w in result.warnings]
    return "\n".join(out)
