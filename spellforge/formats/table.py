"""Spreadsheet pastes inside a pasted list: rows copied from a shared sheet (tab-separated), a
CSV export with quotes, or a semicolon export (LibreOffice, Polish and Russian Excel).

    №	Карта	Кол-во	Тип
    1	Глубинный трезубец	2	Снаряжение
    	Итого карт	60

The standard `csv` module reads the rows (spreadsheet quoting); this module only finds
which column holds the card's name and which its quantity: from the header's words in English,
Russian or Polish, else from the cells — the column whose cells name cards, and the column of
small whole numbers that is not a running row number. Total rows are skipped; a row naming the
mage sets the mage. A block whose cells name no cards is left to the line reader."""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from typing import Any

from spellforge.domain.cards import SPELL_TYPES
from spellforge.domain.spellbook import MAX_COPIES
from spellforge.formats.lineparse import Piece, split_line
from spellforge.library.normalize import fold

MIN_ROWS = 3  # a header and two rows, or three rows: fewer is a line that happens to hold a tab
TYPICAL_COPIES = 6  # a count column mostly holds 1-6; a level or cost column spreads wider
SAMPLE = 40  # rows looked at to find the columns: a long paste of junk costs no more than a short one
_DELIMITERS = ("\t", ";", ",")
_EMPTY = "".join(_DELIMITERS) + " "  # what a row of empty cells is made of

# Header words, folded (no case, no diacritics; "Кол-во" folds to "кол во").
_NAME_WORDS = {"card", "cards", "name", "card name", "spell", "spells", "title",
               "карта", "карты", "название", "имя", "заклинание", "заклинания", "название карты",
               "karta", "karty", "nazwa", "nazwa karty", "czar", "zaklecie"}
_QTY_WORDS = {"qty", "quantity", "count", "copies", "number", "amount", "x", "pcs",
              "кол во", "количество", "кол", "шт", "штук", "копии", "копий", "экз", "число",
              "ilosc", "szt", "sztuk", "liczba", "kopie", "egz"}
_INDEX_WORDS = {"#", "no", "nr", "n", "id", "lp", "№", "п п", "пп", "номер"}
_TYPE_WORDS = {"type", "тип", "typ", "kind", "вид", "rodzaj"}
_MAGE_WORDS = {"mage", "маг", "mag"}
_TOTAL = re.compile(r"^(?:grand\s+)?(?:total|sum|итого|всего|итог|razem|suma|łącznie|lacznie|ogółem|ogolem)\b",
                    re.IGNORECASE)
_NUMERIC = re.compile(r"^[xX×хХ]?\s*-?\d+(?:[.,]\d+)?(?:e\d+)?\s*(?:[xX×хХ]|шт\.?|szt\.?|pcs)?$", re.IGNORECASE)
_NUMBER = re.compile(r"^[xX×хХ]?\s*(\d{1,3})\s*(?:[xX×хХ]|шт\.?|szt\.?|pcs)?$")


@dataclass
class _Columns:
    name: int
    qty: int | None
    kind: int | None  # the card-type column, where a "Mage" row is told apart
    header: bool


def find_tables(lines: list[str], resolver: Any) -> dict[int, list[Piece]]:
    """The pieces of every line that stands in a table, by the line's index in `lines`."""
    out: dict[int, list[Piece]] = {}
    start = 0
    while start < len(lines):
        block = _block_at(lines, start)
        if block is None:
            start += 1
            continue
        delimiter, end = block
        pieces = _read_block(lines[start:end], delimiter, resolver)
        if pieces is None:
            start = end
            continue
        for offset, piece in enumerate(pieces):
            out[start + offset] = [piece]
        start = end
    return out


def _block_at(lines: list[str], start: int) -> tuple[str, int] | None:
    """The delimiter and end of a run of at least MIN_ROWS lines split alike, starting at `start`."""
    for delimiter in _DELIMITERS:
        end = start
        while end < len(lines) and _splits(lines[end], delimiter):
            end += 1
        if end - start >= MIN_ROWS:
            return delimiter, end
    return None


def _splits(line: str, delimiter: str) -> bool:
    if delimiter not in line or not line.strip(delimiter + " "):
        return False
    if delimiter == ",":  # names hold commas ("Galvitar, Force Blade"): only a quoted export
        return bool(re.match(r'\s*"', line)) and '","' in line.replace('", "', '","')
    return True


def _parse(rows: list[str], delimiter: str) -> list[list[str]] | None:
    """The rows' cells, read as every spreadsheet writes them: double quotes, doubled inside a
    quoted cell, a space after the delimiter allowed. Nothing is guessed (csv.Sniffer took a
    block with `"Keep ""two, always"` for one without doubled quotes and split that cell).
    None when csv cannot read it (a huge field)."""
    try:
        return [[c.strip() for c in row] for row in csv.reader(rows, _Spreadsheet, delimiter=delimiter)]
    except csv.Error:
        return None


class _Spreadsheet(csv.excel):
    skipinitialspace = True  # `"1", "Fireball"`: the quote after the space still opens the cell


def _read_block(rows: list[str], delimiter: str, resolver: Any) -> list[Piece] | None:
    cells = _parse(rows, delimiter)
    if cells is None or len(cells) != len(rows):  # a quote left open swallowed a line: not a clean table
        return None
    columns = _columns(cells, resolver)
    if columns is None:
        return None
    pieces = []
    for i, (raw, row) in enumerate(zip(rows, cells)):
        text = raw.strip()
        if i == 0 and columns.header:
            pieces.append(Piece("header", text, "header"))
        else:
            pieces.append(_row_piece(text, row, columns, resolver))
    return pieces


