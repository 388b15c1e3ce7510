"""Collection CSV: `product,card,code,count` (any subset, any order, columns found by header).

A product row (product cell filled) says how many boxes are owned; a card row (card name and/or
printed code) says how many copies of that card are owned *in total* — singles, promos and
losses are whatever makes the products' copies reach that total. Every input line gets a fate:
product, card, ignored (blank or `#` comment) or error (with its line number); an error never
drops the other lines. Names resolve like spellbook imports: printed code, then the formats
resolver (any language, aliases, misspellings), never a weak guess.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from spellforge.collection.ownership import Collection
from spellforge.collection.products import PRODUCT_NAMES, Catalog
from spellforge.library.normalize import fold
from spellforge.safetext import csv_cell, csv_uncell

# Header words per column, en/ru/pl, compared after folding (case and diacritics).
HEADER_WORDS: dict[str, tuple[str, ...]] = {
    "product": ("product", "products", "box", "set", "expansion", "продукт", "набор", "коробка",
                "дополнение", "produkt", "zestaw", "pudelko", "dodatek"),
    "card": ("card", "card name", "name", "spell", "карта", "название", "имя", "заклинание",
             "karta", "nazwa", "czar", "nazwa karty"),
    "code": ("code", "card code", "card_code", "id", "код", "код карты", "kod", "kod karty"),
    "count": ("count", "qty", "quantity", "copies", "owned", "number", "amount", "количество",
              "кол во", "копии", "шт", "штук", "liczba", "ilosc", "sztuk", "egzemplarze", "kopie"),
}
EXPORT_HEADER = ("product", "card", "code", "count")
MAX_BOXES = 99  # boxes of one product, like a book line's copy limit
MAX_OWNED = 9_999  # copies of one card: 99 boxes of the product richest in it stay under this
MAX_ROWS = 50_000  # more rows than cards × products × languages: not a collection
PROGRESS_EVERY = 200  # rows between two progress reports (and Cancel checks)


class ImportCancelled(Exception):
    """The user stopped reading a collection file: nothing was applied."""


_COUNT = re.compile(r"^\s*[x×]?\s*(-?\d+)\s*[x×]?\s*$", re.IGNORECASE)


@dataclass
class CsvLine:
    line: int
    text: str
    fate: str  # "product" | "card" | "header" | "ignored" | "error"
    product: str | None = None
    card_id: str | None = None
    count: int | None = None
    matched_by: str | None = None
    message: str = ""


@dataclass
class CollectionCsv:
    source: str
    lines: list[CsvLine] = field(default_factory=list)
    products: dict[str, int] = field(default_factory=dict)  # code -> boxes
    cards: dict[str, int] = field(default_factory=dict)  # card id -> total copies owned
    warnings: list[str] = field(default_factory=list)

    @property
    def errors(self) -> list[CsvLine]:
        return [ln for ln in self.lines if ln.fate == "error"]

    def merged_into(self, current: Collection, catalog: Catalog, replace: bool = False) -> Collection:
        """The collection after this import: listed products and cards take the file's counts;
        without `replace`, everything the file does not mention is kept."""
        products = dict(self.products) if replace else {**current.products, **self.products}
        result = Collection({p: n for p, n in products.items() if n > 0},
                            {} if replace else dict(current.adjustments))
        from_products = result.from_products(catalog)
        for card_id, total in self.cards.items():
            result.adjustments[card_id] = total - from_products.get(card_id, 0)
        result.adjustments = {c: d for c, d in result.adjustments.items() if d}
        return result


def over_limits(collection: Collection, catalog: Catalog) -> list[str]:
    """What in a collection is over the limits an import holds (boxes of a product, copies of a
    card in all): a change that would store it is refused, so every export reads back."""
    out = [f"{code}: {n:,} boxes is over the limit of {MAX_BOXES}" for code, n in collection.products.items()
           if n > MAX_BOXES]
    out += [f"{card}: {n:,} copies is over the limit of {MAX_OWNED:,}" for card, n in collection.owned(catalog).items()
            if n > MAX_OWNED]
    return out


def read_collection_csv(text: str, lib: Any, source: str = "<csv>", progress=None) -> CollectionCsv:
    """Read every line; `progress(done, total) -> bool` every PROGRESS_EVERY rows, False stops
    (ImportCancelled). Reading never writes: the caller applies the result in one transaction."""
    catalog = Catalog.from_library(lib)
    resolve_name = _name_resolver(lib)
    codes = code_index(lib)
    out = CollectionCsv(source)
    lines = text.count("\n") + 1
    if lines > MAX_ROWS:  # refused before any line is split or parsed: memory stays small
        out.lines.append(CsvLine(MAX_ROWS + 1, "", "error", message=f"the file has {lines:,} lines; a collection has at "
                                 f"most {MAX_ROWS:,}: nothing was read"))
        return out
    raw_lines = text.splitlines()
    rows = _rows(text)
    columns: dict[str, int] | None = None
    seen: dict[tuple[str, str], int] = {}
    for number, cells in rows:
        if progress is not None and number % PROGRESS_EVERY == 0 and progress(number, lines) is False:
            raise ImportCancelled(source)
        if number > MAX_ROWS:
            out.lines.append(CsvLine(number, "", "error", message=f"more than {MAX_ROWS:,} lines: the rest of the file was not read"))
            break
        line_text = raw_lines[number - 1] if number - 1 < len(raw_lines) else ",".join(cells)
        cells = [csv_uncell(c.strip()) for c in cells]
        if not any(cells):
            out.lines.append(CsvLine(number, line_text, "ignored", message="blank line"))
            continue
        if cells[0].startswith("#"):
            out.lines.append(CsvLine(number, line_text, "ignored", message="comment"))
            continue
        if columns is None:
            columns = _header(cells)
            if columns is not None:
                out.lines.append(CsvLine(number, line_text, "header"))
                continue
            columns = _positional(len(cells))
            out.warnings.append(f"{source}:{number}: no header row (expected e.g. card,code,count or "
                                f"product,count); reading columns as {','.join(columns)}")
        out.lines.append(_row(number, line_text, cells, columns, codes, catalog, resolve_name, out, seen))
    if columns is None:
        out.warnings.append(f"{source}: no rows")
    return out


def _rows(text: str) -> Iterable[tuple[int, list[str]]]:
    """(line number, cells) per physical line. Each line is parsed on its own, so an unclosed
    quote spoils only its own line instead of swallowing the rest of the file (a collection
    has no use for line breaks inside a field)."""
    lines = text.splitlines()
    try:
        delimiter = csv.Sniffer().sniff("\n".join(lines[:20]), delimiters=",;\t").delimiter
    except csv.Error:
        delimiter = ","
    # Only the delimiter is guessed: quotes are always doubled inside a quoted cell, as every
    # spreadsheet and our own export write them (the Sniffer took `"Dis""pel, the"` for a file
    # without doubled quotes and split it into two cells).
    dialect: Any = type("Guessed", (csv.excel,), {"delimiter": delimiter})
    for number, line in enumerate(lines, start=1):
        if line.count(dialect.quotechar or '"') % 2:
            yield number, ["\0error", "unbalanced quote"]
            continue
        try:
            yield number, next(csv.reader([line], dialect), [])
        except csv.Error as exc:
            yield number, ["\0error", str(exc)]


def _header(cells: list[str]) -> dict[str, int] | None:
    found: dict[str, int] = {}
    for i, cell in enumerate(cells):
        key = fold(cell).replace("_", " ")
        for role, words in HEADER_WORDS.items():
            if role not in found and key in {fold(w).replace("_", " ") for w in words}:
                found[role] = i
                break
    if "count" in found and ({"card", "code", "product"} & found.keys()):
        return found
    return None


def _positional(width: int) -> dict[str, int]:
    if width >= 3:
        return {"card": 0, "code": 1, "count": 2}
    return {"card": 0, "count": 1}


def _name_resolver(lib: Any):
    from spellforge.formats.resolve import resolver_for

    resolver = resolver_for(lib)

    def resolve(name: str) -> tuple[str | None, str | None, str]:
        m = resolver.by_name(name)
        if m.ok:
            return m.card_id, m.matched_by, m.note
        hint = ""
        if m.candidates:
            names = [lib.card(c).name if lib.card(c) else c for c in m.candidates[:3]]
            hint = "; did you mean " + " / ".join(names) + "?"
        return None, None, (m.note or "unknown card") + hint

    return resolve


def _row(number: int, text: str, cells: list[str], columns: Mapping[str, int], codes: Mapping[str, set[str]],
         catalog: Catalog, resolve_name, out: CollectionCsv, seen: dict[tuple[str, str], int]) -> CsvLine:
    if cells and cells[0] == "\0error":
        return CsvLine(number, text, "error", message=f"malformed CSV: {cells[1]}")

    def cell(role: str) -> str:
        i = columns.get(role)
        return cells[i].strip() if i is not None and i < len(cells) else ""

    product, name, code, count_text = cell("product"), cell("card"), cell("code"), cell("count")
    if not (product or name or code):
        return CsvLine(number, text, "error", message="no product, card name or code on this line")
    if product and (name or code):
        return CsvLine(number, text, "error", message="a line names either a product or a card, not both")
    m = _COUNT.match(count_text)
    if not m:
        what = "no count" if not count_text else f"count {count_text!r} is not a whole number"
        return CsvLine(number, text, "error", message=what)
    if len(m.group(1).lstrip("-")) > 6:
        return CsvLine(number, text, "error", message=f"count {m.group(1)[:12]}… is over the limit")
    count = int(m.group(1))
    if count < 0:
        return CsvLine(number, text, "error", message=f"count {count} is negative")
    limit = MAX_BOXES if product else MAX_OWNED
    if count > limit:
        what = "boxes of one product" if product else "copies of one card"
        return CsvLine(number, text, "error", message=f"count {count} is over the limit of {limit:,} {what}")
    if product:
        code_found = catalog.resolve(product)
        if code_found is None:
            known = ", ".join(PRODUCT_NAMES)
            return CsvLine(number, text, "error", message=f"unknown product {product!r} (known: {known})")
        return _tally(CsvLine(number, text, "product", product=code_found, count=count, matched_by="product"),
                      out.products, code_found, count, ("product", code_found), seen)
    card_id, matched_by, note = _card(name, code, codes, resolve_name)
    if card_id is None:
        return CsvLine(number, text, "error", message=note)
    return _tally(CsvLine(number, text, "card", card_id=card_id, count=count, matched_by=matched_by, message=note),
                  out.cards, card_id, count, ("card", card_id), seen)


def code_index(lib: Any) -> dict[str, set[str]]:
    """Printed code -> card ids. Codes are not unique in the OCTGN data (PSC14 is printed on
    both Voice of the Sea and Knight of the Red Helm), so a code alone decides only when it
    names one card; products.csv's codes are checked first since they come from real boxes."""
    from_products: dict[str, set[str]] = {}
    for row in lib.products():
        if row.code:
            from_products.setdefault(row.code.upper(), set()).add(row.card_id)
    out: dict[str, set[str]] = {}
    for card in lib.spells():
        for printing in card.printings:
            if printing.code:
                out.setdefault(printing.code.upper(), set()).add(card.id)
    out.update(from_products)
    return out


