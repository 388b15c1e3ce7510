"""`spellforge validate BOOK`: spell-point cost and legality of a spellbook (a file in any format,
or a book saved in Spellforge: spellforge/cli/book_arg.py).

Exit status: 0 legal, 1 illegal, 2 unreadable input (the message names the file and line).
"""

from __future__ import annotations

import argparse
import sys

from spellforge.cli.book_arg import BOOK_HELP
from spellforge.domain.cards import ELEMENTS

LANGS = ("en", "ru", "pl")
HEADINGS = {
    "en": ("Mage", "Spell points", "LEGAL", "ILLEGAL", "Problems", "Unread lines", "line", "Warnings", "Suggestions"),
    "ru": ("Маг", "Очки магии", "КНИГА ДОПУСТИМА", "КНИГА НЕДОПУСТИМА", "Проблемы", "Нераспознанные строки", "строка",
           "Предупреждения", "Советы"),
    "pl": ("Mag", "Punkty czarów", "KSIĘGA POPRAWNA", "KSIĘGA NIEPOPRAWNA", "Problemy", "Nierozpoznane wiersze", "wiersz",
           "Ostrzeżenia", "Podpowiedzi"),
}
# The book's format in the words of db/i18n/terms.csv's `format` rows (000 L396, 004 L304).
FORMAT_NAMES = {
    "en": {"arena": "Arena", "academy": "Academy"},
    "ru": {"arena": "Арена", "academy": "Академия"},
    "pl": {"arena": "Arena", "academy": "Akademia"},
}
# How the element was chosen, shown beside it: "Wizard (Air, default)".
ELEMENT_SOURCES = {
    "en": {"option": "chosen", "book": "from the book", "default": "default"},
    "ru": {"option": "выбрана", "book": "из книги", "default": "по умолчанию"},
    "pl": {"option": "wybrany", "book": "z księgi", "default": "domyślny"},
}


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "validate",
        help="check a spellbook's spell points and legality",
        description="Cost every card for the book's mage (or --mage) and list every rule the "
        "book breaks. Exit status: 0 legal, 1 illegal, 2 unreadable input.",
    )
    p.add_argument("file", metavar="BOOK", help=BOOK_HELP)
    p.add_argument("--mage", help="validate for this mage instead of the one the book names")
    p.add_argument("--element", help="the Wizard's chosen element: " + ", ".join(ELEMENTS))
    p.add_argument("--printing", choices=("canonical", "named"), default="canonical",
                   help="whose facts price a card the file names a printing of: the canonical card "
                   "(default) or the named printing")
    p.add_argument("--lang", choices=LANGS, default="en", help="language of messages (default en)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=handler)


def _fail(message: str) -> int:
    print(f"spellforge validate: {message}", file=sys.stderr)
    return 2


def _element(value: str | None) -> str | None:
    if value is None:
        return None
    for e in ELEMENTS:
        if e.lower() == value.strip().lower():
            return e
    raise ValueError(f"--element {value!r} is not an element ({', '.join(ELEMENTS)})")


def text_report(data: dict, lang: str, mage_label: str | None = None) -> str:
    h = HEADINGS.get(lang, HEADINGS["en"])
    element = ""
    if data.get("element"):
        source = ELEMENT_SOURCES.get(lang, ELEMENT_SOURCES["en"]).get(data.get("element_source") or "", "")
        from spellforge.rules.messages import school_name

        name = school_name(data["element"], lang)
        element = f" ({name}, {source})" if source else f" ({name})"
    label = mage_label or data["mage"] or "?"
    fmt = FORMAT_NAMES.get(lang, FORMAT_NAMES["en"]).get(data["format"], data["format"])
    # an Academy mage's name already says so: «Монах (Академия)»
    out = [f"{h[0]}: {label}" + element + ("" if label.endswith(f"({fmt})") else f" [{fmt}]"),
           f"{h[1]}: {data['points_used']} / {data['points_max']}"]
    width = max((len(str(c["qty"])) for c in data["cards"]), default=1)
    for c in data["cards"]:
        cost = "?" if c["cost_each"] is None else c["cost_each"]
        expl = f"  [{c['explanation']}]" if c["explanation"] else ""
        out.append(f"  {c['qty']:>{width}} × {c['display_name']}: {cost}{expl}")
    if data["unresolved"]:
        out.append(f"{h[5]}:")
        out += [f"  {h[6]} {u['line']}: {u['text']}" for u in data["unresolved"]]
    if data["problems"]:
        out.append(f"{h[4]}:")
        out += [f"  - {p['message']}" for p in data["problems"]]
    if data.get("warnings"):
        out.append(f"{h[7]}:")
        out += [f"  - {w['message']}" for w in data["warnings"]]
    if data.get("suggestions"):
        out.append(f"{h[8]}:")
        out += [f"  - {s['message']}" for s in data["suggestions"]]
    out.append(h[2] if data["legal"] else h[3])
    return "\n".join(out)


def handler(args: argparse.Namespace) -> int:
    from spellforge.rules import validate

    try:
        element = _element(args.element)
    except ValueError as exc:
        return _fail(str(exc))
    from spellforge.cli.book_arg import load_book
    from spellforge.library import open_library

    lib = open_library()
    book = load_book(args.file, lib).book  # a missing file, a folder, binary data…: the message names it
    mage = None
    if args.mage:
        mage = lib.mage(args.mage)
        if mage is None:
            return _fail(f"unknown mage {args.mage!r}; known: " + ", ".join(m.name for m in lib.mages()))
    report = validate(book, lib, args.lang, mage=mage, element=element, printing=args.printing)
    data = report.to_dict(term=lib.term)
    args_json = bool(getattr(args, "json", False))
    from spellforge.cli import emit

    shown = lib.mage(data["mage"]) if data.get("mage") else None
    emit(data, args_json, text_report(data, args.lang, shown.display_name(args.lang) if shown else None))
    return 0 if report.legal else 1