def _row_piece(text: str, row: list[str], columns: _Columns, resolver: Any) -> Piece:
    name, own_count = _counted(_cell(row, columns.name))
    qty_cell = _cell(row, columns.qty) if columns.qty is not None else ""
    if own_count is not None and not qty_cell:
        qty_cell = str(own_count)
    if not name:
        if any(re.search(r"\d", c) for c in row):  # "\t\t60": a total with the name cell empty
            return Piece("header", text, _total_note(row))
        return Piece("blank", "") if not text.strip(_EMPTY) else Piece("bare", text, text)
    if _TOTAL.match(name):  # «Итого карт 60»: a count of cards, not a points total to check
        return Piece("header", text, _total_note(row))
    kind = fold(_cell(row, columns.kind)) if columns.kind is not None else ""
    if kind in _MAGE_WORDS or _names_mage(name, resolver):
        return Piece("mage", text, name)
    hint = resolver.heading(_cell(row, columns.kind)) if columns.kind is not None else None
    hint = hint if hint in SPELL_TYPES else None
    if not qty_cell:
        return Piece("card", text, name, 1, hint)
    number = _NUMBER.match(qty_cell)
    if number is None:  # "2.5", "-2", "две": never one copy silently
        return Piece("badqty", text, qty_cell)
    qty = int(number.group(1))
    if qty == 0:  # a sheet's catalogue row: listed, not in the book
        return Piece("header", text, "candidate (not counted)")
    return Piece("card", text, name, qty, hint) if qty <= MAX_COPIES else Piece("toomany", text, str(qty))


def _total_note(row: list[str]) -> str:
    numbers = [c for c in row if c.isdigit()]
    return f"total {numbers[-1]}" if numbers else "header"


def _cell(row: list[str], index: int | None) -> str:
    return row[index] if index is not None and index < len(row) else ""


def _names_mage(name: str, resolver: Any) -> bool:
    if resolver.by_name(name, allow_fuzzy=False).ok:
        return False
    return resolver.mage(name, allow_fuzzy=False).mage is not None


def _header_role(cell: str) -> str | None:
    key = fold(cell)
    if not key and cell.strip() in ("№", "#"):
        return "index"
    words = key.split()
    if not words:
        return None
    # The first word says what the column counts ("Тип карты" is a type, "Кол-во карт" a count),
    # else any word may name it ("Spell name", «Название заклинания»).
    for role, known in (("qty", _QTY_WORDS), ("index", _INDEX_WORDS), ("kind", _TYPE_WORDS), ("name", _NAME_WORDS)):
        if key in known or words[0] in known:
            return role
    return "name" if any(w in _NAME_WORDS for w in words) else None


def _columns(cells: list[list[str]], resolver: Any) -> _Columns | None:
    width = max(len(r) for r in cells)
    if width < 2:
        return None
    roles = [_header_role(c) for c in cells[0]]
    # A header: its name column's word, or any column word on a row that names no card
    header = "name" in roles or (any(roles) and not any(_names_something(c, resolver) for c in cells[0]))
    data = cells[1:] if header else cells
    if not data:
        return None
    name = roles.index("name") if header and "name" in roles else _name_column(data, width, resolver)
    if name is None:
        return None
    if not header and _card_share(data, name, resolver) < 0.5:
        return None
    qty = roles.index("qty") if header and "qty" in roles else None
    if qty is None or qty == name:
        qty = _qty_column(data, width, name)
    kind = roles.index("kind") if header and "kind" in roles else None
    return _Columns(name, qty, kind, header)


def _card_share(rows: list[list[str]], column: int, resolver: Any) -> float:
    rows = rows[:SAMPLE]
    filled = [_cell(r, column) for r in rows if _cell(r, column)]
    if not filled:
        return 0.0
    return sum(1 for c in filled if _names_something(c, resolver)) / len(rows)


def _names_something(cell: str, resolver: Any) -> bool:
    name, _ = _counted(cell)
    return bool(name) and (resolver.by_name(name, allow_fuzzy=False).ok
                           or resolver.mage(name, allow_fuzzy=False).mage is not None)


def _counted(cell: str) -> tuple[str, int | None]:
    """A name cell that carries its own count ("2x Fireball", "Fireball x2"): the name and count."""
    if not cell or not re.search(r"\d", cell):
        return cell, None
    pieces = split_line(cell, lambda _: None)
    if len(pieces) == 1 and pieces[0].kind == "card":
        return pieces[0].value, pieces[0].qty
    return cell, None


def _name_column(rows: list[list[str]], width: int, resolver: Any) -> int | None:
    shares = [(_card_share(rows, c, resolver), -c) for c in range(width)]
    share, column = max(shares)
    return -column if share > 0 else None


def _qty_column(rows: list[list[str]], width: int, name: int) -> int | None:
    """Numbers in (nearly) every filled cell, not 1, 2, 3… down the rows. Of several such columns
    (a level, a cost), the one whose numbers look most like copies of a card, then the nearest
    to the names."""
    found = []
    for c in range(width):
        if c == name:
            continue
        values = [_cell(r, c) for r in rows[:SAMPLE] if _cell(r, c)]
        if not values or len(values) < min(len(rows), SAMPLE) / 2:
            continue
        if sum(bool(_NUMERIC.match(v)) for v in values) < 0.8 * len(values):
            continue
        counts = [int(m.group(1)) for m in map(_NUMBER.match, values) if m]
        if len(counts) >= MIN_ROWS - 1 and counts == list(range(counts[0], counts[0] + len(counts))):
            continue  # a running row number
        like_copies = sum(1 <= n <= TYPICAL_COPIES for n in counts) / len(values)
        found.append((-like_copies, abs(c - name), c))
    return min(found)[2] if found else None