def _card(name: str, code: str, codes: Mapping[str, set[str]], resolve_name) -> tuple[str | None, str | None, str]:
    """(card id, matched_by, note); card id None means an error explained by the note."""
    by_code = codes.get(code.upper(), set()) if code else set()
    if name:
        card_id, matched_by, note = resolve_name(name)
        if card_id is None:
            if len(by_code) == 1:  # a misspelt name, but the code is clear
                return next(iter(by_code)), "code", f"name {name!r} not recognised; matched by code {code}"
            return None, None, note or "unknown card"
        if code and not by_code:
            note = (note + "; " if note else "") + f"unknown code {code!r}, matched by name"
        elif by_code and card_id not in by_code:
            names = ", ".join(sorted(by_code))
            return None, None, f"code {code} is {names}, but the name says {card_id}"
        return card_id, matched_by, note
    if len(by_code) == 1:
        return next(iter(by_code)), "code", ""
    if by_code:
        return None, None, f"code {code} is printed on several cards ({', '.join(sorted(by_code))}): add the card name"
    return None, None, f"unknown card code {code!r}"


def _tally(line: CsvLine, totals: dict[str, int], key: str, count: int, seen_key: tuple[str, str],
           seen: dict[tuple[str, str], int]) -> CsvLine:
    limit, what = (MAX_BOXES, "boxes of one product") if seen_key[0] == "product" else (MAX_OWNED, "copies of one card")
    if totals.get(key, 0) + count > limit:  # lines of one product or card add up: the total is what is held
        return CsvLine(line.line, line.text, "error", message=f"with line {seen.get(seen_key)} this makes "
                       f"{totals.get(key, 0) + count:,}, over the limit of {limit:,} {what}")
    if seen_key in seen:  # two printings of one card, or a box listed twice: copies add up
        line.message = (line.message + "; " if line.message else "") + f"added to line {seen[seen_key]}"
    else:
        seen[seen_key] = line.line
    totals[key] = totals.get(key, 0) + count
    return line


