"""`spellforge collection …`: the cards the user owns and the books they can build.

  show                      products, singles/losses and totals (--cards: every owned card)
  add ITEM [N]              N boxes of a product (its name in en/ru/pl, or its code) or N single copies of a card
  remove ITEM [N]           fewer boxes, or N copies of a card lost/sold
  import FILE [--replace]   a collection CSV (product,card,code,count); every line reported
  export [FILE]             the collection as CSV (stdout without FILE)
  check BOOK... [--json]    what each book lacks, which books fight over cards, what to buy
  assemble BOOK... / disassemble NAME...   books physically built (they keep their cards)

A BOOK is a spellbook file in any format, a book saved in Spellforge (name or id) or one of its
saved versions, NAME@VERSION (spellforge/cli/book_arg.py).

Exit status: 0 success (check: all buildable together), 1 check not buildable or import lines
with errors (the good lines are imported), 2 unusable input (the message names file and line).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from spellforge.cli.book_arg import book_help
from spellforge.i18n.cli_words import Context

LANGS = ("en", "ru", "pl")

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(subparsers) -> None:
    p = subparsers.add_parser("collection", help=Cli.tr("the cards you own and the spellbooks you can build"),
                              description=Cli.tr("The cards you own and the spellbooks you can build from them."),
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="collection_command", metavar="ACTION")

    def action(name: str, help_text: str, json: bool = True, lang: bool = True) -> argparse.ArgumentParser:
        a = sub.add_parser(name, help=help_text, description=help_text)
        if json:
            a.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
        if lang:
            a.add_argument("--lang", choices=LANGS, default="en", help=Cli.tr("language of card and product names"))
        return a

    a = action("show", Cli.tr("list owned products, single cards and totals"))
    a.add_argument("--cards", action="store_true", help=Cli.tr("also list every owned card with its count"))
    a.set_defaults(func=_show)
    for name, help_text in (("add", Cli.tr("add boxes of a product or copies of a card")),
                            ("remove", Cli.tr("remove boxes of a product or copies of a card"))):
        a = action(name, help_text)
        a.add_argument("item", help=Cli.tr("a product by its name in English, Russian or Polish ('Базовый набор', 'Zestaw podstawowy', "
                                           "'Forcemaster vs. Warlord'; the first letters of its words will do) or its code "
                                           "(core), or a card by its name or printed code"))
        a.add_argument("count", nargs="?", type=_count, default=1, help=Cli.tr("how many (default 1)"))
        a.set_defaults(func=_add if name == "add" else _remove)
    a = action("import", Cli.tr("read a collection CSV (columns by header: product,card,code,count)"))
    a.add_argument("file", help=Cli.tr("collection CSV file (header: product,card,code,count)"))
    a.add_argument("--replace", action="store_true", help=Cli.tr("replace the whole collection (default: merge)"))
    a.add_argument("--dry-run", action="store_true", help=Cli.tr("report the lines, change nothing"))
    a.set_defaults(func=_import)
    a = action("export", Cli.tr("write the collection as CSV"), json=False)
    a.add_argument("file", nargs="?", help=Cli.tr("output file (default: standard output)"))
    a.add_argument("--all-cards", action="store_true", help=Cli.tr("list every owned card, not only singles/losses"))
    a.set_defaults(func=_export)
    a = action("check", Cli.tr("can these spellbooks be built from the collection, alone and together?"))
    a.add_argument("books", nargs="+", metavar="BOOK", help=Cli.tr("spellbooks: each a {book}").format(book=book_help()))
    a.add_argument("--assembled", action="store_true",
                   help=Cli.tr("keep the books marked assembled together (can I ALSO build these?)"))
    a.set_defaults(func=_check)
    a = action("assemble", Cli.tr("mark spellbooks as physically assembled (they keep their cards)"), lang=False)
    a.add_argument("books", nargs="+", metavar="BOOK", help=Cli.tr("spellbooks: each a {book}").format(book=book_help()))
    a.add_argument("--name", help=Cli.tr("name to record (one book only; default: the book's name)"))
    a.set_defaults(func=_assemble)
    a = action("disassemble", Cli.tr("take assembled spellbooks apart"), lang=False)
    a.add_argument("names", nargs="+", metavar="NAME", help=Cli.tr("names of assembled spellbooks, as `collection assemble` recorded them"))
    a.set_defaults(func=_disassemble)
    p.set_defaults(func=lambda args: _usage(p))


def _count(text: str) -> int:
    """1..9,999 (huge numbers once overflowed SQLite's integers)."""
    from spellforge.collection.csv_io import MAX_OWNED

    if not text.strip().isdigit() or len(text.strip()) > 6 or not 1 <= int(text) <= MAX_OWNED:
        from spellforge.i18n.cli_words import Context, language
        from spellforge.i18n.numbers import integer

        Cli = Context("Cli")  # in the --lang typed (main sets it before parsing)
        raise argparse.ArgumentTypeError(Cli.tr("a count must be a whole number from 1 to {max}, not {text}").format(
            max=integer(MAX_OWNED, language()), text=repr(text[:20])))
    return int(text)


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help(sys.stderr)
    return 2


def _fail(message: str) -> int:
    print(f"spellforge collection: {message}", file=sys.stderr)
    return 2


def _context():
    from spellforge.collection import Catalog
    from spellforge.library import open_library
    from spellforge.library.user.collection import UserCollection

    user = UserCollection()  # first: unusable user data stops here with one line
    lib = open_library()
    return lib, Catalog.from_library(lib), user


def _emit(data, args, text: str) -> None:
    from spellforge.cli import emit

    emit(data, bool(args.json), text)


# -- show ------------------------------------------------------------------------------------------
def _show(args) -> int:
    from spellforge.collection import load_collection, product_name

    lib, catalog, user = _context()
    coll = load_collection(user)
    owned = coll.owned(catalog)
    from_products = coll.from_products(catalog)

    def card_name(cid: str) -> str:
        card = lib.card(cid)
        return card.display_name(args.lang) if card else cid

    data = {
        "products": [{"product": p, "name": product_name(p, args.lang), "count": n}
                     for p, n in coll.products.items()],
        "adjustments": [{"card_id": c, "name": card_name(c), "delta": d, "owned": owned.get(c, 0)}
                        for c, d in sorted(coll.adjustments.items(), key=lambda kv: card_name(kv[0]))],
        "assembled": [{"name": n, "source": s, "mage": m, "assembled_at": t} for n, s, m, t in user.assembled_info()],
        "distinct_cards": len(owned),
        "copies": sum(owned.values()),
    }
    if args.cards:
        data["cards"] = [{"card_id": c, "name": card_name(c), "owned": n, "from_products": from_products.get(c, 0)}
                         for c, n in sorted(owned.items(), key=lambda kv: card_name(kv[0]))]
    lines = [Cli.tr("Products:")] + ([f"  {p['count']} × {p['name']} ({p['product']})" for p in data["products"]]
                                     or ["  " + Cli.tr("(none)")])
    if data["adjustments"]:
        lines.append(Cli.tr("Single cards and losses:"))
        lines += ["  " + Cli.tr("{card}: {delta} (owned {owned})").format(delta=f"{a['delta']:+d}", card=a["name"],
                                                                       owned=a["owned"]) for a in data["adjustments"]]
    if data["assembled"]:
        lines.append(Cli.tr("Assembled spellbooks:"))
        lines += [f"  {b['name']}" + (f" ({b['mage']})" if b["mage"] else "") for b in data["assembled"]]
    lines.append(Cli.tr("%n different card(s), {copies}", "", data["distinct_cards"]).format(
        copies=Cli.tr("%n copies", "", data["copies"])))
    for c in data.get("cards", []):
        lines.append(f"  {c['owned']:>2} × {c['name']}")
    _emit(data, args, "\n".join(lines))
    return 0


# -- add / remove ----------------------------------------------------------------------------------
def _resolve_item(lib, catalog, text: str, lang: str = "en"):
    """('product', code) or ('card', card id) or (None, message). Exact names (any language) and
    codes first, then a product named by the first letters of its words ("Zestaw", "Księga 2"),
    then a card by similar name."""
    from spellforge.collection import product_name

    code = catalog.resolve(text)
    if code:
        return "product", code
    from spellforge.collection.csv_io import code_index

    by_code = code_index(lib).get(text.strip().upper(), set())
    if len(by_code) == 1:
        return "card", next(iter(by_code))
    if by_code:  # codes are not unique in the OCTGN data
        cards = ", ".join(sorted(by_code) if lang == "en" else  # ids for English scripts, names for a player
                          sorted(lib.card(c).display_name(lang) if lib.card(c) else c for c in by_code))
        Cli = Context("Cli", lang)
        return None, Cli.tr("code {code} is printed on several cards ({cards}); use the card name").format(
            code=repr(text), cards=cards)
    card = lib.card_by_name(text)
    if card:
        return "card", card.id
    code = catalog.resolve_words(text)
    if code:
        return "product", code
    from spellforge.formats.resolve import resolver_for

    m = resolver_for(lib).by_name(text)
    if m.ok:
        return "card", m.card_id
    maybe = [product_name(c, lang) for c in catalog.similar(text)]
    maybe += [lib.card(c).display_name(lang) for c in m.candidates[:3] if lib.card(c)]
    Cli = Context("Cli", lang)
    hint = "; " + Cli.tr("did you mean: {names}").format(names=" / ".join(maybe)) if maybe else ""
    # a product is typed by its name in any language (Catalog.resolve): a Russian or Polish player
    # reads the names alone, the codes are for English scripts
    products = "; ".join(product_name(c, lang) if lang != "en" else f"{product_name(c, lang)} ({c})"
                         for c in catalog.codes)
    return None, (Cli.tr("{text} is neither a product nor a card{hint}").format(text=repr(text), hint=hint) + "\n"
                  + Cli.tr("products: {products}").format(products=products))


def _change(args, sign: int) -> int:
    from spellforge.collection import load_collection, product_name

    if args.count < 0:
        return _fail(Cli.tr("count {count} is negative").format(count=args.count))
    lib, catalog, user = _context()
    kind, key = _resolve_item(lib, catalog, args.item, args.lang)
    if kind is None:
        return _fail(key)
    from spellforge.collection.csv_io import MAX_BOXES, MAX_OWNED
    from spellforge.library.user.collection import CollectionLimitError

    coll = load_collection(user)
    if kind == "product":
        from spellforge.collection import Collection
        from spellforge.collection.csv_io import over_limits

        def change(products, adjustments):
            products = dict(products)
            products[key] = max(0, products.get(key, 0) + sign * args.count)
            if sign > 0 and products[key] > MAX_BOXES:
                raise CollectionLimitError(f"{product_name(key, args.lang)}: {products[key] - args.count} + "
                                           f"{args.count} boxes is over the limit of {MAX_BOXES} boxes of one product")
            problems = over_limits(Collection(products, adjustments), catalog) if sign > 0 else []
            if problems:  # more boxes may take a card with bought singles past its limit
                raise CollectionLimitError(problems[0])
            return {p: n for p, n in products.items() if n > 0}, adjustments

        try:  # the limits hold for the totals, checked in the same transaction as the change
            new = user.transform(change)[0].get(key, 0)
        except CollectionLimitError as e:
            return _fail(Cli.tr("{problem}; nothing was changed").format(problem=e))
        data = {"product": key, "name": product_name(key, args.lang), "count": new}
        text = Cli.tr("{product}: {count} owned").format(product=product_name(key, args.lang), count=new)
    else:
        base = coll.from_products(catalog).get(key, 0)
        # A loss never takes the count below zero: the adjustment stops at −(copies from boxes).
        try:
            delta = user.change_adjustment(key, sign * args.count, floor=-base, ceiling=MAX_OWNED - base)
        except CollectionLimitError:
            return _fail(f"{lib.card(key).display_name(args.lang)}: {args.count} more copies would be over the limit "
                         f"of {MAX_OWNED:,} copies of one card; nothing was changed")
        owned = max(0, base + delta)
        card = lib.card(key)
        data = {"card_id": key, "name": card.display_name(args.lang), "owned": owned, "delta": delta}
        text = Cli.tr("{card}: {owned} owned ({base} from products, {delta} singles/losses)").format(
            card=card.display_name(args.lang), owned=owned, base=base, delta=f"{delta:+d}")
    _emit(data, args, text)
    return 0


def _add(args) -> int:
    return _change(args, +1)


def _remove(args) -> int:
    return _change(args, -1)


# -- import / export -------------------------------------------------------------------------------
def _import(args) -> int:
    from spellforge.collection.csv_io import read_collection_file
    from spellforge.formats.errors import ReadError

    lib, catalog, user = _context()
    try:
        result = read_collection_file(args.file, lib)
    except ReadError as exc:
        return _fail(str(exc))
    from spellforge.collection import Collection
    from spellforge.collection.csv_io import over_limits

    if args.replace and result.errors and not args.dry_run:
        # a line not read may be the one that replaces a row: --replace never deletes blindly
        return _fail(f"{args.file}: {_counted(len(result.errors), 'line')} could not be read (first: line "
                     f"{result.errors[0].line}: {result.errors[0].message}); with --replace nothing was changed. "
                     "Fix the file or import without --replace")
    refused: list[str] = []

    def merge(products, adjustments):
        after = result.merged_into(Collection(products, adjustments), catalog, replace=args.replace)
        refused.extend(over_limits(after, catalog))
        if refused:
            raise _Refused()
        return after.products, after.adjustments

    if not args.dry_run:
        try:  # read, merge and write in one transaction
            user.transform(merge)
        except _Refused:
            return _fail(f"{args.file}: the collection would be over its limits ({'; '.join(refused[:3])}); "
                         "nothing was changed")
    data = {
        "file": args.file,
        "lines": [{"line": ln.line, "text": ln.text, "fate": ln.fate, "product": ln.product, "card_id": ln.card_id,
                   "count": ln.count, "matched_by": ln.matched_by, "message": ln.message} for ln in result.lines],
        "products": result.products,
        "cards": result.cards,
        "errors": len(result.errors),
        "warnings": result.warnings,
        "applied": not args.dry_run,
    }
    text = []
    for ln in result.lines:
        what = ln.product or (lib.card(ln.card_id).display_name(args.lang) if ln.card_id and lib.card(ln.card_id) else "")
        detail = f" {ln.count} × {what}" if ln.fate in ("product", "card") else ""
        note = f"  ({ln.message})" if ln.message else ""
        text.append(f"{args.file}:{ln.line}: {ln.fate}{detail}{note}")
    text += result.warnings
    text.append(", ".join(_counted(len(items), word) for items, word in
                          ((result.products, "product"), (result.cards, "card"), (result.errors, "error")))
                + ("" if not args.dry_run else " (dry run: nothing changed)"))
    _emit(data, args, "\n".join(text))
    return 1 if result.errors else 0


class _Refused(Exception):
    """An import that would break a limit: its transaction is rolled back."""


def _counted(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _export(args) -> int:
    from spellforge.collection import load_collection, write_collection_csv

    if args.file:
        from spellforge.cli import output_path

        output_path(args.file)
    lib, _catalog, user = _context()
    text = write_collection_csv(load_collection(user), lib, all_cards=args.all_cards, lang=args.lang)
    if args.file:
        from spellforge.fileio import write_atomic

        try:
            write_atomic(args.file, text)  # a full disk leaves the old export whole
        except OSError as exc:
            return _fail(f"{args.file}: cannot write ({exc.strerror or exc})")
        print(f"wrote {args.file}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


# -- check / assemble ------------------------------------------------------------------------------
def _read_books(keys: list[str], lib):
    """[NamedBook] for files or saved books (spellforge/cli/book_arg.py), or (None, message)."""
    from spellforge.cli import CliExit
    from spellforge.cli.book_arg import load_book

    books = []
    for key in keys:
        try:
            books.append(load_book(key, lib))
        except CliExit as exc:
            return None, str(exc)
    return books, None


def _check(args) -> int:
    from spellforge.collection import load_collection
    from spellforge.collection.report import check_report

    lib, catalog, user = _context()
    books, error = _read_books(args.books, lib)
    if error:
        return _fail(error)
    owned = load_collection(user).owned(catalog)
    assembled = user.assembled() if args.assembled else {}
    data = check_report([(b.label, b.book.quantities()) for b in books], owned, lib, catalog, assembled, args.lang)
    for entry, named in zip(data["books"], books):
        entry["file"] = named.source
        entry["unresolved_lines"] = [{"line": u.line, "text": u.text} for u in named.book.unresolved]
    _emit(data, args, _check_text(data, args.lang))
    return 0 if data["buildable"] else 1


def _check_text(data: dict, lang: str = "en") -> str:
    Cli = Context("Cli", lang)
    out = []
    for b in data["books"]:
        out.append((Cli.tr("{book}: buildable from the collection alone") if b["buildable_alone"] else
                    Cli.tr("{book}: NOT buildable from the collection alone")).format(book=b["name"]))
        out += ["  " + Cli.tr("missing {count} × {card} (need {need}, have {have})").format(
            count=m["need"] - m["have"], card=m["name"], need=m["need"], have=m["have"]) for m in b["missing"]]
        if b["cheapest_products"]:
            out.append("  " + Cli.tr("cheapest to complete: {products}").format(
                products=", ".join(f"{p['count']} × {p['name']}" for p in b["cheapest_products"])))
        out += ["  " + Cli.tr("{count} × {card}: in no known product").format(count=c["copies"], card=c["name"])
                for c in b["not_in_any_product"]]
        for s in b["short_together"]:
            if s["held_by"]:
                out.append("  " + Cli.tr("{card}: %n copies are in {books}", "", s["need"] - s["have"]).format(
                    card=s["name"], books=", ".join(s["held_by"])))
        out += ["  " + Cli.tr("line {line} not read: {text}").format(line=u["line"], text=u["text"])
                for u in b.get("unresolved_lines", [])]
    for c in data["conflicts"]:
        who = Cli.tr(" and ").join(f"{b['name']} ({b['need']})" for b in c["books"])
        out.append(Cli.tr("conflict: {card}: {owned} owned, {needed} needed by {books}").format(
            card=c["name"], owned=c["owned"], needed=c["needed"], books=who))
    out.append(Cli.tr("all together: BUILDABLE") if data["buildable"] else Cli.tr("all together: NOT BUILDABLE"))
    return "\n".join(out)


def _assemble(args) -> int:
    lib, _catalog, user = _context()
    if args.name and len(args.books) > 1:
        return _fail("--name works with one book only")
    books, error = _read_books(args.books, lib)
    if error:
        return _fail(error)
    names = []
    for named in books:
        name = args.name or named.label
        source = named.source if named.source.startswith("saved:") else str(Path(named.source).resolve())
        user.mark_assembled(name, named.book.quantities(), source=source, mage=named.book.mage)
        names.append(name)
    _emit({"assembled": names}, args, "\n".join(f"assembled: {n}" for n in names))
    return 0


def _disassemble(args) -> int:
    _lib, _catalog, user = _context()
    unknown = [n for n in args.names if not user.unmark_assembled(n)]
    done = [n for n in args.names if n not in unknown]
    _emit({"disassembled": done, "unknown": unknown}, args,
          "\n".join([f"taken apart: {n}" for n in done] + [f"no assembled book named {n!r}" for n in unknown]))
    return 2 if unknown else 0