def write_collection_csv(collection: Collection, lib: Any, all_cards: bool = False, lang: str = "en") -> str:
    """Products owned, then cards: those with singles/losses (or every owned card with
    `all_cards`), each with its total owned count, so reading the file back gives the same
    collection."""
    catalog = Catalog.from_library(lib)
    owned = collection.owned(catalog)
    buf = io.StringIO()
    w = _SafeWriter(csv.writer(buf, lineterminator="\n"))
    w.writerow(EXPORT_HEADER)
    for code in catalog.codes:
        if collection.products.get(code, 0) > 0:
            w.writerow([code, "", "", collection.products[code]])
    cards = set(collection.adjustments) | (set(owned) if all_cards else set())  # losses to 0 included
    codes = code_index(lib)
    rows = []
    for card_id in cards:
        card = lib.card(card_id)
        name = card.display_name(lang) if card else card_id
        code = next((p.code for p in card.printings if codes.get(p.code.upper()) == {card_id}), "") if card else ""
        rows.append((fold(name), name, code, owned.get(card_id, 0), card_id))
    for _, name, code, count, card_id in sorted(rows):
        w.writerow(["", name if lib.card(card_id) else card_id, code, count])
    return buf.getvalue()


class _SafeWriter:
    """csv.writer whose cells a spreadsheet cannot run: see spellforge.safetext.csv_cell."""

    def __init__(self, writer: Any) -> None:
        self.writer = writer

    def writerow(self, row: Iterable[object]) -> None:
        self.writer.writerow([csv_cell(c) for c in row])


def read_collection_file(path: str, lib: Any, progress=None) -> CollectionCsv:
    """Read a collection CSV file (any common encoding). Raises formats' ReadError naming the
    file when it cannot be read at all; bad rows are reported per line instead."""
    from spellforge.formats import read_file_bytes
    from spellforge.formats.decoding import decode

    data = read_file_bytes(path, str(path))
    text, _encoding = decode(data, str(path))
    return read_collection_csv(text.lstrip("\ufeff"), lib, str(path), progress)
